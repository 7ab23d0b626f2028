import type { ColumnType, Generated } from 'kysely';
import type { DateOnly, Numeric, Json } from '../../db/column-types.ts';

/** What a request asks for: the company's changes, or the candidate's renunciation (0055). */
export type ChangeRequestKind = 'dates' | 'hours' | 'tutor' | 'early_end' | 'renunciation';
export type ChangeRequestState = 'pending' | 'accepted' | 'rejected';

export interface InternshipChangeRequestsTable {
  id: Generated<number>;
  institution_id: string;
  internship_id: number;
  /** Null for a renunciation of an internship at a company outside the portal. */
  company_id: number | null;
  requested_by_user_id: number | null;
  kind: ChangeRequestKind;
  new_start_date: DateOnly | null;
  new_end_date: DateOnly | null;
  new_hours_per_day: Numeric | null;
  new_tutor: Json | null;
  reason: string;
  state: Generated<ChangeRequestState>;
  decided_by_user_id: number | null;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  decision_reason: string | null;
  previous: Json | null;
  created_at: Generated<Date>;
}

/** This module's tables, merged into the one `Database` type that every query is checked against. */
declare module '../../db/database.ts' {
  interface Database {
    internship_change_requests: InternshipChangeRequestsTable;
  }
}
