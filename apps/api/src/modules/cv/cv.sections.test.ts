import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { SAMPLE_PDF, cvFactory, dataUrl, type CvCandidate } from './cv.factory.ts';

let t: TestApp;
let f: ReturnType<typeof cvFactory>;
beforeAll(async () => {
  t = await createTestApp();
  f = cvFactory(t);
});
afterAll(async () => {
  await t?.close();
});

const post = (candidate: CvCandidate, call: string, body: unknown) => t.call('POST', `/api/Alumno/${call}`, { token: candidate.token, host: candidate.host, body });
const ENGLISH = 3;
const FRENCH = 4;
const B2 = 4;
const C1 = 5;

describe('languages', () => {
  it('adds, edits and deletes an entry with its level', async () => {
    const candidate = await f.candidate();
    const added = await post(candidate, 'addIdioma', { idIdioma: ENGLISH, idNivel: B2, certificado: 'Cambridge First' });
    expect(added.body.status).toBe(0);
    const id = added.body.datos.idNuevo;
    expect(added.body.datos.idiomas).toEqual([{ id, idIdioma: ENGLISH, idioma: 'Inglés', idNivel: B2, nivel: 'B2 (avanzado)', certificado: 'Cambridge First' }]);
    const edited = await post(candidate, 'editIdioma', { id, idIdioma: ENGLISH, idNivel: C1 });
    expect(edited.body.datos.idiomas[0]).toMatchObject({ idNivel: C1, certificado: null });
    const deleted = await post(candidate, 'delIdioma', { id });
    expect(deleted.body.datos.idiomas).toEqual([]);
  });

  it('needs language and level (15), known ones (15), one entry per language (8); 608 for an entry not mine', async () => {
    const candidate = await f.candidate();
    const noLevel = await post(candidate, 'addIdioma', { idIdioma: ENGLISH });
    expect(noLevel.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'idNivel', clave: 'required' }] } });
    const unknown = await post(candidate, 'addIdioma', { idIdioma: 999, idNivel: 99 });
    expect(unknown.body.status).toBe(15);
    expect(unknown.body.datos.errores.map((e: { campo: string }) => e.campo)).toEqual(['idIdioma', 'idNivel']);
    const english = await post(candidate, 'addIdioma', { idIdioma: ENGLISH, idNivel: B2 });
    expect((await post(candidate, 'addIdioma', { idIdioma: ENGLISH, idNivel: C1 })).body.status).toBe(8);
    const french = await post(candidate, 'addIdioma', { idIdioma: FRENCH, idNivel: B2 });
    const clash = await post(candidate, 'editIdioma', { id: french.body.datos.idNuevo, idIdioma: ENGLISH, idNivel: B2 });
    expect(clash.body.status).toBe(8);
    const stranger = await f.candidate();
    expect((await post(stranger, 'editIdioma', { id: english.body.datos.idNuevo, idIdioma: ENGLISH, idNivel: C1 })).body.status).toBe(608);
    expect((await post(stranger, 'delIdioma', { id: english.body.datos.idNuevo })).body.status).toBe(608);
  });
});

const experience = {
  puesto: 'Desarrolladora en prácticas',
  empresa: 'Acme Software SL',
  idSector: 9,
  idTipoContrato: 1,
  fechaInicio: '2023-02-01',
  fechaFin: '2023-07-31',
  idProvincia: 7,
  enlace: 'https://acme.example.com',
  descripcion: 'Mantenimiento de una aplicación web.',
};

