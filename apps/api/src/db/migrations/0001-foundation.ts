import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('institutions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  // Reference lists of spec 1 §3 (countries, provinces, sectors, degrees...). Global rows have no institution.
  await db.schema
    .createTable('catalog_items')
    .addColumn('pk', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.references('institutions.id'))
    .addColumn('catalog', 'text', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('code', 'text')
    .addColumn('label_ca', 'text', (c) => c.notNull())
    .addColumn('label_es', 'text', (c) => c.notNull())
    .addColumn('label_en', 'text', (c) => c.notNull())
    .addColumn('extra', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create unique index catalog_items_key on catalog_items (coalesce(institution_id, ''), catalog, id)`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('Alumno', 'Empresa', 'Gestor')`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('nick', 'text')
    .addColumn('document_number', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('es'))
    .addColumn('blocked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_graduate', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('rgpd_version', 'integer')
    .addColumn('rgpd_accepted_at', 'timestamptz')
    .addColumn('deregistered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_email_per_institution on users (institution_id, role, lower(email))`.execute(db);
  await sql`create index users_document on users (institution_id, upper(document_number))`.execute(db);

  await db.schema
    .createTable('companies')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('cif', 'text', (c) => c.notNull())
    .addColumn('legal_name', 'text', (c) => c.notNull())
    .addColumn('trade_name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending').check(sql`state in ('pending', 'validated', 'blocked')`))
    .addColumn('description', 'text')
    .addColumn('sector_id', 'integer')
    .addColumn('website', 'text')
    .addColumn('address', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('locality', 'text')
    .addColumn('province_id', 'integer')
    .addColumn('country_id', 'integer')
    .addColumn('employees', 'integer')
    .addColumn('is_startup', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('iban', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index companies_cif_per_institution on companies (institution_id, upper(cif))`.execute(db);

  await db.schema
    .createTable('company_contacts')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'text')
    .addColumn('phone', 'text')
    .addColumn('is_primary', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('company_contacts_pk', ['company_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('password_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('reset', 'set')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('rate_limit_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_events_lookup').on('rate_limit_events').columns(['bucket', 'key', 'at']).execute();

  await db.schema
    .createTable('rgpd_texts')
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('text_ca', 'text', (c) => c.notNull())
    .addColumn('text_es', 'text', (c) => c.notNull())
    .addColumn('text_en', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('rgpd_texts_pk', ['institution_id', 'version'])
    .execute();

  await db.schema
    .createTable('offers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('url_access', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('profile', 'smallint', (c) => c.notNull().check(sql`profile in (1, 2)`))
    .addColumn('state', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`state in ('pending', 'published', 'closed', 'rejected')`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('tasks', 'text')
    .addColumn('places', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('schedule', 'text')
    .addColumn('hours_per_day', 'numeric')
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('duration_months', 'integer')
    .addColumn('dedication_percent', 'integer')
    .addColumn('contract_type_id', 'integer')
    .addColumn('salary', 'numeric')
    .addColumn('salary_max', 'numeric')
    .addColumn('monthly_grant', 'numeric')
    .addColumn('other_remuneration', 'text')
    .addColumn('modality', 'text', (c) => c.check(sql`modality in ('presencial', 'remoto', 'hibrido')`))
    .addColumn('country_id', 'integer')
    .addColumn('province_id', 'integer')
    .addColumn('island_id', 'integer')
    .addColumn('locality', 'text')
    .addColumn('sector_id', 'integer')
    .addColumn('functional_area_id', 'integer')
    .addColumn('campus', 'text')
    .addColumn('programme_id', 'integer')
    .addColumn('is_tfg_tfm', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_international', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('external_enrolment_url', 'text')
    .addColumn('hide_company', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('manager_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('requirements', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('published_at', 'timestamptz')
    .addColumn('highlighted_on', 'date')
    .addColumn('expires_on', 'date')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index offers_url_per_institution on offers (institution_id, url_access)`.execute(db);
  await sql`create index offers_listing on offers (institution_id, profile, state, published_at desc)`.execute(db);

  await db.schema
    .createTable('offer_degrees')
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('degree_id', 'integer', (c) => c.notNull())
    .addColumn('required', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('offer_degrees_pk', ['offer_id', 'degree_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'offer_degrees',
    'offers',
    'rgpd_texts',
    'rate_limit_events',
    'password_tokens',
    'company_contacts',
    'companies',
    'users',
    'catalog_items',
    'app_settings',
    'institutions',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
