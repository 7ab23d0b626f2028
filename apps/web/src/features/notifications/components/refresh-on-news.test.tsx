import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NOTIFICATION_KINDS, type NotificationItem, type NotificationKind } from '@portal/shared';
import { candidaciesKeys, homeKeys, myInternshipsKeys } from '@/lib/query-keys';
import { CLOCK_MARGIN_MS, STALE, useRefreshOnNews } from './refresh-on-news';

const refreshSessionUser = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@/lib/refresh-session-user', () => ({ refreshSessionUser }));

/** Written a day before this page opened, unless said otherwise. */
const BEFORE_OPENING = new Date(performance.timeOrigin - 24 * 3600_000).toISOString();

const item = (idNotificacion: number, tipo: NotificationKind, fecha = BEFORE_OPENING): NotificationItem => ({
  idNotificacion,
  tipo,
  titulo: 't',
  texto: '<p>t</p>',
  leida: false,
  Importante: false,
  urlAcceso: null,
  urlExterna: false,
  fecha,
});

/** Runs the hook over a client holding the given queries, and answers which of them went stale. */
function staleAfter(first: NotificationItem[], then: NotificationItem[] | null, keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of keys) client.setQueryData(key, 'cached');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { rerender } = renderHook(({ items }) => useRefreshOnNews(items), { wrapper, initialProps: { items: first } });
  if (then) rerender({ items: then });
  return keys.filter((key) => client.getQueryState(key)?.isInvalidated === true);
}

describe('refresh on news', () => {
  // Keys of the shapes the events and internships features build on these prefixes (their query-keys.ts).
  const eventList = [...homeKeys.all, 'events', 'list', 'es'];
  const eventPage = [...homeKeys.all, 'events', 'detail', 7, 'es'];
  const myInternships = [...myInternshipsKeys.all, 'es'];
  const myRequests = [...myInternshipsKeys.all, 'requests'];

  it('reads the events again when a waiting-list place becomes a place, and nothing else of the candidate', () => {
    expect(staleAfter([item(1, 'candidacy.state')], [item(2, 'event.place'), item(1, 'candidacy.state')], [eventList, eventPage, myInternships])).toEqual([eventList, eventPage]);
  });

  it("reads the candidate's internships and requests again when a request is decided", () => {
    expect(staleAfter([], [item(3, 'education-request.decided')], [eventList, myInternships, myRequests])).toEqual([myInternships, myRequests]);
  });

  it('refreshes nothing for what was already there when the page opened', () => {
    expect(staleAfter([item(5, 'event.place')], [item(5, 'event.place')], [eventList])).toEqual([]);
  });

  it("reads the page again when the bell's first answer brings a notice written after the page opened", () => {
    // The bell loads after first paint: a company's move between the page's read and the bell's is only here.
    const justNow = new Date(performance.timeOrigin + 1_000).toISOString();
    const candidacies = [...candidaciesKeys.all, 'list', 'es'];
    expect(staleAfter([item(9, 'candidacy.state', justNow), item(5, 'education-request.decided')], null, [candidacies, myInternships])).toEqual([candidacies]);
  });

  it('takes a notice a little older than the page for news, in case the reader’s clock runs ahead', () => {
    const moments = new Date(performance.timeOrigin - CLOCK_MARGIN_MS / 2).toISOString();
    expect(staleAfter([item(9, 'event.place', moments)], null, [eventList])).toEqual([eventList]);
  });

  it('reads the account again when a survey is assigned, so a mandatory one blocks the portal now', async () => {
    refreshSessionUser.mockClear();
    staleAfter([item(1, 'candidacy.state')], [item(2, 'survey.assigned'), item(1, 'candidacy.state')], [[...homeKeys.all, 'pending']]);
    await waitFor(() => expect(refreshSessionUser).toHaveBeenCalledTimes(1));
  });

  it('does not read the account for other news, nor for a survey notice already there', async () => {
    refreshSessionUser.mockClear();
    staleAfter([item(4, 'survey.assigned')], [item(5, 'event.place'), item(4, 'survey.assigned')], []);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(refreshSessionUser).not.toHaveBeenCalled();
  });

  it('has a decision for every kind', () => {
    expect(Object.keys(STALE).sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });
});
