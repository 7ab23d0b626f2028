import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { MAX_JSON_DEPTH } from './json-body.ts';

let t: TestApp;
let candidate: string;
beforeAll(async () => {
  t = await createTestApp();
  candidate = await t.login('Alumno', 'alumno@example.org');
});
afterAll(async () => {
  await t?.close();
});

const experience = { puesto: 'Desarrolladora', empresa: 'Acme Software SL', fechaInicio: '2023-02-01', fechaFin: '2023-07-31' };

describe('paths answer as the spec writes them', () => {
  it('with a trailing slash, in any case, and with path parameters', async () => {
    const withSlash = await t.call('POST', '/api/Alumno/desinscribirse/', { token: candidate, body: {} });
    expect(withSlash.body.status).toBe(15);
    const lower = await t.call('POST', '/api/alumno/INSCRIBIRSE/', { token: candidate, body: {} });
    expect(lower.body.status).toBe(15);
    const params = await t.call('GET', '/api/dominios/DOMINIOS/es/');
    expect(params.body.status).toBe(0);
  });
});

describe('router and parser failures answer the envelope', () => {
  it('bad percent-encoding in the path', async () => {
    const res = await t.call('GET', '/api/Alumno/fichero/%ZZ', { token: candidate });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 605 });
  });

  it('a path parameter over the length limit', async () => {
    const res = await t.call('GET', `/api/Alumno/fichero/${'a'.repeat(5000)}`, { token: candidate });
    expect(res.statusCode).toBe(414);
    expect(res.body).toEqual({ status: 605 });
  });

  it('any unknown /api path or method', async () => {
    for (const [method, url] of [['GET', '/api/nada'], ['GET', '/api/Alumno/inscribirse'], ['POST', '/api'], ['GET', '/API/Alumno/']] as const) {
      const res = await t.call(method, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toEqual({ status: 606 });
    }
  });

  it('oversized headers, refused by the HTTP parser before Fastify, still get the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/api/Publico/configuracion', headers: { 'x-filler': 'x'.repeat(64 * 1024) } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.statusCode).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ status: 603 });
  });
});

describe('deeply nested JSON is a malformed body, refused before anything walks it', () => {
  const nested = (depth: number, inner = '') => '['.repeat(depth) + inner + ']'.repeat(depth);
  const post = (url: string, payload: string, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { host: '127.0.0.1', 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  it('6,500 levels (13 KB) without a session, and with one', async () => {
    for (const [url, token] of [['/api/Alumno/logaUsuario', undefined], ['/api/Alumno/addExperiencia', candidate], ['/api/Empresa/logaUsuario', undefined]] as const) {
      const res = await post(url, nested(6500), token);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ status: 605 });
    }
  });

  it('objects count as arrays do; brackets inside strings do not', async () => {
    const objects = await post('/api/Alumno/logaUsuario', `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`);
    expect(objects.json()).toEqual({ status: 605 });
    const inText = await post('/api/Alumno/logaUsuario', JSON.stringify({ usuario: 'alumno@example.org', password: '[['.repeat(5000) }));
    expect(inText.json().status).not.toBe(605);
  });

  it(`up to ${MAX_JSON_DEPTH} levels reach the call's own validation`, async () => {
    const atLimit = await post('/api/Alumno/logaUsuario', nested(MAX_JSON_DEPTH));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().status).not.toBe(605);
    expect((await post('/api/Alumno/logaUsuario', nested(MAX_JSON_DEPTH + 1))).json()).toEqual({ status: 605 });
  });
});

describe('control characters are a field error, never a database failure', () => {
  it('in a CV text field (shared text schema)', async () => {
    const res = await t.call('POST', '/api/Alumno/addExperiencia', { token: candidate, body: { ...experience, puesto: 'Dev\u0000ops' } });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(15);
    expect(res.body.datos.errores).toEqual([{ campo: 'puesto', codigo: 15, clave: 'controlCharacters' }]);
  });

  it('other control characters too, but line breaks and tabs are text', async () => {
    const bell = await t.call('POST', '/api/Alumno/addExperiencia', { token: candidate, body: { ...experience, empresa: 'Acme\u0007' } });
    expect(bell.body.datos.errores[0]).toMatchObject({ campo: 'empresa', clave: 'controlCharacters' });
    const multiline = await t.call('POST', '/api/Alumno/addExperiencia', {
      token: candidate,
      body: { ...experience, descripcion: 'Primera línea\n\tsegunda\r\nfin' },
    });
    expect(multiline.body.status).toBe(0);
  });

  it('in the login user name and password', async () => {
    const user = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: 'alumno@example.org\u0000', password: 'Demo1234' } });
    expect(user.statusCode).toBe(400);
    expect(user.body.datos.errores).toEqual([{ campo: 'usuario', codigo: 15, clave: 'controlCharacters' }]);
    const password = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: 'alumno@example.org', password: 'Demo\u00001234' } });
    expect(password.body.status).toBe(15);
  });

  it('in a query string (search text)', async () => {
    const res = await t.call('GET', '/api/Alumno/dameOfertasUsuario/empleo/es?texto=dev%00ops', { token: candidate });
    expect(res.statusCode).toBe(400);
    expect(res.body.datos.errores).toEqual([{ campo: 'querystring.texto', codigo: 15, clave: 'controlCharacters' }]);
    const newline = await t.call('GET', '/api/Alumno/dameOfertasUsuario/empleo/es?texto=dev%0Aops', { token: candidate });
    expect(newline.body.status).toBe(15);
  });

  it('in a path parameter (offer slug)', async () => {
    for (const url of ['/api/Alumno/dameOferta/oferta%00x', '/api/Alumno/dameCandidatura/a%0Db']) {
      const res = await t.call('GET', url, { token: candidate });
      expect(res.statusCode, url).toBe(400);
      expect(res.body.datos.errores[0], url).toMatchObject({ codigo: 15, clave: 'controlCharacters' });
      expect(res.body.datos.errores[0].campo, url).toMatch(/^params\./);
    }
  });

  it('half a surrogate pair standing alone, wherever it hides (a saved search filter, a query string)', async () => {
    const saved = await t.call('POST', '/api/Alumno/guardaBusqueda', { token: candidate, body: { nombre: 'Palma', tipo: 'empleo', filtros: { localidad: '\ud800' } } });
    expect(saved.statusCode).toBe(400);
    expect(saved.body.datos.errores).toEqual([{ campo: 'filtros.localidad', codigo: 15, clave: 'controlCharacters' }]);
    const search = await t.call('GET', '/api/Alumno/dameOfertasUsuario/empleo/es?texto=%ED%A0%80', { token: candidate });
    expect(search.statusCode).toBeLessThan(500);
    const emoji = await t.call('POST', '/api/Alumno/guardaBusqueda', { token: candidate, body: { nombre: 'Teatre 🎭', tipo: 'empleo', filtros: {} } });
    expect(emoji.body.status).toBe(0);
  });

  it('in an offer slug of a body', async () => {
    const res = await t.call('POST', '/api/Alumno/inscribirse', { token: candidate, body: { urlOferta: 'x\u0000y' } });
    expect(res.statusCode).toBe(400);
    expect(res.body.datos.errores[0]).toMatchObject({ campo: 'urlOferta', clave: 'controlCharacters' });
  });
});

describe('security headers', () => {
  it('the SPA policy on the API, no HSTS outside production', async () => {
    const res = await t.call('GET', '/api/Publico/configuracion');
    const headers = res.raw.headers;
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-request-id']).toBeTruthy();
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('the docs viewer outside production, without the SPA policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { host: '127.0.0.1' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
