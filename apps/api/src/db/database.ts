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

export interface FilesTable {
  id: Generated<string>;
  institution_id: string;
  owner_user_id: number | null;
  name: string;
  extension: string;
  mime_type: string;
  size_bytes: number;
  content: Buffer;
  created_at: Generated<Date>;
}

type IntArray = ColumnType<number[], number[] | undefined, number[]>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;
type Json = ColumnType<Record<string, unknown>, string | undefined, string>;

export interface CandidatesTable {
  user_id: number;
  institution_id: string;
  second_surname: string | null;
  document_type: 'dni' | 'nie' | 'pasaporte' | null;
  birth_date: DateOnly | null;
  gender: string | null;
  personal_email: string | null;
  student_email: string | null;
  mobile: string | null;
  landline: string | null;
  address: string | null;
  postal_code: string | null;
  locality: string | null;
  province_id: number | null;
  country_id: number | null;
  iban: string | null;
  social_security_number: string | null;
  nationality_ids: IntArray;
  birth_province_id: number | null;
  disability_over_33: Generated<boolean>;
  newsletter: Generated<boolean>;
  communication_language_id: number | null;
  work_permit: Generated<boolean>;
  preferred_practice_period_id: number | null;
  active_search_internships: Generated<boolean>;
  active_search_jobs: Generated<boolean>;
  training_level_id: number | null;
  profile_image_file_id: string | null;
  presentation: string | null;
  portfolio_url: string | null;
  interest_tag_ids: IntArray;
  sector_interest_ids: IntArray;
  software_ids: IntArray;
  competence_ids: IntArray;
  driving_licences: TextArray;
  own_car: Generated<boolean>;
  available_to_travel: Generated<boolean>;
  available_to_relocate: Generated<boolean>;
  currently_working: Generated<boolean>;
  validated_by_service: Generated<boolean>;
  has_job_service: Generated<boolean>;
  has_internship_service: Generated<boolean>;
  cv_created_at: Timestamp | null;
  deletion_requested_at: Timestamp | null;
  erase_after: Timestamp | null;
  updated_at: Generated<Date>;
}

export type StudyLevel = 'grado' | 'postgrado' | 'tituloPropio' | 'doctorado' | 'nivelOtros';

