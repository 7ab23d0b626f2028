import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, candidacyCalls } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const samplePath = (path: string) => buildPath(path, { idioma: 'es', oferta: 'cualquier-oferta' });
const candidateCalls = Object.values(candidacyCalls).filter((call) => call.roles !== 'public');

describe('the candidacy calls are for candidates only', () => {
  it.each(candidateCalls.map((call) => [call.name, call] as const))('%s refuses a company and a staff token with 607', async (_name, call) => {
    for (const [role, usuario] of [
      ['Empresa', 'empresa@example.org'],
      ['Gestor', 'gestor@example.org'],
    ] as const) {
      const token = await t.login(role, usuario);
      const res = await t.call(call.method, samplePath(call.path), { token, body: call.method === 'POST' ? { urlOferta: 'x', idMotivo: 1 } : undefined });
      expect(res.statusCode, `${role} ${call.path}`).toBe(403);
      expect(res.body.status).toBe(607);
    }
  });

  it('the reasons list is reference data, public to every role', async () => {
    const company = await t.login('Empresa', 'empresa@example.org');
    const res = await t.call('GET', '/api/Dominios/tipoMotivoCambioEstadoCandidatura/es', { token: company });
    expect(res.body.status).toBe(0);
    expect((await t.call('GET', '/api/Dominios/tipoMotivoCambioEstadoCandidatura/es')).body.status).toBe(0);
  });
});
