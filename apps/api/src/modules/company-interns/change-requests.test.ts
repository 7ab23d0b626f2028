import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { companyOf } from './company-interns.testing.ts';

/** uib allows internship changes (canCambiarPracticas); the generic brand does not. */
const UIB = 'uib.localhost';
let t: TestApp;
let company: string;
let otherCompany: string;
let gestor: string;
let internshipId: number;
let genericInternship: number;
let genericCompany: string;

const ask = (body: Record<string, unknown>, token = company, host = UIB) => t.call('POST', '/api/Empresa/solictitarAccionSobrePractica', { token, body, host });
const staffCall = (path: string, body: Record<string, unknown>) => t.call('POST', `/api/Gestor/${path}`, { token: gestor, body, host: UIB });
const internship = () => t.db.selectFrom('internships').selectAll().where('id', '=', internshipId).executeTakeFirstOrThrow();
const noticesOf = (kind: string) => t.db.selectFrom('notifications').select(['user_id', 'company_id', 'params']).where('kind', '=', kind as never).execute();

beforeAll(async () => {
  t = await createTestApp();
  const own = await companyOf(t.db, 'empresa@uib.example.org');
  company = await t.login('Empresa', 'empresa@uib.example.org', { host: UIB });
  const other = await t.db
    .selectFrom('company_contacts as cc')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .select('cc.company_id')
    .where('u.email', '=', 'multi@uib.example.org')
    .where('cc.company_id', '<>', own)
    .orderBy('cc.company_id')
    .executeTakeFirstOrThrow();
  otherCompany = await t.login('Empresa', 'multi@uib.example.org', { host: UIB, idEmpresa: other.company_id });
  gestor = await t.login('Gestor', 'gestor@uib.example.org', { host: UIB });
  const row = await t.db.selectFrom('internships').select('id').where('company_id', '=', own).where('state', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
  internshipId = row.id;
  const genericOwn = await companyOf(t.db, 'empresa@example.org');
  genericInternship = (await t.db.selectFrom('internships').select('id').where('company_id', '=', genericOwn).orderBy('id').executeTakeFirstOrThrow()).id;
  genericCompany = await t.login('Empresa', 'empresa@example.org');
});
afterAll(async () => t.close());

describe('a company asks for a change to an internship (solictitarAccionSobrePractica)', () => {
  it('is refused with 48 where the brand does not allow internship changes', async () => {
    const res = await ask({ idPractica: genericInternship, accion: 'horas', horasDia: 3, motivo: 'Reducción de jornada' }, genericCompany, 'localhost');
    expect(res.body.status).toBe(Status.ActionNotAllowed);
    expect((await t.call('GET', '/api/Empresa/dameSolicitudesCambioPracticas', { token: genericCompany })).body.status).toBe(Status.ActionNotAllowed);
  });

  it('answers 15 with the fields the action needs', async () => {
    const dates = await ask({ idPractica: internshipId, accion: 'fechas', fechaFin: '2030-01-01', motivo: 'Cambio de calendario' });
    expect(dates.body.status).toBe(Status.MissingMandatoryData);
    expect(dates.body.datos.errores).toEqual(expect.arrayContaining([expect.objectContaining({ campo: 'fechaInicio' })]));
    const noReason = await ask({ idPractica: internshipId, accion: 'horas', horasDia: 3 });
    expect(noReason.body.datos.errores).toEqual(expect.arrayContaining([expect.objectContaining({ campo: 'motivo' })]));
    const tooMany = await ask({ idPractica: internshipId, accion: 'horas', horasDia: 12, motivo: 'Más horas' });
    expect(tooMany.body.datos.errores).toEqual(expect.arrayContaining([expect.objectContaining({ campo: 'horasDia' })]));
    const before = await internship();
    const lateEnd = await ask({ idPractica: internshipId, accion: 'finalizacion', fechaFin: '2099-01-01', motivo: 'Fin anticipado' });
    expect(lateEnd.body.status).toBe(Status.MissingMandatoryData);
    expect(lateEnd.statusCode).toBeLessThan(500);
    expect((await internship()).end_date).toEqual(before.end_date);
  });

  it("refuses another company's internship with 608 and writes nothing", async () => {
    const res = await ask({ idPractica: internshipId, accion: 'horas', horasDia: 3, motivo: 'Reducción de jornada' }, otherCompany);
    expect(res.body.status).toBe(Status.NotFound);
    expect(await t.db.selectFrom('internship_change_requests').select('id').where('internship_id', '=', internshipId).execute()).toEqual([]);
  });

  it('records the request, tells the staff, keeps one open per internship (628), and staff accept it: the change is applied', async () => {
    const res = await ask({ idPractica: internshipId, accion: 'horas', horasDia: 4, motivo: 'La estudiante tiene clases por la tarde' });
    expect(res.body.status).toBe(Status.PracticeRequestSent);
    expect(res.body.datos).toMatchObject({ accion: 'horas', estado: 'pendiente', pide: { horasDia: 4 }, antes: { horasDia: 5 } });
    const id = res.body.datos.idSolicitud as number;
    expect((await noticesOf('internship-change.requested')).length).toBeGreaterThan(0);
    expect((await ask({ idPractica: internshipId, accion: 'tutor', tutor: { nombre: 'Ana', apellidos: 'Gil', email: 'ana@example.org' }, motivo: 'Cambio' })).body.status).toBe(
      Status.ChangeRequestOpen,
    );

    const mine = await t.call('GET', '/api/empresa/dameSolicitudesCambioPracticas', { token: company, host: UIB });
    expect(mine.body.datos.map((r: { idSolicitud: number }) => r.idSolicitud)).toContain(id);
    const others = await t.call('GET', '/api/Empresa/dameSolicitudesCambioPracticas', { token: otherCompany, host: UIB });
    expect(others.body.datos.map((r: { idSolicitud: number }) => r.idSolicitud)).not.toContain(id);

    const queue = await t.call('GET', '/api/Gestor/dameSolicitudesCambioPracticasGestor', { token: gestor, host: UIB });
    expect(queue.body.datos.contadores.pendiente).toBeGreaterThan(0);
    expect(queue.body.datos.items.map((r: { idSolicitud: number }) => r.idSolicitud)).toContain(id);

    const accepted = await staffCall('aceptarSolicitudCambioPractica', { idSolicitud: id });
    expect(accepted.body.status).toBe(Status.RequestAccepted);
    expect(accepted.body.datos.estado).toBe('aceptada');
    expect(Number((await internship()).hours_per_day)).toBe(4);
    expect((await noticesOf('internship-change.decided')).length).toBeGreaterThan(0);
    const applied = await noticesOf('internship-change.applied');
    expect(applied.map((n) => n.user_id)).toContain((await internship()).candidate_id);
    expect((await staffCall('aceptarSolicitudCambioPractica', { idSolicitud: id })).body.status).toBe(Status.RequestAlreadyDecided);
    expect((await staffCall('rechazarSolicitudCambioPractica', { idSolicitud: id, motivo: 'Tarde' })).body.status).toBe(Status.RequestAlreadyDecided);
    const audit = await t.db.selectFrom('audit_log').select('action').where('entity', '=', 'internship').where('entity_id', '=', internshipId).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['requestInternshipChange', 'acceptInternshipChange']));
  });

  it('staff refuse a request with a reason: the internship is unchanged and the company hears why', async () => {
    const before = await internship();
    const res = await ask({ idPractica: internshipId, accion: 'tutor', tutor: { nombre: 'Ana', apellidos: 'Gil Mas', email: 'ana.gil@example.org' }, motivo: 'Cambio de tutora' });
    const id = res.body.datos.idSolicitud as number;
    expect((await staffCall('rechazarSolicitudCambioPractica', { idSolicitud: id })).body.status).toBe(Status.MissingMandatoryData);
    const refused = await staffCall('rechazarSolicitudCambioPractica', { idSolicitud: id, motivo: 'La tutora debe tener un contrato con la empresa' });
    expect(refused.body.status).toBe(Status.RequestRejected);
    expect(refused.body.datos).toMatchObject({ estado: 'rechazada', motivoDecision: 'La tutora debe tener un contrato con la empresa' });
    expect((await internship()).company_tutor).toEqual(before.company_tutor);
    const decided = await noticesOf('internship-change.decided');
    expect(decided.some((n) => JSON.stringify(n.params).includes('contrato'))).toBe(true);
  });

  it("refuses an internship that has ended (629), and another institution's request id (608)", async () => {
    await t.db.updateTable('internships').set({ state: 'finished' }).where('id', '=', internshipId).execute();
    expect((await ask({ idPractica: internshipId, accion: 'horas', horasDia: 3, motivo: 'Reducción' })).body.status).toBe(Status.InternshipEnded);
    await t.db.updateTable('internships').set({ state: 'active' }).where('id', '=', internshipId).execute();
    const [request] = await t.db.selectFrom('internship_change_requests').select('id').where('internship_id', '=', internshipId).execute();
    const genericGestor = await t.login('Gestor', 'gestor@example.org');
    const res = await t.call('POST', '/api/Gestor/aceptarSolicitudCambioPractica', { token: genericGestor, body: { idSolicitud: request!.id } });
    expect(res.body.status).toBe(Status.NotFound);
  });
});

