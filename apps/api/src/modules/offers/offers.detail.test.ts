import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addDays } from './calendar.ts';
import { DEGREE, offersFactory, type OffersFactory } from './offers.factory.ts';

let t: TestApp;
let f: OffersFactory;
let candidate: Awaited<ReturnType<OffersFactory['candidate']>>;

beforeAll(async () => {
  t = await createTestApp();
  f = offersFactory(t);
  candidate = await f.candidate();
});
afterAll(async () => {
  await t?.close();
});

const detail = (url: string, options: { token?: string; host?: string; headers?: Record<string, string> } = {}) =>
  t.call('GET', `/api/Alumno/dameOferta/${url}`, { token: candidate.token, ...options });

describe('an offer\'s page', () => {
  it('gives every field that is set, the degrees, the requirements in the request language and the company', async () => {
    const offer = await f.offer({
      title: 'Ingeniera de software',
      tasks: 'Diseñar servicios.\nRevisar código.',
      schedule: 'De 9 a 17 h',
      hours_per_day: 8,
      contract_type_id: 1,
      salary: 28000,
      salary_max: 32000,
      other_remuneration: 'Seguro médico',
      sector_id: 9,
      modality: 'hibrido',
      tags: ['Desarrollo web'],
      requirements: {
        languages: [{ languageId: 3, minLevel: 4 }],
        drivingLicence: 'B',
        ownCar: true,
        availabilityToTravel: true,
        maxGraduationYear: 2020,
        minCreditsPercent: 60,
        software: [15, 18],
        requiredDocumentTypeIds: [3],
      },
      degrees: [{ degreeId: DEGREE.computerEngineering }, { degreeId: DEGREE.dataScienceMaster, required: false }],
    });
    const res = await detail(offer.url);
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toMatchObject({
      urlAcceso: offer.url,
      urlOferta: offer.url,
      titulo: 'Ingeniera de software',
      estado: 'publicada',
      tareas: 'Diseñar servicios.\nRevisar código.',
      horario: 'De 9 a 17 h',
      horasDia: 8,
      contrato: 'Indefinido',
      salario: 28000,
      salarioMaximo: 32000,
      remuneracionOtra: 'Seguro médico',
      modalidad: 'hibrido',
      pais: 'España',
      provincia: 'Madrid',
      empresaOculta: false,
      programasInformaticos: ['Python', 'SQL'],
      documentacionNecesaria: [{ idTipoDocumento: 3, nombre: 'Expediente académico' }],
      candidatura: null,
      inscrito: false,
    });
    expect(res.body.datos.datosEmpresa.nombre).toBeTruthy();
    expect(res.body.datos.titulaciones).toEqual([
      { id: DEGREE.computerEngineering, nombre: 'Grado en Ingeniería Informática', requerida: true, nivel: 'grado', idArea: 5, area: 'Ingeniería y Arquitectura' },
      expect.objectContaining({ id: DEGREE.dataScienceMaster, requerida: false, nivel: 'postgrado' }),
    ]);
    expect(res.body.datos.requisitos).toEqual([
      { clave: 'idioma', descripcion: 'Inglés: nivel mínimo B2' },
      { clave: 'carnetConducir', descripcion: 'Carné de conducir B' },
      { clave: 'vehiculoPropio', descripcion: 'Vehículo propio' },
      { clave: 'disponibilidadViajar', descripcion: 'Disponibilidad para viajar' },
      { clave: 'anioMaximoFinalizacion', descripcion: 'Haber finalizado los estudios en 2020 o antes' },
      { clave: 'creditosMinimos', descripcion: 'Mínimo del 60 % de los créditos superados' },
    ]);
    const catalan = await detail(offer.url, { headers: { 'accept-language': 'ca' } });
    expect(catalan.body.datos.requisitos[0].descripcion).toBe('Anglès: nivell mínim B2');
    expect(catalan.body.datos.contrato).toBe('Indefinit');
  });

  it('hides the company when the offer asks so', async () => {
    const offer = await f.offer({ hide_company: true });
    const res = await detail(offer.url);
    expect(res.body.datos).toMatchObject({ empresa: null, empresaOculta: true, datosEmpresa: null });
    const listed = await t.call('GET', '/api/Alumno/dameOfertasUsuario/empleo/es?porPagina=100', { token: candidate.token });
    expect(listed.body.datos.ofertas.find((o: { urlAcceso: string }) => o.urlAcceso === offer.url).empresa).toBeNull();
  });

  it('records the view, once per offer, at the latest time', async () => {
    const offer = await f.offer();
    await detail(offer.url);
    t.clock.advance(60);
    await detail(offer.url);
    const views = await t.db.selectFrom('offer_views').selectAll().where('offer_id', '=', offer.id).execute();
    expect(views).toHaveLength(1);
    expect(views[0]?.user_id).toBe(candidate.userId);
  });

  it('shows an expired offer, flagged, so the candidate learns why enrolling fails', async () => {
    const offer = await f.offer({ expires_on: addDays(f.today(), -2) });
    const res = await detail(offer.url);
    expect(res.body.status).toBe(0);
    expect(res.body.datos.caducada).toBe(true);
  });

  it('answers 4 for an unknown, a pending or a rejected offer and for another institution\'s', async () => {
    const pending = await f.offer({ state: 'pending' });
    const rejected = await f.offer({ state: 'rejected' });
    const foreign = await f.offer({ institution_id: 'uib', degrees: [] });
    for (const url of ['no-existe-123', pending.url, rejected.url, foreign.url]) {
      const res = await detail(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body.status, url).toBe(4);
    }
  });

  it('answers 4 for a closed offer unless I hold a candidacy in it, then shows my candidacy', async () => {
    const offer = await f.offer();
    expect((await t.call('POST', '/api/Alumno/inscribirse', { token: candidate.token, body: { urlOferta: offer.url } })).body.status).toBe(502);
    await t.db.updateTable('offers').set({ state: 'closed' }).where('id', '=', offer.id).execute();
    const mine = await detail(offer.url);
    expect(mine.body.status).toBe(0);
    expect(mine.body.datos).toMatchObject({ estado: 'cerrada', inscrito: true, candidatura: { idEstado: 1, estado: 'Inscrita' } });
    const other = await f.candidate();
    expect((await detail(offer.url, { token: other.token })).body.status).toBe(4);
  });

  it('is never reachable for a candidate of another institution, who sees only their own', async () => {
    const offer = await f.offer();
    const uib = await f.candidate({ institutionId: 'uib' });
    expect((await detail(offer.url, { token: uib.token, host: uib.host })).body.status).toBe(4);
    // Nor with their token on the generic host: the token belongs to its institution.
    expect((await detail(offer.url, { token: uib.token })).body.status).toBe(2);
    const list = await t.call('GET', '/api/Alumno/dameOfertasUsuario/empleo/es?porPagina=100', { token: uib.token, host: uib.host });
    expect(list.body.datos.ofertas.map((o: { urlAcceso: string }) => o.urlAcceso)).not.toContain(offer.url);
  });
});
