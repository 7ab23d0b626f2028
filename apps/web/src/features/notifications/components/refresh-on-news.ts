import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { NotificationItem, NotificationKind } from '@portal/shared';
import { refreshSessionUser } from '@/lib/refresh-session-user';
import { candidaciesKeys, companyCandidatesKeys, companyKeys, companyOffersKeys, homeKeys, myInternshipsKeys, staffKeys } from '@/lib/query-keys';

/**
 * What a notification of each kind makes out of date on the reader's open pages. Every kind is listed (an empty
 * list says, on purpose, that nothing open shows it), so a new kind cannot be added without deciding.
 */
export const STALE: Record<NotificationKind, readonly QueryKey[]> = {
  'candidacy.new': [companyCandidatesKeys.all, companyOffersKeys.all, companyKeys.all],
  'candidacy.withdrawn': [companyCandidatesKeys.all, companyOffersKeys.all, companyKeys.all],
  'candidacy.reopened': [companyCandidatesKeys.all, companyOffersKeys.all],
  'offer.validated': [companyOffersKeys.all, companyKeys.all],
  'offer.returned': [companyOffersKeys.all, companyKeys.all],
  'offer.rejected': [companyOffersKeys.all, companyKeys.all],
  'offer.expiring': [companyOffersKeys.all],
  'offer.closed': [companyOffersKeys.all, companyCandidatesKeys.all, companyKeys.all],
  'offer.expired': [companyOffersKeys.all, companyKeys.all],
  'offer.managed': [companyOffersKeys.all],
  'offer.released': [companyOffersKeys.all],
  'offer.manager-assigned': [staffKeys.all],
  'candidacy.state': [candidaciesKeys.all, homeKeys.all],
  'proposal.new': [candidaciesKeys.all, homeKeys.all],
  'company.requested': [staffKeys.all],
  'offer.submitted': [staffKeys.all],
  'agreement.generated': [staffKeys.all],
  'agreement.signed': [staffKeys.all],
  'agreement.state': [companyKeys.all],
  'agreement.expiring': [companyKeys.all, staffKeys.all],
  'document.added': [staffKeys.all],
  'programme.requested': [staffKeys.all],
  // The programme pages' keys sit under the company prefix (features/programmes/query-keys.ts).
  'programme.decided': [companyKeys.all],
  // An account decision is mailed; the company signs in again to see it.
  'company.validated': [],
  'company.rejected': [],
  'internship-document.state': [myInternshipsKeys.all, candidaciesKeys.pendingActions, companyKeys.all],
  'survey.assigned': [homeKeys.all],
  // The matches are read from the mail's or the notification's link, not from an open page.
  'search.matches': [],
  'internship-change.requested': [staffKeys.all],
  'internship-change.decided': [companyKeys.all],
  'internship-change.applied': [myInternshipsKeys.all],
  'education-request.received': [companyKeys.all],
  'education-request.decided': [myInternshipsKeys.all],
  'education-request.company': [myInternshipsKeys.all, staffKeys.all],
  'education-request.reviewed': [myInternshipsKeys.all, companyKeys.all],
  // The events' keys sit under the home's prefix (features/events/query-keys.ts): the list, the event's page with
  // its place, and the home's upcoming events.
  'event.place': [homeKeys.all],
  'event.reminder': [],
  // The events pages' keys sit under the home's prefix (features/events/query-keys.ts).
  'event.changed': [homeKeys.all],
  'event.cancelled': [homeKeys.all],
  // The service's proposal detail and lists; the company's agreements (an agreement that expired by itself).
  'education-request.accepted': [staffKeys.all],
  'agreement.expired': [companyKeys.all],
  // A renunciation: the service's queue; the candidate's internships; the company's interns (under its prefix).
  'internship.renounced': [staffKeys.all],
  'internship.renunciation-decided': [myInternshipsKeys.all],
  'internship.ended': [companyKeys.all],
  'candidacy.moved': [companyCandidatesKeys.all, companyOffersKeys.all],
  'education-request.outside': [staffKeys.all],
  'company.identity-changed': [staffKeys.all],
  'education-request.service-decided': [myInternshipsKeys.all],
};

/**
 * Kinds that change what the session itself holds: a survey addressed to the reader may be mandatory, and the
 * account read again names it (`encuestaObligatoria`), so the portal takes them to it now rather than at their next
 * sign-in. Read once per such notification, never per page (the bell, and so this file, loads after first paint).
 */
export const SESSION_STALE: ReadonlySet<NotificationKind> = new Set(['survey.assigned']);

/**
 * How far the reader's clock may run ahead of the server's while a notice written after the page opened is still
 * taken for one. Behind, it costs at most one extra read of the open page's lists when the bell first answers.
 */
export const CLOCK_MARGIN_MS = 60_000;

/**
 * When the newest notifications bring one the page has not seen, the lists and details it points at are read
 * again: the student's open "Mis candidaturas" shows the company's move without a reload.
 *
 * The bell's first answer is mostly what was there before the page opened, which the page's own reads already
 * show. But the bell loads after first paint, so its first read comes after the page's: a move made in between
 * (a slow phone, a busy server) is in that first answer and nowhere else. So in the first answer the notices
 * written since the page opened (the server's time against the reader's, with a margin) count as news; after it,
 * every notice newer than the newest seen.
 */
export function useRefreshOnNews(items: readonly NotificationItem[] | undefined): void {
  const queryClient = useQueryClient();
  const newestSeen = useRef<number | null>(null);
  useEffect(() => {
    if (!items) return;
    const newest = items.reduce((max, n) => Math.max(max, n.idNotificacion), 0);
    const seen = newestSeen.current;
    newestSeen.current = Math.max(seen ?? 0, newest);
    const opened = performance.timeOrigin - CLOCK_MARGIN_MS;
    const isNews = seen === null ? (n: NotificationItem) => Date.parse(n.fecha) > opened : (n: NotificationItem) => n.idNotificacion > seen;
    const kinds = new Set(items.filter(isNews).map((n) => n.tipo));
    for (const kind of kinds) for (const queryKey of STALE[kind] ?? []) void queryClient.invalidateQueries({ queryKey });
    if ([...kinds].some((kind) => SESSION_STALE.has(kind))) void refreshSessionUser();
  }, [items, queryClient]);
}
