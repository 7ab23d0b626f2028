import crypto from 'node:crypto';
import type { Db } from '../db/database.ts';

/**
 * Production passes JWT_SECRET to every process. Elsewhere a secret is created once and kept in the database,
 * so tokens survive restarts and several local processes on the same database agree on it.
 */
export async function resolveJwtSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('app_settings')
    .values({ key: 'jwt_secret', value: crypto.randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', 'jwt_secret').executeTakeFirstOrThrow();
  return row.value;
}
