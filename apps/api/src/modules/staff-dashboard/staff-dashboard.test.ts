import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDACY_STATE } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffToken } from '../staff/staff.testing.ts';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterAll(async () => {
  await t?.close();
});

const dashboard = async () => (await t.call('GET', '/api/Gestor/dameCuadroMandoGestor', { token: staff })).body.datos;

describe('the dashboard', () => {
  it('counts per month, oldest first, and moves with what the service does', async () => {
    const before = await dashboard();
    expect(before.meses).toHaveLength(12);
    const months = before.meses.map((m: { mes: string }) => m.mes);
    expect([...months].sort()).toEqual(months);
    expect(before.pendientes.ofertas).toBeGreaterThan(0);
    const current = before.meses.at(-1);

    const pending = (await t.call('GET', '/api/Gestor/dameOfertasGestor', { token: staff })).body.datos.items[0];
    await t.call('POST', '/api/Gestor/validaOferta', { token: staff, body: { idOferta: pending.idOferta } });
    const open = await t.db
      .selectFrom('candidacies')
      .select('id')
      .where('institution_id', '=', 'generic')
      .where('state_id', '=', CANDIDACY_STATE.enrolled)
      .executeTakeFirstOrThrow();
    const moved = await t.call('POST', '/api/Gestor/cambiaEstadoCandidaturaGestor', { token: staff, body: { idCandidatura: open.id, idEstado: CANDIDACY_STATE.selected } });
    expect(moved.body.status).toBe(0);

    const after = await dashboard();
    const now = after.meses.at(-1);
    expect(now.ofertasPublicadas).toBe(current.ofertasPublicadas + 1);
    expect(now.colocaciones).toBe(current.colocaciones + 1);
    expect(after.pendientes.ofertas).toBe(before.pendientes.ofertas - 1);
    expect(after.ofertasPublicadasAhora).toBe(before.ofertasPublicadasAhora + 1);
    expect((await t.call('GET', '/api/Gestor/dameCuadroMandoGestor?meses=99', { token: staff })).statusCode).toBe(400);
  });

  it('counts the agreements of each state, and a move shows at once', async () => {
    const before = await dashboard();
    const stored = await t.db.selectFrom('agreements').select(['id', 'state']).where('institution_id', '=', 'generic').orderBy('id').execute();
    const generated = stored.filter((a) => a.state === 'generado');
    expect(before.conveniosPorEstado.generado).toBe(generated.length);
    expect(Object.values(before.conveniosPorEstado as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(stored.length);
    // A move to "erroneous" says why (the company reads it).
    const moved = await t.call('POST', '/api/Gestor/cambiaEstadoConvenio', { token: staff, body: { idConvenio: generated[0]!.id, estado: 'erroneo', observaciones: 'Falta la firma del representante.' } });
    expect(moved.body.status, JSON.stringify(moved.body)).toBe(0);
    const after = await dashboard();
    expect(after.conveniosPorEstado.generado).toBe(before.conveniosPorEstado.generado - 1);
    expect(after.conveniosPorEstado.erroneo).toBe(before.conveniosPorEstado.erroneo + 1);
  });
});
