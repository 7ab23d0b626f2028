import { sql } from 'kysely';
import type { Role } from '@portal/shared';
import type { TestApp } from '../testing/test-app.ts';
import { resolveJwtSecret } from '../lib/jwt-secret.ts';
import { createTokenService, type SessionClaims } from '../modules/auth/tokens.ts';

/** The demo accounts the guards log in with (README, password Demo1234). */
export const DEMO_ACCOUNTS: Record<Role, string> = {
  Alumno: 'alumno@example.org',
  Empresa: 'empresa@example.org',
  Gestor: 'gestor@example.org',
};

/** The same accounts at another institution: their tokens must be worthless on this one's host. */
export const OTHER_INSTITUTION = { id: 'uib', host: 'uib.localhost' } as const;
export const otherInstitutionAccount = (role: Role) => DEMO_ACCOUNTS[role].replace('@example.org', `@${OTHER_INSTITUTION.id}.example.org`);

/** The owner whose data the ownership attacks aim at: a candidate with a filled CV, candidacies and internships. */
export const VICTIM = 'alumno@example.org';
/** The caller of those attacks: a legitimate candidate of the same institution, with a CV of its own. */
export const ATTACKER = 'alumno.sinbusqueda@example.org';

export interface Person {
  userId: number;
  token: string;
}

export interface GuardFixtures {
  t: TestApp;
  /** A valid token of each role's demo account on the default institution. */
  tokens: Record<Role, string>;
  victim: Person;
  attacker: Person;
  /** The victim's counterpart at the other institution (its data is out of reach of every token here). */
  foreignCandidate: { userId: number };
  /** Signs tokens with the app's own key (expired ones, blocked users) or with a wrong key (forgeries). */
  sign(claims: Omit<SessionClaims, 'exp'>, options?: { expired?: boolean; forged?: boolean }): Promise<string>;
  /** Runs one SQL query and gives its rows: for the builders of the access table. */
  rows<T>(query: string): Promise<T[]>;
}

async function idOf(t: TestApp, email: string): Promise<number> {
  const row = await t.db.selectFrom('users').select('id').where(sql`lower(email)`, '=', email).executeTakeFirstOrThrow();
  return row.id;
}

export async function guardFixtures(t: TestApp): Promise<GuardFixtures> {
  const secret = await resolveJwtSecret(t.db, t.config.jwtSecret);
  const ttl = t.config.tokenTtlSeconds;
  const valid = createTokenService(secret, ttl, t.clock.now);
  // Issued two lifetimes ago: its `exp` is one lifetime in the past.
  const expired = createTokenService(secret, ttl, () => new Date(t.clock.now().getTime() - 2 * ttl * 1000));
  const forged = createTokenService(`${secret}-not-the-key`, ttl, t.clock.now);

  const tokens = {} as Record<Role, string>;
  for (const role of Object.keys(DEMO_ACCOUNTS) as Role[]) tokens[role] = await t.login(role, DEMO_ACCOUNTS[role]);

  return {
    t,
    tokens,
    victim: { userId: await idOf(t, VICTIM), token: tokens.Alumno },
    attacker: { userId: await idOf(t, ATTACKER), token: await t.login('Alumno', ATTACKER) },
    foreignCandidate: { userId: await idOf(t, otherInstitutionAccount('Alumno')) },
    async sign(claims, options = {}) {
      const service = options.forged ? forged : options.expired ? expired : valid;
      return (await service.sign(claims)).token;
    },
    async rows<T>(query: string) {
      return (await sql.raw<T>(query).execute(t.db)).rows;
    },
  };
}

/**
 * A fingerprint of everything the app stores: one md5 per table over its rows. Rate-limit events are left out on
 * purpose: a refused login is recorded there by design (that is how the limit counts attempts).
 */
export async function databaseFingerprint(t: TestApp): Promise<Record<string, string>> {
  const tables = await appTables(t);
  const parts = tables.map((table) => `select '${table}' as name, coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') as hash from "${table}" x`);
  const result = await sql.raw<{ name: string; hash: string }>(parts.join(' union all ')).execute(t.db);
  return Object.fromEntries(result.rows.map((row) => [row.name, row.hash]));
}

const WRITE_COUNTER = 'guard_write_counter';

async function appTables(t: TestApp): Promise<string[]> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not like 'kysely_%' and table_name <> 'rate_limit_counters' and table_name <> ${WRITE_COUNTER}
    order by table_name`.execute(t.db);
  return tables.rows.map((row) => row.name);
}

/**
 * The fingerprint above, taken again only when something was written since the last one. Hashing every row costs
 * about 0.1 s a time on the demo data, and the fuzz asks before and after each of ~1,500 draws; almost all of them
 * write nothing. A row trigger on every table counts changed rows in a one-row table; the counter takes part in the
 * writer's transaction, so a refused call that wrote and rolled back leaves it as it was. When the count moved, the
 * rows are hashed and compared as before, so an update that rewrote the same values still passes.
 */
export async function writeWatcher(t: TestApp): Promise<{ fingerprint(): Promise<Record<string, string>> }> {
  await sql.raw(`create table ${WRITE_COUNTER} (n bigint not null)`).execute(t.db);
  await sql.raw(`insert into ${WRITE_COUNTER} (n) values (0)`).execute(t.db);
  await sql.raw(`create function guard_count_write() returns trigger language plpgsql as $$
    begin update ${WRITE_COUNTER} set n = n + 1; return null; end $$`).execute(t.db);
  for (const table of await appTables(t)) {
    await sql.raw(`create trigger guard_count_write after insert or update or delete on "${table}" for each row execute function guard_count_write()`).execute(t.db);
    await sql.raw(`create trigger guard_count_truncate after truncate on "${table}" for each statement execute function guard_count_write()`).execute(t.db);
  }
  const writes = async () => (await sql.raw<{ n: string }>(`select n from ${WRITE_COUNTER}`).execute(t.db)).rows[0]!.n;
  let last: { writes: string; fingerprint: Record<string, string> } | undefined;
  return {
    async fingerprint() {
      const now = await writes();
      if (last?.writes === now) return last.fingerprint;
      last = { writes: now, fingerprint: await databaseFingerprint(t) };
      return last.fingerprint;
    },
  };
}
