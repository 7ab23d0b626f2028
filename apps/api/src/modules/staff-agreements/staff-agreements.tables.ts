import type { ColumnType, Generated } from 'kysely';
import type { AgreementState, InternshipDocumentType } from '@portal/shared';

/* Migration 0011: agreements, company invoices and internship documents, merged into `Database`. */

export interface AgreementSigner {
  nombre: string;
  apellidos: string;
  dni: string | null;
  cargo: string;
  email: string | null;
  telefono: string | null;
}

/** `date` columns travel as yyyy-mm-dd strings (db/database.ts sets the parser). */
type DayColumn = ColumnType<string, string, string>;

export interface AgreementsTable {
  id: Generated<number>;
  institution_id: string;
  company_id: number;
  state: ColumnType<AgreementState, AgreementState | undefined, AgreementState>;
  signer: ColumnType<AgreementSigner, string, string>;
  management_contact_id: number | null;
  billing_contact_id: number | null;
  fiscal_account_id: number | null;
  expires_on: ColumnType<string | null, string | null | undefined, string | null>;
  no_expiry: Generated<boolean>;
  requires_order: Generated<boolean>;
  annual_order: Generated<boolean>;
  order_number: string | null;
  direct_debit: Generated<boolean>;
  manual_processing: Generated<boolean>;
  file_id: string | null;
  remarks: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CompanyInvoicesTable {
  id: Generated<number>;
  institution_id: string;
  company_id: number;
  number: string;
  issued_on: DayColumn;
  /** numeric: read as a string, written as a number or string. */
  amount: ColumnType<string, number | string, number | string>;
  file_id: string;
  uploaded_by_user_id: number | null;
  created_at: Generated<Date>;
}

export interface CompanyInternshipDocumentsTable {
  id: Generated<number>;
  institution_id: string;
  company_id: number;
  name: string;
  type: InternshipDocumentType;
  file_id: string;
  uploaded_by_user_id: number | null;
  created_at: Generated<Date>;
}

declare module '../../db/database.ts' {
  interface Database {
    agreements: AgreementsTable;
    company_invoices: CompanyInvoicesTable;
    company_internship_documents: CompanyInternshipDocumentsTable;
  }
}
