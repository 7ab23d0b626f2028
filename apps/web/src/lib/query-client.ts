import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { Status } from '@portal/shared';
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

/** Errors of queries and mutations go to the banner unless the caller shows them inline; code 2 is already there. */
function toBanner(error: unknown, meta: AppMeta | undefined): void {
  if (meta?.inlineErrors) return;
  if (isApiError(error)) {
    if (error.status === Status.SessionExpired) return;
    showNotice({ status: error.status, mensaje: error.mensaje, datos: error.datos });
    return;
  }
  showNotice({ status: Status.GeneralError });
}

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
