import type { ColumnType, Generated } from 'kysely';
import type { EventEnrolmentState } from '@portal/shared';
import '../home/home.tables.ts';

export interface EventEnrolmentsTable {
  id: Generated<number>;
  institution_id: string;
  event_id: number;
  user_id: number;
  state: EventEnrolmentState;
  enrolled_at: Generated<Date>;
  reminded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** This module's tables, and the places of an event (migration 0042), merged into the one `Database` type. */
declare module '../../db/database.ts' {
  interface Database {
    event_enrolments: EventEnrolmentsTable;
  }
}
