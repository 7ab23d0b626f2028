import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditLines, staffToken, UIB } from '../staff/staff.testing.ts';

let t: TestApp;
let staff: string;
let genericStaff: string;
let company: string;

const post = (path: string, body: unknown, token = staff) => t.call('POST', `/api/Gestor/${path}`, { token, body, ...(token === staff ? { host: UIB } : {}) });
const get = (path: string, token = staff) => t.call('GET', `/api/Gestor/${path}`, { token, ...(token === staff ? { host: UIB } : {}) });
const programme = { tituloEs: 'Programa Industria 4.0', descripcionEs: 'Prácticas en plantas industriales con tutoría doble.', fechaInicio: '2027-03-01', fechaFin: '2027-09-30', abierto: true };

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t, 'uib');
  genericStaff = await staffToken(t);
  company = await t.login('Empresa', 'empresa@uib.example.org', { host: UIB });
});
afterAll(async () => {
  await t?.close();
});

describe('the internship programmes of the back office', () => {
  it('creates, edits, closes and reopens a programme, logging each step; companies see it closed', async () => {
    const created = await post('guardaProgramaPracticasGestor', programme);
    expect(created.body.status).toBe(514);
    const id = created.body.datos.id;
    expect(created.body.datos.solicitudes).toEqual({ solicitada: 0, aceptada: 0, rechazada: 0 });
    const edited = await post('guardaProgramaPracticasGestor', { ...programme, id, tituloCa: 'Programa Indústria 4.0' });
    expect(edited.body.datos.tituloCa).toBe('Programa Indústria 4.0');
    expect((await post('abreProgramaPracticasGestor', { id, abierto: false })).body.datos.abierto).toBe(false);
    const seen = await t.call('GET', `/api/Publico/detallePrograma/${id}`, { token: company, host: UIB });
    expect(seen.body.datos.abierto).toBe(false);
    expect((await post('abreProgramaPracticasGestor', { id, abierto: true })).body.datos.abierto).toBe(true);
    expect((await auditLines(t, 'programme', id)).map((l) => l.action)).toEqual(['createActiveProgramme', 'editActiveProgramme', 'closeProgramme', 'openProgramme']);
  });

  it('refuses an end before the start (27), a missing Spanish title (15), another institution’s programme (63)', async () => {
    const backwards = await post('guardaProgramaPracticasGestor', { ...programme, fechaFin: '2027-01-01' });
    expect(backwards.body.status).toBe(27);
    expect(backwards.body.datos.errores[0].campo).toBe('fechaFin');
    const untitled = await post('guardaProgramaPracticasGestor', { ...programme, tituloEs: '', tituloCa: 'Només en català' });
    expect(untitled.body.status).toBe(15);
    const generic = await t.db.selectFrom('active_programmes').select('id').where('institution_id', '=', 'generic').executeTakeFirstOrThrow();
    expect((await post('abreProgramaPracticasGestor', { id: generic.id, abierto: false })).body.status).toBe(63);
    expect((await post('guardaProgramaPracticasGestor', { ...programme, id: generic.id })).body.status).toBe(63);
  });

  it('accepts a request and refuses another with its reason (15 without), tells each company, and never decides twice (621)', async () => {
    const waiting = await get('dameAdhesionesProgramaGestor?estado=solicitada');
    expect(waiting.body.datos.length).toBeGreaterThanOrEqual(2);
    const [first, second] = waiting.body.datos;

    const accepted = await post('resuelveAdhesionProgramaGestor', { id: first.id, aceptar: true });
    expect(accepted.body.datos).toMatchObject({ estado: 'aceptada', motivo: null });
    expect(accepted.body.datos.fechaResolucion).not.toBeNull();
    expect((await post('resuelveAdhesionProgramaGestor', { id: first.id, aceptar: false, motivo: 'Cambio de criterio' })).body.status).toBe(621);

    const noReason = await post('resuelveAdhesionProgramaGestor', { id: second.id, aceptar: false });
    expect(noReason.body.status).toBe(15);
    expect(noReason.body.datos.errores[0].campo).toBe('motivo');
    const refused = await post('resuelveAdhesionProgramaGestor', { id: second.id, aceptar: false, motivo: 'Plazas cubiertas este año.' });
    expect(refused.body.datos).toMatchObject({ estado: 'rechazada', motivo: 'Plazas cubiertas este año.' });

    const notices = await t.db.selectFrom('notifications').select(['company_id', 'params']).where('kind', '=', 'programme.decided').execute();
    expect(notices.map((n) => n.company_id)).toEqual(expect.arrayContaining([first.idEmpresa, second.idEmpresa]));
    expect(JSON.stringify(notices)).toContain('Plazas cubiertas este año.');

    const byProgramme = await get(`dameAdhesionesProgramaGestor?idPrograma=${first.idPrograma}`);
    expect(byProgramme.body.datos.every((a: { idPrograma: number }) => a.idPrograma === first.idPrograma)).toBe(true);
  });

  it("never shows nor decides another institution's request (608)", async () => {
    const foreign = await t.db.selectFrom('programme_company_adhesions').select('id').where('institution_id', '=', 'generic').where('state', '=', 'solicitada').executeTakeFirstOrThrow();
    const list = await get('dameAdhesionesProgramaGestor');
    expect(list.body.datos.map((a: { id: number }) => a.id)).not.toContain(foreign.id);
    expect((await post('resuelveAdhesionProgramaGestor', { id: foreign.id, aceptar: true })).body.status).toBe(608);
    const still = await t.db.selectFrom('programme_company_adhesions').select('state').where('id', '=', foreign.id).executeTakeFirstOrThrow();
    expect(still.state).toBe('solicitada');
    expect((await get('dameProgramasPracticasGestor', genericStaff)).body.status).toBe(0);
  });
});
