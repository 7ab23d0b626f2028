import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { isConnectionError } from './database-outage.ts';

/** A local port nothing listens on: connecting to it is refused at once, as a stopped PostgreSQL would. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The error node-postgres really gives for a database that refuses connections. */
async function refusedConnectionError(url: string): Promise<Error> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    return error as Error;
  }
  await client.end();
  throw new Error('the connection was not refused');
}

const logOf = (lines: string[]) => lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { code?: string } });
const host = { host: '127.0.0.1' };

describe('a database that refuses connections (PostgreSQL stopped)', () => {
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-outage-'));
    const databaseUrl = `postgres://portal:portal@127.0.0.1:${await closedPort()}/portal`;
    const config = loadConfig({ NODE_ENV: 'test' }, { databaseUrl, dataDir, webDist: path.join(dataDir, 'no-web-build'), jwtSecret: 'a-secret-long-enough-for-the-test-of-outages-0123456789' });
    const handle = await openDatabase({ databaseUrl });
    app = await buildApp({ config, db: handle.db, mailer: { send: async () => {} }, logStream: { write: (line) => void lines.push(line) } });
    await app.ready();
    close = async () => {
      await app.close();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => {
    await close?.();
  });

  it('answers every call with a retryable 503 (code 500), never a 500, and logs the outage once', async () => {
    const calls = [
      { method: 'POST' as const, url: '/api/Alumno/logaUsuario', payload: { usuario: 'alumno@example.org', password: 'Demo1234' } },
      { method: 'GET' as const, url: '/api/Publico/configuracion' },
      { method: 'GET' as const, url: '/api/Dominios/dominios/es' },
      { method: 'GET' as const, url: '/api/Publico/configuracion' },
    ];
    for (const call of calls) {
      const res = await app.inject({ ...call, headers: host });
      expect(res.statusCode, call.url).toBe(503);
      expect(res.json(), call.url).toEqual({ status: 500 });
      expect(res.headers['retry-after'], call.url).toBe('5');
    }
    const log = logOf(lines);
    const outages = log.filter((line) => line.msg.startsWith('database unreachable'));
    expect(outages).toHaveLength(1);
    expect(outages[0]?.err?.code).toBe('ECONNREFUSED');
    expect(log.filter((line) => line.msg === 'unhandled error')).toEqual([]);
  });

  it('/ready says so with 503 and Retry-After; /health, which needs no database, still answers', async () => {
    const ready = await app.inject({ method: 'GET', url: '/ready', headers: host });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 500, datos: { ok: false } });
    expect(ready.headers['retry-after']).toBe('5');
    expect((await app.inject({ method: 'GET', url: '/health', headers: host })).statusCode).toBe(200);
    expect(logOf(lines).filter((line) => line.msg.startsWith('database unreachable'))).toHaveLength(1);
  });
});

describe('an outage and its end, on a database that stops answering and comes back', () => {
  const lines: string[] = [];
  let t: TestApp;
  let refused: Error | undefined;
  let queryError: Error | undefined;
  // Stands between the app and its database: while `refused` is set every statement meets that error, as every
  // statement meets it when the server has gone.
  const unplug: KyselyPlugin = {
    transformQuery: (args) => {
      const error = refused ?? queryError;
      if (error) throw error;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  beforeAll(async () => {
    t = await createTestApp({ logStream: { write: (line) => void lines.push(line) }, wrapDatabase: (db) => db.withPlugin(unplug) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses with 503 while down, logs the outage once and its end once, and answers again', async () => {
    refused = await refusedConnectionError(`postgres://portal@127.0.0.1:${await closedPort()}/portal`);
    for (let i = 0; i < 3; i++) {
      const res = await t.call('GET', '/api/Publico/configuracion');
      expect(res.statusCode).toBe(503);
      expect(res.body).toEqual({ status: 500 });
    }
    expect((await t.call('GET', '/ready')).statusCode).toBe(503);

    refused = undefined;
    expect((await t.call('GET', '/api/Publico/configuracion')).body.status).toBe(0);
    expect((await t.call('GET', '/ready')).body).toEqual({ status: 0, datos: { ok: true } });
    const log = logOf(lines);
    expect(log.filter((line) => line.msg.startsWith('database unreachable'))).toHaveLength(1);
    const recovered = log.filter((line) => line.msg === 'database reachable again');
    expect(recovered).toHaveLength(1);
    expect(recovered[0]).toMatchObject({ refused: 4 });
  });

  it('a query the database refuses is no outage: still a 500 with its cause in the log', async () => {
    queryError = Object.assign(new Error('relation "offerz" does not exist'), { code: '42P01' });
    try {
      const res = await t.call('GET', '/api/Publico/configuracion');
      expect(res.statusCode).toBe(500);
      expect(res.body).toEqual({ status: 1 });
      expect(res.raw.headers['retry-after']).toBeUndefined();
    } finally {
      queryError = undefined;
    }
    expect(logOf(lines).filter((line) => line.msg === 'unhandled error')).toHaveLength(1);
  });
});

describe('isConnectionError', () => {
  it('recognises connection failures only', () => {
    const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', '08006', '08001', '57P01', '57P03', '53300']) {
      expect(isConnectionError(withCode(code)), code).toBe(true);
    }
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''))).toBe(true);
    for (const code of ['23505', '42P01', '22P02', '40001', '57014']) expect(isConnectionError(withCode(code)), code).toBe(false);
    expect(isConnectionError(new Error('boom'))).toBe(false);
    expect(isConnectionError('ECONNREFUSED')).toBe(false);
  });
});
