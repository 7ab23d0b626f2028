import type { ColumnType } from 'kysely';

/* Migrations 0026 and 0027: what a generated agreement keeps beyond the columns of migration 0011, and the company's text. */

declare module '../staff-agreements/staff-agreements.tables.ts' {
  interface AgreementsTable {
    /** The data-protection text the company gave for this agreement. */
    data_protection_text: string | null;
    /** The direct-debit IBAN (whole, no spaces) when the fees are paid by direct debit. */
    iban: string | null;
    /** The language its PDF was written in (ca or es); null for agreements not generated in the portal. */
    language: string | null;
    created_by_user_id: number | null;
    /** Migration 0027: the company's signed copy (the generated PDF stays in file_id) and when it came. */
    signed_file_id: ColumnType<string | null, string | null | undefined, string | null>;
    signed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    /** Migration 0027: when the expiry reminder went out (once per agreement). */
    expiry_reminded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  }
}

declare module '../../db/database.ts' {
  interface CompaniesTable {
    /** The data-protection text of the company's last generated agreement (dameDatosEmpresa). */
    data_protection_text: string | null;
  }
}

export {};
