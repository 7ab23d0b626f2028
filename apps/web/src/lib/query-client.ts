import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { Status, catalogueEntry } from '@portal/shared';
import { isApiError } from './api-client';
import { showNotice } from './notices';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

export interface AppMeta extends Record<string, unknown> {
  /** The component shows the error itself (inline alert); the banner stays out of it. */
  inlineErrors?: boolean;
}

/**
 * Errors of queries and mutations go to the banner unless the caller shows them inline; code 2 is already there.
 * An important error (32 deregistered, 90 blocked...) ends the session whatever the call: it always reaches the
 * banner, whose only button logs out (spec 2 §8.1).
 */
function toBanner(error: unknown, meta: AppMeta | undefined): void {
  if (meta?.inlineErrors && !(isApiError(error) && catalogueEntry(error.status).category === 'important')) return;
  if (isApiError(error)) {
    if (error.status === Status.SessionExpired) return;
    showNotice({ status: error.status, mensaje: error.mensaje, datos: error.datos });
    return;
  }
  showNotice({ status: Status.GeneralError });
}

/**
 * For data other people change while it is on screen elsewhere: a company's offers and their candidates (the
 * service validates, candidates enrol), the service's queues, dashboard and change log, a candidate's candidacies
 * and pending pre-enrolments. Read again every time its page opens (the cached answer shows meanwhile), instead
 * of trusting an answer up to a minute old that misses what the other person just did.
 */
export const changedByOthers = { staleTime: 0 } as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toBanner(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => toBanner(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        // A refused call gives the same answer when repeated; only a network failure is worth one more try.
        retry: (count, error) => count < 1 && isApiError(error) && error.status === Status.ServiceUnavailable,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}
