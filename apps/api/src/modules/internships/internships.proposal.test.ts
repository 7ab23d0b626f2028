import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UIB_MAX_HOURS_NON_TEACHING, UIB_MAX_HOURS_PER_DAY, UIB_MAX_HOURS_PER_WEEK } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { PROGRAMMES } from '../../db/seed/catalogs/programmes.ts';
import { PROPOSALS_PER_ACADEMIC_YEAR } from './proposal-rules.ts';
import { addStudy, companyOfContact, createCandidate } from './internships.testing.ts';

let t: TestApp;
let company: string;
let empresa: { id: number; cif: string; trade_name: string };
let otherCompany: { id: number; cif: string; trade_name: string };

/** A valid CIF no demo company has (B + 7 digits + control digit). */
const UNKNOWN_CIF = 'B99999997';

const programmeWithRule = PROGRAMMES.generic.find((p) => p.extra.dedicationPercent !== undefined)!;
const programmeWithoutRule = PROGRAMMES.generic.find((p) => p.extra.dedicationPercent === undefined && !p.extra.requiresAdhesion)!;

function proposal(overrides: Record<string, unknown> = {}) {
  return {
    cif: empresa.cif,
    emailContacto: 'empresa@example.org',
    fechaInicio: '2026-10-01',
    fechaFin: '2027-01-31',
    horasDia: 5,
    horasSemana: 25,
    puestoTrabajo: 'Auxiliar de marketing',
    tareas: 'Apoyo al departamento de marketing digital.',
    tutor: { nombre: 'Joan', apellidos: 'Riera Mas', email: 'tutor@empresa.example.org' },
    aceptaCondiciones: true,
    ...overrides,
  };
}

async function newCandidate(institutionId = 'generic', host?: string) {
  const created = await createCandidate(t.db, institutionId);
  return { ...created, token: await t.login('Alumno', created.email, { host }) };
}

