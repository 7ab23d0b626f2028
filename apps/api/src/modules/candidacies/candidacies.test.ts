import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEGREE, offersFactory, type OffersFactory } from '../offers/offers.factory.ts';

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
const post = (candidate: Candidate, call: string, body: unknown) => t.call('POST', `/api/Alumno/${call}`, { token: candidate.token, body });
const get = (candidate: Candidate, path: string, headers?: Record<string, string>) => t.call('GET', `/api/Alumno/${path}`, { token: candidate.token, headers });

/** A candidacy of the candidate in a new offer, already in `state` (with its history), as the company or the service left it. */
async function candidacyIn(candidate: Candidate, state: number, options: Parameters<OffersFactory['offer']>[0] = {}) {
  const offer = await f.offer(options);
  const row = await t.db
    .insertInto('candidacies')
    .values({ institution_id: 'generic', offer_id: offer.id, candidate_id: candidate.userId, state_id: state })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('candidacy_events').values({ candidacy_id: row.id, from_state_id: null, to_state_id: state }).execute();
  return { ...offer, candidacyId: row.id };
}

describe('withdrawing (desinscribirse)', () => {
  it('withdraws a candidacy the company has not acted on: 501, state 6 with its event', async () => {
    const candidate = await f.candidate();
    const offer = await f.offer();
    await post(candidate, 'inscribirse', { urlOferta: offer.url });
    const res = await post(candidate, 'desinscribirse', { urlOferta: offer.url });
    expect(res.body).toEqual({ status: 501, datos: { urlOferta: offer.url, idEstado: 6 } });
    const again = await post(candidate, 'desinscribirse', { urlOferta: offer.url });
    expect(again.body.status).toBe(31);
  });

  it('31 without a candidacy (or offer); 30 once processed', async () => {
    const candidate = await f.candidate();
    expect((await post(candidate, 'desinscribirse', { urlOferta: (await f.offer()).url })).body.status).toBe(31);
    expect((await post(candidate, 'desinscribirse', { urlOferta: 'no-existe' })).body.status).toBe(31);
    for (const state of [2, 4, 16, 17]) {
      const processed = await candidacyIn(candidate, state);
      expect((await post(candidate, 'desinscribirse', { urlOferta: processed.url })).body.status, `state ${state}`).toBe(30);
    }
  });

  it('puedeDesinscribirse of the list, the candidacy and the offer says exactly when desinscribirse accepts', async () => {
    const candidate = await f.candidate();
    for (const state of [1, 2, 3, 4, 5, 7, 16, 17]) {
      const held = await candidacyIn(candidate, state);
      const list = await get(candidate, 'dameCandidaturasEmpleoUsuario');
      const item = list.body.datos.find((c: { urlAcceso: string }) => c.urlAcceso === held.url);
      const detail = await get(candidate, `dameCandidatura/${held.url}`);
      const offer = await get(candidate, `dameOferta/${held.url}`);
      const flags = [item.puedeDesinscribirse, detail.body.datos.puedeDesinscribirse, offer.body.datos.candidatura.puedeDesinscribirse];
      const answer = await post(candidate, 'desinscribirse', { urlOferta: held.url });
      expect(flags, `state ${state}`).toEqual(Array(3).fill(answer.body.status === 501));
      expect(answer.body.status, `state ${state}`).toBe(state === 1 ? 501 : 30);
    }
  });

  it('does not touch another candidate\'s candidacy', async () => {
    const owner = await f.candidate();
    const other = await f.candidate();
    const offer = await f.offer();
    await post(owner, 'inscribirse', { urlOferta: offer.url });
    expect((await post(other, 'desinscribirse', { urlOferta: offer.url })).body.status).toBe(31);
    const row = await t.db.selectFrom('candidacies').select('state_id').where('offer_id', '=', offer.id).executeTakeFirstOrThrow();
    expect(row.state_id).toBe(1);
  });
});

