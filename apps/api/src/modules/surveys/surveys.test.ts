import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status, type StaffSurveyInput } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditLines, staffToken, UIB } from '../staff/staff.testing.ts';
import { checkPath } from './survey-path.ts';

let t: TestApp;
let staff: string;
let candidate: string;
let company: string;

const DAY_MS = 24 * 3600 * 1000;

/** A survey with a jump: Q1 "Yes" jumps to Q3 (skipping Q2), "No" goes on to Q2; Q3 is free text. */
function jumpSurvey(overrides: Partial<StaffSurveyInput> = {}): StaffSurveyInput {
  const now = t.clock.now().getTime();
  return {
    titulo: 'Encuesta con salto',
    anonima: false,
    obligatoria: false,
    destinatarios: 'Alumno',
    fechaInicio: new Date(now - DAY_MS).toISOString(),
    fechaFin: new Date(now + 10 * DAY_MS).toISOString(),
    preguntas: [
      { clave: 'q1', tipo: 'unica', texto: '¿Trabajas?', obligatoria: true, opciones: [{ clave: 'si', texto: 'Sí', destino: 'q3' }, { clave: 'no', texto: 'No' }] },
      { clave: 'q2', tipo: 'multiple', texto: '¿Qué te ayudaría?', obligatoria: true, opciones: [{ clave: 'a', texto: 'Prácticas' }, { clave: 'b', texto: 'Idiomas' }] },
      { clave: 'q3', tipo: 'texto', texto: '¿Algo más?', obligatoria: false, opciones: [] },
    ],
    ...overrides,
  };
}

async function build(body: StaffSurveyInput, token = staff, host?: string) {
  const res = await t.call('POST', '/api/Gestor/guardaEncuestaGestor', { token, body, host });
  expect(res.body.status, JSON.stringify(res.body)).toBe(0);
  return res.body.datos as { id: number; urlAcceso: string; preguntas: { idPregunta: number; opciones: { idOpcion: number; idPreguntaDestino: number | null }[] }[] };
}

async function newUserToken(role: 'Alumno' | 'Empresa'): Promise<string> {
  if (role === 'Empresa') return company;
  const email = `encuestas.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.net`;
  const hash = await t.db.selectFrom('users').select('password_hash').where('email', '=', 'alumno@example.org').executeTakeFirstOrThrow();
  const user = await t.db
    .insertInto('users')
    .values({ institution_id: 'generic', role: 'Alumno', email, first_name: 'Pau', last_name: 'Vidal', password_hash: hash.password_hash, rgpd_version: 1, rgpd_accepted_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('candidates').values({ user_id: user.id, institution_id: 'generic', cv_created_at: new Date() }).execute();
  return t.login('Alumno', email);
}

const signIn = (key: string, token: string) => t.call('POST', `/api/Encuestas/logaUsuario/${key}`, { token });
const anonymous = (key: string, body: object = {}) => t.call('POST', `/api/Encuestas/logaAnonimo/${key}`, { body });
const answer = (key: string, token: string, lContestaciones: object[]) => t.call('POST', `/api/Encuestas/guardaContestacionEncuesta/${key}`, { body: { token, lContestaciones } });

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  candidate = await t.login('Alumno', 'alumno@example.org');
  company = await t.login('Empresa', 'empresa@example.org');
});
afterAll(async () => {
  await t?.close();
});

