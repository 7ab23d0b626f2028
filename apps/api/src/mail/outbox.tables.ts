/* Migration 0019: the mail outbox, the durable queue every mail of the portal goes through. */
import type { Generated } from 'kysely';
import type { Timestamp } from '../db/column-types.ts';

export interface MailOutboxTable {
  id: Generated<string>;
  /** The institution whose brand the mail carries; null for mails that belong to no institution. */
  institution_id: string | null;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** Set when a mail must be queued once only (a daily digest, an expiry reminder): a second insert is ignored. */
  dedupe_key: string | null;
  created_at: Timestamp;
  /** Not tried before this time: the first try, or the backoff after a failed one. */
  run_after: Timestamp;
  /** A worker holds the mail until then; a worker that dies lets it go when the lease ends. */
  locked_until: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
  sent_at: Timestamp | null;
  /** Given up after MAX_ATTEMPTS: kept for the staff to see, never tried again. */
  failed_at: Timestamp | null;
}

declare module '../db/database.ts' {
  interface Database {
    mail_outbox: MailOutboxTable;
  }
}
