import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status, type StaffSurveyInput } from '@portal/shared';
import { queueMail } from '../../mail/outbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffToken } from '../staff/staff.testing.ts';
import { announceOpenedSurveys } from './survey-notices.ts';

/** Issue 19: targets by degree and by offer type, texts in three languages, and who hears of a survey. */

let t: TestApp;
let staff: string;
let candidate: string;
let company: string;

const DAY_MS = 24 * 3600 * 1000;

function survey(overrides: Partial<StaffSurveyInput> = {}): StaffSurveyInput {
  const now = t.clock.now().getTime();
  return {
    titulo: 'Encuesta de destinatarios',
    anonima: false,
    obligatoria: false,
    destinatarios: 'Alumno',
    fechaInicio: new Date(now - DAY_MS).toISOString(),
    fechaFin: new Date(now + 10 * DAY_MS).toISOString(),
    preguntas: [{ clave: 'q1', tipo: 'unica', texto: '¿Te gusta?', obligatoria: true, opciones: [{ clave: 'si', texto: 'Sí' }, { clave: 'no', texto: 'No' }] }],
    ...overrides,
  };
}

async function save(body: StaffSurveyInput) {
  const res = await t.call('POST', '/api/Gestor/guardaEncuestaGestor', { token: staff, body });
  expect(res.body.status, JSON.stringify(res.body)).toBe(0);
  return res.body.datos as { id: number; urlAcceso: string; preguntas: { idPregunta: number }[] };
}

const userId = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const pendingKeys = async (token: string, role: 'Alumno' | 'Empresa') =>
  (await t.call('GET', role === 'Alumno' ? '/api/Alumno/dameEncuestasUsuario' : '/api/Empresa/dameEncuestas', { token })).body.datos.map((s: { urlAcceso: string }) => s.urlAcceso) as string[];
const signIn = (key: string, token: string) => t.call('POST', `/api/Encuestas/logaUsuario/${key}`, { token });
const noticesOf = async (key: string) =>
  (await t.db.selectFrom('notifications').select(['user_id', 'kind']).where('link', '=', `/encuestas/${key}`).orderBy('user_id').execute()).map((n) => n.user_id);

