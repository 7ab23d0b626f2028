import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * What the candidate home shows besides offers (communications, orientation guides, events) and the internship
 * proposals candidates send (`solicitudPractica`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Texts written by the service, so each carries the three interface languages.
  await db.schema
    .createTable('communications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('audience', 'text', (c) => c.notNull().check(sql`audience in ('Alumno', 'Empresa', 'all')`))
    .addColumn('date_from', 'date', (c) => c.notNull())
    // Open-ended when null: the communication stays until the service removes it.
    .addColumn('date_to', 'date')
    .addColumn('description_ca', 'text', (c) => c.notNull())
    .addColumn('description_es', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('communications_current').on('communications').columns(['institution_id', 'date_from']).execute();

  await db.schema
    .createTable('guides')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('title_ca', 'text', (c) => c.notNull())
    .addColumn('title_es', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('description_ca', 'text', (c) => c.notNull())
    .addColumn('description_es', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('file_id', 'uuid', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('url', 'text')
    .addColumn('image_url', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('guides_file_or_url', sql`file_id is not null or url is not null`)
    .execute();

  // Minimal on purpose: the events feature adds enrolment, galleries and videos in its own migration.
  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('url_access', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('lead', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index events_url_per_institution on events (institution_id, url_access)`.execute(db);
  await db.schema.createIndex('events_by_date').on('events').columns(['institution_id', 'starts_at']).execute();

  await db.schema
    .createTable('internship_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidates.user_id').onDelete('cascade'))
    // Set when the CIF belongs to a company already registered in the institution.
    .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
    .addColumn('company_cif', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('degree_id', 'integer')
    .addColumn('programme_id', 'integer')
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('hours_per_day', 'numeric', (c) => c.notNull())
    .addColumn('hours_per_week', 'numeric', (c) => c.notNull())
    .addColumn('non_teaching_period', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('dedication_percent', 'numeric')
    .addColumn('duration_months', 'integer')
    .addColumn('tasks', 'text', (c) => c.notNull())
    .addColumn('tutor', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('conditions_accepted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending').check(sql`state in ('pending', 'accepted', 'rejected')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('internship_requests_dates', sql`start_date < end_date`)
    .execute();
  await db.schema.createIndex('internship_requests_candidate').on('internship_requests').column('candidate_id').execute();

  // The erasure job looks for accounts whose grace period is over.
  await sql`create index candidates_erase_after on candidates (erase_after) where erase_after is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists candidates_erase_after`.execute(db);
  for (const table of ['internship_requests', 'events', 'guides', 'communications']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
