import { NOTIFICATIONS_PAGE_SIZE, NOTIFICATION_KINDS_BY_ROLE, Status, type NotificationChannel, type NotificationKind } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { cancelHeldMail, type QueuedMail } from '../../mail/outbox.ts';
import * as repo from './notifications.repository.ts';
import { defaultChannel, isImportant, type NotificationParams } from './notification-texts.ts';
import { notificationMail } from './notification-mail.ts';

export async function listNotifications(db: DbHandle, actor: Actor, before?: number) {
  const [rows, unread] = await Promise.all([repo.page(db, actor, { before, limit: NOTIFICATIONS_PAGE_SIZE }), repo.unreadCount(db, actor)]);
  return { rows: rows.slice(0, NOTIFICATIONS_PAGE_SIZE), unread, more: rows.length > NOTIFICATIONS_PAGE_SIZE };
}

/** A notification of someone else (or of another company of the same contact) is not found: 608. */
async function own(db: DbHandle, actor: Actor, id: number) {
  const row = await repo.findOwn(db, actor, id);
  if (!row) throw new AppError(Status.NotFound);
  return row;
}

/** Read again, or read once deleted: no change, no error. */
export async function markRead(db: DbHandle, actor: Actor, id: number, now: Date): Promise<number> {
  await own(db, actor, id);
  await repo.markRead(db, actor, now, id);
  return repo.unreadCount(db, actor);
}

export async function remove(db: DbHandle, actor: Actor, id: number, now: Date): Promise<number> {
  await own(db, actor, id);
  await repo.softDelete(db, actor, now, id);
  return repo.unreadCount(db, actor);
}

export async function markLinklessRead(db: DbHandle, actor: Actor, now: Date): Promise<number> {
  await repo.markRead(db, actor, now, undefined, true);
  return repo.unreadCount(db, actor);
}

export async function removeAll(db: DbHandle, actor: Actor, now: Date): Promise<number> {
  await repo.softDelete(db, actor, now);
  return 0;
}

/** Every kind the reader's role receives, with the reader's choice or the default. */
export async function preferences(db: DbHandle, actor: Actor): Promise<{ kind: NotificationKind; channel: NotificationChannel }[]> {
  const kinds = NOTIFICATION_KINDS_BY_ROLE[actor.role];
  const chosen = new Map((await repo.preferencesOf(db, [actor.userId], kinds)).map((p) => [p.kind, p.channel]));
  return kinds.map((kind) => ({ kind, channel: chosen.get(kind) ?? defaultChannel(kind) }));
}

export async function editPreferences(db: DbHandle, actor: Actor, changes: readonly { tipo: NotificationKind; canal: NotificationChannel }[]) {
  const allowed = new Set(NOTIFICATION_KINDS_BY_ROLE[actor.role]);
  // A kind the role never receives (a company choosing for the staff's queues): refused, nothing saved.
  if (changes.some((c) => !allowed.has(c.tipo))) throw new AppError(Status.ActionNotAllowed);
  await repo.savePreferences(db, actor, changes.map((c) => ({ kind: c.tipo, channel: c.canal })));
  return preferences(db, actor);
}

/** The value of a held notice's key among its params (no text names it). */
const HOLD_PARAM = 'retenido';

/**
 * Takes back a held notice (see `NotificationEvent.hold`): its mails not yet sent and its notifications not yet
 * read disappear. `reached`: a reader had already read it or been mailed, so they should hear of the change.
 */
export async function withdrawHeldNotice(db: DbHandle, key: string, now: Date): Promise<{ reached: boolean }> {
  const mail = await cancelHeldMail(db, `${key}:`, now);
  const read = await repo.withdrawHeld(db, HOLD_PARAM, key, now);
  return { reached: mail.gone > 0 || read > 0 };
}

/** What a module gives `notify`: the call's handle and mail queue, so both are committed with the change. */
export interface NotifyContext {
  db: DbHandle;
  mail(mails: readonly QueuedMail[]): Promise<void>;
  /** Where the links of the mails point: the portal the change was made on. */
  origin: string;
  now: Date;
}

