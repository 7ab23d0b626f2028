import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEGREE, cvFactory, type CvCandidate } from './cv.factory.ts';

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
const school = { titulo: 'Bachillerato de Ciencias', centro: 'IES Ramon Llull', nivel: 'nivelOtros', anioInicio: 2015, anioFin: 2017, finalizado: true };

describe('addEstudio and addEstudioUniversidad', () => {
  it('add both kinds; grades take the decimal comma; the answer carries the new id', async () => {
    const candidate = await f.candidate();
    const other = await post(candidate, 'addEstudio', { ...school, notaMedia: '3,25' });
    expect(other.body.status).toBe(0);
    expect(other.body.datos.idNuevo).toEqual(expect.any(Number));
    const degree = await post(candidate, 'addEstudioUniversidad', { idTitulacion: DEGREE.genericComputerEngineering, anioInicio: 2019, curso: 3, creditosSuperados: 150 });
    expect(degree.body.status).toBe(0);
    const studies = degree.body.datos.estudios;
    expect(studies.find((s: { id: number }) => s.id === other.body.datos.idNuevo)).toMatchObject({
      universitario: false,
      titulo: 'Bachillerato de Ciencias',
      notaMedia: 3.25,
      anioFin: 2017,
      finalizado: true,
    });
    expect(studies.find((s: { id: number }) => s.id === degree.body.datos.idNuevo)).toMatchObject({
      universitario: true,
      idTitulacion: DEGREE.genericComputerEngineering,
      titulo: 'Grado en Ingeniería Informática',
      nivel: 'grado',
      creditosSuperados: 150,
      creditosTotales: 240,
      curso: 3,
      oculto: false,
      fechaBaja: null,
    });
  });

  it("ignores a field the brand hides (fpcat has no average grade)", async () => {
    const candidate = await f.candidate({ institutionId: 'fpcat' });
    const res = await post(candidate, 'addEstudio', { ...school, notaMedia: 3 });
    expect(res.body.status).toBe(0);
    expect(res.body.datos.estudios[0]).toMatchObject({ titulo: school.titulo, notaMedia: null });
  });

  it('refuses with 27 a start year after the end year', async () => {
    const candidate = await f.candidate();
    const res = await post(candidate, 'addEstudio', { ...school, anioInicio: 2018, anioFin: 2017 });
    expect(res.body.status).toBe(27);
    expect(res.body.datos.errores[0]).toMatchObject({ campo: 'anioFin', codigo: 27 });
    const degree = await post(candidate, 'addEstudioUniversidad', { idTitulacion: DEGREE.genericLaw, anioInicio: 2020, anioFin: 2019 });
    expect(degree.body.status).toBe(27);
  });

  it('refuses a grade outside 1-4, a missing title and an unknown level with 15', async () => {
    const candidate = await f.candidate();
    const grade = await post(candidate, 'addEstudio', { ...school, notaMedia: '4,5' });
    expect(grade.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'notaMedia', clave: 'range' }] } });
    const title = await post(candidate, 'addEstudio', { ...school, titulo: '' });
    expect(title.body.datos.errores[0]).toMatchObject({ campo: 'titulo', clave: 'required' });
    const level = await post(candidate, 'addEstudio', { ...school, nivel: 'master' });
    expect(level.body.status).toBe(15);
  });

  it("refuses an unknown degree, and another institution's, with 15; the same degree twice with 8", async () => {
    const candidate = await f.candidate();
    const unknown = await post(candidate, 'addEstudioUniversidad', { idTitulacion: 999_999, anioInicio: 2020 });
    expect(unknown.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'idTitulacion' }] } });
    const foreign = await post(candidate, 'addEstudioUniversidad', { idTitulacion: DEGREE.uibFirst, anioInicio: 2020 });
    expect(foreign.body.status).toBe(15);
    expect((await post(candidate, 'addEstudioUniversidad', { idTitulacion: DEGREE.genericLaw, anioInicio: 2020 })).body.status).toBe(0);
    const twice = await post(candidate, 'addEstudioUniversidad', { idTitulacion: DEGREE.genericLaw, anioInicio: 2021 });
    expect(twice.body.status).toBe(8);
  });
});

