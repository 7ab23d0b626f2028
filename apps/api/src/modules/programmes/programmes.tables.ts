import type { ColumnType, Generated } from 'kysely';
import type { AdhesionState } from '@portal/shared';

/* Migration 0030: active internship programmes and the companies' adhesion requests, merged into `Database`. */

/** `date` columns travel as yyyy-mm-dd strings (db/database.ts sets the parser). */
type DayColumn = ColumnType<string, string, string>;

export interface ActiveProgrammesTable {
  id: Generated<number>;
  institution_id: string;
  title_es: string;
  title_ca: Generated<string>;
  title_en: Generated<string>;
  description_es: string;
  description_ca: Generated<string>;
  description_en: Generated<string>;
  starts_on: DayColumn;
  ends_on: ColumnType<string | null, string | null | undefined, string | null>;
  open: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface ProgrammeCompanyAdhesionsTable {
  id: Generated<number>;
  institution_id: string;
  programme_id: number;
  company_id: number;
  state: ColumnType<AdhesionState, AdhesionState | undefined, AdhesionState>;
  reason: string | null;
  requested_by_user_id: number | null;
  requested_at: ColumnType<Date, Date | undefined, Date>;
  decided_by_user_id: number | null;
  decided_at: Date | null;
}

declare module '../../db/database.ts' {
  interface Database {
    active_programmes: ActiveProgrammesTable;
    programme_company_adhesions: ProgrammeCompanyAdhesionsTable;
  }
}
