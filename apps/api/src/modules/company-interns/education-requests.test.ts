import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { companyTokens } from './company-interns.testing.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof companyTokens>>;

type Item = { idSolicitudPractica: number; origen: string; estado: string; editable: boolean; decidible: boolean; alumno: string };
const get = (path: string, token = tokens.company) => t.call('GET', path, { token });
const post = (path: string, body: unknown, token = tokens.company) => t.call('POST', path, { token, body });
const list = async (token = tokens.company) => (await get('/api/Empresa/dameSolicitudesPracticasEducacion', token)).body.datos as Item[];

const tutor = { nombre: 'Laura', apellidos: 'Ferrer Pons', email: 'laura.ferrer@example.org' };
const newRequest = (over: Record<string, unknown> = {}) => ({
  dni: '12345678Z',
  fechaInicio: '2031-02-01',
  fechaFin: '2031-05-31',
  horasDia: 5,
  horasSemana: 25,
  puestoTrabajo: 'Técnica de proyectos',
  tareas: 'Apoyo en la gestión de proyectos del equipo.',
  tutor,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  tokens = await companyTokens(t);
});
afterAll(async () => t.close());

describe('education internship requests', () => {
  it('tells the company the menu applies and lists the requests naming it or made by it, at both spellings', async () => {
    expect((await get('/api/empresa/tieneMenuSolicitudesPracticasEducacion')).body.datos).toEqual({ tieneMenu: true });
    const items = await list();
    expect((await get('/api/empresa/dameSolicitudesPracticasEducacion')).body.datos).toEqual(items);
    const states = new Set(items.map((i) => `${i.origen}:${i.estado}`));
    for (const s of ['alumno:pendiente', 'alumno:aceptada', 'alumno:rechazada', 'empresa:pendiente']) expect(states).toContain(s);
    expect(items.find((i) => i.origen === 'alumno' && i.estado === 'pendiente')).toMatchObject({ decidible: true, editable: false });
    expect(items.find((i) => i.origen === 'empresa' && i.estado === 'pendiente')).toMatchObject({ decidible: false, editable: true });
    const others = await list(tokens.otherCompanyToken);
    const ids = new Set(items.map((i) => i.idSolicitudPractica));
    expect(others.some((i) => ids.has(i.idSolicitudPractica))).toBe(false);
  });

  it("shows one request in detail, and another company's as not found (608)", async () => {
    const [first] = await list();
    const detail = await get(`/api/Empresa/dameSolicitudPractica/${first!.idSolicitudPractica}`);
    expect(detail.body.datos).toMatchObject({ idSolicitudPractica: first!.idSolicitudPractica, tutor: expect.objectContaining({ email: expect.any(String) }) });
    const foreign = await get(`/api/empresa/dameSolicitudPractica/${first!.idSolicitudPractica}`, tokens.otherCompanyToken);
    expect(foreign.body.status).toBe(Status.NotFound);
    expect(JSON.stringify(foreign.body)).not.toContain(first!.alumno);
  });

  it("accepts a student's request once (630 the second time), tells the student, and refuses rejecting without a reason", async () => {
    const pending = (await list()).filter((i) => i.decidible);
    const [toAccept] = pending;
    const rejectNoReason = await post('/api/Empresa/rechazarSolicitudPractica', { idSolicitudPractica: toAccept!.idSolicitudPractica });
    expect(rejectNoReason.body.status).toBe(Status.MissingMandatoryData);
    const foreign = await post('/api/Empresa/aceptarSolicitudPractica', { idSolicitudPractica: toAccept!.idSolicitudPractica }, tokens.otherCompanyToken);
    expect(foreign.body.status).toBe(Status.NotFound);
    const accepted = await post('/api/empresa/aceptarSolicitudPractica', { idSolicitudPractica: toAccept!.idSolicitudPractica });
    expect(accepted.body.status).toBe(Status.RequestAccepted);
    expect(accepted.body.datos).toMatchObject({ estado: 'aceptada', decidible: false });
    expect((await post('/api/Empresa/aceptarSolicitudPractica', { idSolicitudPractica: toAccept!.idSolicitudPractica })).body.status).toBe(Status.RequestAlreadyDecided);
    expect((await post('/api/Empresa/rechazarSolicitudPractica', { idSolicitudPractica: toAccept!.idSolicitudPractica, motivo: 'Tarde' })).body.status).toBe(
      Status.RequestAlreadyDecided,
    );
    const row = await t.db
      .selectFrom('internship_requests')
      .select(['candidate_id', 'decided_by_user_id', 'internship_id'])
      .where('id', '=', toAccept!.idSolicitudPractica)
      .executeTakeFirstOrThrow();
    expect(row.decided_by_user_id).not.toBeNull();
    // Accepting creates the internship "agreed, to be formalised", once, at the company and for the student.
    expect(accepted.body.datos.idPractica).toBe(row.internship_id);
    const internship = await t.db.selectFrom('internships').selectAll().where('id', '=', row.internship_id!).executeTakeFirstOrThrow();
    expect(internship).toMatchObject({ state: 'pending', candidate_id: row.candidate_id, company_id: tokens.ownCompany });
    const notices = await t.db.selectFrom('notifications').select('kind').where('user_id', '=', row.candidate_id).execute();
    expect(notices.map((n) => n.kind)).toContain('education-request.decided');
    const staff = await t.db.selectFrom('notifications').select(['kind', 'link']).where('kind', '=', 'education-request.accepted').execute();
    expect(staff.length).toBeGreaterThan(0);
    expect(staff[0]!.link).toMatch(/^\/gestion\/solicitudes-practicas\/\d+$/);
  });

  it('checks a DNI: the name to confirm for a candidate of the institution, 632 for an unknown one, 15 for a malformed one', async () => {
    const known = await post('/api/Empresa/compruebaDNIalumno', { dni: '12345678z' });
    expect(known.body).toMatchObject({ status: 0, datos: { existe: true, nombre: 'Lucía M. F.' } });
    expect(JSON.stringify(known.body)).not.toContain('Martín');
    expect((await post('/api/Empresa/compruebaDNIalumno', { dni: '00000000T' })).body.status).toBe(Status.UnknownStudentDni);
    expect((await post('/api/Empresa/compruebaDNIalumno', { dni: '1234' })).body.status).toBe(Status.IdDocumentMalformed);
  });

  it('requests an internship for a student by DNI, tells the student and the staff, lets the company edit it until it is decided (631 after)', async () => {
    const unknown = await post('/api/Empresa/solicitudPractica', newRequest({ dni: '00000000T' }));
    expect(unknown.body.status).toBe(Status.UnknownStudentDni);
    const badDates = await post('/api/Empresa/solicitudPractica', newRequest({ fechaFin: '2031-01-01' }));
    expect(badDates.body.status).toBeLessThan(100);
    expect(badDates.statusCode).toBe(400);
    const created = await post('/api/Empresa/solicitudPractica', newRequest());
    expect(created.body.status).toBe(Status.PracticeRequestSent);
    expect(created.body.datos).toMatchObject({ origen: 'empresa', estado: 'pendiente', editable: true, alumno: expect.stringContaining('Lucía') });
    const id = created.body.datos.idSolicitudPractica as number;
    const kinds = await t.db.selectFrom('notifications').select('kind').where('kind', '=', 'education-request.company').execute();
    expect(kinds.length).toBeGreaterThan(1);

    const edited = await post('/api/Empresa/solicitudPractica', { ...newRequest({ horasDia: 4, horasSemana: 20 }), dni: undefined, idSolicitudPractica: id });
    expect(edited.body.status).toBe(Status.RequestModified);
    expect(edited.body.datos).toMatchObject({ horasDia: 4, horasSemana: 20 });
    const foreign = await post('/api/Empresa/solicitudPractica', { ...newRequest(), idSolicitudPractica: id }, tokens.otherCompanyToken);
    expect(foreign.body.status).toBe(Status.NotFound);
    // The company's own request is the service's to decide, not the company's.
    expect((await post('/api/Empresa/aceptarSolicitudPractica', { idSolicitudPractica: id })).body.status).toBe(Status.ActionNotAllowed);

    await t.db.updateTable('internship_requests').set({ state: 'rejected' }).where('id', '=', id).execute();
    expect((await post('/api/Empresa/solicitudPractica', { ...newRequest(), idSolicitudPractica: id })).body.status).toBe(Status.RequestNotEditable);
  });

  it('shows a company a proposal that names it by CIF only (sent before it was on the portal), and links it when decided', async () => {
    const own = await t.db.selectFrom('companies').select('cif').where('id', '=', tokens.ownCompany).executeTakeFirstOrThrow();
    const [proposal] = (await list()).filter((i) => i.origen === 'alumno');
    const id = proposal!.idSolicitudPractica;
    await t.db
      .updateTable('internship_requests')
      .set({ state: 'pending', decided_at: null, decided_by_user_id: null, decision_reason: null, company_id: null, company_cif: own.cif.toLowerCase() })
      .where('id', '=', id)
      .execute();
    expect((await list()).map((i) => i.idSolicitudPractica)).toContain(id);
    expect((await list(tokens.otherCompanyToken)).map((i) => i.idSolicitudPractica)).not.toContain(id);
    expect((await get(`/api/Empresa/dameSolicitudPractica/${id}`, tokens.otherCompanyToken)).body.status).toBe(Status.NotFound);
    expect((await post('/api/Empresa/aceptarSolicitudPractica', { idSolicitudPractica: id }, tokens.otherCompanyToken)).body.status).toBe(Status.NotFound);
    expect((await get(`/api/Empresa/dameSolicitudPractica/${id}`)).body.datos).toMatchObject({ idSolicitudPractica: id, tareas: expect.any(String) });
    const rejected = await post('/api/Empresa/rechazarSolicitudPractica', { idSolicitudPractica: id, motivo: 'Sin plazas este semestre' });
    expect(rejected.body.status).toBe(Status.RequestRejected);
    const row = await t.db.selectFrom('internship_requests').select(['company_id', 'candidate_id']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.company_id).toBe(tokens.ownCompany);

    // The student reads the answer and its reason among their proposals.
    const student = await t.db.selectFrom('users').select('email').where('id', '=', row.candidate_id).executeTakeFirstOrThrow();
    const studentToken = await t.login('Alumno', student.email);
    const mine = await t.call('GET', '/api/alumno/dameSolicitudesPracticasAlumno', { token: studentToken });
    const answered = (mine.body.datos as Array<{ idSolicitudPractica: number; estado: string; motivoDecision: string | null; empresa: string }>).find(
      (i) => i.idSolicitudPractica === id,
    );
    expect(answered).toMatchObject({ estado: 'rechazada', motivoDecision: 'Sin plazas este semestre', empresa: expect.any(String) });
    const others = await t.db.selectFrom('internship_requests').select('id').where('candidate_id', '<>', row.candidate_id).execute();
    const shown = new Set((mine.body.datos as Array<{ idSolicitudPractica: number }>).map((i) => i.idSolicitudPractica));
    expect(others.some((o) => shown.has(o.id))).toBe(false);
  });

  it("shows the staff one request in detail, and another institution's as not found (608)", async () => {
    const gestor = await t.login('Gestor', 'gestor@example.org');
    const [first] = await list();
    const detail = await t.call('GET', `/api/Gestor/dameSolicitudPracticaGestor/${first!.idSolicitudPractica}`, { token: gestor });
    expect(detail.body.datos).toMatchObject({ idSolicitudPractica: first!.idSolicitudPractica, empresa: expect.any(String), cif: expect.any(String), tareas: expect.any(String) });
    const uib = await t.login('Gestor', 'gestor@uib.example.org', { host: 'uib.localhost' });
    const foreign = await t.call('GET', `/api/Gestor/dameSolicitudPracticaGestor/${first!.idSolicitudPractica}`, { token: uib, host: 'uib.localhost' });
    expect(foreign.body.status).toBe(Status.NotFound);
    expect(JSON.stringify(foreign.body)).not.toContain(first!.alumno);
  });

  it('shows the staff every request of the institution by state, with counts', async () => {
    const gestor = await t.login('Gestor', 'gestor@example.org');
    const res = await t.call('GET', '/api/Gestor/dameSolicitudesPracticasGestor?estado=pendiente', { token: gestor });
    expect(res.body.datos.contadores.pendiente).toBeGreaterThan(0);
    expect(res.body.datos).toMatchObject({ pagina: 1, porPagina: 25, total: res.body.datos.contadores.pendiente });
    const beyond = await t.call('GET', '/api/Gestor/dameSolicitudesPracticasGestor?estado=pendiente&pagina=2', { token: gestor });
    expect(beyond.body.datos).toMatchObject({ pagina: 2, items: [] });
    expect((await t.call('GET', '/api/Gestor/dameSolicitudesPracticasGestor?pagina=0', { token: gestor })).statusCode).toBe(400);
    expect(res.body.datos.items.every((i: { estado: string; empresa: string }) => i.estado === 'pendiente' && i.empresa.length > 0)).toBe(true);
  });

  it("exports every request of a state as CSV in the staff's language, and nothing of another institution", async () => {
    const csv = (query: string, token: string, host?: string) =>
      t.app.inject({ method: 'GET', url: `/api/Gestor/exportaSolicitudesPracticasGestor${query}`, headers: { authorization: `Bearer ${token}`, ...(host ? { host } : {}) } });
    const gestor = await t.login('Gestor', 'gestor@example.org');
    const pending = (await t.call('GET', '/api/Gestor/dameSolicitudesPracticasGestor?estado=pendiente', { token: gestor })).body.datos as {
      total: number;
      items: { alumno: string; empresa: string }[];
    };
    const file = await csv('?estado=pendiente&pagina=2', gestor);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Id;Origen;Estudiante;Titulación;Empresa;Puesto;Inicio;Fin;Horas por semana;Estado;Motivo de la decisión;Prácticas;Enviada');
    expect(lines).toHaveLength(pending.total + 1); // the page is ignored: every row of the state
    expect(file.body).toContain(pending.items[0]!.alumno);
    expect(file.body).toContain(pending.items[0]!.empresa);
    expect(lines.slice(1).every((line) => line.split(';')[9] === 'Pendiente')).toBe(true);
    expect((await csv('?estado=otro', gestor)).json()).toMatchObject({ status: Status.MissingMandatoryData });

    // Another institution's staff export their own rows: none of these students.
    const uib = await t.login('Gestor', 'gestor@uib.example.org', { host: 'uib.localhost' });
    const theirs = await csv('?estado=pendiente', uib, 'uib.localhost');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body.split('\r\n')[0]).toContain('Estudiant;Titulació;Empresa'); // uib answers in Catalan
    const ids = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n').slice(1).filter(Boolean).map((line) => line.split(';')[0]);
    expect(ids(theirs.body).length).toBeGreaterThan(0);
    expect(ids(theirs.body).filter((id) => ids(file.body).includes(id))).toEqual([]);
    // Companies and candidates have no access to it.
    expect((await csv('', tokens.company)).json()).toMatchObject({ status: Status.Forbidden });
  });

  describe("the service deciding a company's own request", () => {
    const staffPost = (path: string, body: unknown, token: string, host?: string) => t.call('POST', `/api/Gestor/${path}`, { token, body, ...(host ? { host } : {}) });
    const ownPending = async () => {
      const created = await post('/api/Empresa/solicitudPractica', newRequest({ fechaInicio: '2032-02-01', fechaFin: '2032-05-31' }));
      return created.body.datos.idSolicitudPractica as number;
    };

    it('accepts it once (630 after), creates the internship to be formalised, tells the company and the student, and logs it', async () => {
      const gestor = await t.login('Gestor', 'gestor@example.org');
      const id = await ownPending();
      const queue = await t.call('GET', '/api/Gestor/dameSolicitudesPracticasGestor?estado=pendiente', { token: gestor });
      expect(queue.body.datos.items.find((i: { idSolicitudPractica: number }) => i.idSolicitudPractica === id)).toMatchObject({ decidibleGestor: true, origen: 'empresa' });
      const accepted = await staffPost('aceptarSolicitudPracticaGestor', { idSolicitudPractica: id }, gestor);
      expect(accepted.body.status).toBe(Status.RequestAccepted);
      expect(accepted.body.datos).toMatchObject({ estado: 'aceptada', decidibleGestor: false, idPractica: expect.any(Number) });
      const internship = await t.db.selectFrom('internships').selectAll().where('id', '=', accepted.body.datos.idPractica).executeTakeFirstOrThrow();
      expect(internship).toMatchObject({ state: 'pending', company_id: tokens.ownCompany, job_position: 'Técnica de proyectos' });
      expect((await staffPost('aceptarSolicitudPracticaGestor', { idSolicitudPractica: id }, gestor)).body.status).toBe(Status.RequestAlreadyDecided);
      expect((await staffPost('rechazarSolicitudPracticaGestor', { idSolicitudPractica: id, motivo: 'Tarde' }, gestor)).body.status).toBe(Status.RequestAlreadyDecided);
      expect(await t.db.selectFrom('internships').select('id').where('candidate_id', '=', internship.candidate_id).where('start_date', '=', '2032-02-01').execute()).toHaveLength(1);
      const notices = await t.db.selectFrom('notifications').select(['user_id', 'company_id']).where('kind', '=', 'education-request.reviewed').execute();
      expect(notices.some((n) => n.user_id === internship.candidate_id)).toBe(true);
      expect(notices.some((n) => n.company_id === tokens.ownCompany)).toBe(true);
      const audit = await t.db.selectFrom('audit_log').select('action').where('entity_id', '=', id).execute();
      expect(audit.map((a) => a.action)).toContain('acceptInternshipRequest');
    });

    it("rejects one with a reason (15 without), refuses a student's request (48) and another institution's (608)", async () => {
      const gestor = await t.login('Gestor', 'gestor@example.org');
      const id = await ownPending();
      expect((await staffPost('rechazarSolicitudPracticaGestor', { idSolicitudPractica: id }, gestor)).body.status).toBe(Status.MissingMandatoryData);
      const foreign = await staffPost('rechazarSolicitudPracticaGestor', { idSolicitudPractica: id, motivo: 'No procede' }, await t.login('Gestor', 'gestor@uib.example.org', { host: 'uib.localhost' }), 'uib.localhost');
      expect(foreign.body.status).toBe(Status.NotFound);
      const rejected = await staffPost('rechazarSolicitudPracticaGestor', { idSolicitudPractica: id, motivo: 'El horario supera el del convenio' }, gestor);
      expect(rejected.body).toMatchObject({ status: Status.RequestRejected, datos: { estado: 'rechazada', idPractica: null, motivoDecision: 'El horario supera el del convenio' } });
      const student = (await list()).find((i) => i.origen === 'alumno');
      expect((await staffPost('aceptarSolicitudPracticaGestor', { idSolicitudPractica: student!.idSolicitudPractica }, gestor)).body.status).toBe(Status.ActionNotAllowed);
    });
  });

  it("shows the student their own requests and the companies' requests for them, with state, and nobody else's", async () => {
    const student = await t.login('Alumno', 'alumno@example.org');
    const mine = (await t.call('GET', '/api/Alumno/dameSolicitudesPracticasAlumno', { token: student })).body.datos as { origen: string; estado: string; empresa: string; idPractica: number | null }[];
    expect(mine.some((r) => r.origen === 'empresa' && r.estado === 'aceptada' && r.idPractica !== null)).toBe(true);
    expect(mine.some((r) => r.origen === 'empresa' && r.estado === 'rechazada')).toBe(true);
    const ids = await t.db.selectFrom('internship_requests as r').innerJoin('users as u', 'u.id', 'r.candidate_id').select('r.id').where('u.email', '=', 'alumno@example.org').execute();
    expect(mine).toHaveLength(ids.length);
  });
});

