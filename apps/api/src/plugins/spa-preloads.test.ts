import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreloadMap } from '@portal/shared/web/preload-map';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { matchesPattern, pagePreloads, preloadTags } from './spa-preloads.ts';

/** A preload map as the web build writes it (apps/web/build/page-preloads.ts). */
const map: PreloadMap = {
  routes: [
    { patterns: ['/login/alumnos', '/login/alumnes'], page: 'login' },
    { patterns: ['/login/:id'], page: 'login' },
    { patterns: ['/ofertas-empleo', '/ofertes-feina'], page: 'offer-list' },
    { patterns: ['/oferta/:id/:slug'], page: 'offer-detail' },
  ],
  pages: {
    login: { scripts: ['/assets/login-a1.js'], styles: ['/assets/login-a1.css'], texts: ['auth'] },
    'offer-list': { scripts: ['/assets/offer-list-b2.js', '/assets/zod-c3.js'], styles: [], texts: ['offers'] },
    'offer-detail': { scripts: ['/assets/offer-detail-d4.js'], styles: [], texts: ['offers'] },
  },
  texts: {
    es: { common: '/assets/common-es.json', auth: '/assets/auth-es.json', offers: '/assets/offers-es.json' },
    ca: { common: '/assets/common-ca.js', auth: '/assets/auth-ca.js', offers: '/assets/offers-ca.js' },
  },
  catalogue: { es: '/assets/es-e5.js', ca: '/assets/ca-f6.js' },
};

describe('what a page announces with its HTML', () => {
  it('matches the router patterns: a parameter is one segment, a trailing slash does not count', () => {
    expect(matchesPattern('/oferta/:id/:slug', '/oferta/12/programador')).toBe(true);
    expect(matchesPattern('/oferta/:id/:slug', '/oferta/12')).toBe(false);
    expect(matchesPattern('/ofertas-empleo', '/ofertas-empleo/')).toBe(true);
    expect(matchesPattern('/ofertas-empleo', '/ofertas-practicas')).toBe(false);
    expect(matchesPattern('/', '/')).toBe(true);
  });

  it('announces the texts of the language, the configuration call, then the page chunk and what it imports', () => {
    expect(pagePreloads(map, '/ofertas-empleo', 'es')).toEqual([
      { kind: 'fetch', url: '/assets/common-es.json' },
      { kind: 'fetch', url: '/assets/offers-es.json' },
      { kind: 'module', url: '/assets/es-e5.js' },
      { kind: 'fetch', url: '/api/Publico/configuracion' },
      { kind: 'module', url: '/assets/offer-list-b2.js' },
      { kind: 'module', url: '/assets/zod-c3.js' },
    ]);
    // The Catalan path of the same page, with the texts of a Catalan brand (texts as modules here).
    expect(pagePreloads(map, '/ofertes-feina', 'ca').map(({ url }) => url)).toEqual([
      '/assets/common-ca.js',
      '/assets/offers-ca.js',
      '/assets/ca-f6.js',
      '/api/Publico/configuracion',
      '/assets/offer-list-b2.js',
      '/assets/zod-c3.js',
    ]);
  });

  it('takes the first route of the table that matches, and announces only texts and configuration for an unknown path', () => {
    expect(pagePreloads(map, '/login/alumnos', 'es').filter(({ kind }) => kind === 'module').map(({ url }) => url)).toEqual(['/assets/es-e5.js', '/assets/login-a1.js']);
    expect(pagePreloads(map, '/no-such-page', 'es').map(({ url }) => url)).toEqual(['/assets/common-es.json', '/assets/es-e5.js', '/api/Publico/configuracion']);
  });

  it('writes module preloads, and fetch preloads with the credentials mode of the app’s own fetch calls', () => {
    expect(preloadTags([{ kind: 'module', url: '/assets/a.js' }, { kind: 'fetch', url: '/api/x?a=1&b="2"' }])).toBe(
      '<link rel="modulepreload" href="/assets/a.js"><link rel="preload" as="fetch" href="/api/x?a=1&amp;b=&quot;2&quot;" crossorigin>',
    );
  });
});

describe('the HTML of a page through the server', () => {
  let t: TestApp;
  const html = '<!doctype html><html><head><script type="module" src="/assets/index-x.js"></script></head><body><div id="root"></div></body></html>';
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), html);
  fs.writeFileSync(path.join(webDist, 'preloads.json'), JSON.stringify(map));
  beforeAll(async () => {
    t = await createTestApp({ overrides: { webDist } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: '127.0.0.1', accept: 'text/html', ...headers } });

  it('puts the page’s preloads at the end of <head>, after the entry, in every encoding', async () => {
    const expected = html.replace('</head>', `${preloadTags(pagePreloads(map, '/oferta/7/programador', 'es'))}</head>`);
    const brotli = await get('/oferta/7/programador?desde=lista', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(expected);
    const gzip = await get('/oferta/7/programador', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(expected);
    const plain = await get('/oferta/7/programador');
    expect(plain.body).toBe(expected);
    expect(plain.body.indexOf('offer-detail-d4.js')).toBeGreaterThan(plain.body.indexOf('index-x.js'));
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('gives each page its own preloads', async () => {
    const login = (await get('/login/alumnos')).body;
    expect(login).toContain('/assets/login-a1.js');
    expect(login).not.toContain('/assets/offer-detail-d4.js');
  });
});
