import type { ColumnType, Generated } from 'kysely';
import type { PublishedDocumentKind } from '@portal/shared';

/* Migration 0031: the documents the service publishes and the documents companies add, merged into `Database`. */

export interface PublishedDocumentsTable {
  id: Generated<number>;
  institution_id: string;
  kind: PublishedDocumentKind;
  programme_id: number | null;
  title: string;
  description: string | null;
  file_id: string;
  /** Null while a draft: companies never see it. */
  published_at: Date | null;
  uploaded_by_user_id: number | null;
  created_at: Generated<Date>;
}

export interface CompanyAddedDocumentsTable {
  id: Generated<number>;
  institution_id: string;
  company_id: number;
  name: string;
  file_id: string;
  added_by_user_id: number | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

declare module '../../db/database.ts' {
  interface Database {
    published_documents: PublishedDocumentsTable;
    company_added_documents: CompanyAddedDocumentsTable;
  }
}
