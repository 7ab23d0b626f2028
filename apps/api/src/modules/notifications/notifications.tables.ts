/* Migration 0020: notifications and how each reader wants to hear of them. */
import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../../db/column-types.ts';
import type { NotificationChannel, NotificationKind } from '@portal/shared';

export interface NotificationsTable {
  id: Generated<number>;
  institution_id: string;
  /** The reader: a candidate, a company contact or a member of staff. */
  user_id: number;
  /** For a company contact, the company the notification is about: shown only while acting for it. */
  company_id: number | null;
  kind: NotificationKind;
  /** The values the texts are built from, in the reader's language when read (docs/decisions.md, "Notifications"). */
  params: Json;
  link: string | null;
  important: Generated<boolean>;
  created_at: Timestamp;
  read_at: Timestamp | null;
  /** Deleted by the reader: kept (hidden) so a second delete answers as the first did, then purged. */
  deleted_at: Timestamp | null;
  /** Waiting for the reader's daily digest mail. */
  digest_pending: Generated<boolean>;
}

export interface NotificationPreferencesTable {
  user_id: number;
  kind: NotificationKind;
  channel: NotificationChannel;
}

declare module '../../db/database.ts' {
  interface Database {
    notifications: NotificationsTable;
    notification_preferences: NotificationPreferencesTable;
  }
}