describe('experiences', () => {
  it('adds one with an attachment the candidate can download, replaces and removes the attachment', async () => {
    const candidate = await f.candidate();
    const added = await post(candidate, 'addExperiencia', {
      ...experience,
      adjunto: { ficheroB64ParaAltas: SAMPLE_PDF, extension_adjunto: 'PDF', nombre: 'carta-recomendación' },
    });
    expect(added.body.status).toBe(0);
    const id = added.body.datos.idNuevo;
    const stored = added.body.datos.experiencias[0];
    expect(stored).toMatchObject({ id, puesto: experience.puesto, sector: expect.any(String), provincia: 'Illes Balears', fechaInicio: '2023-02-01', fechaFin: '2023-07-31' });
    expect(stored.adjunto).toMatchObject({ nombre: 'carta-recomendación.pdf', extension: 'pdf', url: `/api/Alumno/fichero/${stored.adjunto.idFichero}` });
    const raw = await t.app.inject({ method: 'GET', url: stored.adjunto.url, headers: { authorization: `Bearer ${candidate.token}`, host: '127.0.0.1' } });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('application/pdf');
    expect(raw.body.startsWith('%PDF-1.4')).toBe(true);

    const kept = await post(candidate, 'editExperiencia', { id, ...experience, puesto: 'Desarrolladora junior' });
    expect(kept.body.datos.experiencias[0]).toMatchObject({ puesto: 'Desarrolladora junior', adjunto: { idFichero: stored.adjunto.idFichero } });
    const replaced = await post(candidate, 'editExperiencia', { id, ...experience, adjunto: { ficheroB64ParaAltas: dataUrl('hola', 'text/plain'), extension_adjunto: 'txt' } });
    const replacement = replaced.body.datos.experiencias[0].adjunto;
    expect(replacement.extension).toBe('txt');
    expect(await t.db.selectFrom('files').select('id').where('id', '=', stored.adjunto.idFichero).executeTakeFirst()).toBeUndefined();
    const removed = await post(candidate, 'editExperiencia', { id, ...experience, quitarAdjunto: true });
    expect(removed.body.datos.experiencias[0].adjunto).toBeNull();
    expect(await t.db.selectFrom('files').select('id').where('id', '=', replacement.idFichero).executeTakeFirst()).toBeUndefined();
  });

  it('refuses 27 for dates out of order, 46 for an attachment type not allowed, fileSize over 2 MB, 15 for unknown ids', async () => {
    const candidate = await f.candidate();
    const order = await post(candidate, 'addExperiencia', { ...experience, fechaInicio: '2024-01-01', fechaFin: '2023-12-31' });
    expect(order.body).toMatchObject({ status: 27, datos: { errores: [{ campo: 'fechaFin' }] } });
    const exe = await post(candidate, 'addExperiencia', { ...experience, adjunto: { ficheroB64ParaAltas: dataUrl('MZ'), extension_adjunto: 'exe' } });
    expect(exe.body).toMatchObject({ status: 46, datos: { errores: [{ campo: 'adjunto.extension_adjunto' }] } });
    const big = await post(candidate, 'addExperiencia', {
      ...experience,
      adjunto: { ficheroB64ParaAltas: dataUrl(Buffer.alloc(FILE_MAX_BYTES + 1, 1)), extension_adjunto: 'pdf' },
    });
    expect(big.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'adjunto.ficheroB64ParaAltas', clave: 'fileSize' }] } });
    const unknown = await post(candidate, 'addExperiencia', { ...experience, idSector: 999, idArea: 999 });
    expect(unknown.body.status).toBe(15);
    expect(unknown.body.datos.errores.map((e: { campo: string }) => e.campo)).toEqual(['idSector', 'idArea']);
    const cv = await t.call('GET', '/api/Alumno/dameCvUsuario', { token: candidate.token });
    expect(cv.body.datos.experiencias).toEqual([]);
    expect(await t.db.selectFrom('files').select('id').where('owner_user_id', '=', candidate.userId).execute()).toEqual([]);
  });

  it('deletes an experience with its attachment; 608 for one not mine', async () => {
    const candidate = await f.candidate();
    const added = await post(candidate, 'addExperiencia', { ...experience, adjunto: { ficheroB64ParaAltas: SAMPLE_PDF, extension_adjunto: 'pdf' } });
    const id = added.body.datos.idNuevo;
    const stranger = await f.candidate();
    expect((await post(stranger, 'delExperiencia', { id })).body.status).toBe(608);
    expect((await post(stranger, 'editExperiencia', { id, ...experience })).body.status).toBe(608);
    const deleted = await post(candidate, 'delExperiencia', { id });
    expect(deleted.body.datos.experiencias).toEqual([]);
    expect(await t.db.selectFrom('files').select('id').where('owner_user_id', '=', candidate.userId).execute()).toEqual([]);
  });
});