describe('the path rules', () => {
  const questions = [
    { id: 1, kind: 'unica' as const, mandatory: true, options: [{ id: 11, jumpTo: 3 }, { id: 12, jumpTo: null }] },
    { id: 2, kind: 'multiple' as const, mandatory: true, options: [{ id: 21, jumpTo: null }, { id: 22, jumpTo: null }] },
    { id: 3, kind: 'texto' as const, mandatory: false, options: [] },
  ];
  it('follows the jump of the chosen option and skips the questions in between', () => {
    expect(checkPath(questions, [{ idPregunta: 1, idsOpcion: [11] }, { idPregunta: 3, texto: 'hola' }])).toMatchObject({ ok: true });
    expect(checkPath(questions, [{ idPregunta: 1, idsOpcion: [12] }, { idPregunta: 2, idsOpcion: [21, 22] }])).toMatchObject({ ok: true });
  });
  it('refuses a skipped question answered (650), a mandatory one missing (40) and options of another question (650)', () => {
    expect(checkPath(questions, [{ idPregunta: 1, idsOpcion: [11] }, { idPregunta: 2, idsOpcion: [21] }])).toMatchObject({ ok: false, status: 650, questionId: 2 });
    expect(checkPath(questions, [{ idPregunta: 1, idsOpcion: [12] }])).toMatchObject({ ok: false, status: 40, questionId: 2 });
    expect(checkPath(questions, [{ idPregunta: 1, idsOpcion: [21] }])).toMatchObject({ ok: false, status: 650 });
    expect(checkPath(questions, [{ idPregunta: 1, idsOpcion: [11, 12] }])).toMatchObject({ ok: false, status: 650 });
    expect(checkPath(questions, [{ idPregunta: 9, texto: 'x' }])).toMatchObject({ ok: false, status: 650 });
  });
});

describe('pending surveys', () => {
  it("lists the demo candidate's and the demo company's open surveys, each to its own role", async () => {
    const mine = await t.call('GET', '/api/Alumno/dameEncuestasUsuario', { token: candidate });
    expect(mine.body.status).toBe(0);
    expect(mine.body.datos.map((s: { urlAcceso: string }) => s.urlAcceso)).toEqual(expect.arrayContaining(['empleabilidad-demo', 'satisfaccion-demo']));
    expect(mine.body.datos.map((s: { urlAcceso: string }) => s.urlAcceso)).not.toContain('empresas-demo');
    const theirs = await t.call('GET', '/api/Empresa/dameEncuestas', { token: company });
    expect(theirs.body.datos.map((s: { urlAcceso: string }) => s.urlAcceso)).toEqual(['empresas-demo']);
    expect((await t.call('GET', '/api/Alumno/dameEncuestasUsuario', { token: company })).body.status).toBe(607);
    expect((await t.call('GET', '/api/Empresa/dameEncuestas', { token: candidate })).body.status).toBe(607);
  });
});

