import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDACY_STATE } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { offersFactory, type OffersFactory } from '../offers/offers.factory.ts';

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
const checklist = (candidate: Candidate, url: string, language = 'es') =>
  t.call('GET', `/api/Alumno/dameRequisitosInscripcion/${url}`, { token: candidate.token, headers: { 'accept-language': language } });
const enrol = (candidate: Candidate, urlOferta: string) => t.call('POST', '/api/Alumno/inscribirse', { token: candidate.token, body: { urlOferta } });

describe('the checklist before enrolling (dameRequisitosInscripcion)', () => {
  it('lists every blocker at once, each with the CV section that fixes it, and the met requirements', async () => {
    const student = await f.candidate({ languages: [[3, 4]], cv: { active_search_jobs: false, driving_licences: ['B'] } });
    const offer = await f.offer({ requirements: { languages: [{ languageId: 3, minLevel: 4 }, { languageId: 5, minLevel: 3 }], ownCar: true, drivingLicence: 'B' } });
    const res = await checklist(student, offer.url);
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toEqual({
      puedeInscribirse: false,
      requisitos: [
        { clave: '54', descripcion: 'Activar la búsqueda activa de empleo en tu CV', cumple: false, seccion: 'busqueda-activa', codigo: 54 },
        { clave: 'idioma', descripcion: 'Alemán: nivel mínimo B1', cumple: false, seccion: 'idiomas', codigo: 80 },
        { clave: 'vehiculoPropio', descripcion: 'Vehículo propio', cumple: false, seccion: 'perfil-profesional', codigo: 80 },
        { clave: 'idioma', descripcion: 'Inglés: nivel mínimo B2', cumple: true, seccion: null, codigo: null },
        { clave: 'carnetConducir', descripcion: 'Carné de conducir B', cumple: true, seccion: null, codigo: null },
      ],
    });
    // inscribirse stops at the first of them: the same rules.
    expect((await enrol(student, offer.url)).body.status).toBe(54);
  });

  it('says what is missing for a CV never created, in the language of the request; all met lets me enrol', async () => {
    const empty = await f.candidate({ cv: { cv_created_at: null } });
    const offer = await f.offer();
    const res = await checklist(empty, offer.url, 'ca');
    expect(res.body.datos.requisitos[0]).toEqual({
      clave: '55',
      descripcion: 'Crear el teu CV: omple i desa les teves dades personals',
      cumple: false,
      seccion: 'datos-personales',
      codigo: 55,
    });
    const ready = await f.candidate();
    expect((await checklist(ready, offer.url)).body.datos).toEqual({ puedeInscribirse: true, requisitos: [] });
    expect((await enrol(ready, offer.url)).body.status).toBe(502);
  });

  it('answers 4 for an offer that is not open to me', async () => {
    const student = await f.candidate();
    const closed = await f.offer({ state: 'closed' });
    expect((await checklist(student, closed.url)).body.status).toBe(4);
  });
});

describe('pending actions (dameAccionesPendientes)', () => {
  it('counts the pre-enrolments to answer and the required personal data left empty as one', async () => {
    const student = await f.candidate({ cv: { mobile: null } });
    const offer = await f.offer({ profile: 2, title: 'Prácticas preinscritas' });
    await t.db
      .insertInto('candidacies')
      .values({ institution_id: 'generic', offer_id: offer.id, candidate_id: student.userId, state_id: CANDIDACY_STATE.preEnrolment, external: false })
      .execute();
    const res = await t.call('GET', '/api/Alumno/dameAccionesPendientes', { token: student.token });
    expect(res.body.status).toBe(0);
    expect(res.body.datos.preinscripciones).toEqual([{ urlOferta: offer.url, titulo: 'Prácticas preinscritas', empresa: expect.any(String), idPerfil: 2 }]);
    expect(res.body.datos.datosPersonalesPendientes).toContain('movil');
    expect(res.body.datos.total).toBe(2);
    const calm = await f.candidate({ cv: { mobile: '600111222', personal_email: 'calma@correo.example' } });
    expect((await t.call('GET', '/api/Alumno/dameAccionesPendientes', { token: calm.token })).body.datos).toMatchObject({ preinscripciones: [], total: 0 });
  });

  it('shows a pending deletion request apart from the count; withdrawing it opens enrolling again', async () => {
    const student = await f.candidate({ cv: { mobile: '600111222', personal_email: 'baja@correo.example' } });
    const offer = await f.offer({ title: 'Oferta tras la baja' });
    const pending = async () => (await t.call('GET', '/api/Alumno/dameAccionesPendientes', { token: student.token })).body.datos;
    expect((await pending()).baja).toBeNull();

    const requested = await t.call('POST', '/api/Alumno/solicitarBajaServicio', { token: student.token });
    expect(requested.body.status).toBe(520);
    const { total, baja } = await pending();
    expect(total).toBe(0);
    expect(baja.supresion).toBe(requested.body.datos.fechaSupresion);
    expect(Date.parse(baja.supresion) - Date.parse(baja.solicitada)).toBe(30 * 24 * 3600 * 1000);
    expect((await enrol(student, offer.url)).body.status).toBe(32);

    expect((await t.call('POST', '/api/Alumno/anularBajaServicio', { token: student.token })).body.status).toBe(537);
    expect((await pending()).baja).toBeNull();
    expect((await checklist(student, offer.url)).body.datos.puedeInscribirse).toBe(true);
    expect((await enrol(student, offer.url)).body.status).toBe(502);
  });
});

