import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, cvCalls } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEGREE, cvFactory } from './cv.factory.ts';

let t: TestApp;
let f: ReturnType<typeof cvFactory>;
beforeAll(async () => {
  t = await createTestApp();
  f = cvFactory(t);
});
afterAll(async () => {
  await t?.close();
});

const pathOf = (path: string) => buildPath(path, { id: '00000000-0000-4000-8000-000000000000' });

const experience = { puesto: 'Becaria de desarrollo', empresa: 'Acme Software SL', fechaInicio: '2023-01-09' };
/** A well-formed body for every write, so the refusal seen is about who calls, not about the payload. */
const VALID_BODIES: Record<string, unknown> = {
  addEstudio: { titulo: 'Bachillerato científico', nivel: 'nivelOtros', anioInicio: 2015 },
  addEstudioUniversidad: { idTitulacion: DEGREE.genericComputerEngineering, anioInicio: 2020 },
  editEstudio: { id: 1 },
  delEstudio: { id: 1 },
  bajaEstudioUniversidad: { id: 1 },
  editDatosPersonales: {},
  editDatosEmail: { email: 'nueva@example.net' },
  addIdioma: { idIdioma: 3, idNivel: 4 },
  editIdioma: { id: 1, idIdioma: 3, idNivel: 4 },
  delIdioma: { id: 1 },
  editInteres: { idsTags: [1] },
  editSectoresInteres: { idsSectores: [1] },
  editProfesionales: { carnetsConducir: ['B'], vehiculoPropio: true, disponibilidadViajar: true, disponibilidadTraslado: false, trabajandoActualmente: false },
  addExperiencia: experience,
  editExperiencia: { id: 1, ...experience },
  delExperiencia: { id: 1 },
  addDoc: { idTipo: 1, nombre: 'Currículum', visibilidad: 'public', url: 'https://example.com/cv.pdf' },
  delDoc: { id: 1 },
  editPermisoTrabajo: { permiso: true },
  editImagenPerfil: { extension: 'png', ficheroB64: Buffer.from('not checked before the role').toString('base64') },
  editEnlacePortfolio: { enlace: 'https://www.linkedin.com/in/carla-pons' },
  editDatosPreferenciaPracticas: { idPeriodoPreferencia: 1 },
  editDatosBusquedaActivaPracticas: { activa: true },
  editDatosBusquedaActivaTrabajo: { activa: false },
  editCompetencias: { idsCompetencias: [1] },
  editConocimientosInformaticos: { idsProgramas: [1] },
  editPresentacion: { texto: 'Hola, soy Carla.' },
  editarNivelFormativoSNE: { id: 6 },
};

describe('who may call the CV', () => {
  it('refuses a company token on every candidate CV call with 607, and no token with 2', async () => {
    const company = await f.companyToken();
    const calls = Object.values(cvCalls);
    expect(calls).toHaveLength(31);
    for (const call of calls) {
      const body = call.method === 'POST' ? VALID_BODIES[call.name] : undefined;
      if (call.method === 'POST') expect(body, call.name).toBeDefined();
      const asCompany = await t.call(call.method, pathOf(call.path), { token: company, body });
      expect(asCompany.body.status, call.name).toBe(607);
      expect(asCompany.statusCode, call.name).toBe(403);
      const anonymous = await t.call(call.method, pathOf(call.path), { body });
      expect(anonymous.body.status, call.name).toBe(2);
    }
  });

  it("refuses a candidate's token on another institution's host with 2", async () => {
    const candidate = await f.candidate();
    const res = await t.call('GET', '/api/Alumno/dameCvUsuario', { token: candidate.token, host: 'uib.localhost' });
    expect(res.body.status).toBe(2);
  });
});

