import { sql } from 'kysely';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution } from '../../lib/scoped.ts';
import '../staff/staff.tables.ts';

/** Writes one setting, or removes it when `value` is undefined (back to the brand config's default). */
export async function saveSetting(db: DbHandle, institutionId: string, key: string, value: unknown, userId: number): Promise<void> {
  if (value === undefined) {
    await db.deleteFrom('institution_settings').$call(inInstitution(institutionId)).where('key', '=', key).execute();
    return;
  }
  const json = JSON.stringify(value);
  await db
    .insertInto('institution_settings')
    .values({ institution_id: institutionId, key, value: json, updated_by_user_id: userId })
    .onConflict((oc) => oc.columns(['institution_id', 'key']).doUpdateSet({ value: json, updated_by_user_id: userId, updated_at: sql`now()` }))
    .execute();
}
