import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        {/* A component whose texts are still on the way (first use of a namespace) waits here. */}
        <Suspense fallback={<div className="loading" role="status" aria-busy="true" />}>{children}</Suspense>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