describe("the back office's list of change requests: pages and CSV", () => {
  const list = (query: string, token = gestor, host = UIB) => t.call('GET', `/api/Gestor/dameSolicitudesCambioPracticasGestor${query}`, { token, host });
  const csv = (query: string, token = gestor, host = UIB) =>
    t.app.inject({ method: 'GET', url: `/api/Gestor/exportaSolicitudesCambioPracticasGestor${query}`, headers: { authorization: `Bearer ${token}`, host } });

  it('answers one page of the state with its total, every row of the state in the CSV, and nothing of another institution', async () => {
    // More refused requests than a page holds.
    const [model] = await t.db.selectFrom('internship_change_requests').selectAll().where('institution_id', '=', 'uib').orderBy('id').limit(1).execute();
    const { id: _id, new_tutor, previous, ...copy } = model!;
    const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
    const base = new Date('2026-01-01T09:00:00Z').getTime();
    await t.db
      .insertInto('internship_change_requests')
      .values(Array.from({ length: 27 }, (_, i) => ({ ...copy, new_tutor: json(new_tutor), previous: json(previous), state: 'rejected' as const, decision_reason: `Sin plaza ${i}`, created_at: new Date(base + i * 60_000), decided_at: new Date(base + i * 60_000) })))
      .execute();

    const first = (await list('?estado=rechazada')).body.datos as { total: number; pagina: number; porPagina: number; items: { idSolicitud: number }[]; contadores: { rechazada: number } };
    expect(first).toMatchObject({ pagina: 1, porPagina: 25, total: first.contadores.rechazada });
    expect(first.total).toBeGreaterThanOrEqual(27);
    expect(first.items).toHaveLength(25);
    const second = (await list('?estado=rechazada&pagina=2')).body.datos as typeof first;
    expect(second.items).toHaveLength(first.total - 25);
    expect(second.items.some((r) => first.items.some((f) => f.idSolicitud === r.idSolicitud))).toBe(false);
    expect((await list('?pagina=0')).body.status).toBe(Status.MissingMandatoryData);

    const file = await csv('?estado=rechazada&pagina=2');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toContain('Estudiant;Empresa;Canvi'); // uib answers in Catalan
    expect(lines).toHaveLength(first.total + 1);
    expect(file.body).toContain('Sin plaza 26');

    // The generic institution's staff export their own rows only.
    const genericGestor = await t.login('Gestor', 'gestor@example.org');
    const generic = (await list('?estado=rechazada', genericGestor, '127.0.0.1')).body.datos as typeof first;
    const genericFile = await csv('?estado=rechazada', genericGestor, '127.0.0.1');
    expect(genericFile.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean)).toHaveLength(generic.total + 1);
    expect(genericFile.body).not.toContain('Sin plaza');
  });
});
