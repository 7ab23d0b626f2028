import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** A web build with a source map, as Vite writes it. */
function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>portal</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1);\n//# sourceMappingURL=index-abc.js.map');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  return dir;
}

const production = { production: true, seedDemo: false, jwtSecret: 'p'.repeat(40) };

describe('in production', () => {
  let t: TestApp;
  const webDist = fakeWebBuild();
  beforeAll(async () => {
    t = await createTestApp({ overrides: { ...production, apiDocs: false, sourceMaps: false, webDist } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('no API docs', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toEqual({ status: 606 });
    }
  });

  it('no source maps, but the scripts themselves', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { host: '127.0.0.1' } });
    expect(script.statusCode).toBe(200);
    const map = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js.map', headers: { host: '127.0.0.1' } });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });

  it('HSTS', async () => {
    const res = await t.call('GET', '/api/Publico/configuracion');
    expect(res.raw.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('in production with API_DOCS=true and SOURCE_MAPS=true', () => {
  let t: TestApp;
  const webDist = fakeWebBuild();
  beforeAll(async () => {
    t = await createTestApp({ overrides: { ...production, apiDocs: true, sourceMaps: true, webDist } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves both', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { host: '127.0.0.1' } });
    expect(docs.statusCode).toBe(200);
    const map = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js.map', headers: { host: '127.0.0.1' } });
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('secret.ts');
  });
});
