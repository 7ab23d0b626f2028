import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createBrowserRouter, matchPath, Navigate, type DataRouter, type RouteObject } from 'react-router';
import type { Language, Role } from '@portal/shared';
import { pageTexts } from 'virtual:page-texts';
// From react-router/dom: this one hands React DOM's flushSync to the router, so `flushSync` navigations take effect.
import { RouterProvider } from 'react-router/dom';
import { Loading } from '@/components/ui/loading';
import { collectRoutes } from '@/config/collect-routes';
import type { FeatureManifest, PageModule } from '@/config/feature';
import { appRoutes, type AppRoute, type PageId } from '@/config/routes';
import ConnectionErrorPage from '@/features/system/routes/connection-error';
import type { RouteHandle } from '@/lib/current-route';
import { currentLanguage, i18n, useTranslation } from '@/lib/i18n';
import { isTokenExpired, readStoredToken, roleOfToken } from '@/lib/session';
import { RootLayout } from './layout/root-layout';
import { ChunkLoadError, RouteError } from './route-error';
import { RouteGuard } from './route-guard';

/**
 * Each page is its own chunk, fetched when first visited: the lazy modules the feature manifests name (the same
 * eager manifests as the route table; `connection-error` is not among them, it is in the main bundle).
 */
const pageModules = collectRoutes(import.meta.glob<FeatureManifest>('../features/*/feature.ts', { eager: true, import: 'feature' })).pages;

export type PageLoader = (page: Exclude<PageId, 'connection-error'>) => Promise<PageModule>;

/** Each page's lazy module, as the feature manifests name it. */
export const loadPage: PageLoader = (page) => {
  const load = pageModules[page];
  return load ? load() : Promise.reject(new Error(`No feature declares the page "${page}"`));
};

type Prefetch = (client: QueryClient, language: Language) => Promise<unknown>;

/**
 * The data behind what a page paints largest (its LCP element), per role, asked for together with the page's chunk
 * when a session of that role opens it (the first load, a login, a navigation), instead of after the chunk has
 * arrived and the page has rendered: on the candidate home the pending actions, on the offer lists the CV (the
 * degree the first visit is filtered by, which the list waits for). Prefetched into the query cache under the page's
 * own keys; a failure is the page's to show. Each prefetcher comes from a chunk of its own, fetched here beside the
 * page's chunk (not after it), which sends its data as soon as it arrives: the entry every visit pays for, the
 * login's included, carries none of them.
 */
const firstData: Partial<Record<PageId, Partial<Record<Role, Prefetch>>>> = {
  home: {
    Alumno: (client, language) =>
      Promise.all([
        import('@/features/home/api/get-pending-actions').then((pending) => client.prefetchQuery(pending.pendingActionsQueryOptions())),
        import('@/features/home/api/prefetch-candidate-home').then((home) => home.prefetchCandidateHome(client, language)),
      ]),
    Empresa: (client, language) => import('@/features/home/components/company-home').then((home) => home.prefetchCompanyHome(client, language)),
    Gestor: (client) => import('@/features/home/components/staff-home').then((home) => home.prefetchStaffHome(client)),
  },
  'offer-list': { Alumno: (client, language) => import('@/features/offers/api/get-my-degree').then((degree) => client.prefetchQuery(degree.myDegreeQueryOptions(language))) },
};

/**
 * Starts fetching the chunk, the texts and the first data (`firstData`) of the page at `pathname`, from the entry
 * script, before the boot's requests are back, so they arrive beside them instead of after them. The router's own
 * lazy load later finds the module already fetched. A page the guard then redirects away from was fetched for
 * nothing: a few kB, against a round trip saved on every first visit. A failure is left to the router's load,
 * which reports it.
 *
 * Resolves when the first data's prefetch has ended, failed or not (the chunk and the texts are not in it). The
 * app does not wait for it; a test does, so that no request it started is still to come when the next test counts
 * its own (the candidate home's sections leave only once their prefetcher's chunk is in).
 */
export function preloadPageAt(pathname: string, { load = loadPage, queryClient }: { load?: PageLoader; queryClient?: QueryClient } = {}): Promise<void> {
  const route = appRoutes.find((candidate) => [candidate.es, candidate.ca].some((path) => matchPath(path, pathname)));
  if (!route || route.page === 'connection-error') return Promise.resolve();
  load(route.page).catch(() => undefined);
  const token = readStoredToken();
  // Only with a live token of one of the page's roles: anyone else is sent elsewhere by the guard, and an expired
  // token is the boot's to report (code 2), once.
  const role = token && !isTokenExpired(token) ? roleOfToken(token) : null;
  const prefetch = role ? firstData[route.page]?.[role] : undefined;
  const data = prefetch && queryClient ? prefetch(queryClient, currentLanguage()).then(noop, noop) : Promise.resolve();
  // Into the text store, in the language the first render will use; a failure is retried when a component asks.
  i18n.loadNamespaces(pageTexts[route.page] ?? []).catch(() => undefined);
  return data;
}

const noop = () => undefined;

function pageChild(route: AppRoute, load: PageLoader): RouteObject {
  // The connection-error page is in the main bundle: it is where a failed chunk load leads.
  if (route.page === 'connection-error') return { index: true, Component: ConnectionErrorPage };
  const page = route.page;
  return {
    index: true,
    lazy: async () => {
      try {
        return { Component: (await load(page)).default };
      } catch (cause) {
        throw new ChunkLoadError(cause);
      }
    },
  };
}

/**
 * The route objects of the routes table: each path (Spanish and Catalan) is a guarded route whose index child is
 * the lazy page. `load` is replaceable so tests can simulate a failed chunk.
 */
export function createAppRoutes(load: PageLoader = loadPage): RouteObject[] {
  const pages = appRoutes.flatMap((route): RouteObject[] => {
    const paths = route.ca === route.es ? [route.es] : [route.es, route.ca];
    return paths.map((path) => ({
      path,
      handle: { route } satisfies RouteHandle,
      element: <RouteGuard route={route} />,
      errorElement: <RouteError />,
      children: [pageChild(route, load)],
    }));
  });
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: BootFallback,
      children: [...pages, { path: '*', element: <Navigate to="/" replace /> }],
    },
  ];
}

/** Shown while the first page's chunk loads. */
function BootFallback() {
  const { t } = useTranslation();
  return <Loading label={t('app.loading')} />;
}

/**
 * Every navigation starts its page's chunk, texts and first data together (`preloadPageAt`), as the first load
 * does: after a login the home's data goes out beside its chunk instead of after it has arrived and rendered.
 * Returns the unsubscribe.
 */
export function preloadOnNavigation(router: DataRouter, queryClient: QueryClient): () => void {
  let last: string | null = null;
  return router.subscribe((state) => {
    const next = state.navigation.location;
    if (!next) {
      last = null;
      return;
    }
    if (next.key === last) return;
    last = next.key;
    void preloadPageAt(next.pathname, { queryClient });
  });
}

export function AppRouter() {
  const queryClient = useQueryClient();
  const [router] = useState(() => createBrowserRouter(createAppRoutes()));
  useEffect(() => preloadOnNavigation(router, queryClient), [router, queryClient]);
  return <RouterProvider router={router} />;
}
