import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/** The accented letters a text search ignores, and what each one reads as. */
export const ACCENTED = 'áàâäãåÁÀÂÄÃÅéèêëÉÈÊËíìîïÍÌÎÏóòôöõÓÒÔÖÕúùûüÚÙÛÜýÿÝŸñÑçÇ';
export const UNACCENTED = 'aaaaaaAAAAAAeeeeEEEEiiiiIIIIoooooOOOOOuuuuUUUUyyYYnNcC';

/**
 * What the hot reads need from the schema.
 *
 * - Reference data version: every change to catalog_items (catalogues, labels, degree trees) takes a new value
 *   from a sequence, by trigger, whoever makes it. Each API process keeps the reference lists in memory and
 *   reloads them when the value it reads differs, so several processes stay right after a staff edit. A value of
 *   a rolled-back edit is never handed out again (sequences ignore rollbacks); the database's own id keeps two
 *   databases in one process apart.
 * - Offers: stored keys for the list orders (newest first by highlighted-else-publication day; publication date;
 *   deadline; pay: the salary of a job, the grant of an internship), partial indexes of the published offers in
 *   each of those orders (the deadline rides along, so the expiry filter and deep pages read the index only), a
 *   folded title (lower case, no accents) with a trigram index for the text filter, and the degree lookup the
 *   degree filters use. The same on PGlite and PostgreSQL: pg_trgm ships with both (PGlite loads it in
 *   db/connect.ts); where it is missing the text filter still works, without its index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence reference_data_version_seq`.execute(db);
  await sql`create table reference_data_version (
    singleton boolean primary key default true check (singleton),
    database_id uuid not null default gen_random_uuid(),
    version bigint not null default nextval('reference_data_version_seq'))`.execute(db);
  await sql`insert into reference_data_version default values`.execute(db);
  await sql`create function bump_reference_data_version() returns trigger language plpgsql as $$
    begin
      update reference_data_version set version = nextval('reference_data_version_seq');
      return null;
    end $$`.execute(db);
  await sql`create trigger catalog_items_changed after insert or update or delete or truncate on catalog_items
    for each statement execute function bump_reference_data_version()`.execute(db);

  await sql`alter table offers
    add column list_day date generated always as (coalesce(highlighted_on, (published_at at time zone 'Europe/Madrid')::date)) stored,
    add column pay numeric generated always as (case when profile = 2 then monthly_grant else coalesce(salary_max, salary) end) stored,
    add column title_folded text generated always as (lower(translate(title, ${sql.lit(ACCENTED)}, ${sql.lit(UNACCENTED)}))) stored`.execute(db);

  const published = sql`where state = 'published'`;
  await sql`create index offers_list_newest on offers (institution_id, profile, list_day desc, published_at desc, id desc) include (expires_on) ${published}`.execute(db);
  await sql`create index offers_list_published on offers (institution_id, profile, published_at desc, id desc) include (expires_on) ${published}`.execute(db);
  await sql`create index offers_list_deadline on offers (institution_id, profile, expires_on, id) ${published}`.execute(db);
  await sql`create index offers_list_pay on offers (institution_id, profile, pay desc nulls last, id desc) include (expires_on) ${published}`.execute(db);
  await sql`create index offer_degrees_degree on offer_degrees (degree_id, offer_id)`.execute(db);

  const { rows } = await sql<{ name: string }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (rows.length > 0) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index offers_title_folded on offers using gin (title_folded gin_trgm_ops)`.execute(db);
  }
}
