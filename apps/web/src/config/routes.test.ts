import { describe, expect, it } from 'vitest';
import { appRoutes, pathFor } from './routes';
import common from '../locales/es/common.json';

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