describe('my candidacies', () => {
  it('come split by type, latest change first, with state, reason and the company unless hidden', async () => {
    const candidate = await f.candidate();
    const job = await f.offer({ title: 'Empleo visible' });
    await post(candidate, 'inscribirse', { urlOferta: job.url });
    t.clock.advance(60);
    const hidden = await candidacyIn(candidate, 17, { title: 'Empresa oculta', hide_company: true });
    await t.db.updateTable('candidacies').set({ reason_id: 3, updated_at: t.clock.now() }).where('id', '=', hidden.candidacyId).execute();
    const practice = await f.offer({ title: 'Prácticas', profile: 2 });
    await post(candidate, 'inscribirse', { urlOferta: practice.url });

    const jobs = await get(candidate, 'dameCandidaturasEmpleoUsuario');
    expect(jobs.body.status).toBe(0);
    expect(jobs.body.datos).toHaveLength(2);
    expect(jobs.body.datos[0]).toMatchObject({
      urlAcceso: hidden.url,
      titulo: 'Empresa oculta',
      empresa: null,
      idEstado: 17,
      estado: 'Descartada',
      // The company's reason, as the student reads it (reason-for-candidate.ts), never the staff's wording.
      motivo: 'La empresa ha elegido a otra persona con un perfil más cercano al puesto.',
      idPerfil: 1,
      preinscripcion: false,
      ofertaAbierta: true,
    });
    expect(jobs.body.datos[1]).toMatchObject({ urlAcceso: job.url, idEstado: 1, estado: 'Inscrita', motivo: null, externa: false });
    expect(jobs.body.datos[1].empresa).toBeTruthy();
    expect(jobs.body.datos[1].fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    const practices = await get(candidate, 'dameCandidaturasPracticasUsuario', { 'accept-language': 'en' });
    expect(practices.body.datos.map((c: { titulo: string; estado: string }) => [c.titulo, c.estado])).toEqual([['Prácticas', 'Applied']]);
    const stranger = await f.candidate();
    expect((await get(stranger, 'dameCandidaturasEmpleoUsuario')).body.datos).toEqual([]);
  });

  it('one candidacy in detail with its history; 31 for an offer I am not in', async () => {
    const candidate = await f.candidate();
    const offer = await f.offer();
    await post(candidate, 'inscribirse', { urlOferta: offer.url });
    const res = await get(candidate, `dameCandidatura/${offer.url}`);
    expect(res.body.datos).toMatchObject({ urlAcceso: offer.url, idEstado: 1, puedeDesinscribirse: true, historial: [{ idEstadoAnterior: null, idEstado: 1, estado: 'Inscrita' }] });
    await post(candidate, 'desinscribirse', { urlOferta: offer.url });
    const after = await get(candidate, `dameCandidatura/${offer.url}`);
    expect(after.body.datos.historial.map((h: { idEstado: number }) => h.idEstado)).toEqual([1, 6]);
    expect(after.body.datos.puedeDesinscribirse).toBe(false);
    expect((await get(candidate, `dameCandidatura/${(await f.offer()).url}`)).body.status).toBe(31);
  });
});

describe('the pre-enrolment (state 16)', () => {
  it('accepting makes it an ordinary candidacy (inscrita): 521', async () => {
    const candidate = await f.candidate();
    const offer = await candidacyIn(candidate, 16, { profile: 2 });
    const res = await post(candidate, 'aceptarPreinscripcion', { urlOferta: offer.url });
    expect(res.body).toEqual({ status: 521, datos: { urlOferta: offer.url, idEstado: 1 } });
    const events = await t.db.selectFrom('candidacy_events').select(['from_state_id', 'to_state_id', 'by_user_id']).where('candidacy_id', '=', offer.candidacyId).orderBy('id').execute();
    expect(events[1]).toEqual({ from_state_id: 16, to_state_id: 1, by_user_id: candidate.userId });
    // The company has a new candidate to process and hears of it, as of one who enrolled on their own.
    const told = await t.db.selectFrom('notifications').select(['kind', 'company_id', 'params']).where('link', '=', `/mis-ofertas/${offer.id}`).execute();
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((n) => n.kind === 'candidacy.new')).toBe(true);
    expect((await post(candidate, 'aceptarPreinscripcion', { urlOferta: offer.url })).body.status).toBe(14);
    // A second answer changes nothing and tells nobody again.
    expect(await t.db.selectFrom('notifications').select('id').where('link', '=', `/mis-ofertas/${offer.id}`).execute()).toHaveLength(told.length);
  });

  it('rejecting needs a reason the student may give for that offer type: state 17 with it, 521', async () => {
    const candidate = await f.candidate();
    const offer = await candidacyIn(candidate, 16, { profile: 2 });
    const missing = await post(candidate, 'rechazarPreinscripcion', { urlOferta: offer.url });
    expect(missing.body.status).toBe(15);
    expect(missing.body.datos.errores[0]).toMatchObject({ campo: 'idMotivo', clave: 'required' });
    const unknown = await post(candidate, 'rechazarPreinscripcion', { urlOferta: offer.url, idMotivo: 999 });
    expect(unknown.body.status).toBe(15);
    const jobReason = await post(candidate, 'rechazarPreinscripcion', { urlOferta: offer.url, idMotivo: 5 });
    expect(jobReason.body.status).toBe(48);
    // A reason of the company's ("did not attend the interview") is not the student's to give.
    expect((await post(candidate, 'rechazarPreinscripcion', { urlOferta: offer.url, idMotivo: 12 })).body.status).toBe(48);
    const res = await post(candidate, 'rechazarPreinscripcion', { urlOferta: offer.url, idMotivo: 10 });
    expect(res.body).toEqual({ status: 521, datos: { urlOferta: offer.url, idEstado: 17 } });
    const row = await t.db.selectFrom('candidacies').select(['state_id', 'reason_id']).where('id', '=', offer.candidacyId).executeTakeFirstOrThrow();
    expect(row).toEqual({ state_id: 17, reason_id: 10 });
    const both = await candidacyIn(candidate, 16, { profile: 1 });
    expect((await post(candidate, 'rechazarPreinscripcion', { urlOferta: both.url, idMotivo: 14 })).body.status).toBe(521);
  });

  it('14 when the candidacy is not waiting for an answer; 31 when there is none', async () => {
    const candidate = await f.candidate();
    const enrolled = await candidacyIn(candidate, 1);
    expect((await post(candidate, 'aceptarPreinscripcion', { urlOferta: enrolled.url })).body.status).toBe(14);
    expect((await post(candidate, 'rechazarPreinscripcion', { urlOferta: enrolled.url, idMotivo: 14 })).body.status).toBe(14);
    const none = await f.offer();
    expect((await post(candidate, 'aceptarPreinscripcion', { urlOferta: none.url })).body.status).toBe(31);
    expect((await post(candidate, 'rechazarPreinscripcion', { urlOferta: none.url, idMotivo: 14 })).body.status).toBe(31);
  });
});

