import type { QueryClient } from '@tanstack/react-query';
import { AppBoot } from './boot';
import { AppProviders } from './provider';
import { AppRouter } from './router';

/** `queryClient`: the entry's, which may already hold what the first page paints (`preloadPageAt`). */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppBoot>
        <AppRouter />
      </AppBoot>
    </AppProviders>
  );
}
