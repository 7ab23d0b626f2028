import type { CustomTypeOptions } from 'i18next';
import { useMatches } from 'react-router';
import type { AppRoute } from '@/config/routes';

/** What app/router.tsx attaches to each page route: its entry of the routes table. */
export interface RouteHandle {
  route: AppRoute;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The routes-table entry of the page being shown (null outside a page route, e.g. while redirecting). */
export function useCurrentRoute(): AppRoute | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return null;
}

type RouteTitleKey = `routes.${keyof CustomTypeOptions['resources']['common']['routes']}`;

/** The key of a route's title; config/routes.test.ts checks that every route of the table has one. */
export function routeTitleKey(route: Pick<AppRoute, 'name'>): RouteTitleKey {
  return `routes.${route.name}` as RouteTitleKey;
}
