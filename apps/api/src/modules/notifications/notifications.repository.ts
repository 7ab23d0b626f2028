import { sql, type Expression, type SqlBool } from 'kysely';
import { UNREAD_COUNT_CAP, type NotificationChannel, type NotificationKind } from '@portal/shared';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { sameInstitution, sameOwner } from '../../lib/scoped.ts';
import './notifications.tables.ts';

/** The reader's own notifications: theirs, and for a company contact those of the company they act for. */
function readersOwn(actor: Actor): Expression<SqlBool> {
  const company = actor.companyId === undefined ? sql`notifications.company_id is null` : sql`notifications.company_id = ${actor.companyId}`;
  return sql<SqlBool>`(${sameOwner(actor, 'notifications.user_id')} and ${company})`;
}

/** The same, without the deleted ones: what the panel, the count and the bulk changes work on. */
function readersShown(actor: Actor): Expression<SqlBool> {
  return sql<SqlBool>`(${readersOwn(actor)} and notifications.deleted_at is null)`;
}

export async function page(db: DbHandle, actor: Actor, options: { before?: number; limit: number }) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'params', 'link', 'important', 'created_at', 'read_at'])
    .where(readersShown(actor))
    .$if(options.before !== undefined, (qb) => qb.where('id', '<', options.before as number))
    .orderBy('id', 'desc')
    .limit(options.limit + 1)
    .execute();
}

/**
 * One indexed count (notifications_unread), stopped at UNREAD_COUNT_CAP: however many a reader leaves unread, the
 * poll reads at most that many index entries (the bell shows "99+").
 */
export async function unreadCount(db: DbHandle, actor: Actor): Promise<number> {
  const unread = db.selectFrom('notifications').select('id').where(readersShown(actor)).where('read_at', 'is', null).limit(UNREAD_COUNT_CAP);
  const row = await db
    .selectFrom(unread.as('u'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The reader's notification with this id, deleted or not (a second delete answers as the first); none if not theirs. */
export async function findOwn(db: DbHandle, actor: Actor, id: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'read_at', 'deleted_at'])
    .where('id', '=', id)
    .where(readersOwn(actor))
    .executeTakeFirst();
}

export async function markRead(db: DbHandle, actor: Actor, at: Date, id?: number, onlyLinkless = false): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where(readersShown(actor))
    .where('read_at', 'is', null)
    .$if(id !== undefined, (qb) => qb.where('id', '=', id as number))
    .$if(onlyLinkless, (qb) => qb.where('link', 'is', null))
    .execute();
}

export async function softDelete(db: DbHandle, actor: Actor, at: Date, id?: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ deleted_at: at, digest_pending: false })
    .where(readersShown(actor))
    .$if(id !== undefined, (qb) => qb.where('id', '=', id as number))
    .execute();
}

export async function preferencesOf(db: DbHandle, userIds: readonly number[], kinds?: readonly NotificationKind[]) {
  if (userIds.length === 0) return [];
  // The readers of an event, chosen by the service (not a caller's own rows): several owners at once.
  // eslint-disable-next-line no-restricted-syntax
  return db
    .selectFrom('notification_preferences')
    .select(['user_id', 'kind', 'channel'])
    .where('user_id', 'in', userIds)
    .$if(kinds !== undefined, (qb) => qb.where('kind', 'in', kinds as NotificationKind[]))
    .execute();
}

export async function savePreferences(db: DbHandle, actor: Actor, preferences: readonly { kind: NotificationKind; channel: NotificationChannel }[]): Promise<void> {
  if (preferences.length === 0) return;
  await db
    .insertInto('notification_preferences')
    .values(preferences.map((p) => ({ user_id: actor.userId, kind: p.kind, channel: p.channel })))
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet((eb) => ({ channel: eb.ref('excluded.channel') })))
    .execute();
}

/** Who a notification goes to: named users, every contact of a company, or the staff of an institution. */
export type Recipients = { users: readonly number[] } | { company: number } | { staff: true };

export interface RecipientRow {
  user_id: number;
  company_id: number | null;
  email: string;
  language: string;
  /** Blocked or deregistered: the notification is kept, no mail is sent. */
  unreachable: boolean;
}

export async function recipientsOf(db: DbHandle, institutionId: string, to: Recipients): Promise<RecipientRow[]> {
  const base = db
    .selectFrom('users as u')
    .where(sameInstitution(institutionId, 'u.institution_id'))
    .select(['u.id as user_id', 'u.email', 'u.language', sql<boolean>`(u.blocked or u.deregistered_at is not null)`.as('unreachable')]);
  if ('users' in to) {
    if (to.users.length === 0) return [];
    return base.select(sql<number | null>`null`.as('company_id')).where('u.id', 'in', to.users).execute();
  }
  if ('company' in to) {
    return base.innerJoin('company_contacts as cc', 'cc.user_id', 'u.id').select('cc.company_id').where('cc.company_id', '=', to.company).execute();
  }
  return base.select(sql<number | null>`null`.as('company_id')).where('u.role', '=', 'Gestor').execute();
}

export async function insertMany(
  db: DbHandle,
  rows: readonly { institutionId: string; userId: number; companyId: number | null; kind: NotificationKind; params: string; link: string | null; important: boolean; at: Date; digest: boolean }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('notifications')
    .values(
      rows.map((r) => ({
        institution_id: r.institutionId,
        user_id: r.userId,
        company_id: r.companyId,
        kind: r.kind,
        params: r.params,
        link: r.link,
        important: r.important,
        created_at: r.at,
        read_at: null,
        deleted_at: null,
        digest_pending: r.digest,
      })),
    )
    .execute();
}

/**
 * Removes the unread notifications of a held notice (its key in `params`) and answers how many of them had
 * already been read, which stay as they are: what a reader saw is not taken from them.
 */
export async function withdrawHeld(db: DbHandle, param: string, key: string, at: Date): Promise<number> {
  const held = sql<SqlBool>`notifications.params ->> ${param} = ${key}`;
  await db.updateTable('notifications').set({ deleted_at: at, digest_pending: false }).where(held).where('read_at', 'is', null).where('deleted_at', 'is', null).execute();
  const read = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('n')).where(held).where('read_at', 'is not', null).executeTakeFirstOrThrow();
  return Number(read.n);
}
