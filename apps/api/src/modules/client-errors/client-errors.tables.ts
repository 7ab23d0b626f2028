import type { Generated } from 'kysely';
import type { DateOnly, Timestamp } from '../../db/column-types.ts';

/** One kind of client failure on one day of one institution, and how often it was met (migration 0037). */
export interface ClientErrorReportsTable {
  id: Generated<number>;
  institution_id: string;
  /** yyyy-mm-dd (UTC) */
  day: DateOnly;
  code: number;
  route: string;
  /** '' when no call failed (a page's own failure). */
  call: Generated<string>;
  /** 0 when no answer came (a network failure). */
  http_status: Generated<number>;
  /** '' without a session. */
  role: Generated<string>;
  count: Generated<number>;
  first_at: Timestamp;
  last_at: Timestamp;
}

declare module '../../db/database.ts' {
  interface Database {
    client_error_reports: ClientErrorReportsTable;
  }
}
