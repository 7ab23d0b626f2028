import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** A web build as Vite writes it, with the `.br` and `.gz` files the build's precompress step adds. */
const script = `console.log(${JSON.stringify('portal '.repeat(200))});\n`;
const html = `<!doctype html><title>portal</title>${'<!-- padding -->'.repeat(60)}`;
/** A namespace of the interface texts, which the web app fetches as data (apps/web/src/lib/i18n/text-files.ts). */
const texts = JSON.stringify({ title: 'Ofertas', items: Array.from({ length: 40 }, (_, i) => `Texto ${i}`) });
function webBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const [name, content] of [
    ['index.html', html],
    ['assets/index-abc123.js', script],
    ['assets/offers-def456.json', texts],
  ] as const) {
    fs.writeFileSync(path.join(dir, name), content);
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(content));
  }
  return dir;
}

describe('the web build through the server', () => {
  let t: TestApp;
  const webDist = webBuild();
  beforeAll(async () => {
    t = await createTestApp({ overrides: { webDist } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: { host: '127.0.0.1', ...headers } });

  it('sends a hashed asset brotli-compressed to a browser that accepts it, cached for good', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the texts of a namespace as compressed JSON, cached for good like any hashed asset', async () => {
    const res = await get('/assets/offers-def456.json', { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual(JSON.parse(texts));
    const gzip = await get('/assets/offers-def456.json', { accept: '*/*', 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers a text file the build does not have (an old tab after a release) with the 404 envelope, not the page', async () => {
    const res = await get('/assets/offers-000000.json', { accept: '*/*', 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: Status.RouteNotFound });
  });

  it('serves the compressed copies only as the encoding of their original, not at addresses of their own', async () => {
    for (const url of ['/assets/index-abc123.js.br', '/assets/index-abc123.js.gz']) {
      const res = await get(url, { accept: '*/*', 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ status: Status.RouteNotFound });
    }
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the page of a client route compressed, never cached without revalidation', async () => {
    const res = await get('/ofertas/empleo', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    const plain = await get('/ofertas/empleo', { accept: 'text/html' });
    expect(plain.body).toBe(html);
  });
});
