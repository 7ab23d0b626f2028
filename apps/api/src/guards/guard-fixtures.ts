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
 * A cheap fingerprint of everything the app stores: one md5 per table over its rows. Rate-limit events are left
 * out on purpose: a refused login is recorded there by design (that is how the limit counts attempts).
 */
export async function databaseFingerprint(t: TestApp): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not like 'kysely_%' and table_name <> 'rate_limit_counters'
    order by table_name`.execute(t.db);
  const parts = tables.rows.map((table) => `select '${table.name}' as name, coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') as hash from "${table.name}" x`);
  const result = await sql.raw<{ name: string; hash: string }>(parts.join(' union all ')).execute(t.db);
  return Object.fromEntries(result.rows.map((row) => [row.name, row.hash]));
}
