import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {/* A component whose texts are still on the way (first use of a namespace) waits here. */}
      <Suspense fallback={<div className="loading" role="status" aria-busy="true" />}>{children}</Suspense>
    </QueryClientProvider>
  );
}