/** A candidate of the institution with no studies. */
async function plainCandidate(): Promise<string> {
  const email = `destinatarios.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.net`;
  const hash = await t.db.selectFrom('users').select('password_hash').where('email', '=', 'alumno@example.org').executeTakeFirstOrThrow();
  const user = await t.db
    .insertInto('users')
    .values({ institution_id: 'generic', role: 'Alumno', email, first_name: 'Nil', last_name: 'Roca', password_hash: hash.password_hash, rgpd_version: 1, rgpd_accepted_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('candidates').values({ user_id: user.id, institution_id: 'generic', cv_created_at: new Date() }).execute();
  return t.login('Alumno', email);
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  candidate = await t.login('Alumno', 'alumno@example.org');
  company = await t.login('Empresa', 'empresa@example.org');
});
afterAll(async () => {
  await t?.close();
});

describe('the target by degree', () => {
  it('reaches the candidates who study the degree, and only them (38 for the others)', async () => {
    const studies = await t.db.selectFrom('candidate_studies').select('degree_id').where('candidate_id', '=', await userId('alumno@example.org')).where('degree_id', 'is not', null).executeTakeFirstOrThrow();
    const s = await save(survey({ idTitulacion: studies.degree_id! }));
    const other = await plainCandidate();
    expect(await pendingKeys(candidate, 'Alumno')).toContain(s.urlAcceso);
    expect(await pendingKeys(other, 'Alumno')).not.toContain(s.urlAcceso);
    expect((await signIn(s.urlAcceso, other)).body.status).toBe(Status.SurveyNotForUser);
    expect((await signIn(s.urlAcceso, candidate)).body.status).toBe(0);
    const read = await t.call('GET', `/api/Gestor/dameEncuestaGestor/${s.id}`, { token: staff });
    expect(read.body.datos).toMatchObject({ idTitulacion: studies.degree_id, tipoOferta: null });
  });
});

describe('the target by offer type', () => {
  it('reaches the contacts of companies that published an offer of that type, and only them', async () => {
    const companyId = (await t.db.selectFrom('company_contacts').select('company_id').where('user_id', '=', await userId('empresa@example.org')).executeTakeFirstOrThrow()).company_id;
    const offers = await t.db.selectFrom('offers').select(['id', 'profile', 'state']).where('company_id', '=', companyId).execute();
    expect(offers.length).toBeGreaterThan(0);
    // No internship published by the demo company: an internship survey is not for it.
    await t.db.updateTable('offers').set({ state: 'draft' }).where('company_id', '=', companyId).where('profile', '=', 2).execute();
    const internships = await save(survey({ destinatarios: 'Empresa', tipoOferta: 'practicas' }));
    expect(await pendingKeys(company, 'Empresa')).not.toContain(internships.urlAcceso);
    expect((await signIn(internships.urlAcceso, company)).body.status).toBe(Status.SurveyNotForUser);
    expect(await noticesOf(internships.urlAcceso)).not.toContain(await userId('empresa@example.org'));

    // Once it has published one (still open or since closed), it is.
    await t.db.updateTable('offers').set({ state: 'closed', profile: 2 }).where('id', '=', offers[0]!.id).execute();
    expect(await pendingKeys(company, 'Empresa')).toContain(internships.urlAcceso);
    expect((await signIn(internships.urlAcceso, company)).body.status).toBe(0);
    for (const offer of offers) await t.db.updateTable('offers').set({ state: offer.state, profile: offer.profile }).where('id', '=', offer.id).execute();

    const read = await t.call('GET', `/api/Gestor/dameEncuestaGestor/${internships.id}`, { token: staff });
    expect(read.body.datos.tipoOferta).toBe('practicas');
    // A candidates' survey keeps no offer type.
    const candidates = await save(survey({ tipoOferta: 'empleo' }));
    expect((await t.call('GET', `/api/Gestor/dameEncuestaGestor/${candidates.id}`, { token: staff })).body.datos.tipoOferta).toBeNull();
  });

  it('refuses an unknown offer type or language (15 on the field)', async () => {
    for (const [field, value] of [
      ['tipoOferta', 'voluntariado'],
      ['idioma', 'fr'],
    ] as const) {
      const res = await t.call('POST', '/api/Gestor/guardaEncuestaGestor', { token: staff, body: { ...survey({ destinatarios: 'Empresa' }), [field]: value } });
      expect(res.body.status).toBe(Status.MissingMandatoryData);
      expect(res.body.datos.errores.map((e: { campo: string }) => e.campo)).toEqual([field]);
    }
  });
});

describe('texts in three languages', () => {
  it("shows each reader their language, and the survey's own where a text has no translation", async () => {
    const s = await save(
      survey({
        idioma: 'ca',
        titulo: 'Enquesta de serveis',
        descripcion: 'Digues-nos com ho fem.',
        traducciones: { es: { titulo: 'Encuesta de servicios', descripcion: 'Dinos cómo lo hacemos.' }, en: { titulo: 'Services survey' } },
        preguntas: [
          {
            clave: 'q1',
            tipo: 'unica',
            texto: 'T’agrada?',
            traducciones: { es: '¿Te gusta?', en: 'Do you like it?' },
            obligatoria: true,
            opciones: [
              { clave: 'si', texto: 'Sí', traducciones: { en: 'Yes' } },
              { clave: 'no', texto: 'No', traducciones: { es: 'No' } },
            ],
          },
        ],
      }),
    );
    const read = async (language: string) => (await t.call('GET', `/api/Encuestas/${s.urlAcceso}`, { headers: { 'accept-language': language } })).body.datos;
    expect(await read('ca')).toMatchObject({ titulo: 'Enquesta de serveis', descripcion: 'Digues-nos com ho fem.', preguntas: [{ texto: 'T’agrada?', opciones: [{ texto: 'Sí' }, { texto: 'No' }] }] });
    expect(await read('es')).toMatchObject({ titulo: 'Encuesta de servicios', descripcion: 'Dinos cómo lo hacemos.', preguntas: [{ texto: '¿Te gusta?' }] });
    // English: the title and the question translated, the description and an option fall back to Catalan.
    expect(await read('en')).toMatchObject({ titulo: 'Services survey', descripcion: 'Digues-nos com ho fem.', preguntas: [{ texto: 'Do you like it?', opciones: [{ texto: 'Yes' }, { texto: 'No' }] }] });
    const access = await t.call('POST', `/api/Encuestas/accesoEncuesta/${s.urlAcceso}`, { body: {}, headers: { 'accept-language': 'es' } });
    expect(access.body.datos.titulo).toBe('Encuesta de servicios');

    const staffView = (await t.call('GET', `/api/Gestor/dameEncuestaGestor/${s.id}`, { token: staff })).body.datos;
    expect(staffView).toMatchObject({ idioma: 'ca', titulo: 'Enquesta de serveis', traducciones: { es: { titulo: 'Encuesta de servicios' }, en: { titulo: 'Services survey' } } });
    expect(staffView.preguntas[0]).toMatchObject({ texto: 'T’agrada?', traducciones: { es: '¿Te gusta?', en: 'Do you like it?' }, opciones: [{ traducciones: { en: 'Yes' } }, { traducciones: { es: 'No' } }] });
    // The list and the results read in the staff member's language; the edit form above keeps every text as written.
    const list = await t.call('GET', '/api/Gestor/dameEncuestasGestor', { token: staff, headers: { 'accept-language': 'es' } });
    expect(list.body.datos.find((item: { id: number }) => item.id === s.id).titulo).toBe('Encuesta de servicios');
    const results = await t.call('GET', `/api/Gestor/dameResultadosEncuestaGestor/${s.id}`, { token: staff, headers: { 'accept-language': 'en' } });
    expect(results.body.datos).toMatchObject({ encuesta: { titulo: 'Services survey' }, preguntas: [{ texto: 'Do you like it?', opciones: [{ texto: 'Yes', votos: 0 }, { texto: 'No' }] }] });
  });
});

describe('who hears of a survey', () => {
  it('tells everyone in the target once when it is saved open, the newcomers when the target widens, again when it becomes mandatory', async () => {
    const studies = await t.db.selectFrom('candidate_studies').select('degree_id').where('candidate_id', '=', await userId('alumno@example.org')).where('degree_id', 'is not', null).executeTakeFirstOrThrow();
    const body = survey({ titulo: 'Encuesta avisada', idTitulacion: studies.degree_id! });
    const s = await save(body);
    const told = await noticesOf(s.urlAcceso);
    expect(told).toContain(await userId('alumno@example.org'));
    expect(told).not.toContain(await userId('empresa@example.org'));
    const notice = await t.db.selectFrom('notifications').select(['kind', 'params']).where('link', '=', `/encuestas/${s.urlAcceso}`).executeTakeFirstOrThrow();
    expect(notice.kind).toBe('survey.assigned');
    expect(JSON.stringify(notice.params)).toContain('Encuesta avisada');

    // Saved again: nobody is told twice.
    await save({ ...body, id: s.id, titulo: 'Encuesta avisada (editada)' });
    expect(await noticesOf(s.urlAcceso)).toEqual(told);

    // Every candidate: only those not told yet hear of it.
    await save({ ...body, id: s.id, idTitulacion: undefined });
    const wider = await noticesOf(s.urlAcceso);
    expect(wider.length).toBeGreaterThan(told.length);
    expect(new Set(wider).size).toBe(wider.length);

    // Made mandatory: it now blocks them, so they hear of it again.
    await save({ ...body, id: s.id, idTitulacion: undefined, obligatoria: true });
    expect((await noticesOf(s.urlAcceso)).length).toBe(wider.length * 2);
  });

  it('tells nobody of a survey that opens later until the hourly pass finds it open', async () => {
    const queue = (handle: Parameters<typeof queueMail>[0], mails: Parameters<typeof queueMail>[1]) => queueMail(handle, mails, t.clock.now());
    await announceOpenedSurveys(t.db, queue, t.config, t.clock.now());
    const now = t.clock.now().getTime();
    const s = await save(survey({ titulo: 'Encuesta futura', fechaInicio: new Date(now + 2 * 3600 * 1000).toISOString(), fechaFin: new Date(now + 10 * DAY_MS).toISOString() }));
    expect(await announceOpenedSurveys(t.db, queue, t.config, t.clock.now())).toBe(0);
    expect(await noticesOf(s.urlAcceso)).toEqual([]);
    t.clock.advance(3 * 3600);
    const told = await announceOpenedSurveys(t.db, queue, t.config, t.clock.now());
    expect(told).toBeGreaterThan(0);
    expect((await noticesOf(s.urlAcceso)).length).toBe(told);
    expect(await announceOpenedSurveys(t.db, queue, t.config, t.clock.now())).toBe(0);
  });
});
