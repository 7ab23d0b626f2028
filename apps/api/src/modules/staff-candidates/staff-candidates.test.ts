import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditLines, staffToken, UIB } from '../staff/staff.testing.ts';

let t: TestApp;
let staff: string;

const userId = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterAll(async () => {
  await t?.close();
});

const list = (query: string, token = staff, host?: string) => t.call('GET', `/api/Gestor/dameCandidatosGestor${query}`, { token, host });

describe('candidate search', () => {
  it('finds by name ignoring accents, by DNI and by e-mail', async () => {
    const byName = await list('?texto=lucia%20martin');
    expect(byName.body.status).toBe(0);
    expect(byName.body.datos.items.map((c: { email: string }) => c.email)).toContain('alumno@example.org');
    expect((await list('?texto=12345678Z')).body.datos.items.map((c: { email: string }) => c.email)).toEqual(['alumno@example.org']);
    const byMail = (await list('?texto=alumno.baja@')).body.datos;
    expect(byMail.total).toBe(1);
    expect(byMail.items[0]).toMatchObject({ email: 'alumno.baja@example.org', bloqueado: false });
    expect(byMail.items[0].bajaSolicitada).not.toBeNull();
  });

  it('filters by degree, by situation, and pages', async () => {
    const study = await t.db
      .selectFrom('candidate_studies')
      .innerJoin('users', 'users.id', 'candidate_studies.candidate_id')
      .select(['degree_id', 'users.email'])
      .where('users.email', '=', 'alumno@example.org')
      .where('degree_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const byDegree = (await list(`?idTitulacion=${study.degree_id}`)).body.datos;
    expect(byDegree.items.map((c: { email: string }) => c.email)).toContain('alumno@example.org');
    expect(byDegree.items.every((c: { titulaciones: string[] }) => c.titulaciones.length > 0)).toBe(true);
    const blocked = (await list('?filtro=bloqueados')).body.datos.items.map((c: { email: string }) => c.email);
    expect(blocked).toEqual(['bloqueado@example.org']);
    const pending = (await list('?filtro=bajaSolicitada')).body.datos.items.map((c: { email: string }) => c.email);
    expect(pending).toEqual(['alumno.baja@example.org']);
    const all = (await list('')).body.datos;
    expect(all.porPagina).toBe(25);
    expect(all.items.length).toBe(Math.min(25, all.total));
  });

  it("another institution's staff finds none of this one's candidates", async () => {
    const uib = await staffToken(t, 'uib');
    const res = await list('?texto=12345678Z', uib, UIB);
    expect(res.body.datos.items.every((c: { email: string }) => c.email.endsWith('@uib.example.org'))).toBe(true);
  });
});

describe("a candidate's CV", () => {
  it('shows the whole CV, private documents too, with staff download links, and logs the reading', async () => {
    const id = await userId('alumno@example.org');
    const res = await t.call('GET', `/api/Gestor/dameCvCandidatoGestor/${id}`, { token: staff });
    expect(res.body.status).toBe(0);
    expect(res.body.datos.candidato).toMatchObject({ idAlumno: id, email: 'alumno@example.org' });
    expect(res.body.datos.cv.datosPersonales).toBeTruthy();
    const doc = res.body.datos.cv.documentos[0];
    expect(doc.fichero.url).toBe(`/api/Gestor/ficheroCandidatoGestor/${id}/${doc.fichero.idFichero}`);
    const file = await t.app.inject({ method: 'GET', url: doc.fichero.url, headers: { authorization: `Bearer ${staff}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('pdf');
    expect(file.body.startsWith('%PDF-')).toBe(true);
    expect((await auditLines(t, 'candidate', id)).map((l) => l.action)).toContain('viewCv');
  });

  it("another candidate's file through this candidate's id is not found", async () => {
    const id = await userId('alumno@example.org');
    const other = await userId('titulado@example.org');
    const cv = await t.call('GET', `/api/Gestor/dameCvCandidatoGestor/${id}`, { token: staff });
    const fileId = cv.body.datos.cv.documentos[0].fichero.idFichero;
    const res = await t.call('GET', `/api/Gestor/ficheroCandidatoGestor/${other}/${fileId}`, { token: staff });
    expect(res.body.status).toBe(608);
  });
});

describe('validate, block and unblock', () => {
  it('sets the validated-by-service flag (companies see it) and logs it', async () => {
    const id = await userId('titulado@example.org');
    const res = await t.call('POST', '/api/Gestor/validaCandidatoGestor', { token: staff, body: { idAlumno: id, validado: true } });
    expect(res.body.datos.validadoServicio).toBe(true);
    const row = await t.db.selectFrom('candidates').select('validated_by_service').where('user_id', '=', id).executeTakeFirstOrThrow();
    expect(row.validated_by_service).toBe(true);
    expect((await auditLines(t, 'candidate', id)).at(-1)).toMatchObject({ action: 'validateCv', from_value: 'false', to_value: 'true' });
  });

  it('a blocked candidate gets 90 at the next call; unblocking lets them back', async () => {
    const token = await t.login('Alumno', 'alumno.sinbusqueda@example.org');
    const id = await userId('alumno.sinbusqueda@example.org');
    expect((await t.call('GET', '/api/Alumno/editaUsuario', { token })).body.status).toBe(0);
    t.sentMail.length = 0;
    const blocked = await t.call('POST', '/api/Gestor/bloqueaCandidato', { token: staff, body: { idAlumno: id, motivo: 'Uso indebido del portal' } });
    expect(blocked.body.datos.bloqueado).toBe(true);
    // They cannot sign in to read a notice: the decision and its reason reach them by mail.
    expect(t.sentMail.map((m) => [m.to, m.subject])).toEqual([['alumno.sinbusqueda@example.org', 'Tu cuenta del portal de empleo está bloqueada']]);
    expect(t.sentMail[0]!.text).toContain('Motivo: Uso indebido del portal');
    expect((await t.call('GET', '/api/Alumno/editaUsuario', { token })).body.status).toBe(90);
    expect((await t.call('POST', '/api/Gestor/bloqueaCandidato', { token: staff, body: { idAlumno: id, motivo: 'Otra vez' } })).body.status).toBe(14);
    t.sentMail.length = 0;
    await t.call('POST', '/api/Gestor/desbloqueaCandidato', { token: staff, body: { idAlumno: id } });
    expect((await t.call('GET', '/api/Alumno/editaUsuario', { token })).body.status).toBe(0);
    expect(t.sentMail.map((m) => [m.to, m.subject])).toEqual([['alumno.sinbusqueda@example.org', 'Tu cuenta del portal de empleo vuelve a estar activa']]);
    const lines = await auditLines(t, 'candidate', id);
    expect(lines.map((l) => [l.action, l.detail])).toEqual([
      ['block', 'Uso indebido del portal'],
      ['unblock', null],
    ]);
  });
});

describe('erasure requests', () => {
  it("withdraws a candidate's request on their behalf: the account stays, the candidate is mailed in their language, 14 without one", async () => {
    const token = await t.login('Alumno', 'alumno.sinbusqueda@example.org');
    const id = await userId('alumno.sinbusqueda@example.org');
    await t.db.updateTable('users').set({ language: 'ca' }).where('id', '=', id).execute();
    expect((await t.call('POST', '/api/Alumno/solicitarBajaServicio', { token })).body.status).toBe(520);
    expect((await list('?filtro=bajaSolicitada')).body.datos.items.map((c: { idAlumno: number }) => c.idAlumno)).toContain(id);
    t.sentMail.length = 0;

    const res = await t.call('POST', '/api/Gestor/anulaBajaCandidatoGestor', { token: staff, body: { idAlumno: id } });
    expect(res.body).toMatchObject({ status: 0, datos: { idAlumno: id, bajaSolicitada: null, fechaSupresion: null } });
    expect((await list('?filtro=bajaSolicitada')).body.datos.items.map((c: { idAlumno: number }) => c.idAlumno)).not.toContain(id);
    expect(t.sentMail.map((m) => m.to)).toEqual(['alumno.sinbusqueda@example.org']);
    expect(t.sentMail[0]!.subject).toMatch(/^Sol·licitud de baixa anul·lada - /);
    expect(t.sentMail[0]!.text).toContain("L'ha anul·lada el servei d'ocupació");
    const lines = await auditLines(t, 'candidate', id);
    expect(lines.at(-1)).toMatchObject({ action: 'withdrawDeletion', from_value: 'bajaSolicitada', to_value: 'activo' });

    expect((await t.call('POST', '/api/Gestor/anulaBajaCandidatoGestor', { token: staff, body: { idAlumno: id } })).body.status).toBe(14);
    // Nothing to erase any more.
    expect((await t.call('POST', '/api/Gestor/suprimeCandidatoGestor', { token: staff, body: { idAlumno: id } })).body.status).toBe(14);
    await t.db.updateTable('users').set({ language: 'es' }).where('id', '=', id).execute();
  });

  it('erases a requested deregistration now: personal data gone, candidacies kept, logged by id only', async () => {
    const id = await userId('alumno.baja@example.org');
    const candidaciesBefore = await t.db.selectFrom('candidacies').select('id').where('candidate_id', '=', id).execute();
    const res = await t.call('POST', '/api/Gestor/suprimeCandidatoGestor', { token: staff, body: { idAlumno: id } });
    expect(res.body).toMatchObject({ status: 0, datos: { idAlumno: id } });
    const user = await t.db.selectFrom('users').select(['email', 'first_name', 'deregistered_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(user.email).toBe(`erased-${id}@erased.invalid`);
    expect(user.deregistered_at).not.toBeNull();
    expect(await t.db.selectFrom('candidacies').select('id').where('candidate_id', '=', id).execute()).toEqual(candidaciesBefore);
    const [line] = await auditLines(t, 'candidate', id);
    expect(line).toMatchObject({ action: 'erase', to_value: 'suprimido' });
    expect(JSON.stringify(line)).not.toContain('alumno.baja');
    // Gone from the search, and a second erasure finds nobody.
    expect((await list('?filtro=bajaSolicitada')).body.datos.total).toBe(0);
    expect((await t.call('POST', '/api/Gestor/suprimeCandidatoGestor', { token: staff, body: { idAlumno: id } })).body.status).toBe(608);
  });

  it('refuses to erase a candidate who did not ask (14) and changes nothing', async () => {
    const id = await userId('alumno@example.org');
    const res = await t.call('POST', '/api/Gestor/suprimeCandidatoGestor', { token: staff, body: { idAlumno: id } });
    expect(res.body.status).toBe(14);
    expect((await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email).toBe('alumno@example.org');
  });
});
