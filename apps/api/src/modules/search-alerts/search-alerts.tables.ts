/* Migration 0023: which saved searches are watched, and where each institution's daily pass stopped. */
import type { Timestamp } from '../../db/column-types.ts';

export interface SearchAlertsTable {
  saved_search_id: number;
  /** When the alert was turned on: offers published before are not news to the candidate. */
  since: Timestamp;
}

export interface SearchAlertRunsTable {
  institution_id: string;
  /** yyyy-mm-dd (Madrid) of the last pass: one pass a day. */
  last_day: string;
  /** The end of the last pass's window: the next one reads the offers published after it. */
  until: Timestamp;
}

declare module '../../db/database.ts' {
  interface Database {
    search_alerts: SearchAlertsTable;
    search_alert_runs: SearchAlertRunsTable;
  }
}
