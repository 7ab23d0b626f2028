import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status, type StaffSurveyInput } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffToken, UIB } from '../staff/staff.testing.ts';
import { startOidcProvider } from '../../../demo/oidc-provider.mjs';
import { DEMO_GRADUATE_DNI } from '../sso/index.ts';
import { throughProvider as throughProviderAt } from '../sso/sso.testing.ts';
import { demoSurveyKey } from '../../db/seed/demo-surveys.ts';

/**
 * A survey answered through the university's single sign-on (`POST /api/Encuestas/iniciaLoginIntegrado/{id}` and
 * `POST /api/Encuestas/validaRespuestaLoginIntegrado/{id}`), through a real OpenID Connect provider running in this
 * process: the authorization request, the provider's login page and the code exchange are the real protocol.
 */
let t: TestApp;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let uibStaff: string;
const CLIENT = { client_id: 'portal-test', client_secret: 'a-test-secret-of-the-portal' };
const DAY_MS = 24 * 3600 * 1000;
const GRADUATE = 'titulado@uib.example.org';

function survey(overrides: Partial<StaffSurveyInput> = {}): StaffSurveyInput {
  const now = t.clock.now().getTime();
  return {
    titulo: 'Encuesta de inserción',
    anonima: false,
    obligatoria: false,
    destinatarios: 'Alumno',
    fechaInicio: new Date(now - DAY_MS).toISOString(),
    fechaFin: new Date(now + 10 * DAY_MS).toISOString(),
    preguntas: [{ clave: 'q1', tipo: 'unica', texto: '¿Trabajas?', obligatoria: true, opciones: [{ clave: 'si', texto: 'Sí' }, { clave: 'no', texto: 'No' }] }],
    ...overrides,
  };
}

async function build(body: StaffSurveyInput, token = uibStaff, host = UIB) {
  const res = await t.call('POST', '/api/Gestor/guardaEncuestaGestor', { token, body, host });
  expect(res.body.status, JSON.stringify(res.body)).toBe(0);
  return res.body.datos as { id: number; urlAcceso: string; preguntas: { idPregunta: number; opciones: { idOpcion: number }[] }[] };
}

/** Begins the survey's sign-on and signs in at the provider: the address the provider sends the person back to. */
const throughProvider = (key: string, login = 'graduada', body: object = {}, host = UIB) =>
  throughProviderAt(t, provider.issuer, { path: `/api/Encuestas/iniciaLoginIntegrado/${key}`, host, body }, login);
const start = (key: string, body: object = {}, host = UIB) => t.call('POST', `/api/Encuestas/iniciaLoginIntegrado/${key}`, { host, body });
const answer = (key: string, callback: string, host = UIB) => t.call('POST', `/api/Encuestas/validaRespuestaLoginIntegrado/${key}`, { host, body: { respuesta: new URL(callback).search } });
/** Sends the survey's one question answered with its option `option`, with the session's token. */
function answerFirstQuestion(built: Awaited<ReturnType<typeof build>>, token: string, option: number) {
  const q = built.preguntas[0]!;
  return t.call('POST', `/api/Encuestas/guardaContestacionEncuesta/${built.urlAcceso}`, {
    host: UIB,
    body: { token, lContestaciones: [{ idPregunta: q.idPregunta, idsOpcion: [q.opciones[option]!.idOpcion] }] },
  });
}
const graduateId = async () => (await t.db.selectFrom('users').select('id').where('email', '=', GRADUATE).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await createTestApp();
  provider = await startOidcProvider({
    accounts: [
      { login: 'graduada', password: 'Clau-1234', claims: { sub: 'g-1', email: 'laura@uni.example', email_verified: true, dni: DEMO_GRADUATE_DNI } },
      { login: 'desconeguda', password: 'Clau-1234', claims: { sub: 'g-4', email: 'nadie@uib.example.org', email_verified: true, dni: '00000001R' } },
    ],
    clients: [{ ...CLIENT, redirect_uris: ['http://uib.localhost/acceso', 'http://127.0.0.1/acceso'] }],
  });
  uibStaff = await staffToken(t, 'uib');
  const res = await t.call('POST', '/api/Gestor/editaAccesoUnicoGestor', {
    token: uibStaff,
    host: UIB,
    body: { activo: true, emisor: provider.issuer, idCliente: CLIENT.client_id, secreto: CLIENT.client_secret, claim: 'dni', campo: 'documento' },
  });
  expect(res.body.status).toBe(Status.ChangesSaved);
});
afterAll(async () => {
  await provider?.close();
  await t?.close();
});