export interface NotificationEvent {
  kind: NotificationKind;
  institutionId: string;
  to: repo.Recipients;
  /** The values of the texts; never another person's personal data beyond what the reader may already see. */
  params: NotificationParams;
  /** The page where the reader acts (a portal path), or null. */
  link: string | null;
  /** A reader who caused the event is not told of it (a contact who withdrew an offer they posted, say). */
  except?: number;
  /**
   * A notice of something its author may still take back: its mail waits until `until`, and `withdrawHeldNotice(key)`
   * removes the notice and its mail while nobody has read or received them.
   */
  hold?: { key: string; until: Date };
}

/**
 * Records a notification for each reader of an event and queues the mail of those who hear of its kind by mail at
 * once; those who chose the daily summary get it in their next digest. Runs on the caller's transaction: the
 * notification and its mail exist exactly when the change that caused them does.
 */
export async function notify(ctx: NotifyContext, event: NotificationEvent): Promise<void> {
  const readers = (await repo.recipientsOf(ctx.db, event.institutionId, event.to)).filter((r) => r.user_id !== event.except);
  if (readers.length === 0) return;
  const chosen = new Map((await repo.preferencesOf(ctx.db, readers.map((r) => r.user_id), [event.kind])).map((p) => [p.user_id, p.channel]));
  const channelOf = (userId: number) => chosen.get(userId) ?? defaultChannel(event.kind);
  const params = JSON.stringify(event.hold ? { ...event.params, [HOLD_PARAM]: event.hold.key } : event.params);
  await repo.insertMany(
    ctx.db,
    readers.map((r) => ({
      institutionId: event.institutionId,
      userId: r.user_id,
      companyId: r.company_id,
      kind: event.kind,
      params,
      link: event.link,
      important: isImportant(event.kind),
      at: ctx.now,
      digest: channelOf(r.user_id) === 'digest' && !r.unreachable,
    })),
  );
  const mails = readers
    .filter((r) => !r.unreachable && channelOf(r.user_id) === 'mail')
    .map((r) => {
      const mail = notificationMail(r, event.institutionId, ctx.origin, event.kind, event.params, event.link);
      return event.hold ? { ...mail, runAfter: event.hold.until, dedupeKey: `${event.hold.key}:${r.user_id}` } : mail;
    });
  if (mails.length > 0) await ctx.mail(mails);
}

/** One reader's notice of a kind told to many readers at once, each with their own values and link. */
export interface ReaderNotice {
  userId: number;
  params: NotificationParams;
  link: string | null;
}

/** Readers per statement: eleven columns a row stays well under the protocol's 65,535 parameters. */
const NOTICES_PER_INSERT = 2000;

/**
 * `notify` for a pass that tells thousands of readers one thing each (the daily saved-search alerts): the readers,
 * their choices, the notifications and the mails cost a few statements per batch, not a few per reader.
 */
export async function notifyEach(ctx: NotifyContext, kind: NotificationKind, institutionId: string, notices: readonly ReaderNotice[]): Promise<number> {
  if (notices.length === 0) return 0;
  const readers = new Map((await repo.recipientsOf(ctx.db, institutionId, { users: [...new Set(notices.map((n) => n.userId))] })).map((r) => [r.user_id, r]));
  const chosen = new Map((await repo.preferencesOf(ctx.db, [...readers.keys()], [kind])).map((p) => [p.user_id, p.channel]));
  const channelOf = (userId: number) => chosen.get(userId) ?? defaultChannel(kind);
  const told = notices.filter((n) => readers.has(n.userId));
  for (let start = 0; start < told.length; start += NOTICES_PER_INSERT) {
    await repo.insertMany(
      ctx.db,
      told.slice(start, start + NOTICES_PER_INSERT).map((n) => ({
        institutionId,
        userId: n.userId,
        companyId: null,
        kind,
        params: JSON.stringify(n.params),
        link: n.link,
        important: isImportant(kind),
        at: ctx.now,
        digest: channelOf(n.userId) === 'digest' && !readers.get(n.userId)?.unreachable,
      })),
    );
  }
  const mails = told
    .filter((n) => channelOf(n.userId) === 'mail' && !readers.get(n.userId)?.unreachable)
    .map((n) => notificationMail(readers.get(n.userId) as repo.RecipientRow, institutionId, ctx.origin, kind, n.params, n.link));
  if (mails.length > 0) await ctx.mail(mails);
  return told.length;
}
