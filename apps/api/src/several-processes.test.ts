import pg from 'pg';
import { catalogueEntry, isKnownStatus } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from './testing/test-database.ts';
import { eventually, startServerProcesses, type ServerProcesses } from './testing/server-processes.ts';

/**
 * Two API processes on one PostgreSQL behave as one: what staff change through one process is what the other
 * answers, although each keeps reference lists, institution settings and list totals in memory, and a limit
 * counts the attempts made through both. Each check first has the other process answer (so it holds the old value
 * in memory), then makes the change through the first one, then polls the other until it answers the new value,
 * within a bound.
 *
 * PGlite is PostgreSQL inside one process: a second process cannot open its database (db/data-dir-lock.ts), so
 * this runs only where CI's second stage sets DATABASE_URL.
 */
const needsPostgres = 'two API processes on one database (needs DATABASE_URL: PGlite is one process by construction)';

/** Totals of offer lists may be kept this long (OFFER_COUNT_CACHE_MS): the lag a total is allowed. */
const COUNT_CACHE_MS = 1_000;

describe.skipIf(!process.env.DATABASE_URL)(needsPostgres, () => {
  let database: { url?: string; drop: () => Promise<void> };
  let processes: ServerProcesses | undefined;
  let a: string;
  let b: string;

  beforeAll(async () => {
    database = await freshDatabaseUrl();
    processes = await startServerProcesses(2, database.url as string, { OFFER_COUNT_CACHE_MS: String(COUNT_CACHE_MS) });
    [a, b] = processes.urls as [string, string];
  }, 240_000);
  afterAll(async () => {
    await processes?.stop();
    await database?.drop();
  }, 60_000);

  async function call(base: string, method: 'GET' | 'POST', path: string, options: { token?: string; body?: unknown } = {}) {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    return (await response.json()) as { status: number; datos?: any };
  }

  /** 0, or a success notice of the catalogue (a staff edit answers the notice that describes it). */
  const succeeded = (answer: { status: number }) => answer.status === 0 || (isKnownStatus(answer.status) && catalogueEntry(answer.status).kind === 'notice');

  async function login(base: string, role: 'Alumno' | 'Gestor', usuario: string): Promise<string> {
    const answer = await call(base, 'POST', `/api/${role}/logaUsuario`, { body: { usuario, password: 'Demo1234' } });
    expect(answer.status, JSON.stringify(answer)).toBe(0);
    return answer.datos.token as string;
  }

  async function sql<T>(text: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }

  it('started together, they fill the new database once and sign the same sessions', async () => {
    const [demo] = await sql<{ n: number }>(`select count(*)::int as n from users where email = 'alumno@example.org'`);
    expect(demo?.n).toBe(1);
    const token = await login(a, 'Alumno', 'alumno@example.org');
    expect((await call(b, 'GET', '/api/Alumno/editaUsuario', { token })).status).toBe(0);
  });

  it('an institution setting changed by staff through one process is what the other answers', async () => {
    const flag = async (base: string) => (await call(base, 'GET', '/api/Publico/configuracion')).datos.marca.flags.hasEventos as boolean;
    expect(await flag(b)).toBe(true);
    const staff = await login(a, 'Gestor', 'gestor@example.org');
    expect(succeeded(await call(a, 'POST', '/api/Gestor/editaFlagsGestor', { token: staff, body: { flags: { hasEventos: false } } }))).toBe(true);
    await eventually('the flag switched off, answered by the other process', async () => (await flag(b)) === false);
  });

  it('a reference list edited by staff through one process is what the other answers', async () => {
    const programmes = async (base: string) => (await call(base, 'GET', '/api/Dominios/dominios/es')).datos.programas.map((p: { id: number }) => p.id) as number[];
    const before = await programmes(b);
    expect(before.length).toBeGreaterThan(0);
    const staff = await login(a, 'Gestor', 'gestor@example.org');
    const created = await call(a, 'POST', '/api/Gestor/guardaProgramaGestor', { token: staff, body: { nombreCa: 'Programa Dos', nombreEs: 'Programa Dos', nombreEn: 'Programme Two' } });
    expect(succeeded(created)).toBe(true);
    expect(before).not.toContain(created.datos.id);
    await eventually('the new programme, listed by the other process', async () => (await programmes(b)).includes(created.datos.id));
  });

  it('an offer validated through one process is listed and counted by the other, the total within its cache time', async () => {
    const [offer] = await sql<{ id: number; url: string }>(
      `select id, url_access as url from offers where institution_id = 'generic' and state = 'pending' and profile = 1
         and (expires_on is null or expires_on >= current_date) order by id limit 1`,
    );
    expect(offer).toBeDefined();
    const candidate = await login(b, 'Alumno', 'alumno@example.org');
    const total = async () => (await call(b, 'GET', '/api/Alumno/dameNumOfertasEmpleoUsuario', { token: candidate })).datos.numTotal as number;
    const before = await total();
    expect((await call(b, 'GET', `/api/Alumno/dameOferta/${encodeURIComponent(offer!.url)}`, { token: candidate })).status).not.toBe(0);

    const staff = await login(a, 'Gestor', 'gestor@example.org');
    expect(succeeded(await call(a, 'POST', '/api/Gestor/validaOferta', { token: staff, body: { idOferta: offer!.id } }))).toBe(true);
    const validated = Date.now();
    await eventually('the offer page, read through the other process', async () => (await call(b, 'GET', `/api/Alumno/dameOferta/${encodeURIComponent(offer!.url)}`, { token: candidate })).status === 0);
    await eventually('the total counting the new offer, in the other process', async () => (await total()) === before + 1, COUNT_CACHE_MS + 4_000);
    // A total may be kept COUNT_CACHE_MS; the slack covers the requests of the polling itself on a busy machine.
    expect(Date.now() - validated).toBeLessThan(COUNT_CACHE_MS + 4_000);
  });

  it('count sign-in failures together: a guesser spread over both processes meets one limit', async () => {
    // 8 failures per account and address (LOGIN_FAILURES_PER_ACCOUNT_AND_IP): four through each process. Counted
    // in each process's memory, neither would have reached it, and the right password would still let them in.
    const attempt = (base: string, password: string) => call(base, 'POST', '/api/Empresa/logaUsuario', { body: { usuario: 'empresa@example.org', password } });
    for (const base of [a, b, a, b, a, b, a, b]) expect((await attempt(base, 'NoEsLaClave1')).status).toBe(3);
    expect((await attempt(a, 'Demo1234')).status).toBe(601);
    expect((await attempt(b, 'Demo1234')).status).toBe(601);
  });
});
