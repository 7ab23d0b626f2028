import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { SessionUser } from '@portal/shared';
import { getRoute, type RouteName } from '@/config/routes';
import { BrandProvider, type PortalConfiguration } from '@/lib/brand';
import type { RouteHandle } from '@/lib/current-route';
import { createQueryClient } from '@/lib/query-client';
import { startSession } from '@/lib/session';
import { mockApi, type ApiHandler } from './api-server';
import { releaseAfterTest } from './teardown';
import { configuration as defaultConfiguration, makeToken } from './test-data';

/** Where a page navigated to, printed so tests can assert on it without the real destination page. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** A route of the routes table (Spanish and Catalan paths) rendering `element`, with the handle pages read. */
export function tableRoute(name: RouteName, element: ReactElement): RouteObject[] {
  const route = getRoute(name);
  const handle: RouteHandle = { route };
  return [...new Set([route.es, route.ca])].map((path) => ({ path, handle, element }));
}

interface RenderPageOptions {
  configuration?: PortalConfiguration;
  api?: Record<string, ApiHandler>;
  /** A logged user (with a valid token). */
  user?: SessionUser;
}

/**
 * One feature's page or component inside the providers it needs (query client, i18n, brand, router), without
 * the app shell: for tests beside the feature's code. Any path not in `routes` renders a location probe.
 */
export function renderPage(path: string, routes: RouteObject[], options: RenderPageOptions = {}) {
  const api = mockApi(options.api ?? {});
  if (options.user) startSession(makeToken({ rol: options.user.rol }), options.user);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const router = createMemoryRouter([{ element: <Outlet />, children: [...routes, { path: '*', element: <LocationProbe /> }] }], {
    initialEntries: [path],
  });
  releaseAfterTest({ router, queryClient });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <BrandProvider configuration={options.configuration ?? defaultConfiguration()}>
        <RouterProvider router={router} />
      </BrandProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, api, queryClient, user: userEvent.setup() };
}