describe('lists and single values', () => {
  it('replaces interests, sectors, programmes and competences, with labels', async () => {
    const candidate = await f.candidate();
    expect((await post(candidate, 'editInteres', { idsTags: [1, 3, 1] })).body.datos.intereses).toEqual([
      { id: 1, nombre: 'Desarrollo web' },
      { id: 3, nombre: 'Análisis de datos' },
    ]);
    expect((await post(candidate, 'editSectoresInteres', { idsSectores: [9] })).body.datos.sectoresInteres).toHaveLength(1);
    expect((await post(candidate, 'editConocimientosInformaticos', { idsProgramas: [15, 18] })).body.datos.programasInformaticos).toEqual([
      { id: 15, nombre: 'Python' },
      { id: 18, nombre: 'SQL' },
    ]);
    expect((await post(candidate, 'editCompetencias', { idsCompetencias: [1] })).body.datos.competencias).toEqual([{ id: 1, nombre: 'Trabajo en equipo' }]);
    expect((await post(candidate, 'editInteres', { idsTags: [] })).body.datos.intereses).toEqual([]);
  });

  it.each([
    ['editInteres', { idsTags: [1, 999] }, 'idsTags'],
    ['editSectoresInteres', { idsSectores: [999] }, 'idsSectores'],
    ['editConocimientosInformaticos', { idsProgramas: [999] }, 'idsProgramas'],
    ['editCompetencias', { idsCompetencias: [999] }, 'idsCompetencias'],
    ['editDatosPreferenciaPracticas', { idPeriodoPreferencia: 999 }, 'idPeriodoPreferencia'],
    ['editarNivelFormativoSNE', { id: 999 }, 'id'],
    ['editProfesionales', { carnetsConducir: ['B', 'Z'], vehiculoPropio: true, disponibilidadViajar: false, disponibilidadTraslado: false, trabajandoActualmente: false }, 'carnetsConducir'],
  ])('%s refuses an unknown id with 15 and the field', async (call, body, campo) => {
    const candidate = await f.candidate();
    const res = await post(candidate, call, body);
    expect(res.body.status).toBe(15);
    expect(res.body.datos.errores[0].campo).toBe(campo);
  });

  it('saves the professional profile with licence codes', async () => {
    const candidate = await f.candidate();
    const res = await post(candidate, 'editProfesionales', {
      carnetsConducir: ['b', 'A1'],
      vehiculoPropio: true,
      disponibilidadViajar: true,
      disponibilidadTraslado: false,
      trabajandoActualmente: true,
    });
    expect(res.body.datos.profesional).toEqual({
      carnetsConducir: [
        { codigo: 'B', nombre: 'B - Turismos' },
        { codigo: 'A1', nombre: 'A1 - Motocicletas ligeras (hasta 125 cc)' },
      ],
      vehiculoPropio: true,
      disponibilidadViajar: true,
      disponibilidadTraslado: false,
      trabajandoActualmente: true,
    });
    const missing = await post(candidate, 'editProfesionales', { carnetsConducir: [] });
    expect(missing.body.status).toBe(15);
  });

  it('saves the practice period, search flags, work permit, training level and presentation; clears what is sent empty', async () => {
    const candidate = await f.candidate();
    await post(candidate, 'editDatosPreferenciaPracticas', { idPeriodoPreferencia: 3 });
    await post(candidate, 'editDatosBusquedaActivaPracticas', { activa: true });
    await post(candidate, 'editDatosBusquedaActivaTrabajo', { activa: false });
    await post(candidate, 'editPermisoTrabajo', { permiso: true });
    await post(candidate, 'editarNivelFormativoSNE', { id: 5 });
    const res = await post(candidate, 'editPresentacion', { texto: 'Me encanta el desarrollo web.' });
    expect(res.body.datos).toMatchObject({
      idPeriodoPreferencia: 3,
      periodoPreferencia: 'Verano',
      busquedaActivaPracticas: true,
      busquedaActivaTrabajo: false,
      permisoTrabajo: true,
      idNivelFormativo: 5,
      nivelFormativo: 'FP de grado superior',
      presentacion: 'Me encanta el desarrollo web.',
    });
    const cleared = await post(candidate, 'editDatosPreferenciaPracticas', { idPeriodoPreferencia: null });
    expect(cleared.body.datos.idPeriodoPreferencia).toBeNull();
    expect((await post(candidate, 'editPresentacion', { texto: '' })).body.datos.presentacion).toBeNull();
    expect((await post(candidate, 'editPresentacion', { texto: 'x'.repeat(5001) })).body.status).toBe(15);
    expect((await post(candidate, 'editDatosBusquedaActivaTrabajo', {})).body.status).toBe(15);
  });

  it('takes any web address as portfolio but only a profile address on LinkedIn', async () => {
    const candidate = await f.candidate();
    const site = await post(candidate, 'editEnlacePortfolio', { enlace: 'https://carlapons.dev/portfolio' });
    expect(site.body.datos.enlacePortfolio).toBe('https://carlapons.dev/portfolio');
    const profile = await post(candidate, 'editEnlacePortfolio', { enlace: 'https://www.linkedin.com/in/carla-pons/' });
    expect(profile.body.datos.enlacePortfolio).toBe('https://www.linkedin.com/in/carla-pons/');
    const company = await post(candidate, 'editEnlacePortfolio', { enlace: 'https://www.linkedin.com/company/acme' });
    expect(company.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'enlace', clave: 'url' }] } });
    expect((await post(candidate, 'editEnlacePortfolio', { enlace: 'not a url' })).body.status).toBe(15);
    expect((await post(candidate, 'editEnlacePortfolio', { enlace: null })).body.datos.enlacePortfolio).toBeNull();
  });
});
