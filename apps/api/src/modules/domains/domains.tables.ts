import type { ColumnType, Generated } from 'kysely';

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

/** One row: which reference data a process holds in memory is still current (migration 0009). */
export interface ReferenceDataVersionTable {
  singleton: Generated<boolean>;
  database_id: Generated<string>;
  version: Generated<string>;
}

/** This module's tables, merged into the one `Database` type that every query is checked against. */
declare module '../../db/database.ts' {
  interface Database {
    catalog_items: CatalogItemsTable;
    reference_data_version: ReferenceDataVersionTable;
  }
}
