import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Real server processes (src/server.ts run by Node through tsx, as `npm run dev` does) on one database: what a
 * deployment with several API processes behind a load balancer runs. Each listens on a port of its own; they
 * start at the same time, as they would after a deployment, so the start itself (migrations, seeds) is shared.
 */
export interface ServerProcesses {
  /** One base URL per process, `http://127.0.0.1:<port>`. */
  urls: string[];
  stop(): Promise<void>;
  /** Ends every process at once with a signal (SIGKILL: a crash, with no chance to finish anything). */
  kill(signal: NodeJS.Signals): Promise<void>;
}

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Polls `check` until it answers true; fails after `timeoutMs` with what the last check saw. */
export async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`Not seen within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** Starts `count` processes on `databaseUrl` and answers once every one of them is ready (`/ready`). */
export async function startServerProcesses(count: number, databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcesses> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-processes-'));
  const ports = await Promise.all(Array.from({ length: count }, freePort));
  const children = ports.map((port) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', JWT_SECRET: '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    return { child, port, errors: () => errors };
  });
  const stop = async () => {
    await Promise.all(children.map(({ child }) => stopChild(child)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(
      children.map(({ child, port, errors }) =>
        eventually(
          `process on port ${port} ready`,
          async () => {
            if (child.exitCode !== null) throw new Error(`The process on port ${port} stopped (${child.exitCode}): ${errors()}`);
            return fetch(`http://127.0.0.1:${port}/ready`).then((r) => r.ok, () => false);
          },
          180_000,
        ),
      ),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const kill = async (signal: NodeJS.Signals) => {
    await Promise.all(
      children.map(({ child }) =>
        child.exitCode !== null || child.signalCode !== null ? undefined : new Promise<void>((resolve) => child.once('exit', () => resolve()) && child.kill(signal)),
      ),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { urls: ports.map((port) => `http://127.0.0.1:${port}`), stop, kill };
}
