import type { Generated } from 'kysely';

export interface FiscalAccountsTable {
  id: Generated<number>;
  company_id: number;
  legal_name: string;
  cif: string;
  postal_invoicing: Generated<boolean>;
  address: string;
  country_id: number;
  province_id: number | null;
  /** The province outside Spain, as written. */
  province_text: string | null;
  locality: string;
  postal_code: string;
  postal_address: string | null;
  created_at: Generated<Date>;
  /** When the company retired it (migration 0025): gone from its list, still named on the records that used it. */
  retired_at: Generated<Date | null>;
}

/**
 * This module's table, and the columns migration 0006 added to the accounts tables of `db/database.ts`, merged
 * into the one `Database` type every query is checked against.
 */
declare module '../../db/database.ts' {
  interface Database {
    fiscal_accounts: FiscalAccountsTable;
  }
  interface CompaniesTable {
    company_type_id: number | null;
    province_text: string | null;
  }
  interface CompanyContactsTable {
    phone2: string | null;
    department: string | null;
    address: string | null;
    locality: string | null;
    postal_code: string | null;
    nif: string | null;
    country_id: number | null;
    province: string | null;
    contact_types: Generated<number[]>;
    forum_years: Generated<number[]>;
  }
}
