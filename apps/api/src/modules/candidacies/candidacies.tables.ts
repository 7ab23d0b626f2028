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
}

/** This module's tables, merged into the one `Database` type that every query is checked against. */
declare module '../../db/database.ts' {
  interface Database {
    candidacies: CandidaciesTable;
    candidacy_events: CandidacyEventsTable;
  }
}
