import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * A candidate's renunciation of an internship joins the service's queue of internship changes: a request of kind
 * `renunciation`, asked by the candidate. Its internship may be at a company outside the portal, so the company
 * becomes optional. A renunciation does not wait for the company's open request (nor the company's for it): each
 * keeps its own "one open per internship" index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table internship_change_requests drop constraint if exists internship_change_requests_kind_check`.execute(db);
  await sql`alter table internship_change_requests add constraint internship_change_requests_kind_check
    check (kind in ('dates', 'hours', 'tutor', 'early_end', 'renunciation'))`.execute(db);
  await sql`alter table internship_change_requests alter column company_id drop not null`.execute(db);
  await sql`drop index internship_change_requests_one_open`.execute(db);
  await sql`create unique index internship_change_requests_one_open on internship_change_requests (internship_id)
    where state = 'pending' and kind <> 'renunciation'`.execute(db);
  await sql`create unique index internship_change_requests_one_renunciation on internship_change_requests (internship_id)
    where state = 'pending' and kind = 'renunciation'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from internship_change_requests where kind = 'renunciation'`.execute(db);
  await sql`drop index internship_change_requests_one_renunciation`.execute(db);
  await sql`drop index internship_change_requests_one_open`.execute(db);
  await sql`create unique index internship_change_requests_one_open on internship_change_requests (internship_id) where state = 'pending'`.execute(db);
  await sql`alter table internship_change_requests alter column company_id set not null`.execute(db);
  await sql`alter table internship_change_requests drop constraint internship_change_requests_kind_check`.execute(db);
  await sql`alter table internship_change_requests add constraint internship_change_requests_kind_check
    check (kind in ('dates', 'hours', 'tutor', 'early_end'))`.execute(db);
}
