import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, offerCalls } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const samplePath = (path: string) => buildPath(path, { tipo: 'empleo', idioma: 'es', oferta: 'cualquier-oferta' });
/** Valid bodies: a body is checked before the session, so an invalid one would answer 15 first. */
const sampleBody = (method: string) => (method === 'POST' ? { nombre: 'Busqueda', tipo: 'empleo', filtros: {}, id: 1 } : undefined);

describe('the offers calls are for candidates only', () => {
  it.each(Object.values(offerCalls).map((call) => [call.name, call] as const))('%s refuses a company and a staff token with 607', async (_name, call) => {
    for (const [role, usuario] of [
      ['Empresa', 'empresa@example.org'],
      ['Gestor', 'gestor@example.org'],
    ] as const) {
      const token = await t.login(role, usuario);
      const res = await t.call(call.method, samplePath(call.path), { token, body: sampleBody(call.method) });
      expect(res.statusCode, `${role} ${call.path}`).toBe(403);
      expect(res.body.status).toBe(607);
    }
  });

  it.each(Object.values(offerCalls).map((call) => [call.name, call] as const))('%s asks for a session (2) without a token', async (_name, call) => {
    const res = await t.call(call.method, samplePath(call.path), { body: sampleBody(call.method) });
    expect(res.body.status).toBe(2);
  });
});
