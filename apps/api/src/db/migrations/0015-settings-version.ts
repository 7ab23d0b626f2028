import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * The institution's run-time settings join the reference data under one version: any change to
 * institution_settings, whoever makes it, moves `reference_data_version` forward (the function of migration
 * 0009). Every API process keeps the settings in memory and reads only that version per request, so a staff
 * change made through any process is seen by all of them on their next request.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create trigger institution_settings_changed after insert or update or delete or truncate on institution_settings
    for each statement execute function bump_reference_data_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger institution_settings_changed on institution_settings`.execute(db);
}
