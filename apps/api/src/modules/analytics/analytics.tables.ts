import type { Generated } from 'kysely';
import type { DateOnly, Timestamp } from '../../db/column-types.ts';

/** Page views of one page on one day of one institution, sent with the visitors' consent (migration 0052). */
export interface PageViewsTable {
  institution_id: string;
  /** yyyy-mm-dd (UTC) */
  day: DateOnly;
  route: string;
  count: Generated<number>;
  last_at: Timestamp;
}

declare module '../../db/database.ts' {
  interface Database {
    page_views: PageViewsTable;
  }
}
