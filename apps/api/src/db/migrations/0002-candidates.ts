import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * The candidate side: files (uploads live in the database), the CV and its sections, candidacies with their
 * history, internships and their documents, programme adhesions, saved searches and offer views.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('extension', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('candidates')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('second_surname', 'text')
    .addColumn('document_type', 'text', (c) => c.check(sql`document_type in ('dni', 'nie', 'pasaporte')`))
    .addColumn('birth_date', 'date')
    .addColumn('gender', 'text')
    .addColumn('personal_email', 'text')
    .addColumn('student_email', 'text')
    .addColumn('mobile', 'text')
    .addColumn('landline', 'text')
    .addColumn('address', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('locality', 'text')
    .addColumn('province_id', 'integer')
    .addColumn('country_id', 'integer')
    .addColumn('iban', 'text')
    .addColumn('social_security_number', 'text')
    .addColumn('nationality_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('birth_province_id', 'integer')
    .addColumn('disability_over_33', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('newsletter', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('communication_language_id', 'integer')
    .addColumn('work_permit', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('preferred_practice_period_id', 'integer')
    .addColumn('active_search_internships', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('active_search_jobs', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('training_level_id', 'integer')
    .addColumn('profile_image_file_id', 'uuid', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('presentation', 'text')
    .addColumn('portfolio_url', 'text')
    .addColumn('interest_tag_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('sector_interest_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('software_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('competence_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('driving_licences', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('own_car', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('available_to_travel', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('available_to_relocate', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('currently_working', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('validated_by_service', 'boolean', (c) => c.notNull().defaultTo(false))
    // The service a candidate is registered with (codes 20 and 21 when off).
    .addColumn('has_job_service', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('has_internship_service', 'boolean', (c) => c.notNull().defaultTo(true))
    // Null until the candidate starts a CV (code 55 when enrolling without one).
    .addColumn('cv_created_at', 'timestamptz')
    .addColumn('deletion_requested_at', 'timestamptz')
    .addColumn('erase_after', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('candidate_studies')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidates.user_id').onDelete('cascade'))
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    // University studies come from the institution (degree_id set, is_university true) and can only be hidden.
    .addColumn('is_university', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('degree_id', 'integer')
    .addColumn('title', 'text')
    .addColumn('centre', 'text')
    .addColumn('level', 'text', (c) => c.notNull().check(sql`level in ('grado', 'postgrado', 'tituloPropio', 'doctorado', 'nivelOtros')`))
    .addColumn('start_year', 'integer')
    .addColumn('end_year', 'integer')
    .addColumn('finished', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('average_grade', 'numeric')
    .addColumn('credits_passed', 'numeric')
    .addColumn('credits_total', 'numeric')
    .addColumn('course_year', 'integer')
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('withdrawn_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('candidate_studies_candidate').on('candidate_studies').column('candidate_id').execute();

  await db.schema
    .createTable('candidate_languages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidates.user_id').onDelete('cascade'))
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('level_id', 'integer', (c) => c.notNull())
    .addColumn('certificate', 'text')
    .execute();
  await sql`create unique index candidate_languages_one_per_language on candidate_languages (candidate_id, language_id)`.execute(db);

  await db.schema
    .createTable('candidate_experiences')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidates.user_id').onDelete('cascade'))
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('sector_id', 'integer')
    .addColumn('functional_area_id', 'integer')
    .addColumn('contract_type_id', 'integer')
    .addColumn('contract_subtype', 'text')
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date')
    .addColumn('province_id', 'integer')
    .addColumn('link', 'text')
    .addColumn('description', 'text')
    .addColumn('attachment_file_id', 'uuid', (c) => c.references('files.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('candidate_documents')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidates.user_id').onDelete('cascade'))
    .addColumn('document_type_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // public: companies see it with the CV; private: only the candidate and the service; process: sent for one offer.
    .addColumn('visibility', 'text', (c) => c.notNull().check(sql`visibility in ('public', 'private', 'process')`))
    .addColumn('offer_id', 'integer', (c) => c.references('offers.id').onDelete('set null'))
    .addColumn('file_id', 'uuid', (c) => c.references('files.id').onDelete('cascade'))
    .addColumn('url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('candidate_documents_file_or_url', sql`file_id is not null or url is not null`)
    .execute();

  await db.schema
    .createTable('candidacies')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidates.user_id').onDelete('cascade'))
    .addColumn('state_id', 'integer', (c) => c.notNull())
    .addColumn('reason_id', 'integer')
    .addColumn('reason_text', 'text')
    .addColumn('external', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('read_by_company', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index candidacies_one_per_offer on candidacies (offer_id, candidate_id)`.execute(db);
  await db.schema.createIndex('candidacies_candidate').on('candidacies').column('candidate_id').execute();

  await db.schema
    .createTable('candidacy_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('candidacy_id', 'integer', (c) => c.notNull().references('candidacies.id').onDelete('cascade'))
    .addColumn('from_state_id', 'integer')
    .addColumn('to_state_id', 'integer', (c) => c.notNull())
    .addColumn('reason_id', 'integer')
    .addColumn('by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('internships')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidates.user_id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
    .addColumn('offer_id', 'integer', (c) => c.references('offers.id').onDelete('set null'))
    .addColumn('programme_id', 'integer')
    .addColumn('degree_id', 'integer')
    .addColumn('state', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`state in ('pending', 'active', 'finished', 'renounced', 'cancelled')`),
    )
    .addColumn('is_curricular', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('hours_per_day', 'numeric')
    .addColumn('hours_per_week', 'numeric')
    .addColumn('course', 'text')
    .addColumn('job_position', 'text')
    .addColumn('department', 'text')
    .addColumn('tasks', 'text')
    .addColumn('company_tutor', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('academic_tutor', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('internships_candidate').on('internships').column('candidate_id').execute();

  await db.schema
    .createTable('internship_documents')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('internship_id', 'integer', (c) => c.notNull().references('internships.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('document', 'renunciation', 'follow_up', 'form')`))
    .addColumn('document_type_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('file_id', 'uuid', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('uploaded_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('programme_adhesions')
    .addColumn('candidate_id', 'integer', (c) => c.notNull().references('candidates.user_id').onDelete('cascade'))
    .addColumn('programme_id', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('requested', 'accepted', 'rejected')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('programme_adhesions_pk', ['candidate_id', 'programme_id'])
    .execute();

  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('profile', 'smallint', (c) => c.notNull())
    .addColumn('filters', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('offer_views')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('offer_views_pk', ['user_id', 'offer_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'offer_views',
    'saved_searches',
    'programme_adhesions',
    'internship_documents',
    'internships',
    'candidacy_events',
    'candidacies',
    'candidate_documents',
    'candidate_experiences',
    'candidate_languages',
    'candidate_studies',
    'candidates',
    'files',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
