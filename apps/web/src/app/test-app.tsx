import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { TOKEN_STORAGE_KEY } from '@portal/shared';
import { AppBoot } from './boot';
import { AppProviders } from './provider';
import { beforeAll } from 'vitest';
import { appRoutes } from '@/config/routes';
import { createAppRoutes, loadPage, type PageLoader } from './router';
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

/**
 * Every page's module loaded before the file's first test. The test runner compiles a lazy page on first use, and a
 * test that opens the whole app at a page waits (findBy…, 5 s) for what its user sees: on a loaded machine the
 * compiling alone outlasted that wait ("restores a stored session" found only "Cargando…" after 5 s, CV page, load
 * about 12). Compiled here, under a budget for that work (67 pages: 5-7 s with a fresh compile at load 4.5), the
 * test's wait is for the app's own work. A failed chunk is still simulated with `loadPage`.
 */
beforeAll(async () => {
  const pages = new Set(appRoutes.map((route) => route.page).filter((page) => page !== 'connection-error'));
  await Promise.all([...pages].map((page) => loadPage(page as Parameters<PageLoader>[0])));
}, 120_000);

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
