import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = '/api/Alumno/logaUsuario';

describe('bad input always gets the envelope, never a 5xx', () => {
  it('malformed JSON', async () => {
    const res = await t.call('POST', login, { body: '{"usuario": "a', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(605);
  });

  it('an empty JSON body', async () => {
    const res = await t.call('POST', login, { body: '', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(605);
  });

  it('a huge body', async () => {
    const huge = JSON.stringify({ usuario: 'x'.repeat(6 * 1024 * 1024), password: 'y' });
    const res = await t.call('POST', login, { body: huge, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(413);
    expect(res.body.status).toBe(603);
  });

  it('a wrong content type', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await t.call('POST', login, { body: 'usuario=a&password=b', headers: { 'content-type': type } });
      expect(res.statusCode).toBe(415);
      expect(res.body.status).toBe(604);
    }
  });

  it('unknown JSON fields are ignored', async () => {
    const res = await t.call('POST', login, { body: { usuario: 'alumno@example.org', password: 'Demo1234', admin: true, rol: 'Gestor' } });
    expect(res.body.status).toBe(0);
    expect(res.body.datos.usuario.rol).toBe('Alumno');
  });

  it('missing and mistyped fields give status 15 and the field list', async () => {
    const res = await t.call('POST', login, { body: { usuario: 42 } });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(15);
    const campos = res.body.datos.errores.map((e: { campo: string }) => e.campo).sort();
    expect(campos).toEqual(['password', 'usuario']);
    expect(res.body.datos.errores.find((e: { campo: string }) => e.campo === 'password').clave).toBe('required');
  });

  it('a prototype-poisoning body', async () => {
    const res = await t.call('POST', login, { body: '{"usuario":"a","password":"b","__proto__":{"x":1}}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(605);
  });

  it('an unknown API route, in any case', async () => {
    const res = await t.call('GET', '/api/Alumno/noExiste');
    expect(res.statusCode).toBe(404);
    expect(res.body.status).toBe(606);
  });

  it('an over-long path parameter or query does not break the server', async () => {
    const res = await t.call('GET', `/api/Alumno/${'a'.repeat(5000)}?${'b'.repeat(5000)}=1`);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.body.status).toBe('number');
  });
});

describe('service endpoints', () => {
  it('/health and /ready', async () => {
    expect((await t.call('GET', '/health')).body).toEqual({ status: 0, datos: { ok: true } });
    expect((await t.call('GET', '/ready')).body).toEqual({ status: 0, datos: { ok: true } });
  });

  it('carries a request id and security headers', async () => {
    const res = await t.call('GET', '/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(res.raw.headers['x-request-id']).toBe('abc-123');
    expect(res.raw.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document of every /api route, with a viewer at /api/docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(doc.json().paths as Record<string, unknown>).map((p) => p.toLowerCase());
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => line.replace(/^[\s│├└─]+/, '').split(' ')[0] ?? '')
      .filter((p) => p.startsWith('/api/') && !p.startsWith('/api/docs'))
      .map((p) => p.replace(/:(\w+)/g, '{$1}'));
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) expect(paths).toContain(route.toLowerCase());
    const viewer = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers['content-type']).toContain('text/html');
  });
});

describe('institutions', () => {
  it('resolves the institution and its brand from the host name', async () => {
    const generic = await t.call('GET', '/api/Publico/configuracion');
    expect(generic.body.datos.institucion.id).toBe('generic');
    const uib = await t.call('GET', '/api/Publico/configuracion', { host: 'uib.localhost:3000' });
    expect(uib.body.datos.institucion.id).toBe('uib');
    expect(uib.body.datos.marca.languagebydefault).toBe('ca');
    expect(uib.body.datos.version).toBe('v.3.4.2');
    const unknown = await t.call('GET', '/api/Publico/configuracion', { host: 'nope.example.com' });
    expect(unknown.body.datos.institucion.id).toBe('generic');
  });

  it('keeps accounts apart: a generic account does not exist at another institution', async () => {
    const res = await t.call('POST', login, { body: { usuario: 'alumno@example.org', password: 'Demo1234' }, host: 'udg.localhost' });
    expect(res.body.status).toBe(3);
  });
});