export interface CandidateStudiesTable {
  id: Generated<number>;
  candidate_id: number;
  institution_id: string;
  is_university: Generated<boolean>;
  degree_id: number | null;
  title: string | null;
  centre: string | null;
  level: StudyLevel;
  start_year: number | null;
  end_year: number | null;
  finished: Generated<boolean>;
  average_grade: Numeric | null;
  credits_passed: Numeric | null;
  credits_total: Numeric | null;
  course_year: number | null;
  hidden: Generated<boolean>;
  withdrawn_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface CandidateLanguagesTable {
  id: Generated<number>;
  candidate_id: number;
  language_id: number;
  level_id: number;
  certificate: string | null;
}

export interface CandidateExperiencesTable {
  id: Generated<number>;
  candidate_id: number;
  position: string;
  company: string;
  sector_id: number | null;
  functional_area_id: number | null;
  contract_type_id: number | null;
  contract_subtype: string | null;
  start_date: DateOnly;
  end_date: DateOnly | null;
  province_id: number | null;
  link: string | null;
  description: string | null;
  attachment_file_id: string | null;
}

export type DocumentVisibility = 'public' | 'private' | 'process';

export interface CandidateDocumentsTable {
  id: Generated<number>;
  candidate_id: number;
  document_type_id: number;
  name: string;
  visibility: DocumentVisibility;
  offer_id: number | null;
  file_id: string | null;
  url: string | null;
  created_at: Generated<Date>;
}

export interface CandidaciesTable {
  id: Generated<number>;
  institution_id: string;
  offer_id: number;
  candidate_id: number;
  state_id: number;
  reason_id: number | null;
  reason_text: string | null;
  external: Generated<boolean>;
  read_by_company: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CandidacyEventsTable {
  id: Generated<number>;
  candidacy_id: number;
  from_state_id: number | null;
  to_state_id: number;
  reason_id: number | null;
  by_user_id: number | null;
  at: Generated<Date>;
}

export type InternshipState = 'pending' | 'active' | 'finished' | 'renounced' | 'cancelled';

export interface InternshipsTable {
  id: Generated<number>;
  institution_id: string;
  candidate_id: number;
  company_id: number | null;
  offer_id: number | null;
  programme_id: number | null;
  degree_id: number | null;
  state: Generated<InternshipState>;
  is_curricular: Generated<boolean>;
  start_date: DateOnly;
  end_date: DateOnly;
  hours_per_day: Numeric | null;
  hours_per_week: Numeric | null;
  course: string | null;
  job_position: string | null;
  department: string | null;
  tasks: string | null;
  company_tutor: Json;
  academic_tutor: Json;
  created_at: Generated<Date>;
}

export interface InternshipDocumentsTable {
  id: Generated<number>;
  internship_id: number;
  kind: 'document' | 'renunciation' | 'follow_up' | 'form';
  document_type_id: number | null;
  name: string;
  file_id: string;
  uploaded_by_user_id: number | null;
  created_at: Generated<Date>;
}

export interface ProgrammeAdhesionsTable {
  candidate_id: number;
  programme_id: number;
  state: 'requested' | 'accepted' | 'rejected';
  created_at: Generated<Date>;
}

export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  profile: number;
  filters: Json;
  created_at: Generated<Date>;
}

export interface OfferViewsTable {
  user_id: number;
  offer_id: number;
  viewed_at: Generated<Date>;
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
  files: FilesTable;
  candidates: CandidatesTable;
  candidate_studies: CandidateStudiesTable;
  candidate_languages: CandidateLanguagesTable;
  candidate_experiences: CandidateExperiencesTable;
  candidate_documents: CandidateDocumentsTable;
  candidacies: CandidaciesTable;
  candidacy_events: CandidacyEventsTable;
  internships: InternshipsTable;
  internship_documents: InternshipDocumentsTable;
  programme_adhesions: ProgrammeAdhesionsTable;
  saved_searches: SavedSearchesTable;
  offer_views: OfferViewsTable;
}

export type Db = Kysely<Database>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type CompanyRow = Selectable<CompaniesTable>;

/* Migration 0003: what the candidate home shows and the candidates' internship proposals. */

export type CommunicationAudience = 'Alumno' | 'Empresa' | 'all';

export interface CommunicationsTable {
  id: Generated<number>;
  institution_id: string;
  audience: CommunicationAudience;
  date_from: DateOnly;
  date_to: DateOnly | null;
  description_ca: string;
  description_es: string;
  description_en: string;
  link: string | null;
  created_at: Generated<Date>;
}

export interface GuidesTable {
  id: Generated<number>;
  institution_id: string;
  title_ca: string;
  title_es: string;
  title_en: string;
  description_ca: string;
  description_es: string;
  description_en: string;
  file_id: string | null;
  url: string | null;
  image_url: string | null;
  sort: Generated<number>;
  created_at: Generated<Date>;
}

export interface EventsTable {
  id: Generated<number>;
  institution_id: string;
  url_access: string;
  title: string;
  category: string;
  starts_at: Timestamp;
  place: string;
  image_url: string | null;
  featured: Generated<boolean>;
  lead: Generated<string>;
  created_at: Generated<Date>;
}

export type InternshipRequestState = 'pending' | 'accepted' | 'rejected';

export interface InternshipRequestsTable {
  id: Generated<number>;
  institution_id: string;
  candidate_id: number;
  company_id: number | null;
  company_cif: string;
  company_name: string;
  contact_email: string;
  degree_id: number | null;
  programme_id: number | null;
  start_date: DateOnly;
  end_date: DateOnly;
  hours_per_day: Numeric;
  hours_per_week: Numeric;
  non_teaching_period: Generated<boolean>;
  dedication_percent: Numeric | null;
  duration_months: number | null;
  tasks: string;
  tutor: ColumnType<Record<string, unknown>, string | undefined, string>;
  conditions_accepted_at: Timestamp;
  state: Generated<InternshipRequestState>;
  created_at: Generated<Date>;
}

/** Merged into `Database` above, so this migration's tables stay in one block. */
export interface Database {
  communications: CommunicationsTable;
  guides: GuidesTable;
  events: EventsTable;
  internship_requests: InternshipRequestsTable;
}
