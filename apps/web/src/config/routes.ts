import type { Language } from '@portal/shared';
import { collectRoutes } from './collect-routes';
import type { FeatureManifest, PageId, RouteDeclaration, RouteName } from './feature';

export type { PageId, RouteName } from './feature';

/** A route of the table: its name and page are the literal ones of the manifests. */
export type AppRoute = RouteDeclaration & { name: RouteName; page: PageId };

/**
 * Every route of spec 1 §2, collected from the features: each declares its own in `features/<feature>/feature.ts`
 * (see config/feature.ts). `es` is the Spanish path (the default); `ca` the Catalan alias. Where the two words are
 * the same the Catalan alias takes a `/ca` prefix (the spec's `/ca/cv`), except for technical paths (/login,
 * /logout, /404, /gma2019) that stay language-neutral. Links are written in the current language (see `pathFor`);
 * both paths always work.
 *
 * The manifests are eager (a few kB of data the shell needs to route and draw the menus); the pages they name stay
 * lazy, one chunk each.
 */
export const appRoutes = collectRoutes(import.meta.glob<FeatureManifest>('../features/*/feature.ts', { eager: true, import: 'feature' })).routes as readonly AppRoute[];

const byName = new Map<string, AppRoute>(appRoutes.map((r) => [r.name, r]));

export function getRoute(name: RouteName): AppRoute {
  const found = byName.get(name);
  if (!found) throw new Error(`Unknown route ${name}`);
  return found;
}

export function findRoute(name: string): AppRoute | undefined {
  return byName.get(name);
}

/** The path of a route in a language (English uses the Spanish paths), with its `:params` filled. */
export function pathFor(name: RouteName, language: Language, params: Record<string, string | number> = {}): string {
  const r = getRoute(name);
  const pattern = language === 'ca' ? r.ca : r.es;
  const filled = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined) {
        if (optional) return null;
        throw new Error(`Missing parameter ${key} for route ${name}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment): segment is string => segment !== null)
    .join('/');
  return filled === '' ? '/' : filled;
}

/** Where each error-catalogue redirect target leads. */
export const redirectTargets = {
  home: 'home',
  cv: 'cv',
  company: 'my-company',
  offers: 'job-offers',
  companyLogin: 'login-company',
  login: 'login',
} as const satisfies Record<string, RouteName>;
