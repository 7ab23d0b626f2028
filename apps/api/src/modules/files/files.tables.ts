import type { Generated } from 'kysely';

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

/** This module's tables, merged into the one `Database` type that every query is checked against. */
declare module '../../db/database.ts' {
  interface Database {
    files: FilesTable;
  }
}