describe('the reasons list (tipoMotivoCambioEstadoCandidatura)', () => {
  it("gives every reason with its state and profile; ?perfil= keeps the reasons written for students, of that profile or none", async () => {
    const all = await t.call('GET', '/api/Dominios/tipoMotivoCambioEstadoCandidatura/es');
    expect(all.body.datos).toHaveLength(18);
    expect(all.body.datos[0]).toEqual({ idMotivo: 1, idEstado: 17, idPerfil: 1, descripcion: 'Experiencia profesional insuficiente para el puesto', paraAlumnos: false });
    const internships = await t.call('GET', '/api/Dominios/tipoMotivoCambioEstadoCandidatura/ca?perfil=practicas');
    const profiles = new Set(internships.body.datos.map((r: { idPerfil: number | null }) => r.idPerfil));
    expect([...profiles].sort()).toEqual([2, null]);
    expect(internships.body.datos.find((r: { idMotivo: number }) => r.idMotivo === 10).descripcion).toBe('Ja faig pràctiques en una altra entitat');
    const jobs = await t.call('GET', '/api/Dominios/tipoMotivoCambioEstadoCandidatura/es?perfil=1');
    expect(jobs.body.datos.every((r: { idPerfil: number | null }) => r.idPerfil === 1 || r.idPerfil === null)).toBe(true);
    // Written for the student, in the first person; the staff wording stays in the full list for staff.
    expect(jobs.body.datos.map((r: { descripcion: string }) => r.descripcion)).toEqual([
      'He encontrado empleo',
      'La oferta ya no me interesa',
      'El horario, el sueldo o el lugar de trabajo no me encajan',
      'Otro motivo',
    ]);
    expect(jobs.body.datos.every((r: { idEstado: number; paraAlumnos: boolean }) => r.idEstado === 17 && r.paraAlumnos)).toBe(true);
    expect(all.body.datos.find((r: { idMotivo: number }) => r.idMotivo === 12)).toMatchObject({ idEstado: 17, descripcion: 'No se ha presentado a la entrevista' });
    expect((await t.call('GET', '/api/Dominios/tipoMotivoCambioEstadoCandidatura/es?perfil=3')).body.status).toBe(15);
  });
});