describe('editEstudio', () => {
  it('edits a study; a university study keeps its degree and start year and can be hidden', async () => {
    const candidate = await f.candidate();
    const added = await post(candidate, 'addEstudioUniversidad', { idTitulacion: DEGREE.genericComputerEngineering, anioInicio: 2019 });
    const id = added.body.datos.idNuevo;
    const hidden = await post(candidate, 'editEstudio', { id, titulo: 'Otro título', anioInicio: 2000, anioFin: 2023, finalizado: true, notaMedia: 2.8, oculto: true });
    expect(hidden.body.status).toBe(0);
    expect(hidden.body.datos.estudios[0]).toMatchObject({
      id,
      titulo: 'Grado en Ingeniería Informática',
      anioInicio: 2019,
      anioFin: 2023,
      finalizado: true,
      notaMedia: 2.8,
      oculto: true,
    });
    const school2 = await post(candidate, 'addEstudio', school);
    const edited = await post(candidate, 'editEstudio', { id: school2.body.datos.idNuevo, ...school, titulo: 'Bachillerato Tecnológico' });
    expect(edited.body.datos.estudios.find((s: { id: number }) => s.id === school2.body.datos.idNuevo).titulo).toBe('Bachillerato Tecnológico');
  });

  it('refuses 27 against the stored start year, 15 when a non-university study loses its title, 41 for a study not mine', async () => {
    const candidate = await f.candidate();
    const added = await post(candidate, 'addEstudioUniversidad', { idTitulacion: DEGREE.genericComputerEngineering, anioInicio: 2019 });
    const order = await post(candidate, 'editEstudio', { id: added.body.datos.idNuevo, anioFin: 2018 });
    expect(order.body.status).toBe(27);
    const own = await post(candidate, 'addEstudio', school);
    const untitled = await post(candidate, 'editEstudio', { id: own.body.datos.idNuevo, nivel: 'nivelOtros', anioInicio: 2015 });
    expect(untitled.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'titulo' }] } });
    const stranger = await f.candidate();
    const foreign = await post(stranger, 'editEstudio', { id: own.body.datos.idNuevo, ...school });
    expect(foreign.body.status).toBe(41);
    const missing = await post(candidate, 'editEstudio', { id: 987_654, ...school });
    expect(missing.body.status).toBe(41);
  });
});

describe('delEstudio and bajaEstudioUniversidad', () => {
  it('deletes a study but never the last one (62) nor a university one (48)', async () => {
    const candidate = await f.candidate();
    const first = await post(candidate, 'addEstudio', school);
    const second = await post(candidate, 'addEstudio', { ...school, titulo: 'Técnico Superior en Desarrollo Web', anioInicio: 2017, anioFin: 2019 });
    expect((await post(candidate, 'delEstudio', { id: first.body.datos.idNuevo })).body.status).toBe(0);
    const last = await post(candidate, 'delEstudio', { id: second.body.datos.idNuevo });
    expect(last.body.status).toBe(62);
    const degree = await post(candidate, 'addEstudioUniversidad', { idTitulacion: DEGREE.genericLaw, anioInicio: 2020 });
    const university = await post(candidate, 'delEstudio', { id: degree.body.datos.idNuevo });
    expect(university.body.status).toBe(48);
    expect((await post(candidate, 'delEstudio', { id: second.body.datos.idNuevo })).body.status).toBe(0);
    const stranger = await f.candidate();
    expect((await post(stranger, 'delEstudio', { id: degree.body.datos.idNuevo })).body.status).toBe(41);
  });

  it('withdraws a university study (kept with its date, then closed to edits); 41 for one not mine or not a university study', async () => {
    const candidate = await f.candidate();
    const degree = await post(candidate, 'addEstudioUniversidad', { idTitulacion: DEGREE.genericLaw, anioInicio: 2020 });
    const id = degree.body.datos.idNuevo;
    const withdrawn = await post(candidate, 'bajaEstudioUniversidad', { id });
    expect(withdrawn.body.status).toBe(0);
    const study = withdrawn.body.datos.estudios.find((s: { id: number }) => s.id === id);
    expect(study.fechaBaja).toEqual(expect.any(String));
    expect((await post(candidate, 'bajaEstudioUniversidad', { id })).body.datos.estudios[0].fechaBaja).toBe(study.fechaBaja);
    expect((await post(candidate, 'editEstudio', { id, oculto: true })).body.status).toBe(48);
    const stranger = await f.candidate();
    expect((await post(stranger, 'bajaEstudioUniversidad', { id })).body.status).toBe(41);
    const own = await post(candidate, 'addEstudio', school);
    expect((await post(candidate, 'bajaEstudioUniversidad', { id: own.body.datos.idNuevo })).body.status).toBe(41);
  });
});
