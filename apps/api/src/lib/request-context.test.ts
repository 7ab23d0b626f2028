import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Status, defineCall } from '@portal/shared';
import { openDatabase, type DatabaseHandle } from '../db/connect.ts';
import { loadConfig } from '../config.ts';
import { registerErrorHandling } from '../plugins/errors.ts';
import { registerInstitution } from '../plugins/institution.ts';
import { AppError } from './app-error.ts';
import { registerCall, setCallDatabase } from './contract-route.ts';

const body = z.object({ note: z.string(), fail: z.boolean() });
const write = defineCall({ name: 'pruebaEscritura', method: 'POST', path: '/api/Publico/pruebaEscritura', roles: 'public', summary: 'test', body, datos: z.number() });
const readOnlyPost = defineCall({
  name: 'pruebaLecturaPost',
  method: 'POST',
  path: '/api/Publico/pruebaLecturaPost',
  roles: 'public',
  summary: 'test',
  readOnly: true,
  datos: z.boolean(),
});

/** The unit of work of the route layer, on a real embedded database with a scratch table. */
describe('request context: one unit of work per call', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const committedHooks: string[] = [];

  beforeAll(async () => {
    handle = await openDatabase({ inMemory: true });
    await sql`create table notes (id serial primary key, note text not null)`.execute(handle.db);
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    setCallDatabase(app, handle.db);
    registerErrorHandling(app);
    registerInstitution(app, loadConfig({ NODE_ENV: 'test' }));
    registerCall(app, write, async ({ db, body: input, afterCommit }) => {
      const trx = await db();
      await sql`insert into notes (note) values (${input.note})`.execute(trx);
      afterCommit(() => void committedHooks.push(input.note));
      // A rule that fails after a row was written: the row must not survive.
      if (input.fail) throw new AppError(Status.ActionNotAllowed);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from notes`.execute(trx);
      return rows[0]!.n;
    });
    registerCall(app, readOnlyPost, async ({ db }) => (await db()).isTransaction);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers: { host: '127.0.0.1' } });

  it('commits a write call and runs its after-commit hooks', async () => {
    const res = await post(write.path, { note: 'kept', fail: false });
    expect(res.json()).toEqual({ status: 0, datos: 1 });
    expect(committedHooks).toEqual(['kept']);
  });

  it('rolls back everything a failed write call wrote, and skips its hooks', async () => {
    const res = await post(write.path, { note: 'lost', fail: true });
    expect(res.json().status).toBe(Status.ActionNotAllowed);
    const { rows } = await sql<{ note: string }>`select note from notes order by id`.execute(handle.db);
    expect(rows.map((r) => r.note)).toEqual(['kept']);
    expect(committedHooks).toEqual(['kept']);
  });

  it('keeps concurrent write calls apart: each sees its own transaction', async () => {
    const results = await Promise.all([1, 2, 3].map((i) => post(write.path, { note: `n${i}`, fail: i === 2 })));
    expect(results.map((r) => r.json().status)).toEqual([0, Status.ActionNotAllowed, 0]);
    const { rows } = await sql<{ note: string }>`select note from notes order by note`.execute(handle.db);
    expect(rows.map((r) => r.note)).toEqual(['kept', 'n1', 'n3']);
  });

  it('runs a read-only POST without a transaction', async () => {
    const res = await post(readOnlyPost.path, {});
    expect(res.json()).toEqual({ status: 0, datos: false });
  });
});
