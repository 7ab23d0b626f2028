import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ownedBy } from '../../lib/scoped.ts';
import './auth.tables.ts';

/** A device or address is forgotten this long after its last sign-in to the account; the device cookie lasts as long. */
export const KNOWN_SIGN_IN_DAYS = 90;

const fingerprint = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** Where an account signed in before (migration 0018): what the per-account limit does not refuse. */
export function createKnownSignIns(db: Db) {
  const entries = (ip: string, device: string | undefined) => [
    { kind: 'address' as const, fingerprint: fingerprint(ip) },
    ...(device ? [{ kind: 'device' as const, fingerprint: fingerprint(device) }] : []),
  ];

  return {
    /** Whether the account signed in from this device or this address before: one indexed read. */
    async includes(userId: number, ip: string, device: string | undefined): Promise<boolean> {
      const row = await db
        .selectFrom('known_sign_ins')
        .select('user_id')
        .where(ownedBy(userId, 'user_id'))
        .where((eb) => eb.or(entries(ip, device).map((e) => eb.and([eb('kind', '=', e.kind), eb('fingerprint', '=', e.fingerprint)]))))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Notes a sign-in (or a reset through the mailed link) from this device and address, in one statement. */
    async remember(userId: number, ip: string, device: string | undefined, at: Date): Promise<void> {
      await db
        .insertInto('known_sign_ins')
        .values(entries(ip, device).map((e) => ({ user_id: userId, ...e, last_signed_in_at: at })))
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'fingerprint']).doUpdateSet({ last_signed_in_at: sql`excluded.last_signed_in_at` }))
        .execute();
    },
  };
}
export type KnownSignIns = ReturnType<typeof createKnownSignIns>;

/** Housekeeping: forgets devices and addresses not signed in from for KNOWN_SIGN_IN_DAYS. */
export async function pruneKnownSignIns(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('known_sign_ins')
    .where('last_signed_in_at', '<', new Date(now.getTime() - KNOWN_SIGN_IN_DAYS * 24 * 3600 * 1000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
