import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FeatureManifest } from './feature';
import { appRoutes, pathFor } from './routes';
import common from '../locales/es/common.json';

const manifests = import.meta.glob<FeatureManifest>('../features/*/feature.ts', { eager: true, import: 'feature' });
const featureOf = (file: string) => file.split('/')[2]!;

/** Whether some path matches both patterns (`:param` is any one segment, `:param?` may be left out). */
function overlap(a: string, b: string): boolean {
  const variants = (pattern: string): string[][] => {
    const segments = pattern.split('/').filter(Boolean);
    const optional = segments.findIndex((segment) => segment.endsWith('?'));
    return optional === -1 ? [segments] : [segments.filter((_, index) => index !== optional), segments.map((segment) => segment.replace(/\?$/, ''))];
  };
  return variants(a).some((x) =>
    variants(b).some((y) => x.length === y.length && x.every((segment, index) => segment.startsWith(':') || y[index]!.startsWith(':') || segment === y[index])),
  );
}

describe('routes table', () => {
  it('has no path used by two routes', () => {
    const owner = new Map<string, string>();
    for (const route of appRoutes) {
      for (const path of new Set([route.es, route.ca])) {
        expect(owner.get(path), `${path} of ${route.name}`).toBeUndefined();
        owner.set(path, route.name);
      }
    }
  });

  it('never lets the order of the table decide a page: two routes that match one path render the same page', () => {
    // The client (preloadPageAt) and the server (spa-preloads.ts) take the first route that matches.
    const patterns = appRoutes.flatMap((route) => [...new Set([route.es, route.ca])].map((pattern) => ({ pattern, route })));
    const clashes = patterns.flatMap((a, index) =>
      patterns
        .slice(index + 1)
        .filter((b) => a.route.page !== b.route.page && overlap(a.pattern, b.pattern))
        .map((b) => `${a.pattern} (${a.route.name}) / ${b.pattern} (${b.route.name})`),
    );
    expect(clashes).toEqual([]);
    expect(overlap('/login/:id', '/login/alumnos')).toBe(true);
    expect(overlap('/nueva-oferta/:tipo?', '/nueva-oferta')).toBe(true);
  });

  it('writes paths in the current language, filling parameters', () => {
    expect(pathFor('my-offers', 'es')).toBe('/mis-ofertas');
    expect(pathFor('my-offers', 'ca')).toBe('/les-meves-ofertes');
    expect(pathFor('my-offers', 'en')).toBe('/mis-ofertas');
    expect(pathFor('cv', 'ca')).toBe('/ca/cv');
    expect(pathFor('login-company', 'ca')).toBe('/login/empreses');
    expect(pathFor('job-offer', 'ca', { id: 'abc 1' })).toBe('/ofertes-feina/abc%201');
    expect(pathFor('new-offer', 'es')).toBe('/nueva-oferta');
    expect(pathFor('new-offer', 'es', { tipo: 'practicas' })).toBe('/nueva-oferta/practicas');
    expect(() => pathFor('job-offer', 'es')).toThrow();
  });

  it('marks the offer pages and the role of each private page', () => {
    const byName = Object.fromEntries(appRoutes.map((route) => [route.name, route]));
    expect(byName['job-offers']).toMatchObject({ isOferta: true, role: 'Alumno', requiresAuth: true });
    expect(byName['my-company']).toMatchObject({ role: 'Empresa', requiresAuth: true });
    expect(byName['home']).toMatchObject({ requiresAuth: true });
    expect(byName['login']).toMatchObject({ guestOnly: true });
  });

  it('gives every route a title (the heading, the breadcrumb and the document title)', () => {
    const titled = Object.keys(common.routes);
    expect(appRoutes.map((route) => route.name).filter((name) => !titled.includes(name))).toEqual([]);
  });
});

describe('the feature manifests (features/<feature>/feature.ts)', () => {
  it('are collected from every feature that has pages, each route once', () => {
    expect(Object.keys(manifests).length).toBeGreaterThan(20);
    expect(appRoutes).toHaveLength(Object.values(manifests).reduce((count, manifest) => count + manifest.routes.length, 0));
    expect(new Set(appRoutes.map((route) => route.name)).size).toBe(appRoutes.length);
  });

  it('render each route with a page of the same feature (the connection-error page is the app shell own)', () => {
    for (const [file, manifest] of Object.entries(manifests)) {
      for (const route of manifest.routes) {
        if (route.page === 'connection-error') expect(featureOf(file)).toBe('system');
        else expect(Object.keys(manifest.pages), `${route.name} of ${file}`).toContain(route.page);
      }
    }
  });

  it('name existing routes as breadcrumb parents', () => {
    const names = new Set<string>(appRoutes.map((route) => route.name));
    expect(appRoutes.filter((route) => route.parent !== undefined && !names.has(route.parent)).map((route) => route.name)).toEqual([]);
  });

  it('each add their type to `Features`, or their route names would be missing from RouteName', () => {
    // A manifest that forgets it still routes at run time, but `pathFor` refuses its names: checked on the source.
    for (const file of Object.keys(manifests)) {
      const source = fs.readFileSync(path.resolve(import.meta.dirname, file), 'utf8');
      const feature = featureOf(file);
      const key = feature.includes('-') ? `'${feature}'` : feature;
      expect(source, file).toMatch(new RegExp(`declare module '@/config/feature' \\{\\s*interface Features \\{\\s*${key}: typeof feature;`));
    }
  });
});