beforeAll(async () => {
  t = await createTestApp();
  company = await t.login('Empresa', 'empresa@example.org');
  empresa = await companyOfContact(t.db, 'generic', 'empresa@example.org');
  otherCompany = await t.db
    .selectFrom('companies')
    .select(['id', 'cif', 'trade_name'])
    .where('institution_id', '=', 'generic')
    .where('id', '<>', empresa.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
});
afterAll(async () => {
  await t?.close();
});

describe('compruebaCIF', () => {
  it('says whether the company exists and its name; 33 for a malformed CIF', async () => {
    const { token } = await newCandidate();
    const known = await t.call('POST', '/api/Alumno/compruebaCIF', { token, body: { cif: empresa.cif.toLowerCase() } });
    expect(known.body).toEqual({ status: 0, datos: { existe: true, nombre: empresa.trade_name } });
    const unknown = await t.call('POST', '/api/Alumno/compruebaCIF', { token, body: { cif: UNKNOWN_CIF } });
    expect(unknown.body).toEqual({ status: 0, datos: { existe: false } });
    const malformed = await t.call('POST', '/api/Alumno/compruebaCIF', { token, body: { cif: 'B1234567X' } });
    expect(malformed.body).toMatchObject({ status: 33, datos: { errores: [{ campo: 'cif', codigo: 33 }] } });
  });

  it("does not find another institution's company", async () => {
    const uibCompany = await companyOfContact(t.db, 'uib', 'empresa@uib.example.org');
    const { token } = await newCandidate();
    const res = await t.call('POST', '/api/Alumno/compruebaCIF', { token, body: { cif: uibCompany.cif } });
    expect(res.body.datos).toEqual({ existe: false });
  });
});

describe('compruebaEmailContactoEmpresa', () => {
  it("is true for the company's contact, false for an unknown address and 44 for another company's contact", async () => {
    const { token } = await newCandidate();
    const own = await t.call('POST', '/api/Alumno/compruebaEmailContactoEmpresa', { token, body: { cif: empresa.cif, email: 'EMPRESA@example.org' } });
    expect(own.body).toEqual({ status: 0, datos: { existe: true } });
    const unknown = await t.call('POST', '/api/Alumno/compruebaEmailContactoEmpresa', { token, body: { cif: empresa.cif, email: 'nadie@example.net' } });
    expect(unknown.body).toEqual({ status: 0, datos: { existe: false } });
    const foreign = await t.call('POST', '/api/Alumno/compruebaEmailContactoEmpresa', { token, body: { cif: otherCompany.cif, email: 'empresa@example.org' } });
    expect(foreign.body.status).toBe(44);
    const newCompany = await t.call('POST', '/api/Alumno/compruebaEmailContactoEmpresa', { token, body: { cif: UNKNOWN_CIF, email: 'empresa@example.org' } });
    expect(newCompany.body.status).toBe(44);
  });
});

describe('solicitudPractica', () => {
  it('registers the proposal (511) with the company found by CIF, and uses up one of the available requests', async () => {
    const { token, id } = await newCandidate();
    const before = await t.call('GET', '/api/Alumno/numeroSolicitudPracticasEducacionDisponibles', { token });
    expect(before.body).toEqual({ status: 0, datos: { disponibles: PROPOSALS_PER_ACADEMIC_YEAR, limite: PROPOSALS_PER_ACADEMIC_YEAR } });

    const res = await t.call('POST', '/api/Alumno/solicitudPractica', { token, body: proposal({ idPrograma: programmeWithoutRule.id }) });
    expect(res.body).toMatchObject({ status: 511, datos: { idSolicitud: expect.any(Number) } });
    const stored = await t.db.selectFrom('internship_requests').selectAll().where('id', '=', res.body.datos.idSolicitud).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      institution_id: 'generic',
      candidate_id: id,
      company_id: empresa.id,
      company_name: empresa.trade_name,
      contact_email: 'empresa@example.org',
      programme_id: programmeWithoutRule.id,
      state: 'pending',
      tutor: { first_name: 'Joan', last_name: 'Riera Mas', email: 'tutor@empresa.example.org', phone: null, position: null },
    });

    const after = await t.call('GET', '/api/Alumno/numeroSolicitudPracticasEducacionDisponibles', { token });
    expect(after.body.datos.disponibles).toBe(PROPOSALS_PER_ACADEMIC_YEAR - 1);
  });

  it('accepts a company that is not registered yet when its name is given, and asks for the name otherwise (15)', async () => {
    const { token } = await newCandidate();
    const withoutName = await t.call('POST', '/api/Alumno/solicitudPractica', { token, body: proposal({ cif: UNKNOWN_CIF, emailContacto: 'rrhh@nueva.example.net' }) });
    expect(withoutName.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'nombreEmpresa', clave: 'required' }] } });
    const withName = await t.call('POST', '/api/Alumno/solicitudPractica', {
      token,
      body: proposal({ cif: UNKNOWN_CIF, emailContacto: 'rrhh@nueva.example.net', nombreEmpresa: 'Nueva Empresa SL' }),
    });
    expect(withName.body.status).toBe(511);
  });

  it('refuses an end date not after the start with 27, and unaccepted conditions with 15', async () => {
    const { token, id } = await newCandidate();
    const dates = await t.call('POST', '/api/Alumno/solicitudPractica', { token, body: proposal({ fechaInicio: '2026-12-01', fechaFin: '2026-11-30' }) });
    expect(dates.body).toMatchObject({ status: 27, datos: { errores: [{ campo: 'fechaFin', codigo: 27 }] } });
    const sameDay = await t.call('POST', '/api/Alumno/solicitudPractica', { token, body: proposal({ fechaInicio: '2026-12-01', fechaFin: '2026-12-01' }) });
    expect(sameDay.body.status).toBe(27);
    for (const aceptaCondiciones of [false, undefined]) {
      const res = await t.call('POST', '/api/Alumno/solicitudPractica', { token, body: proposal({ aceptaCondiciones }) });
      expect(res.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'aceptaCondiciones', clave: 'acceptConditions' }] } });
    }
    const stored = await t.db.selectFrom('internship_requests').select('id').where('candidate_id', '=', id).execute();
    expect(stored).toEqual([]);
  });

  it("refuses the contact e-mail of another company with 44", async () => {
    const { token } = await newCandidate();
    const res = await t.call('POST', '/api/Alumno/solicitudPractica', { token, body: proposal({ cif: otherCompany.cif }) });
    expect(res.body.status).toBe(44);
  });

  it('applies the programme rule (58): 80% dedication and 12 months', async () => {
    const { token } = await newCandidate();
    const rule = { idPrograma: programmeWithRule.id };
    for (const declared of [{}, { dedicacion: 60, duracionMeses: 12 }, { dedicacion: 80, duracionMeses: 6 }]) {
      const res = await t.call('POST', '/api/Alumno/solicitudPractica', { token, body: proposal({ ...rule, ...declared }), headers: { 'accept-language': 'es' } });
      expect(res.body.status).toBe(58);
      expect(res.body.mensaje).toContain('80 %');
    }
    const ok = await t.call('POST', '/api/Alumno/solicitudPractica', { token, body: proposal({ ...rule, dedicacion: 80, duracionMeses: 12 }) });
    expect(ok.body.status).toBe(511);
    const unknownProgramme = await t.call('POST', '/api/Alumno/solicitudPractica', { token, body: proposal({ idPrograma: PROGRAMMES.uib[0]!.id }) });
    expect(unknownProgramme.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'idPrograma' }] } });
  });

  it('refuses a programme the service deactivated (63 on idPrograma), and takes it again once reactivated', async () => {
    const { token, id } = await newCandidate();
    const staff = await t.login('Gestor', 'gestor@example.org');
    const setActive = async (activo: boolean) =>
      expect((await t.call('POST', '/api/Gestor/activaProgramaGestor', { token: staff, body: { id: programmeWithoutRule.id, activo } })).body.status).toBe(0);
    await setActive(false);
    try {
      const refused = await t.call('POST', '/api/Alumno/solicitudPractica', { token, body: proposal({ idPrograma: programmeWithoutRule.id }) });
      expect(refused.body).toMatchObject({ status: 63, datos: { errores: [{ campo: 'idPrograma', codigo: 63 }] } });
      const stored = await t.db.selectFrom('internship_requests').select('id').where('candidate_id', '=', id).execute();
      expect(stored).toEqual([]);
    } finally {
      await setActive(true);
    }
    const accepted = await t.call('POST', '/api/Alumno/solicitudPractica', { token, body: proposal({ idPrograma: programmeWithoutRule.id }) });
    expect(accepted.body.status).toBe(511);
  });

  it('takes only a degree the candidate is studying', async () => {
    const { token, id } = await newCandidate();
    const [studying, other] = await t.db.selectFrom('catalog_items').select('id').where('catalog', '=', 'degrees').where('institution_id', '=', 'generic').orderBy('sort').limit(2).execute();
    await addStudy(t.db, { institutionId: 'generic', candidateId: id, degreeId: studying!.id });
    expect((await t.call('POST', '/api/Alumno/solicitudPractica', { token, body: proposal({ idTitulacion: other!.id }) })).body).toMatchObject({
      status: 15,
      datos: { errores: [{ campo: 'idTitulacion' }] },
    });
    expect((await t.call('POST', '/api/Alumno/solicitudPractica', { token, body: proposal({ idTitulacion: studying!.id }) })).body.status).toBe(511);
  });

  it('asks first for the data an internship needs (518 with what is missing), as faltaDatosNecesariosPorPractica', async () => {
    const created = await createCandidate(t.db, 'generic', { practiceData: false });
    const token = await t.login('Alumno', created.email);
    const res = await t.call('POST', '/api/Alumno/solicitudPractica', { token, body: proposal() });
    expect(res.body).toMatchObject({ status: 518, datos: { faltan: ['documento', 'fechaNacimiento', 'numeroSeguridadSocial'] } });
    const check = await t.call('GET', '/api/Alumno/faltaDatosNecesariosPorPractica', { token });
    expect(check.body.datos.faltan).toEqual(res.body.datos.faltan);
    await t.db.updateTable('users').set({ document_number: '12345678Z' }).where('id', '=', created.id).execute();
    await t.db.updateTable('candidates').set({ birth_date: '2001-01-01', social_security_number: '071234567891' }).where('user_id', '=', created.id).execute();
    expect((await t.call('POST', '/api/Alumno/solicitudPractica', { token, body: proposal() })).body.status).toBe(511);
  });

  it('refuses a candidate who asked to be deregistered with 32', async () => {
    const created = await createCandidate(t.db, 'generic', { deletionRequested: new Date() });
    const token = await t.login('Alumno', created.email);
    expect((await t.call('POST', '/api/Alumno/solicitudPractica', { token, body: proposal() })).body.status).toBe(32);
  });
});

