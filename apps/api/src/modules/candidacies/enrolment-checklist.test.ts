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
});