describe('answering signed in', () => {
  it('opens a session, saves the answers of the jump path once, and empties the pending list', async () => {
    const survey = await build(jumpSurvey());
    const person = await newUserToken('Alumno');
    const access = await t.call('POST', `/api/Encuestas/accesoEncuesta/${survey.urlAcceso}`, { body: { querystringValue: '?x=1' } });
    expect(access.body.datos).toMatchObject({ titulo: 'Encuesta con salto', anonima: false, abierta: true });
    const detail = await t.call('GET', `/api/Encuestas/${survey.urlAcceso}`);
    expect(detail.body.datos.preguntas[0].opciones[0].idPreguntaDestino).toBe(detail.body.datos.preguntas[2].idPregunta);
    expect((await t.call('GET', '/api/Alumno/dameEncuestasUsuario', { token: person })).body.datos.map((s: { urlAcceso: string }) => s.urlAcceso)).toContain(survey.urlAcceso);

    const session = await signIn(survey.urlAcceso, person);
    expect(session.body.status).toBe(0);
    const [q1, q2, q3] = survey.preguntas;
    const yes = q1!.opciones[0]!.idOpcion;
    // Answering the question the jump skips is refused, and the token still serves.
    const off = await answer(survey.urlAcceso, session.body.datos.token, [{ idPregunta: q1!.idPregunta, idsOpcion: [yes] }, { idPregunta: q2!.idPregunta, idsOpcion: [q2!.opciones[0]!.idOpcion] }]);
    expect(off.body.status).toBe(Status.SurveyAnswersOffPath);
    const long = await answer(survey.urlAcceso, session.body.datos.token, [{ idPregunta: q1!.idPregunta, idsOpcion: [yes] }, { idPregunta: q3!.idPregunta, texto: 'x'.repeat(257) }]);
    expect(long.body.status).toBe(Status.MissingMandatoryData);
    expect(JSON.stringify(long.body.datos)).toContain('texto');
    const missing = await answer(survey.urlAcceso, session.body.datos.token, []);
    expect(missing.body.status).toBe(Status.UnansweredQuestions);
    const saved = await answer(survey.urlAcceso, session.body.datos.token, [{ idPregunta: q1!.idPregunta, idsOpcion: [yes] }, { idPregunta: q3!.idPregunta, texto: 'x'.repeat(256) }]);
    expect(saved.body).toEqual({ status: 0, datos: { respondida: true } });

    expect((await answer(survey.urlAcceso, session.body.datos.token, [{ idPregunta: q1!.idPregunta, idsOpcion: [yes] }])).body.status).toBe(Status.SurveyAlreadyAnswered);
    expect((await signIn(survey.urlAcceso, person)).body.status).toBe(Status.SurveyAlreadyAnswered);
    expect((await t.call('GET', '/api/Alumno/dameEncuestasUsuario', { token: person })).body.datos.map((s: { urlAcceso: string }) => s.urlAcceso)).not.toContain(survey.urlAcceso);
    const row = await t.db.selectFrom('survey_responses').selectAll().where('survey_id', '=', survey.id).executeTakeFirstOrThrow();
    expect(row.user_id).not.toBeNull();
  });

  it('refuses an unknown token (39), a survey for the other role (38), a closed one (36) and an unknown one (35)', async () => {
    const survey = await build(jumpSurvey());
    expect((await answer(survey.urlAcceso, 'y'.repeat(43), [])).body.status).toBe(Status.SurveyAccessInvalid);
    expect((await signIn(survey.urlAcceso, company)).body.status).toBe(Status.SurveyNotForUser);
    const now = t.clock.now().getTime();
    const closed = await build(jumpSurvey({ fechaInicio: new Date(now - 10 * DAY_MS).toISOString(), fechaFin: new Date(now - DAY_MS).toISOString() }));
    expect((await signIn(closed.urlAcceso, candidate)).body.status).toBe(Status.SurveyNotOpen);
    expect((await t.call('GET', `/api/Encuestas/${closed.urlAcceso}`)).body.status).toBe(Status.SurveyNotOpen);
    expect((await t.call('POST', `/api/Encuestas/accesoEncuesta/${closed.urlAcceso}`, { body: {} })).body.datos.abierta).toBe(false);
    expect((await t.call('GET', '/api/Encuestas/no-existe')).body.status).toBe(Status.SurveyNotFound);
    expect((await signIn('no-existe', candidate)).body.status).toBe(Status.SurveyNotFound);
  });

  it('asks for the data-protection clause first (651), accepted with guardaAceptacionRGPD', async () => {
    const survey = await build(jumpSurvey({ textoRGPD: 'Tus respuestas se tratan para mejorar el servicio.' }));
    expect((await signIn(survey.urlAcceso, candidate)).body.status).toBe(Status.SurveyClauseNotAccepted);
    expect((await t.call('GET', `/api/Encuestas/guardaAceptacionRGPD?id=${survey.urlAcceso}`, { token: candidate })).body).toEqual({ status: 0, datos: { aceptada: true } });
    expect((await signIn(survey.urlAcceso, candidate)).body.status).toBe(0);
    expect((await anonymous(survey.urlAcceso, { aceptaRGPD: true })).body.status).toBe(Status.SurveyAccessInvalid);
  });
});

