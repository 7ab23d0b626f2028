import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * 'Fit my CV' from a stored set per candidate instead of matching every published offer on every request.
 *
 * - `offers.match_xid` and `offer_degrees.match_xid`: the transaction that last changed what the match reads of an
 *   offer (its requirements, type, country, state, institution, required degrees), or its deadline (a set leaves
 *   out the offers already expired when it is computed; a deadline moved later brings the offer back). New rows take it by default,
 *   updates by trigger, a removed degree marks its offer. Rows older than this migration keep null: a set is first
 *   computed over every published offer, so only later changes need the mark. A transaction id rather than a
 *   time: a set remembers the oldest transaction still running when it was evaluated
 *   (`pg_snapshot_xmin`), so an offer changed by a transaction that commits later is still looked at again.
 * - `offer_fit_sets`: per candidate, the key of the rules and CV the set was computed for (a hash of the match
 *   SQL with the CV as its parameters), that transaction horizon, and a version that moves on each refresh.
 * - `offer_fits`: the offers that fit, as of the last refresh; the list still checks each offer's state and
 *   expiry when it reads them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Two statements: with the default in the ADD COLUMN, every existing row would be rewritten with a value.
  await sql`alter table offers add column match_xid xid8`.execute(db);
  await sql`alter table offers alter column match_xid set default pg_current_xact_id()`.execute(db);
  // (institution, change): the last change of an institution's offers is the top entry of its range.
  await sql`create index offers_match_changed on offers (institution_id, match_xid)`.execute(db);
  await sql`create function mark_offer_match_changed() returns trigger language plpgsql as $$
    begin
      new.match_xid := pg_current_xact_id();
      return new;
    end $$`.execute(db);
  await sql`create trigger offers_match_changed before update on offers for each row
    when (new.requirements is distinct from old.requirements or new.profile is distinct from old.profile
      or new.country_id is distinct from old.country_id or new.state is distinct from old.state
      or new.institution_id is distinct from old.institution_id or new.expires_on is distinct from old.expires_on)
    execute function mark_offer_match_changed()`.execute(db);

  await sql`alter table offer_degrees add column match_xid xid8`.execute(db);
  await sql`alter table offer_degrees alter column match_xid set default pg_current_xact_id()`.execute(db);
  await sql`create index offer_degrees_match_changed on offer_degrees (match_xid)`.execute(db);
  await sql`create trigger offer_degrees_match_changed before update on offer_degrees for each row
    execute function mark_offer_match_changed()`.execute(db);
  await sql`create function mark_offers_of_removed_degrees() returns trigger language plpgsql as $$
    begin
      update offers set match_xid = pg_current_xact_id() where id in (select offer_id from removed_degrees);
      return null;
    end $$`.execute(db);
  await sql`create trigger offer_degrees_removed after delete on offer_degrees referencing old table as removed_degrees
    for each statement execute function mark_offers_of_removed_degrees()`.execute(db);

  await sql`create table offer_fit_sets (
    candidate_id integer primary key references users (id) on delete cascade,
    rules_key text not null,
    checked_through xid8 not null,
    version bigint not null default 0,
    computed_at timestamptz not null default now())`.execute(db);
  await sql`create table offer_fits (
    candidate_id integer not null references offer_fit_sets (candidate_id) on delete cascade,
    offer_id integer not null references offers (id) on delete cascade,
    primary key (candidate_id, offer_id))`.execute(db);
  // Deleting an offer removes its rows from every set.
  await sql`create index offer_fits_offer on offer_fits (offer_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table offer_fits`.execute(db);
  await sql`drop table offer_fit_sets`.execute(db);
  await sql`drop trigger offer_degrees_removed on offer_degrees`.execute(db);
  await sql`drop function mark_offers_of_removed_degrees()`.execute(db);
  await sql`drop trigger offer_degrees_match_changed on offer_degrees`.execute(db);
  await sql`drop trigger offers_match_changed on offers`.execute(db);
  await sql`drop function mark_offer_match_changed()`.execute(db);
  await sql`alter table offer_degrees drop column match_xid`.execute(db);
  await sql`alter table offers drop column match_xid`.execute(db);
}
