import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { TOKEN_STORAGE_KEY } from '@portal/shared';
import { AppBoot } from './boot';
import { AppProviders } from './provider';
import { createAppRoutes, type PageLoader } from './router';
import type { PortalConfiguration } from '@/lib/brand';
import { createQueryClient } from '@/lib/query-client';
import { mockApi, ok, type ApiHandler } from '@/testing/api-server';
import { releaseAfterTest } from '@/testing/teardown';
import { configuration as defaultConfiguration } from '@/testing/test-data';

interface RenderAppOptions {
  configuration?: PortalConfiguration;
  /** API routes besides the configuration. */
  api?: Record<string, ApiHandler>;
  /** A token already stored, as after an earlier visit. */
  token?: string;
  loadPage?: PageLoader;
}

/** The whole app (boot, providers, router with the real routes table) at `path`, over the mocked API (testing/api-server). */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const api = mockApi({
    'GET /api/Publico/configuracion': ok(options.configuration ?? defaultConfiguration()),
    ...options.api,
  });
  if (options.token) localStorage.setItem(TOKEN_STORAGE_KEY, options.token);
  const router = createMemoryRouter(createAppRoutes(options.loadPage), { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } });
  releaseAfterTest({ router, queryClient });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <AppBoot>
        <RouterProvider router={router} />
      </AppBoot>
    </AppProviders>,
  );
  return { ...view, router, api, user, queryClient };
}