describe('answering anonymously', () => {
  it('keeps no account on the response, one answer per token, and the results never name who answered', async () => {
    const survey = await build(jumpSurvey({ anonima: true, textoRGPD: 'Cláusula' }));
    expect((await anonymous(survey.urlAcceso)).body.status).toBe(Status.SurveyClauseNotAccepted);
    const first = await anonymous(survey.urlAcceso, { aceptaRGPD: true });
    expect(first.body.status).toBe(0);
    const [q1, q2] = survey.preguntas;
    const no = q1!.opciones[1]!.idOpcion;
    const answers = [{ idPregunta: q1!.idPregunta, idsOpcion: [no] }, { idPregunta: q2!.idPregunta, idsOpcion: [q2!.opciones[1]!.idOpcion] }];
    expect((await answer(survey.urlAcceso, first.body.datos.token, answers)).body.status).toBe(0);
    expect((await answer(survey.urlAcceso, first.body.datos.token, answers)).body.status).toBe(Status.SurveyAlreadyAnswered);

    // A signed-in candidate answers the anonymous survey: their pending list empties, the response keeps no account.
    const person = await newUserToken('Alumno');
    await t.call('GET', `/api/Encuestas/guardaAceptacionRGPD?id=${survey.urlAcceso}`, { token: person });
    const named = await signIn(survey.urlAcceso, person);
    expect((await answer(survey.urlAcceso, named.body.datos.token, [{ idPregunta: q1!.idPregunta, idsOpcion: [q1!.opciones[0]!.idOpcion] }, { idPregunta: survey.preguntas[2]!.idPregunta, texto: 'Una respuesta libre' }])).body.status).toBe(0);
    const rows = await t.db.selectFrom('survey_responses').selectAll().where('survey_id', '=', survey.id).execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.user_id === null)).toBe(true);
    expect(await t.db.selectFrom('survey_sessions').selectAll().where('survey_id', '=', survey.id).where('user_id', 'is not', null).execute()).toEqual([]);
    expect((await t.call('GET', '/api/Alumno/dameEncuestasUsuario', { token: person })).body.datos.map((s: { urlAcceso: string }) => s.urlAcceso)).not.toContain(survey.urlAcceso);

    const results = await t.call('GET', `/api/Gestor/dameResultadosEncuestaGestor/${survey.id}`, { token: staff });
    expect(results.body.status).toBe(0);
    expect(results.body.datos.preguntas[0].opciones.map((o: { votos: number }) => o.votos)).toEqual([1, 1]);
    expect(results.body.datos.preguntas[2].textos).toEqual(['Una respuesta libre']);
    const csv = await t.app.inject({ method: 'GET', url: `/api/Gestor/exportaResultadosEncuestaGestor/${survey.id}`, headers: { authorization: `Bearer ${staff}`, host: '127.0.0.1' } });
    expect(csv.statusCode).toBe(200);
    for (const text of [JSON.stringify(results.body), csv.body]) {
      expect(text).not.toContain('Pau');
      expect(text).not.toContain('Vidal');
      expect(text).not.toContain('@example');
      expect(text).not.toMatch(/idUsuario|idAlumno|email/);
    }
    expect(csv.body).toContain('Una respuesta libre');
  });

  it('refuses a survey that does not allow anonymous answers (39)', async () => {
    expect((await anonymous('empleabilidad-demo')).body.status).toBe(Status.SurveyAccessInvalid);
  });
});

describe("another institution's surveys", () => {
  it('are unknown (35) to every call of this one', async () => {
    const uibStaff = await staffToken(t, 'uib');
    const foreign = await build(jumpSurvey({ titulo: 'Secreto de la UIB', anonima: true }), uibStaff, UIB);
    for (const res of [
      await t.call('GET', `/api/Encuestas/${foreign.urlAcceso}`),
      await t.call('POST', `/api/Encuestas/accesoEncuesta/${foreign.urlAcceso}`, { body: {} }),
      await anonymous(foreign.urlAcceso),
      await signIn(foreign.urlAcceso, candidate),
      await t.call('GET', `/api/Encuestas/guardaAceptacionRGPD?id=${foreign.urlAcceso}`, { token: candidate }),
      await t.call('GET', `/api/Gestor/dameResultadosEncuestaGestor/${foreign.id}`, { token: staff }),
      await t.call('GET', `/api/Gestor/dameEncuestaGestor/${foreign.id}`, { token: staff }),
    ]) {
      expect(res.body.status).toBe(Status.SurveyNotFound);
      expect(JSON.stringify(res.body)).not.toContain('Secreto de la UIB');
    }
    // A session opened at the other institution's host does not answer here.
    const theirs = await t.call('POST', `/api/Encuestas/logaAnonimo/${foreign.urlAcceso}`, { body: {}, host: UIB });
    expect(theirs.body.status).toBe(0);
    expect((await answer(foreign.urlAcceso, theirs.body.datos.token, [])).body.status).toBe(Status.SurveyNotFound);
  });
});