describe("the brand's internship field rules (fields.practica)", () => {
  const send = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/Alumno/solicitudPractica', { token, body });
  const setRules = async (campos: Record<string, unknown>[]) => {
    const staff = await t.login('Gestor', 'gestor@example.org');
    const res = await t.call('POST', '/api/Gestor/editaCamposGestor', { token: staff, body: { area: 'practica', campos } });
    expect(res.body.status).toBe(514);
  };
  const rule = (campo: string, visible: boolean, requerido: boolean) => ({ campo, visible, editable: visible, requerido });

  it('names every required field left empty at once (15), and stores the optional ones given', async () => {
    const { token } = await newCandidate();
    const empty = await send(token, proposal({ puestoTrabajo: '', horasDia: '', tareas: ' ' }));
    expect(empty.body.status).toBe(15);
    const fields = (empty.body.datos.errores as { campo: string; clave: string }[]).map((e) => `${e.campo}:${e.clave}`).sort();
    expect(fields).toEqual(['horasDia:required', 'puestoTrabajo:required', 'tareas:required']);

    const full = await send(token, proposal({ departamento: 'Marketing', curso: 3, tutorAcademico: { nombre: 'Elena Soler', email: 'esoler@example.org' } }));
    expect(full.body.status).toBe(511);
    const stored = await t.db.selectFrom('internship_requests').selectAll().where('id', '=', full.body.datos.idSolicitud).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      position: 'Auxiliar de marketing',
      department: 'Marketing',
      course: 3,
      tasks: 'Apoyo al departamento de marketing digital.',
      academic_tutor: { name: 'Elena Soler', email: 'esoler@example.org' },
    });
  });

  it("follows the rules the service sets at run time: a hidden field is not asked for nor stored, a newly required one is", async () => {
    const { token } = await newCandidate();
    await setRules([rule('tareasAdesarrollar', false, false), rule('departamento', true, true)]);
    try {
      const withoutDepartment = await send(token, proposal({ tareas: undefined }));
      expect(withoutDepartment.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'departamento', clave: 'required' }] } });
      const accepted = await send(token, proposal({ departamento: 'Comunicación', tareas: 'Lo que un campo oculto traiga no se guarda.' }));
      expect(accepted.body.status).toBe(511);
      const stored = await t.db.selectFrom('internship_requests').select(['tasks', 'department']).where('id', '=', accepted.body.datos.idSolicitud).executeTakeFirstOrThrow();
      expect(stored).toEqual({ tasks: null, department: 'Comunicación' });
    } finally {
      await setRules([rule('tareasAdesarrollar', true, true), rule('departamento', true, false)]);
    }
  });
});

