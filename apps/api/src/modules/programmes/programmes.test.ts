import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditLines, staffToken, UIB } from '../staff/staff.testing.ts';

let t: TestApp;
let company: string;
let candidate: string;
let staff: string;
let urvCompany: string;
let openId: number;
let closedId: number;

const asUib = (token: string) => ({ token, host: UIB });

async function programmeOf(state: { open: boolean; ends_on: string }): Promise<number> {
  const row = await t.db
    .insertInto('active_programmes')
    .values({ institution_id: 'uib', title_es: 'Programa de prueba', description_es: 'Descripción de prueba', starts_on: '1999-01-01', ...state })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  company = await t.login('Empresa', 'empresa@uib.example.org', { host: UIB });
  candidate = await t.login('Alumno', 'alumno@uib.example.org', { host: UIB });
  staff = await staffToken(t, 'uib');
  urvCompany = await t.login('Empresa', 'empresa@urv.example.org', { host: 'urv.localhost' });
  const rows = await t.db.selectFrom('active_programmes').select(['id', 'open']).where('institution_id', '=', 'uib').orderBy('id').execute();
  openId = rows.find((r) => r.open)!.id;
  closedId = rows.find((r) => !r.open)!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('the active internship programmes', () => {
  it("lists the institution's programmes to every signed-in role, with the company's own request only for a company", async () => {
    const forCompany = await t.call('GET', '/api/Publico/programasPracticasActivos', asUib(company));
    expect(forCompany.body.status).toBe(0);
    const open = forCompany.body.datos.find((p: { id: number }) => p.id === openId);
    expect(open).toMatchObject({ abierto: true, adhesion: null });
    expect(forCompany.body.datos.find((p: { id: number }) => p.id === closedId)).toMatchObject({ abierto: false, adhesion: { estado: 'aceptada' } });
    const forCandidate = await t.call('GET', '/api/Publico/programasPracticasActivos', asUib(candidate));
    expect(forCandidate.body.datos.every((p: { adhesion: unknown }) => p.adhesion === null)).toBe(true);
    expect((await t.call('GET', '/api/Publico/programasPracticasActivos', asUib(staff))).body.status).toBe(0);
  });

  it('shows one programme with its published documents in the reader’s language', async () => {
    const detail = await t.call('GET', `/api/Publico/detallePrograma/${openId}`, { ...asUib(candidate), headers: { 'accept-language': 'ca' } });
    expect(detail.body.status).toBe(0);
    expect(detail.body.datos.documentos.length).toBeGreaterThan(0);
    expect(detail.body.datos.documentos.every((d: { idPrograma: number }) => d.idPrograma === openId)).toBe(true);
    const file = await t.app.inject({ method: 'GET', url: `/api/Publico/ficheroDocumentoPrograma/${detail.body.datos.documentos[0].idDocumento}`, headers: { authorization: `Bearer ${candidate}`, host: UIB } });
    expect(file.statusCode).toBe(200);
    const annex = await t.db.selectFrom('published_documents').select('id').where('institution_id', '=', 'uib').where('programme_id', 'is', null).executeTakeFirstOrThrow();
    expect((await t.call('GET', `/api/Publico/ficheroDocumentoPrograma/${annex.id}`, asUib(candidate))).body.status).toBe(608);
  });

  it("answers 48 where the brand has no programmes and 63 for another institution's programme", async () => {
    const generic = await t.login('Empresa', 'empresa@example.org');
    expect((await t.call('GET', '/api/Publico/programasPracticasActivos', { token: generic })).body.status).toBe(48);
    const foreign = await t.call('GET', `/api/Publico/detallePrograma/${openId}`, { token: urvCompany, host: 'urv.localhost' });
    expect(foreign.body.status).toBe(63);
    const asked = await t.call('POST', `/api/Publico/solicitaAdhesionPrograma/${openId}`, { token: urvCompany, host: 'urv.localhost' });
    expect(asked.body.status).toBe(63);
    const rows = await t.db.selectFrom('programme_company_adhesions').select('id').where('programme_id', '=', openId).where('institution_id', '=', 'urv').execute();
    expect(rows).toEqual([]);
  });

  it('lets a company ask to join an open programme once (64 again), never a closed one (620), and tells the staff', async () => {
    const asked = await t.call('POST', `/api/Publico/solicitaAdhesionPrograma/${openId}`, asUib(company));
    expect(asked.body.status).toBe(525);
    expect(asked.body.datos.adhesion).toMatchObject({ estado: 'solicitada', motivo: null, fechaResolucion: null });
    const again = await t.call('POST', `/api/Publico/solicitaAdhesionPrograma/${openId}`, asUib(company));
    expect(again.body.status).toBe(64);
    expect(again.statusCode).toBe(409);

    const staffNotices = await t.db.selectFrom('notifications').select('params').where('kind', '=', 'programme.requested').where('institution_id', '=', 'uib').execute();
    expect(staffNotices.length).toBeGreaterThan(0);
    expect((await auditLines(t, 'programme', openId)).map((l) => l.action)).toContain('requestAdhesion');

    const closedOne = await programmeOf({ open: false, ends_on: '2999-12-31' });
    expect((await t.call('POST', `/api/Publico/solicitaAdhesionPrograma/${closedOne}`, asUib(company))).body.status).toBe(620);
    expect((await t.call('POST', `/api/Publico/solicitaAdhesionPrograma/${openId}`, asUib(candidate))).body.status).toBe(607);

    const mine = await t.call('GET', '/api/Empresa/programasDeLaEmpresa', asUib(company));
    expect(mine.body.status).toBe(0);
    expect(mine.body.datos.map((p: { idPrograma: number; estado: string }) => [p.idPrograma, p.estado])).toEqual(
      expect.arrayContaining([
        [openId, 'solicitada'],
        [closedId, 'aceptada'],
      ]),
    );
  });

  it('refuses a programme whose end date has passed even when staff left it open (620)', async () => {
    const ended = await programmeOf({ open: true, ends_on: '2000-01-31' });
    expect((await t.call('POST', `/api/Publico/solicitaAdhesionPrograma/${ended}`, asUib(company))).body.status).toBe(620);
    const list = await t.call('GET', '/api/Publico/programasPracticasActivos', asUib(company));
    expect(list.body.datos.map((p: { id: number }) => p.id)).not.toContain(ended);
  });
});
