import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addDays } from '../offers/calendar.ts';
import { DEGREE, offersFactory, type OffersFactory } from '../offers/offers.factory.ts';
import { PROGRAMMES, type ProgrammeKind } from '../../db/seed/catalogs/programmes.ts';

let t: TestApp;
let f: OffersFactory;

beforeAll(async () => {
  t = await createTestApp();
  f = offersFactory(t);
});
afterAll(async () => {
  await t?.close();
});

type Candidate = Awaited<ReturnType<OffersFactory['candidate']>>;
const enrol = (candidate: Candidate, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call('POST', '/api/Alumno/inscribirse', { token: candidate.token, host: candidate.host, body, headers });
const status = async (candidate: Candidate, urlOferta: string, extra: Record<string, unknown> = {}) => (await enrol(candidate, { urlOferta, ...extra })).body.status;

const programmeId = (kind: ProgrammeKind) => PROGRAMMES.generic.find((p) => p.kind === kind)?.id ?? 0;

/** An internship of the generic institution between two dates. */
const internship = (start: string, end: string, options: Parameters<OffersFactory['offer']>[0] = {}) =>
  f.offer({ profile: 2, start_date: start, end_date: end, monthly_grant: 500, ...options });

describe('518: the data an internship needs', () => {
  it('refuses an internship until the CV has them, the IBAN only when a grant is paid; jobs are not affected', async () => {
    const candidate = await f.candidate({ cv: { birth_date: null, social_security_number: null, iban: null } });
    const paid = await f.offer({ profile: 2, monthly_grant: 500 });
    const unpaid = await f.offer({ profile: 2 });
    const res = await enrol(candidate, { urlOferta: paid.url });
    expect(res.body).toMatchObject({ status: 518, datos: { faltan: ['fechaNacimiento', 'numeroSeguridadSocial', 'iban'] } });
    expect(res.statusCode).toBe(422);
    const check = await t.call('GET', `/api/Alumno/faltaDatosNecesariosPorPractica?oferta=${paid.url}`, { token: candidate.token });
    expect(check.body.datos.faltan).toEqual(res.body.datos.faltan);
    expect(await status(candidate, (await f.offer()).url)).toBe(502);

    await t.db.updateTable('candidates').set({ birth_date: '2002-01-01', social_security_number: '071234567890' }).where('user_id', '=', candidate.userId).execute();
    expect((await enrol(candidate, { urlOferta: paid.url })).body).toMatchObject({ status: 518, datos: { faltan: ['iban'] } });
    expect(await status(candidate, unpaid.url)).toBe(502);
  });
});

describe('enrolling', () => {
  it('creates the candidacy and its first event, and answers 502 (the company receives the CV)', async () => {
    const candidate = await f.candidate();
    const offer = await f.offer();
    const res = await enrol(candidate, { urlOferta: offer.url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 502, datos: { urlOferta: offer.url, idEstado: 1 } });
    const candidacy = await t.db.selectFrom('candidacies').selectAll().where('offer_id', '=', offer.id).executeTakeFirstOrThrow();
    expect(candidacy).toMatchObject({ candidate_id: candidate.userId, institution_id: 'generic', state_id: 1, external: false });
    const events = await t.db.selectFrom('candidacy_events').selectAll().where('candidacy_id', '=', candidacy.id).execute();
    expect(events).toMatchObject([{ from_state_id: null, to_state_id: 1, by_user_id: candidate.userId }]);
  });

  it('records an external enrolment and gives the company\'s address (status 0); 48 where the offer has none', async () => {
    const candidate = await f.candidate();
    const external = await f.offer({ external_enrolment_url: 'https://empleo.empresa.example/oferta/1' });
    const res = await enrol(candidate, { urlOferta: external.url, inscripcionExterna: true });
    expect(res.body).toEqual({ status: 0, datos: { urlOferta: external.url, idEstado: 1, urlExterna: 'https://empleo.empresa.example/oferta/1' } });
    const row = await t.db.selectFrom('candidacies').select('external').where('offer_id', '=', external.id).executeTakeFirstOrThrow();
    expect(row.external).toBe(true);
    const internal = await f.offer();
    expect(await status(candidate, internal.url, { inscripcionExterna: true })).toBe(48);
  });

  it('creates one candidacy for concurrent double submits; the other answers 10', async () => {
    const candidate = await f.candidate();
    const offer = await f.offer();
    const answers = await Promise.all([enrol(candidate, { urlOferta: offer.url }), enrol(candidate, { urlOferta: offer.url }), enrol(candidate, { urlOferta: offer.url })]);
    expect(answers.map((a) => a.body.status).sort()).toEqual([10, 10, 502]);
    const rows = await t.db.selectFrom('candidacies').select('id').where('offer_id', '=', offer.id).execute();
    expect(rows).toHaveLength(1);
    const events = await t.db.selectFrom('candidacy_events').select('id').where('candidacy_id', '=', rows[0]?.id ?? 0).execute();
    expect(events).toHaveLength(1);
  });

  it('reopens a candidacy I withdrew', async () => {
    const candidate = await f.candidate();
    const offer = await f.offer();
    await enrol(candidate, { urlOferta: offer.url });
    await t.call('POST', '/api/Alumno/desinscribirse', { token: candidate.token, body: { urlOferta: offer.url } });
    expect(await status(candidate, offer.url)).toBe(502);
    const row = await t.db.selectFrom('candidacies').select(['id', 'state_id']).where('offer_id', '=', offer.id).executeTakeFirstOrThrow();
    expect(row.state_id).toBe(1);
    const events = await t.db.selectFrom('candidacy_events').select(['from_state_id', 'to_state_id']).where('candidacy_id', '=', row.id).orderBy('id').execute();
    expect(events.map((e) => [e.from_state_id, e.to_state_id])).toEqual([[null, 1], [1, 6], [6, 1]]);
  });

  it('refuses a missing offer URL with 15', async () => {
    const candidate = await f.candidate();
    const res = await enrol(candidate, {});
    expect(res.body.status).toBe(15);
    expect(res.body.datos.errores[0].campo).toBe('urlOferta');
  });
});

describe('the refusals, each with its code', () => {
  it('4: unknown, pending, closed and another institution\'s offers', async () => {
    const candidate = await f.candidate();
    const pending = await f.offer({ state: 'pending' });
    const closed = await f.offer({ state: 'closed' });
    const foreign = await f.offer({ institution_id: 'uib', degrees: [] });
    for (const url of ['no-existe', pending.url, closed.url, foreign.url]) {
      const res = await enrol(candidate, { urlOferta: url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body.status, url).toBe(4);
    }
  });

  it('6 and 7: the offer is of the other type than the list the candidate enrols from', async () => {
    const candidate = await f.candidate();
    const job = await f.offer();
    const practice = await f.offer({ profile: 2 });
    expect(await status(candidate, job.url, { tipo: 'practicas' })).toBe(6);
    expect(await status(candidate, practice.url, { tipo: 'empleo' })).toBe(7);
    expect(await status(candidate, practice.url, { tipo: 2 })).toBe(502);
  });

  it('111: expired the day before; the last day still counts', async () => {
    const candidate = await f.candidate();
    const expired = await f.offer({ expires_on: addDays(f.today(), -1) });
    const lastDay = await f.offer({ expires_on: f.today() });
    expect(await status(candidate, expired.url)).toBe(111);
    expect(await status(candidate, lastDay.url)).toBe(502);
  });

  it('10: already a candidate', async () => {
    const candidate = await f.candidate();
    const offer = await f.offer();
    await enrol(candidate, { urlOferta: offer.url });
    expect(await status(candidate, offer.url)).toBe(10);
  });

  it('32: the candidate asked for the deletion of the account', async () => {
    const candidate = await f.candidate({ cv: { deletion_requested_at: t.clock.now() } });
    expect(await status(candidate, (await f.offer()).url)).toBe(32);
  });

  it('55: no CV started (no candidates row, or one without a CV)', async () => {
    const none = await f.candidate({ cv: false });
    const empty = await f.candidate({ cv: { cv_created_at: null } });
    const offer = await f.offer();
    expect(await status(none, offer.url)).toBe(55);
    expect(await status(empty, offer.url)).toBe(55);
  });

  it('57: no study (a withdrawn one does not count)', async () => {
    const none = await f.candidate({ studies: [] });
    const withdrawn = await f.candidate({ studies: [{ withdrawn_at: t.clock.now() }] });
    const offer = await f.offer();
    expect(await status(none, offer.url)).toBe(57);
    expect(await status(withdrawn, offer.url)).toBe(57);
  });

  it('20 and 21: not registered with the job or internship service', async () => {
    const candidate = await f.candidate({ cv: { has_job_service: false, has_internship_service: false } });
    expect(await status(candidate, (await f.offer()).url)).toBe(20);
    expect(await status(candidate, (await f.offer({ profile: 2 })).url)).toBe(21);
  });

  it('54: active search off for that type of offer only', async () => {
    const candidate = await f.candidate({ cv: { active_search_jobs: false, active_search_internships: true } });
    expect(await status(candidate, (await f.offer()).url)).toBe(54);
    expect(await status(candidate, (await f.offer({ profile: 2 })).url)).toBe(502);
    const other = await f.candidate({ cv: { active_search_jobs: true, active_search_internships: false } });
    expect(await status(other, (await f.offer({ profile: 2 })).url)).toBe(54);
  });

  it('91: a programme that requires adhesion needs an accepted one', async () => {
    const youthGuarantee = programmeId('youthGuarantee');
    const candidate = await f.candidate();
    const offer = await f.offer({ programme_id: youthGuarantee });
    expect(await status(candidate, offer.url)).toBe(91);
    await t.db.insertInto('programme_adhesions').values({ candidate_id: candidate.userId, programme_id: youthGuarantee, state: 'requested' }).execute();
    expect(await status(candidate, offer.url)).toBe(91);
    await t.db.updateTable('programme_adhesions').set({ state: 'accepted' }).where('candidate_id', '=', candidate.userId).execute();
    expect(await status(candidate, offer.url)).toBe(502);
    const internships = programmeId('internships');
    expect(await status(candidate, (await f.offer({ programme_id: internships })).url)).toBe(502);
  });

  it('34: a non-EU national without work permit, for offers in Spain only', async () => {
    const candidate = await f.candidate({ cv: { nationality_ids: [31] } });
    expect(await status(candidate, (await f.offer()).url)).toBe(34);
    expect(await status(candidate, (await f.offer({ country_id: 13, province_id: null })).url)).toBe(502);
    await t.db.updateTable('candidates').set({ work_permit: true }).where('user_id', '=', candidate.userId).execute();
    expect(await status(candidate, (await f.offer()).url)).toBe(502);
  });

  it('17: an internship whose dates meet a pending or active internship of mine', async () => {
    const candidate = await f.candidate();
    const today = f.today();
    await t.db
      .insertInto('internships')
      .values({ institution_id: 'generic', candidate_id: candidate.userId, state: 'active', start_date: addDays(today, -30), end_date: addDays(today, 30) })
      .execute();
    await t.db
      .insertInto('internships')
      .values({ institution_id: 'generic', candidate_id: candidate.userId, state: 'finished', start_date: addDays(today, 100), end_date: addDays(today, 150) })
      .execute();
    expect(await status(candidate, (await internship(addDays(today, 20), addDays(today, 80))).url)).toBe(17);
    expect(await status(candidate, (await internship(addDays(today, 31), addDays(today, 60))).url)).toBe(502);
    expect(await status(candidate, (await internship(addDays(today, 120), addDays(today, 130))).url)).toBe(502);
    expect(await status(candidate, (await f.offer({ start_date: addDays(today, 1), end_date: addDays(today, 20) })).url)).toBe(502);
  });

  it('18: an offer for bachelor degrees, a master student', async () => {
    const master = await f.candidate({ studies: [{ degree_id: DEGREE.dataScienceMaster, level: 'postgrado', credits_passed: 90, credits_total: 120 }] });
    expect(await status(master, (await f.offer()).url)).toBe(18);
  });

  it('19: an offer for master degrees, a bachelor student', async () => {
    const student = await f.candidate();
    expect(await status(student, (await f.offer({ degrees: [{ degreeId: DEGREE.dataScienceMaster }] })).url)).toBe(19);
  });

  it('47: another degree of my branch of knowledge; 13: a degree of another branch', async () => {
    const student = await f.candidate();
    expect(await status(student, (await f.offer({ degrees: [{ degreeId: DEGREE.civilEngineering }] })).url)).toBe(47);
    expect(await status(student, (await f.offer({ degrees: [{ degreeId: DEGREE.law }] })).url)).toBe(13);
    expect(await status(student, (await f.offer({ degrees: [{ degreeId: DEGREE.law }, { degreeId: DEGREE.computerEngineering }] })).url)).toBe(502);
  });

  it('for internships, only studies in progress count: a graduate of the degree gets 18', async () => {
    const graduate = await f.candidate({ studies: [{ finished: true, end_year: 2022 }] });
    expect(await status(graduate, (await f.offer({ profile: 2 })).url)).toBe(18);
    expect(await status(graduate, (await f.offer()).url)).toBe(502);
  });

  it('52: below the offer\'s minimum credits, and a two-year master below 50 % for internships', async () => {
    const student = await f.candidate();
    const offer = await f.offer({ requirements: { minCreditsPercent: 70 } });
    const res = await enrol(student, { urlOferta: offer.url });
    expect(res.body).toEqual({ status: 52, datos: { porcentajeMinimo: 70, porcentajeActual: 62.5 } });
    expect(await status(student, (await f.offer({ requirements: { minCreditsPercent: 60 } })).url)).toBe(502);
    const master = await f.candidate({ studies: [{ degree_id: DEGREE.dataScienceMaster, level: 'postgrado', credits_passed: 48, credits_total: 120 }] });
    const masterInternship = await f.offer({ profile: 2, degrees: [{ degreeId: DEGREE.dataScienceMaster }] });
    expect(await status(master, masterInternship.url)).toBe(52);
    expect(await status(master, (await f.offer({ degrees: [{ degreeId: DEGREE.dataScienceMaster }] })).url)).toBe(502);
    await t.db.updateTable('candidate_studies').set({ credits_passed: 60 }).where('candidate_id', '=', master.userId).execute();
    expect(await status(master, masterInternship.url)).toBe(502);
  });

  it('11: the documents the offer requires, with their names; then a public or this offer\'s document lets me in', async () => {
    const student = await f.candidate({ documents: [{ typeId: 2, visibility: 'private' }] });
    const offer = await f.offer({ requirements: { requiredDocumentTypeIds: [3, 2] } });
    const res = await enrol(student, { urlOferta: offer.url });
    expect(res.statusCode).toBe(422);
    expect(res.body).toEqual({
      status: 11,
      datos: {
        documentacionNecesaria: [
          { idTipoDocumento: 3, nombre: 'Expediente académico' },
          { idTipoDocumento: 2, nombre: 'Carta de presentación' },
        ],
      },
    });
    const other = await f.offer();
    const add = (typeId: number, visibility: 'public' | 'process', offerId?: number) =>
      t.db
        .insertInto('candidate_documents')
        .values({ candidate_id: student.userId, document_type_id: typeId, name: 'doc.pdf', visibility, offer_id: offerId ?? null, url: 'https://docs.example.org/d.pdf' })
        .execute();
    await add(3, 'public');
    await add(2, 'process', other.id);
    expect((await enrol(student, { urlOferta: offer.url })).body.datos.documentacionNecesaria).toEqual([{ idTipoDocumento: 2, nombre: 'Carta de presentación' }]);
    await add(2, 'process', offer.id);
    expect(await status(student, offer.url)).toBe(502);
  });

  it('80: the unmet requirements, listed in the message in the language of the request and in datos', async () => {
    const student = await f.candidate({ languages: [[3, 4]], cv: { driving_licences: ['B'] } });
    const offer = await f.offer({
      requirements: {
        languages: [{ languageId: 3, minLevel: 4 }, { languageId: 5, minLevel: 3 }],
        drivingLicence: 'C',
        ownCar: true,
        availabilityToTravel: true,
        maxGraduationYear: 2020,
      },
    });
    const res = await enrol(student, { urlOferta: offer.url });
    expect(res.statusCode).toBe(422);
    expect(res.body.status).toBe(80);
    expect(res.body.datos.requisitosNoCumplidos).toEqual([
      { clave: 'idioma', descripcion: 'Alemán: nivel mínimo B1' },
      { clave: 'carnetConducir', descripcion: 'Carné de conducir C' },
      { clave: 'vehiculoPropio', descripcion: 'Vehículo propio' },
      { clave: 'disponibilidadViajar', descripcion: 'Disponibilidad para viajar' },
      { clave: 'anioMaximoFinalizacion', descripcion: 'Haber finalizado los estudios en 2020 o antes' },
    ]);
    expect(res.body.mensaje).toBe(
      'No cumples los requisitos de esta oferta. Si crees que es un error, escribe a ocupacio@example.org indicando la oferta y revisaremos tu inscripción. ' +
        'Requisitos no cumplidos: Alemán: nivel mínimo B1; Carné de conducir C; Vehículo propio; Disponibilidad para viajar; Haber finalizado los estudios en 2020 o antes.',
    );
    const catalan = await enrol(student, { urlOferta: offer.url }, { 'accept-language': 'ca' });
    expect(catalan.body.mensaje).toContain("Requisits no complerts: Alemany: nivell mínim B1; Permís de conduir C; Vehicle propi");
    await t.db.updateTable('candidates').set({ own_car: true, available_to_travel: true, driving_licences: ['B', 'C'] }).where('user_id', '=', student.userId).execute();
    await t.db.insertInto('candidate_languages').values({ candidate_id: student.userId, language_id: 5, level_id: 3 }).execute();
    await t.db.insertInto('candidate_studies').values({ candidate_id: student.userId, institution_id: 'generic', level: 'grado', degree_id: DEGREE.business, finished: true, end_year: 2019 }).execute();
    expect(await status(student, offer.url)).toBe(502);
  });

  it('checks in order: the first refusal answers', async () => {
    const everything = await f.candidate({ cv: { active_search_jobs: false, nationality_ids: [31] }, studies: [] });
    const offer = await f.offer({ expires_on: addDays(f.today(), -1), requirements: { ownCar: true } });
    expect(await status(everything, offer.url)).toBe(111);
    const open = await f.offer({ requirements: { ownCar: true } });
    expect(await status(everything, open.url)).toBe(57);
  });
});
