import crypto from 'node:crypto';
import { NOTIFICATION_KINDS_BY_ROLE, Status, type Role } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import { ownedBy } from '../../lib/scoped.ts';
import { defaultChannel } from './notification-texts.ts';
import './notifications.tables.ts';

/**
 * The one-click way out of the daily summaries (docs/decisions.md, "Notifications"): every summary links to a page
 * that stops them for its reader, without signing in. The link names the reader (and the company a contact reads
 * for) and carries an HMAC of them under the server's secret, so it cannot be made for somebody else; it never
 * expires, as a mail kept for months must still work.
 */

/** The web page the link opens (the web localizes it): it asks for one click, then calls bajaResumenDiario. */
export const DIGEST_UNSUBSCRIBE_PAGE = '/baja-resumen';

const signature = (secret: string, reader: string) => crypto.createHmac('sha256', secret).update(`digest-unsubscribe:${reader}`).digest('base64url').slice(0, 32);

export function digestUnsubscribeToken(secret: string, userId: number, companyId: number | null): string {
  const reader = `${userId}.${companyId ?? 0}`;
  return `${reader}.${signature(secret, reader)}`;
}

/** The reader a token names, when its signature holds. */
function readerOf(secret: string, token: string): { userId: number; companyId: number | null } | undefined {
  const match = /^(\d{1,10})\.(\d{1,10})\.([\w-]{32})$/.exec(token);
  if (!match) return undefined;
  const reader = `${match[1]}.${match[2]}`;
  const expected = Buffer.from(signature(secret, reader));
  const given = Buffer.from(match[3] as string);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
  const companyId = Number(match[2]);
  return { userId: Number(match[1]), companyId: companyId === 0 ? null : companyId };
}

/**
 * Every kind the reader hears of in the summary goes to the portal only, and what waited for the next summary
 * stays in the portal. Twice does no harm; a link that is not valid answers 42, as a used recovery link does.
 */
export async function stopDigests(db: DbHandle, secret: string, token: string): Promise<void> {
  const reader = readerOf(secret, token);
  if (!reader) throw new AppError(Status.LinkExpiredOrUsed);
  const user = await db.selectFrom('users').select(['id', 'role']).where('id', '=', reader.userId).executeTakeFirst();
  if (!user) throw new AppError(Status.LinkExpiredOrUsed);
  const kinds = NOTIFICATION_KINDS_BY_ROLE[user.role as Role];
  // The reader's own choices, whoever reads them: the link, not a session, proves who this is.
  // eslint-disable-next-line no-restricted-syntax
  const chosen = await db.selectFrom('notification_preferences').select(['kind', 'channel']).where('user_id', '=', user.id).execute();
  const channel = new Map(chosen.map((p) => [p.kind, p.channel]));
  const digestKinds = kinds.filter((kind) => (channel.get(kind) ?? defaultChannel(kind)) === 'digest');
  if (digestKinds.length > 0) {
    await db
      .insertInto('notification_preferences')
      .values(digestKinds.map((kind) => ({ user_id: user.id, kind, channel: 'portal' as const })))
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ channel: 'portal' }))
      .execute();
  }
  await db
    .updateTable('notifications')
    .set({ digest_pending: false })
    .where(ownedBy(user.id, 'user_id'))
    .where((eb) => (reader.companyId === null ? eb('company_id', 'is', null) : eb('company_id', '=', reader.companyId)))
    .where('digest_pending', '=', true)
    .execute();
}