describe('the back office', () => {
  it('lists, edits and deletes surveys, logging each change', async () => {
    const survey = await build(jumpSurvey({ titulo: 'Para editar' }));
    expect((await auditLines(t, 'survey', survey.id)).map((l) => l.action)).toEqual(['createSurvey']);
    const list = await t.call('GET', '/api/Gestor/dameEncuestasGestor', { token: staff });
    expect(list.body.datos.find((s: { id: number }) => s.id === survey.id)).toMatchObject({ titulo: 'Para editar', respuestas: 0, abierta: true });
    const edited = await build({ ...jumpSurvey({ titulo: 'Editada' }), id: survey.id, preguntas: [{ clave: 'x', tipo: 'texto', texto: 'Solo texto', obligatoria: false, opciones: [] }] });
    expect(edited.preguntas).toHaveLength(1);
    const removed = await t.call('POST', '/api/Gestor/borraEncuestaGestor', { token: staff, body: { id: survey.id } });
    expect(removed.body.status).toBe(0);
    expect((await t.call('GET', `/api/Gestor/dameEncuestaGestor/${survey.id}`, { token: staff })).body.status).toBe(Status.SurveyNotFound);
    expect((await auditLines(t, 'survey', survey.id)).map((l) => l.action)).toEqual(['createSurvey', 'editSurvey', 'deleteSurvey']);
  });

  it('refuses a jump backwards or to nowhere (15) and structure changes once answered (652)', async () => {
    const back = jumpSurvey();
    back.preguntas[2] = { clave: 'q3', tipo: 'unica', texto: '¿Seguro?', obligatoria: false, opciones: [{ clave: 'a', texto: 'Sí', destino: 'q1' }, { clave: 'b', texto: 'No', destino: 'zz' }] };
    const refused = await t.call('POST', '/api/Gestor/guardaEncuestaGestor', { token: staff, body: back });
    expect(refused.body.status).toBe(Status.MissingMandatoryData);
    expect(refused.body.datos.errores.map((e: { campo: string }) => e.campo)).toEqual(['preguntas.2.opciones.0.destino', 'preguntas.2.opciones.1.destino']);

    const demo = await t.db.selectFrom('surveys').select('id').where('url_access', '=', 'empleabilidad-demo').executeTakeFirstOrThrow();
    const current = (await t.call('GET', `/api/Gestor/dameEncuestaGestor/${demo.id}`, { token: staff })).body.datos;
    expect(current.respuestas).toBeGreaterThan(0);
    const changed = await t.call('POST', '/api/Gestor/guardaEncuestaGestor', { token: staff, body: { ...jumpSurvey(), id: demo.id } });
    expect(changed.body.status).toBe(Status.SurveyHasAnswers);
    const results = await t.call('GET', `/api/Gestor/dameResultadosEncuestaGestor/${demo.id}`, { token: staff });
    expect(results.body.datos.preguntas[0].opciones.map((o: { votos: number }) => o.votos).reduce((a: number, b: number) => a + b, 0)).toBe(current.respuestas);
  });
});

describe('the mandatory survey', () => {
  it('is named at sign-in and on restoring the session until it is answered, for its candidate only', async () => {
    const login = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: 'encuestado@example.org', password: (await import('../../testing/test-app.ts')).DEMO_PASSWORD } });
    expect(login.body.datos.usuario.encuestaObligatoria).toBe('obligatoria-demo');
    const demo = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: 'alumno@example.org', password: (await import('../../testing/test-app.ts')).DEMO_PASSWORD } });
    expect(demo.body.datos.usuario.encuestaObligatoria).toBeUndefined();
    expect((await t.call('GET', '/api/Empresa/editaUsuario', { token: company })).body.datos.encuestaObligatoria).toBeUndefined();

    const token = login.body.datos.token as string;
    const session = await signIn('obligatoria-demo', token);
    const [q1] = session.body.datos.encuesta.preguntas;
    expect((await answer('obligatoria-demo', session.body.datos.token, [{ idPregunta: q1.idPregunta, idsOpcion: [q1.opciones[1].idOpcion] }])).body.status).toBe(0);
    const account = await t.call('GET', '/api/Alumno/editaUsuario', { token });
    expect(account.body.status).toBe(0);
    expect(account.body.datos.encuestaObligatoria).toBeUndefined();
  });
});
