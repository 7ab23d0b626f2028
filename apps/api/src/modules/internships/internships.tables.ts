import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, DateOnly, Numeric, Json } from '../../db/column-types.ts';

export type InternshipState = 'pending' | 'active' | 'finished' | 'renounced' | 'cancelled';

export interface InternshipsTable {
  id: Generated<number>;
  institution_id: string;
  candidate_id: number;
  company_id: number | null;
  offer_id: number | null;
  programme_id: number | null;
  degree_id: number | null;
  state: Generated<InternshipState>;
  is_curricular: Generated<boolean>;
  start_date: DateOnly;
  end_date: DateOnly;
  hours_per_day: Numeric | null;
  hours_per_week: Numeric | null;
  course: string | null;
  job_position: string | null;
  department: string | null;
  tasks: string | null;
  company_tutor: Json;
  academic_tutor: Json;
  created_at: Generated<Date>;
}

export interface InternshipDocumentsTable {
  id: Generated<number>;
  internship_id: number;
  kind: 'document' | 'renunciation' | 'follow_up' | 'form';
  document_type_id: number | null;
  name: string;
  file_id: string;
  uploaded_by_user_id: number | null;
  created_at: Generated<Date>;
}

export interface ProgrammeAdhesionsTable {
  candidate_id: number;
  programme_id: number;
  state: 'requested' | 'accepted' | 'rejected';
  created_at: Generated<Date>;
}

export type InternshipRequestState = 'pending' | 'accepted' | 'rejected';

export interface InternshipRequestsTable {
  id: Generated<number>;
  institution_id: string;
  candidate_id: number;
  company_id: number | null;
  company_cif: string;
  company_name: string;
  contact_email: string;
  degree_id: number | null;
  programme_id: number | null;
  start_date: DateOnly;
  end_date: DateOnly;
  hours_per_day: Numeric | null;
  hours_per_week: Numeric;
  non_teaching_period: Generated<boolean>;
  dedication_percent: Numeric | null;
  duration_months: number | null;
  tasks: string | null;
  tutor: ColumnType<Record<string, unknown>, string | undefined, string>;
  position: string | null;
  department: string | null;
  course: number | null;
  academic_tutor: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  conditions_accepted_at: Timestamp;
  state: Generated<InternshipRequestState>;
  created_at: Generated<Date>;
  // Seen from the company as an education internship request (company-interns, migration 0034): who asked, and the decision.
  origin: Generated<'candidate' | 'company'>;
  requested_by_user_id: number | null;
  decided_by_user_id: number | null;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  decision_reason: string | null;
  updated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  // The internship an accepted request became (company-interns, migration 0040).
  internship_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** This module's tables, merged into the one `Database` type that every query is checked against. */
declare module '../../db/database.ts' {
  interface Database {
    internships: InternshipsTable;
    internship_documents: InternshipDocumentsTable;
    programme_adhesions: ProgrammeAdhesionsTable;
    internship_requests: InternshipRequestsTable;
  }
}