describe('UIB hour limits', () => {
  const host = 'uib.localhost';
  let uibCompany: { cif: string };
  beforeAll(async () => {
    uibCompany = await companyOfContact(t.db, 'uib', 'empresa@uib.example.org');
  });
  const uibProposal = (hours: Record<string, unknown>) => proposal({ cif: uibCompany.cif, emailContacto: 'empresa@uib.example.org', ...hours });

  it(`allows ${UIB_MAX_HOURS_PER_DAY} h a day and ${UIB_MAX_HOURS_PER_WEEK} a week, and refuses more with 15 on the field`, async () => {
    const { token } = await newCandidate('uib', host);
    const send = (hours: Record<string, unknown>) => t.call('POST', '/api/Alumno/solicitudPractica', { token, host, body: uibProposal(hours), headers: { 'accept-language': 'ca' } });

    const day = await send({ horasDia: UIB_MAX_HOURS_PER_DAY + 1, horasSemana: 20 });
    expect(day.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'horasDia', clave: 'range' }] } });
    expect(day.body.mensaje).toContain(`${UIB_MAX_HOURS_PER_DAY} hores`);
    const week = await send({ horasDia: 5, horasSemana: UIB_MAX_HOURS_PER_WEEK + 1 });
    expect(week.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'horasSemana', clave: 'range' }] } });
    const decimals = await send({ horasDia: '5,5', horasSemana: 25 });
    expect(decimals.body.status).toBe(15);

    expect((await send({ horasDia: UIB_MAX_HOURS_PER_DAY, horasSemana: UIB_MAX_HOURS_PER_WEEK })).body.status).toBe(511);
  });

  it(`allows up to ${UIB_MAX_HOURS_NON_TEACHING} h a day in a non-teaching period, not more`, async () => {
    const { token } = await newCandidate('uib', host);
    const send = (hours: Record<string, unknown>) => t.call('POST', '/api/Alumno/solicitudPractica', { token, host, body: uibProposal(hours) });
    const over = await send({ horasDia: UIB_MAX_HOURS_NON_TEACHING + 0.5, horasSemana: 30, periodoNoLectivo: true });
    expect(over.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'horasDia' }] } });
    expect((await send({ horasDia: UIB_MAX_HOURS_NON_TEACHING, horasSemana: 35, periodoNoLectivo: true })).body.status).toBe(511);
  });

  it('does not limit the hours of other institutions', async () => {
    const { token } = await newCandidate();
    expect((await t.call('POST', '/api/Alumno/solicitudPractica', { token, body: proposal({ horasDia: 8, horasSemana: 40 }) })).body.status).toBe(511);
  });
});