describe('dameCvUsuario and the first write', () => {
  it('gives the empty CV of an account that never wrote one, without creating anything', async () => {
    const candidate = await f.candidate({ cv: false, firstName: 'Pere', lastName: 'Mas' });
    const res = await t.call('GET', '/api/Alumno/dameCvUsuario', { token: candidate.token });
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toMatchObject({
      email: candidate.email,
      datosPersonales: { nombre: 'Pere', apellido1: 'Mas', documento: null },
      estudios: [],
      documentos: [],
      urlImagenPerfil: null,
      fechaCreacion: null,
    });
    const row = await t.db.selectFrom('candidates').select('user_id').where('user_id', '=', candidate.userId).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('creates the candidates row on the first write (cv_created_at, active search per BornActive) and touches updated_at on each', async () => {
    const candidate = await f.candidate({ cv: false });
    const first = await t.call('POST', '/api/Alumno/editPermisoTrabajo', { token: candidate.token, body: { permiso: true } });
    expect(first.body.status).toBe(0);
    expect(first.body.datos.permisoTrabajo).toBe(true);
    expect(first.body.datos.fechaCreacion).toEqual(expect.any(String));
    expect(first.body.datos.busquedaActivaTrabajo).toBe(true);
    const created = await t.db.selectFrom('candidates').select(['cv_created_at', 'updated_at']).where('user_id', '=', candidate.userId).executeTakeFirstOrThrow();

    t.clock.advance(60);
    const second = await t.call('POST', '/api/Alumno/editPresentacion', { token: candidate.token, body: { texto: 'Ingeniera con ganas de aprender.' } });
    expect(second.body.datos.presentacion).toBe('Ingeniera con ganas de aprender.');
    const touched = await t.db.selectFrom('candidates').select(['cv_created_at', 'updated_at']).where('user_id', '=', candidate.userId).executeTakeFirstOrThrow();
    expect(touched.cv_created_at?.getTime()).toBe(created.cv_created_at?.getTime());
    expect(touched.updated_at.getTime()).toBeGreaterThan(created.updated_at.getTime());
  });

  it('writes nothing when a write is refused', async () => {
    const candidate = await f.candidate({ cv: false });
    const res = await t.call('POST', '/api/Alumno/editarNivelFormativoSNE', { token: candidate.token, body: { id: 999 } });
    expect(res.body.status).toBe(15);
    const row = await t.db.selectFrom('candidates').select('user_id').where('user_id', '=', candidate.userId).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('gives labels in the language of the request', async () => {
    const candidate = await f.candidate();
    await t.call('POST', '/api/Alumno/editarNivelFormativoSNE', { token: candidate.token, body: { id: 6 } });
    const ca = await t.call('GET', '/api/Alumno/dameCvUsuario?idioma=ca', { token: candidate.token });
    const en = await t.call('GET', '/api/Alumno/dameCvUsuario', { token: candidate.token, headers: { 'accept-language': 'en' } });
    expect([ca.body.datos.nivelFormativo, en.body.datos.nivelFormativo]).toEqual(['Grau universitari', "Bachelor's degree"]);
  });
});

describe('the demo candidates', () => {
  it("read as valid CVs (the seed's data passes the answer's schema)", async () => {
    const users = await t.db
      .selectFrom('users')
      .select(['email', 'institution_id'])
      .where('role', '=', 'Alumno')
      .where('blocked', '=', false)
      .where('deregistered_at', 'is', null)
      .where('rgpd_version', 'is not', null)
      .where('is_graduate', '=', false)
      .where('institution_id', 'in', ['generic', 'uib'])
      .execute();
    expect(users.length).toBeGreaterThan(4);
    for (const user of users) {
      const host = f.hostOf(user.institution_id);
      const token = await t.login('Alumno', user.email, { host });
      const res = await t.call('GET', '/api/Alumno/dameCvUsuario', { token, host });
      expect(res.body.status, user.email).toBe(0);
    }
    const lucia = await t.call('GET', '/api/Alumno/dameCvUsuario', { token: await t.login('Alumno', 'alumno@example.org') });
    expect(lucia.body.datos.documentos[0]).toMatchObject({ visibilidad: 'public', fichero: { extension: 'pdf' } });
  });
});
