import type { Generated } from 'kysely';

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
  /** The company's own words beside its reason (migration 0021). */
  reason_text: string | null;
  /** Until when the company may take this decision back (a hire or a rejection it made); null otherwise. */
  undo_until: Date | null;
  /** The decision was taken back (undone by the company). */
  undone_at: Date | null;
  /** 'move', 'undo' (the line of a decision taken back) or 'reopen' (staff reopened a final decision). */
  kind: Generated<CandidacyEventKind>;
}

export type CandidacyEventKind = 'move' | 'undo' | 'reopen';

/** This module's tables, merged into the one `Database` type that every query is checked against. */
declare module '../../db/database.ts' {
  interface Database {
    candidacies: CandidaciesTable;
    candidacy_events: CandidacyEventsTable;
  }
}