describe('documents waiting on the home (dameAccionesPendientes)', () => {
  const pending = async (student: Candidate) => (await t.call('GET', '/api/Alumno/dameAccionesPendientes', { token: student.token })).body.datos;
  const candidacy = (offerId: number, candidateId: number, stateId: number) =>
    t.db.insertInto('candidacies').values({ institution_id: 'generic', offer_id: offerId, candidate_id: candidateId, state_id: stateId, external: false }).execute();
  const pdf = { ficheroB64ParaAltas: `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`, extension_adjunto: 'pdf', nombre: 'expediente.pdf' };

  it('lists each offer I am in the running for whose required documents I have not given, until I give them', async () => {
    const student = await f.candidate({ cv: { mobile: '600111222', personal_email: 'docs@correo.example' } });
    const asking = await f.offer({ title: 'Oferta que pide el expediente', requirements: { requiredDocumentTypeIds: [3] } });
    const preEnrolled = await f.offer({ title: 'Preinscripción que pide el expediente', requirements: { requiredDocumentTypeIds: [3] } });
    const rejected = await f.offer({ title: 'Rechazada que pedía el expediente', requirements: { requiredDocumentTypeIds: [3] } });
    await candidacy(asking.id, student.userId, CANDIDACY_STATE.inReview);
    await candidacy(preEnrolled.id, student.userId, CANDIDACY_STATE.preEnrolment);
    await candidacy(rejected.id, student.userId, CANDIDACY_STATE.rejected);

    const before = await pending(student);
    expect(before.documentosOfertas).toEqual([{ urlOferta: asking.url, titulo: 'Oferta que pide el expediente', documentos: ['Expediente académico'] }]);
    // The pre-enrolment is there to be answered, once; the rejected candidacy waits for nothing.
    expect(before.preinscripciones.map((p: { urlOferta: string }) => p.urlOferta)).toEqual([preEnrolled.url]);
    expect(before.total).toBe(2);

    // A private document is not seen by the company: it does not count.
    await t.call('POST', '/api/Alumno/addDoc', { token: student.token, body: { idTipo: 3, nombre: 'Expediente privado', visibilidad: 'private', fichero: pdf } });
    expect((await pending(student)).documentosOfertas).toHaveLength(1);
    const sent = await t.call('POST', '/api/Alumno/addDoc', { token: student.token, body: { idTipo: 3, nombre: 'Expediente', visibilidad: 'process', idOferta: asking.id, fichero: pdf } });
    expect(sent.body.status).toBe(0);
    expect(await pending(student)).toMatchObject({ documentosOfertas: [], total: 1 });
  });

  it('lists a pending internship until the student form is uploaded; active ones wait for nothing', async () => {
    const student = await f.candidate({ cv: { mobile: '600111223', personal_email: 'form@correo.example' } });
    const insert = (state: 'pending' | 'active') =>
      t.db
        .insertInto('internships')
        .values({ institution_id: 'generic', candidate_id: student.userId, state, start_date: '2026-09-01', end_date: '2026-12-20' })
        .returning('id')
        .executeTakeFirstOrThrow();
    const waiting = await insert('pending');
    await insert('active');
    expect(await pending(student)).toMatchObject({ documentosPracticas: [{ idPractica: waiting.id, empresa: null }], total: 1 });

    const form = await t.call('POST', '/api/Alumno/addFicheroPractica', { token: student.token, body: { idPractica: waiting.id, fichero: { ...pdf, nombre: 'formulario.pdf' } } });
    expect(form.body.status).toBe(516);
    expect(await pending(student)).toMatchObject({ documentosPracticas: [], total: 0 });
  });
});