describe("a survey answered through the university's single sign-on", () => {
  it('opens a session for the graduate the provider recognises, as logaUsuario; the survey is then answered once', async () => {
    const named = await build(survey());
    const callback = await throughProvider(named.urlAcceso);
    // The state tells /acceso the answer is this survey's.
    expect(new URL(callback).searchParams.get('state')).toMatch(new RegExp(`^encuesta\\.${named.urlAcceso}\\.`));
    const res = await answer(named.urlAcceso, callback);
    expect(res.body.status, JSON.stringify(res.body)).toBe(0);
    expect(res.body.datos).toMatchObject({ token: expect.any(String), encuesta: { urlAcceso: named.urlAcceso, titulo: 'Encuesta de inserción' } });
    // No portal session: the answer is the survey's token only.
    expect(res.body.datos.usuario).toBeUndefined();
    expect((await answerFirstQuestion(named, res.body.datos.token, 0)).body.status).toBe(0);
    const response = await t.db.selectFrom('survey_responses').select('user_id').where('survey_id', '=', named.id).executeTakeFirstOrThrow();
    expect(response.user_id).toBe(await graduateId());
    // Answered: a second sign-on for it is 37, as with logaUsuario.
    expect((await answer(named.urlAcceso, await throughProvider(named.urlAcceso))).body.status).toBe(Status.SurveyAlreadyAnswered);
  });

  it('keeps an anonymous survey anonymous: the response has no account, the person answers once', async () => {
    const anonymous = await build(survey({ titulo: 'Encuesta anónima', anonima: true }));
    const res = await answer(anonymous.urlAcceso, await throughProvider(anonymous.urlAcceso));
    expect(res.body.status).toBe(0);
    expect((await answerFirstQuestion(anonymous, res.body.datos.token, 1)).body.status).toBe(0);
    const responses = await t.db.selectFrom('survey_responses').select('user_id').where('survey_id', '=', anonymous.id).execute();
    expect(responses).toEqual([{ user_id: null }]);
    expect((await answer(anonymous.urlAcceso, await throughProvider(anonymous.urlAcceso))).body.status).toBe(Status.SurveyAlreadyAnswered);
  });

  it('refuses an answer given to another survey than the sign-on was begun for (653), and uses its state up', async () => {
    const first = await build(survey({ titulo: 'Primera' }));
    const second = await build(survey({ titulo: 'Segunda' }));
    const callback = await throughProvider(first.urlAcceso);
    const other = await answer(second.urlAcceso, callback);
    expect(other.body.status).toBe(Status.SsoOtherPurpose);
    expect(other.body.datos?.token).toBeUndefined();
    expect((await answer(first.urlAcceso, callback)).body.status).toBe(Status.SsoAnswerInvalid);

    // A survey's sign-on does not sign anyone into the portal, nor does the portal's sign-on open a survey.
    const toLogin = await t.call('POST', '/api/Alumno/validaRespuestaLoginIntegrado', { host: UIB, body: { respuesta: new URL(await throughProvider(first.urlAcceso)).search } });
    expect(toLogin.body.status).toBe(Status.SsoOtherPurpose);
    expect(toLogin.body.datos?.token).toBeUndefined();
    const portal = await throughProviderAt(t, provider.issuer, { path: '/api/Alumno/iniciaLoginIntegrado', host: UIB }, 'graduada');
    expect((await answer(first.urlAcceso, portal)).body.status).toBe(Status.SsoOtherPurpose);
  });

  it('refuses a replayed answer (659): its state serves once', async () => {
    const named = await build(survey({ titulo: 'Repetida' }));
    const callback = await throughProvider(named.urlAcceso);
    expect((await answer(named.urlAcceso, callback)).body.status).toBe(0);
    const again = await answer(named.urlAcceso, callback);
    expect(again.body.status).toBe(Status.SsoAnswerInvalid);
    expect(again.body.datos?.token).toBeUndefined();
    expect((await answer(named.urlAcceso, 'http://uib.localhost/acceso?code=abc&state=encuesta.nada.x')).body.status).toBe(Status.SsoAnswerInvalid);
  });

  it('answers 658 where single sign-on is off (the default institution)', async () => {
    const key = demoSurveyKey('empleabilidad-demo', 'generic');
    expect((await start(key, {}, '127.0.0.1')).body.status).toBe(Status.SsoOff);
    const res = await t.call('POST', `/api/Encuestas/validaRespuestaLoginIntegrado/${key}`, { host: '127.0.0.1', body: { respuesta: '?code=abc&state=def' } });
    expect(res.body.status).toBe(Status.SsoOff);
  });

  it("refuses another institution's survey (35) and tells nothing of it", async () => {
    const generic = await build(survey({ titulo: 'Secreto del genérico' }), await staffToken(t), '127.0.0.1');
    const begun = await start(generic.urlAcceso);
    expect(begun.body.status).toBe(Status.SurveyNotFound);
    expect(JSON.stringify(begun.body)).not.toContain('Secreto del genérico');
    // An answer of a UIB sign-on given for the other institution's survey at the UIB's host: 35 before any state is used.
    const uib = await build(survey({ titulo: 'De la UIB' }));
    const callback = await throughProvider(uib.urlAcceso);
    expect((await answer(generic.urlAcceso, callback)).body.status).toBe(Status.SurveyNotFound);
    expect((await answer(uib.urlAcceso, callback)).body.status).toBe(0);
  });

  it("refuses a person outside the survey's target (38), a closed survey (36) and an unknown person (662)", async () => {
    // Companies' surveys are not begun at all: the university account recognises candidates.
    const companies = await build(survey({ titulo: 'Para empresas', destinatarios: 'Empresa' }));
    expect((await start(companies.urlAcceso)).body.status).toBe(Status.SurveyNotForUser);
    // The mandatory demo survey is for one degree the graduate does not study.
    const byDegree = demoSurveyKey('obligatoria-demo', 'uib');
    const outside = await answer(byDegree, await throughProvider(byDegree));
    expect(outside.body.status).toBe(Status.SurveyNotForUser);
    expect(outside.body.datos?.token).toBeUndefined();

    const now = t.clock.now().getTime();
    const closed = await build(survey({ titulo: 'Cerrada', fechaInicio: new Date(now - 10 * DAY_MS).toISOString(), fechaFin: new Date(now - DAY_MS).toISOString() }));
    expect((await start(closed.urlAcceso)).body.status).toBe(Status.SurveyNotOpen);

    const named = await build(survey({ titulo: 'Desconocida' }));
    expect((await answer(named.urlAcceso, await throughProvider(named.urlAcceso, 'desconeguda'))).body.status).toBe(Status.SsoNoCandidate);
  });

  it('records the data-protection clause accepted before leaving for the university; without it the answer is 651', async () => {
    const withClause = await build(survey({ titulo: 'Con cláusula', textoRGPD: 'Tus respuestas se tratan para mejorar el servicio.' }));
    expect((await answer(withClause.urlAcceso, await throughProvider(withClause.urlAcceso))).body.status).toBe(Status.SurveyClauseNotAccepted);
    const res = await answer(withClause.urlAcceso, await throughProvider(withClause.urlAcceso, 'graduada', { aceptaRGPD: true }));
    expect(res.body.status).toBe(0);
    const accepted = await t.db.selectFrom('survey_clause_acceptances').select('user_id').where('survey_id', '=', withClause.id).execute();
    expect(accepted).toEqual([{ user_id: await graduateId() }]);
  });

  it('refuses bad input with 15 and the field', async () => {
    const res = await t.call('POST', `/api/Encuestas/validaRespuestaLoginIntegrado/${demoSurveyKey('empleabilidad-demo', 'uib')}`, { host: UIB, body: { respuesta: '' } });
    expect(res.body.status).toBe(Status.MissingMandatoryData);
    expect(res.body.datos.errores).toEqual([expect.objectContaining({ campo: 'respuesta' })]);
    const bad = await start('Not A Key!');
    expect(bad.body.datos.errores).toEqual([expect.objectContaining({ campo: 'params.id' })]);
  });
});