describe('the checks before enrolling', () => {
  it('warn when my credits are below what the offer needs (two-year masters: 50 % for internships)', async () => {
    const student = await f.candidate();
    const high = await f.offer({ requirements: { minCreditsPercent: 75 } });
    expect((await get(student, `sacaAvisoDeMinimoDeCreditosParaInscribirse/${high.url}`)).body.datos).toEqual({
      aviso: true,
      porcentajeMinimo: 75,
      porcentajeActual: 62.5,
    });
    const low = await f.offer({ requirements: { minCreditsPercent: 50 } });
    expect((await get(student, `sacaAvisoDeMinimoDeCreditosParaInscribirse/${low.url}`)).body.datos).toEqual({ aviso: false, porcentajeMinimo: 50, porcentajeActual: 62.5 });
    const none = await f.offer();
    expect((await get(student, `sacaAvisoDeMinimoDeCreditosParaInscribirse/${none.url}`)).body.datos).toEqual({ aviso: false, porcentajeMinimo: null, porcentajeActual: 62.5 });
    const master = await f.candidate({ studies: [{ degree_id: DEGREE.dataScienceMaster, level: 'postgrado', credits_passed: 30, credits_total: 120 }] });
    const masterInternship = await f.offer({ profile: 2, degrees: [{ degreeId: DEGREE.dataScienceMaster }] });
    expect((await get(master, `sacaAvisoDeMinimoDeCreditosParaInscribirse/${masterInternship.url}`)).body.datos).toEqual({
      aviso: true,
      porcentajeMinimo: 50,
      porcentajeActual: 25,
    });
    expect((await get(student, 'sacaAvisoDeMinimoDeCreditosParaInscribirse/no-existe')).body.status).toBe(4);
  });

  it('list the data an internship needs: identity, birth date, social security, and the IBAN when a grant is paid', async () => {
    const student = await f.candidate({ practiceData: false });
    const paid = await f.offer({ profile: 2, monthly_grant: 600 });
    const unpaid = await f.offer({ profile: 2 });
    expect((await get(student, `faltaDatosNecesariosPorPractica?oferta=${paid.url}`)).body.datos).toEqual({
      faltan: ['documento', 'fechaNacimiento', 'numeroSeguridadSocial', 'iban'],
    });
    expect((await get(student, `faltaDatosNecesariosPorPractica?oferta=${unpaid.url}`)).body.datos.faltan).not.toContain('iban');
    expect((await get(student, 'faltaDatosNecesariosPorPractica')).body.datos.faltan).not.toContain('iban');
    await candidacyIn(student, 1, { profile: 2, monthly_grant: 600 });
    expect((await get(student, 'faltaDatosNecesariosPorPractica')).body.datos.faltan).toContain('iban');
    await t.db.updateTable('users').set({ document_number: '12345678Z' }).where('id', '=', student.userId).execute();
    await t.db
      .updateTable('candidates')
      .set({ birth_date: '2002-01-01', social_security_number: '281234567840', iban: 'ES9121000418450200051332' })
      .where('user_id', '=', student.userId)
      .execute();
    expect((await get(student, 'faltaDatosNecesariosPorPractica')).body.datos).toEqual({ faltan: [] });
    expect((await get(student, 'faltaDatosNecesariosPorPractica?oferta=no-existe')).body.status).toBe(4);
  });

  it('list the personal data the brand requires, and the IBAN once a paid internship awaits me', async () => {
    const student = await f.candidate({ practiceData: false });
    const res = await get(student, 'faltanDatosPersonalesObligatorios');
    expect(res.body.datos).toEqual({ faltan: ['fechaNacimiento', 'emailPersonal', 'movil'], requiereIban: false });
    const paid = await candidacyIn(student, 16, { profile: 2, monthly_grant: 500 });
    expect((await get(student, 'faltanDatosPersonalesObligatorios')).body.datos).toEqual({
      faltan: ['fechaNacimiento', 'emailPersonal', 'movil', 'iban'],
      requiereIban: true,
    });
    await t.db.updateTable('candidacies').set({ state_id: 17 }).where('id', '=', paid.candidacyId).execute();
    expect((await get(student, 'faltanDatosPersonalesObligatorios')).body.datos.requiereIban).toBe(false);
    const noCv = await f.candidate({ cv: false });
    expect((await get(noCv, 'faltanDatosPersonalesObligatorios')).body.datos.faltan).toEqual(['fechaNacimiento', 'emailPersonal', 'movil', 'nacionalidades']);
  });
});
