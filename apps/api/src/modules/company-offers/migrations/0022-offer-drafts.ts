import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * Offers a company has not sent yet: the state `draft` (seen by the company only; the service's queue and the
 * candidates never read it), the form's step a draft was left on, and the offer a copy was made from (a copy is a
 * draft marked as such until the company sends it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table offers drop constraint if exists offers_state_check`.execute(db);
  await sql`alter table offers add constraint offers_state_check check (state in ('draft', 'pending', 'published', 'closed', 'rejected'))`.execute(db);
  await db.schema
    .alterTable('offers')
    .addColumn('draft_step', 'smallint', (c) => c.check(sql`draft_step between 0 and 3`))
    .addColumn('copy_of_offer_id', 'integer', (c) => c.references('offers.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('offers').where('state', '=', 'draft').execute();
  await db.schema.alterTable('offers').dropColumn('draft_step').dropColumn('copy_of_offer_id').execute();
  await sql`alter table offers drop constraint if exists offers_state_check`.execute(db);
  await sql`alter table offers add constraint offers_state_check check (state in ('pending', 'published', 'closed', 'rejected'))`.execute(db);
}
