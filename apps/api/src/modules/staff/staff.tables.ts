import type { ColumnType, Generated } from 'kysely';
import type { AuditEntity } from '@portal/shared';
import type { UserRole } from '../../db/database.ts';

/* Migration 0004: the back office's tables, merged into `Database` so every repository sees them. */

export interface AuditLogTable {
  id: Generated<number>;
  institution_id: string;
  actor_user_id: number | null;
  actor_name: string;
  /** The actor's role when acting (migration 0024); null for a line without a person (an account already erased then). */
  actor_role: UserRole | null;
  entity: AuditEntity;
  entity_id: number | null;
  action: string;
  from_value: string | null;
  to_value: string | null;
  detail: string | null;
  at: Generated<Date>;
}

export interface CompanyReviewsTable {
  company_id: number;
  decision: 'rejected' | 'blocked';
  reason: string;
  by_user_id: number | null;
  at: Generated<Date>;
}

export interface OfferReviewsTable {
  offer_id: number;
  decision: 'returned' | 'rejected';
  remarks: string;
  by_user_id: number | null;
  at: Generated<Date>;
}

export interface InstitutionSettingsTable {
  institution_id: string;
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_by_user_id: number | null;
  updated_at: Generated<Date>;
}

export interface StaffAdminsTable {
  user_id: number;
  institution_id: string;
  granted_at: Generated<Date>;
}

declare module '../../db/database.ts' {
  interface Database {
    audit_log: AuditLogTable;
    company_reviews: CompanyReviewsTable;
    offer_reviews: OfferReviewsTable;
    institution_settings: InstitutionSettingsTable;
    staff_admins: StaffAdminsTable;
  }
}