describe('brand flag and roles', () => {
  it('answers 48 on every proposal call where the brand has no internship proposals', async () => {
    const host = 'fpcat.localhost';
    const token = await t.login('Alumno', 'alumno@fpcat.example.org', { host });
    const fpCompany = await companyOfContact(t.db, 'fpcat', 'empresa@fpcat.example.org');
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/Alumno/numeroSolicitudPracticasEducacionDisponibles'],
      ['POST', '/api/Alumno/compruebaCIF', { cif: fpCompany.cif }],
      ['POST', '/api/Alumno/compruebaEmailContactoEmpresa', { cif: fpCompany.cif, email: 'empresa@fpcat.example.org' }],
      ['POST', '/api/Alumno/solicitudPractica', proposal({ cif: fpCompany.cif, emailContacto: 'empresa@fpcat.example.org' })],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.call(method as 'GET' | 'POST', url, { token, host, body })).body.status, url).toBe(48);
    }
  });

  it('refuses a company token with 607', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/Alumno/numeroSolicitudPracticasEducacionDisponibles'],
      ['POST', '/api/Alumno/compruebaCIF', { cif: empresa.cif }],
      ['POST', '/api/Alumno/compruebaEmailContactoEmpresa', { cif: empresa.cif, email: 'empresa@example.org' }],
      ['POST', '/api/Alumno/solicitudPractica', proposal()],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.call(method as 'GET' | 'POST', url, { token: company, body })).body.status, url).toBe(607);
    }
  });
});

describe('yearly quota', () => {
  it(`allows ${PROPOSALS_PER_ACADEMIC_YEAR} proposals per academic year (48 after), rejected ones do not count, and a new year starts afresh`, async () => {
    const { token, id, email } = await newCandidate();
    for (let i = 0; i < PROPOSALS_PER_ACADEMIC_YEAR; i += 1) {
      expect((await t.call('POST', '/api/Alumno/solicitudPractica', { token, body: proposal() })).body.status).toBe(511);
    }
    expect((await t.call('GET', '/api/Alumno/numeroSolicitudPracticasEducacionDisponibles', { token })).body.datos.disponibles).toBe(0);
    expect((await t.call('POST', '/api/Alumno/solicitudPractica', { token, body: proposal() })).body.status).toBe(48);

    const first = await t.db.selectFrom('internship_requests').select('id').where('candidate_id', '=', id).orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('internship_requests').set({ state: 'rejected' }).where('id', '=', first.id).execute();
    expect((await t.call('GET', '/api/Alumno/numeroSolicitudPracticasEducacionDisponibles', { token })).body.datos.disponibles).toBe(1);

    t.clock.advance(366 * 24 * 3600);
    const nextYear = await t.login('Alumno', email);
    expect((await t.call('GET', '/api/Alumno/numeroSolicitudPracticasEducacionDisponibles', { token: nextYear })).body.datos.disponibles).toBe(PROPOSALS_PER_ACADEMIC_YEAR);
  });
});
