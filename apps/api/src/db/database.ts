import type { ColumnType, Generated, Insertable, Kysely, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateOnly = ColumnType<string, string, string>;
/** numeric columns arrive as strings from PostgreSQL; repositories convert them. */
type Numeric = ColumnType<string, number | string, number | string>;

export interface InstitutionsTable {
  id: string;
  name: string;
  created_at: Generated<Date>;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface CatalogItemsTable {
  pk: Generated<number>;
  institution_id: string | null;
  catalog: string;
  id: number;
  parent_id: number | null;
  code: string | null;
  label_ca: string;
  label_es: string;
  label_en: string;
  extra: ColumnType<Record<string, unknown>, string | undefined, string>;
  sort: Generated<number>;
}

export type UserRole = 'Alumno' | 'Empresa' | 'Gestor';

export interface UsersTable {
  id: Generated<number>;
  institution_id: string;
  role: UserRole;
  email: string;
  nick: string | null;
  document_number: string | null;
  password_hash: string | null;
  first_name: string;
  last_name: Generated<string>;
  language: Generated<string>;
  blocked: Generated<boolean>;
  is_graduate: Generated<boolean>;
  rgpd_version: number | null;
  rgpd_accepted_at: Timestamp | null;
  deregistered_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type CompanyState = 'pending' | 'validated' | 'blocked';

export interface CompaniesTable {
  id: Generated<number>;
  institution_id: string;
  cif: string;
  legal_name: string;
  trade_name: string;
  state: Generated<CompanyState>;
  description: string | null;
  sector_id: number | null;
  website: string | null;
  address: string | null;
  postal_code: string | null;
  locality: string | null;
  province_id: number | null;
  country_id: number | null;
  employees: number | null;
  is_startup: Generated<boolean>;
  iban: string | null;
  created_at: Generated<Date>;
}

export interface CompanyContactsTable {
  company_id: number;
  user_id: number;
  position: string | null;
  phone: string | null;
  is_primary: Generated<boolean>;
}

export interface PasswordTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'reset' | 'set';
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface RateLimitEventsTable {
  id: Generated<number>;
  institution_id: string;
  bucket: string;
  key: string;
  at: Timestamp;
}

export interface RgpdTextsTable {
  institution_id: string;
  version: number;
  text_ca: string;
  text_es: string;
  text_en: string;
  published_at: Generated<Date>;
}

export type OfferState = 'pending' | 'published' | 'closed' | 'rejected';

export interface OffersTable {
  id: Generated<number>;
  institution_id: string;
  company_id: number;
  url_access: string;
  reference: string;
  profile: 1 | 2;
  state: Generated<OfferState>;
  title: string;
  description: string;
  tasks: string | null;
  places: Generated<number>;
  schedule: string | null;
  hours_per_day: Numeric | null;
  start_date: DateOnly | null;
  end_date: DateOnly | null;
  duration_months: number | null;
  dedication_percent: number | null;
  contract_type_id: number | null;
  salary: Numeric | null;
  salary_max: Numeric | null;
  monthly_grant: Numeric | null;
  other_remuneration: string | null;
  modality: 'presencial' | 'remoto' | 'hibrido' | null;
  country_id: number | null;
  province_id: number | null;
  island_id: number | null;
  locality: string | null;
  sector_id: number | null;
  functional_area_id: number | null;
  campus: string | null;
  programme_id: number | null;
  is_tfg_tfm: Generated<boolean>;
  is_international: Generated<boolean>;
  external_enrolment_url: string | null;
  hide_company: Generated<boolean>;
  manager_user_id: number | null;
  requirements: ColumnType<Record<string, unknown>, string | undefined, string>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  published_at: Timestamp | null;
  highlighted_on: DateOnly | null;
  expires_on: DateOnly | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface OfferDegreesTable {
  offer_id: number;
  degree_id: number;
  required: Generated<boolean>;
}

export interface Database {
  institutions: InstitutionsTable;
  app_settings: AppSettingsTable;
  catalog_items: CatalogItemsTable;
  users: UsersTable;
  companies: CompaniesTable;
  company_contacts: CompanyContactsTable;
  password_tokens: PasswordTokensTable;
  rate_limit_events: RateLimitEventsTable;
  rgpd_texts: RgpdTextsTable;
  offers: OffersTable;
  offer_degrees: OfferDegreesTable;
}

export type Db = Kysely<Database>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type CompanyRow = Selectable<CompaniesTable>;
