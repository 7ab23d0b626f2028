import type { Generated, Insertable, Kysely, Selectable } from 'kysely';

import type { Timestamp } from './column-types.ts';

export interface InstitutionsTable {
  id: string;
  name: string;
  created_at: Generated<Date>;
}

export interface AppSettingsTable {
  key: string;
  value: string;
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
  /** Raised by a password change or reset and by logout: tokens of an older version are refused. */
  token_version: Generated<number>;
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

export interface RateLimitCountersTable {
  bucket: string;
  key: string;
  window_started_at: Timestamp;
  count: number;
}

export interface RgpdTextsTable {
  institution_id: string;
  version: number;
  text_ca: string;
  text_es: string;
  text_en: string;
  published_at: Generated<Date>;
}

/**
 * The tables every query is checked against. Only the tables of the accounts and institutions live here; each
 * module declares its own in `modules/<feature>/<feature>.tables.ts`, which merges them into this interface
 * (`declare module '../../db/database.ts' { interface Database { ... } }`), so a new module touches its own folder.
 */
export interface Database {
  institutions: InstitutionsTable;
  app_settings: AppSettingsTable;
  users: UsersTable;
  companies: CompaniesTable;
  company_contacts: CompanyContactsTable;
  password_tokens: PasswordTokensTable;
  rate_limit_counters: RateLimitCountersTable;
  rgpd_texts: RgpdTextsTable;
}

export type Db = Kysely<Database>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type CompanyRow = Selectable<CompaniesTable>;

/* Migration 0003: what the candidate home shows and the candidates' internship proposals. */
