import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createPGlite, embeddedDatabaseDir } from './db/connect.ts';

/** The production start: the compiled server (apps/api/dist), stopped by SIGTERM while requests are running. */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The data folder holds the run's migrated, seeded database (testing/template-database.ts), so the server starts
 * as on any later day rather than filling an empty database first: on a loaded machine that alone outlasted the test.
 */
async function seededDataFolder(): Promise<void> {
  const { dumpFile } = inject('templateDatabase');
  if (!dumpFile) return;
  const client = await createPGlite({ dataDir: embeddedDatabaseDir(dataDir), loadDataDir: new Blob([fs.readFileSync(dumpFile)]) });
  await client.close();
}

describe('the compiled server', () => {
  it('starts from dist with plain Node and, on SIGTERM, answers the request in flight before it exits', async () => {
    execFileSync(process.execPath, [path.join(apiRoot, 'build.mjs')], { stdio: 'ignore' });
    await seededDataFolder();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [path.join(apiRoot, 'dist/server.js')], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: '' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let ready = false;
    for (let i = 0; i < 600 && !ready; i += 1) {
      ready = await fetch(`${base}/ready`).then((r) => r.ok, () => false);
      if (!ready) await new Promise((r) => setTimeout(r, 200));
    }
    expect(ready, 'the compiled server answers /ready').toBe(true);
    // A request in flight: its headers are in, half its body is still on the way when the signal comes.
    const body = JSON.stringify({ usuario: 'alumno@example.org', password: 'Demo1234' });
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      `POST /api/Alumno/logaUsuario HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // New connections are no longer accepted meanwhile.
    await expect(fetch(`${base}/health`)).rejects.toThrow();
    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/"token":"[^"]+"/);
    expect(await exited).toBe(0);
  }, 180_000);
});
