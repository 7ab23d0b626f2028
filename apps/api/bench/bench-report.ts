/** The benchmark's markdown table: each call beside the ceiling of the same server. */

export interface Row {
  name: string;
  kind: 'ceiling' | 'read' | 'write' | 'login';
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytes: number;
  queries: number;
  non2xx: number;
  errors: number;
}

export interface Report {
  at: string;
  database: string;
  size: { offers: number; candidates: number; companies: number; candidaciesPerCandidate: number };
  connections: number;
  durationSeconds: number;
  machine: { cpu: string; cores: number; memoryGb: number; node: string; loadAverageBefore: number[]; loadAverageAfter: number[] };
  rows: Row[];
}

/** The aim: reads p99 < 50 ms and at least a third of the ceiling, writes p99 < 100 ms. */
function verdict(row: Row, ratio: number): string {
  if (row.kind === 'read') return row.p99 < 50 && ratio >= 1 / 3 ? 'yes' : 'no';
  if (row.kind === 'write') return row.p99 < 100 ? 'yes' : 'no';
  return '';
}

export function printTable(report: Report): void {
  const ceiling = report.rows.find((r) => r.name === 'ceiling')?.requestsPerSecond ?? NaN;
  const { machine } = report;
  console.log(
    `\n${report.database}, ${report.size.offers.toLocaleString('en')} offers, ${report.connections} connections, ${report.durationSeconds} s per call; ` +
      `${machine.cpu} x${machine.cores}, ${machine.memoryGb} GB, Node ${machine.node}; load average ${machine.loadAverageBefore.join(' ')} before, ${machine.loadAverageAfter.join(' ')} after\n`,
  );
  console.log('| call | req/s | p50 ms | p99 ms | / ceiling | bytes | queries | aim met |');
  console.log('|---|---:|---:|---:|---:|---:|---:|:---:|');
  for (const row of report.rows) {
    const ratio = row.requestsPerSecond / ceiling;
    const failures = row.non2xx + row.errors > 0 ? ` (${row.non2xx + row.errors} failed)` : '';
    console.log(
      `| ${row.name}${failures} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${(ratio * 100).toFixed(1)} % | ${row.bytes} | ${row.queries} | ${verdict(row, ratio)} |`,
    );
  }
}
