import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * What lets a process keep the positions of a long offers list in memory (modules/offers/deep-pages.ts) and know,
 * in one cheap read, that the list cannot have changed since.
 *
 * - `offers.list_xid`: the transaction that last changed anything the candidate's lists filter or sort on (state,
 *   institution, type, deadline, highlight and publication dates, pay, title, locality, province, contract,
 *   modality, final-degree-project and international flags, tags, company). New rows take it by default, updates
 *   of those columns by trigger. Rows older than this migration keep null: positions are always computed after it,
 *   so only later changes need the mark. Its index gives the institution's last change as its top entry.
 * - `offer_list_removals`: per institution, the last transaction that took offers out of its lists without
 *   leaving a row behind to carry the mark: a delete, or a move to another institution.
 *
 * Transaction ids rather than times, as for `match_xid` (migration 0016): positions remember the oldest
 * transaction still running when they were computed (`pg_snapshot_xmin`), so a change committed later by a
 * transaction that was already running is still seen as a change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Two statements: with the default in the ADD COLUMN, every existing row would be rewritten with a value.
  await sql`alter table offers add column list_xid xid8`.execute(db);
  await sql`alter table offers alter column list_xid set default pg_current_xact_id()`.execute(db);
  await sql`create index offers_list_changed on offers (institution_id, list_xid) where list_xid is not null`.execute(db);

  await sql`create table offer_list_removals (
    institution_id text primary key,
    removed_xid xid8 not null)`.execute(db);
  // greatest(): two transactions removing offers of one institution keep the later mark whichever commits first.
  await sql`create function note_offer_list_removal(institution text) returns void language sql as $$
    insert into offer_list_removals (institution_id, removed_xid) values (institution, pg_current_xact_id())
    on conflict (institution_id) do update set removed_xid = greatest(offer_list_removals.removed_xid, excluded.removed_xid)
    $$`.execute(db);

  await sql`create function mark_offer_list_changed() returns trigger language plpgsql as $$
    begin
      new.list_xid := pg_current_xact_id();
      if new.institution_id is distinct from old.institution_id then
        perform note_offer_list_removal(old.institution_id);
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger offers_list_changed before update on offers for each row
    when (new.state is distinct from old.state or new.institution_id is distinct from old.institution_id
      or new.profile is distinct from old.profile or new.expires_on is distinct from old.expires_on
      or new.highlighted_on is distinct from old.highlighted_on or new.published_at is distinct from old.published_at
      or new.salary is distinct from old.salary or new.salary_max is distinct from old.salary_max
      or new.monthly_grant is distinct from old.monthly_grant or new.title is distinct from old.title
      or new.locality is distinct from old.locality or new.province_id is distinct from old.province_id
      or new.contract_type_id is distinct from old.contract_type_id or new.modality is distinct from old.modality
      or new.is_tfg_tfm is distinct from old.is_tfg_tfm or new.is_international is distinct from old.is_international
      or new.tags is distinct from old.tags or new.company_id is distinct from old.company_id
      or new.list_xid is distinct from old.list_xid)
    execute function mark_offer_list_changed()`.execute(db);

  await sql`create function mark_offer_list_removals() returns trigger language plpgsql as $$
    begin
      perform note_offer_list_removal(institution_id) from (select distinct institution_id from removed_offers) r;
      return null;
    end $$`.execute(db);
  await sql`create trigger offers_list_removed after delete on offers referencing old table as removed_offers
    for each statement execute function mark_offer_list_removals()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger offers_list_removed on offers`.execute(db);
  await sql`drop function mark_offer_list_removals()`.execute(db);
  await sql`drop trigger offers_list_changed on offers`.execute(db);
  await sql`drop function mark_offer_list_changed()`.execute(db);
  await sql`drop function note_offer_list_removal(text)`.execute(db);
  await sql`drop table offer_list_removals`.execute(db);
  await sql`alter table offers drop column list_xid`.execute(db);
}
