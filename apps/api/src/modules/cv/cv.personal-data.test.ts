import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { dni, spanishIban } from '../../db/seed/identifiers.ts';
import { cvFactory, type CvCandidate } from './cv.factory.ts';

let t: TestApp;
let f: ReturnType<typeof cvFactory>;
beforeAll(async () => {
  t = await createTestApp();
  f = cvFactory(t);
});
afterAll(async () => {
  await t?.close();
});

let forms = 0;
/** The fields the base brand requires (birth date, personal e-mail, mobile, nationality) plus some optional ones. */
function form(overrides: Record<string, unknown> = {}) {
  forms += 1;
  return {
    fechaNacimiento: '2001-04-12',
    genero: 'mujer',
    emailPersonal: `carla.${forms}.${Date.now()}@example.net`,
    movil: '612 345 678',
    direccion: 'Carrer de Sant Miquel, 12',
    codigoPostal: '07002',
    localidad: 'Palma',
    idProvincia: 7,
    idPais: 1,
    iban: spanishIban('2100', '0418', '4502000513'),
    nacionalidades: [1],
    idIdioma: 1,
    boletin: true,
    ...overrides,
  };
}

const save = (candidate: CvCandidate, body: Record<string, unknown>) =>
  t.call('POST', '/api/Alumno/editDatosPersonales', { token: candidate.token, host: candidate.host, body });

describe('editDatosPersonales', () => {
  it('saves the form and answers the CV with labels', async () => {
    const candidate = await f.candidate();
    const body = form();
    const res = await save(candidate, body);
    expect(res.body.status).toBe(0);
    expect(res.body.datos.datosPersonales).toMatchObject({
      fechaNacimiento: '2001-04-12',
      emailPersonal: body.emailPersonal,
      movil: '612 345 678',
      provincia: 'Illes Balears',
      pais: 'España',
      nacionalidades: [{ id: 1, nombre: 'España' }],
      iban: body.iban,
      idIdioma: 1,
      idioma: 'Catalán',
      boletin: true,
      discapacidad: false,
    });
  });

  it('clears an optional field the form leaves out (the form is saved whole)', async () => {
    const candidate = await f.candidate();
    await save(candidate, form({ telefonoFijo: '971 123 456' }));
    const res = await save(candidate, form());
    expect(res.body.datos.datosPersonales.telefonoFijo).toBeNull();
  });

  it('keeps the names and the ID the brand makes read-only, but lets the candidate fill them once when empty', async () => {
    const candidate = await f.candidate({ firstName: 'Carla', lastName: 'Pons', documentNumber: null });
    const id = dni(40_111_222);
    const first = await save(candidate, form({ nombre: 'Otra', apellido1: 'Persona', apellido2: 'Ferrer', tipoDocumento: 'dni', documento: id.toLowerCase() }));
    expect(first.body.status).toBe(0);
    expect(first.body.datos.datosPersonales).toMatchObject({ nombre: 'Carla', apellido1: 'Pons', apellido2: 'Ferrer', tipoDocumento: 'dni', documento: id });
    const second = await save(candidate, form({ apellido2: 'Vidal', tipoDocumento: 'dni', documento: dni(40_111_223) }));
    expect(second.body.datos.datosPersonales).toMatchObject({ apellido2: 'Ferrer', documento: id });
  });

  it('refuses a required field left empty with 15 naming every such field', async () => {
    const candidate = await f.candidate();
    const res = await save(candidate, form({ movil: '', nacionalidades: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(15);
    expect(res.body.datos.errores.map((e: { campo: string }) => e.campo).sort()).toEqual(['movil', 'nacionalidades']);
  });

  it.each([
    ['a DNI with the wrong letter', { tipoDocumento: 'dni', documento: '12345678A' }, 66, 'documento'],
    ['a malformed IBAN', { iban: 'ES91 2100 0418 4502 0005 1333' }, 73, 'iban'],
    ['an e-mail with an accent', { emailPersonal: 'lucía@example.net' }, 69, 'emailPersonal'],
    ['a phone of 8 digits', { movil: '612 345 67' }, 70, 'movil'],
    ['an unknown province', { idProvincia: 99 }, 15, 'idProvincia'],
    ['an unknown nationality', { nacionalidades: [1, 9999] }, 15, 'nacionalidades'],
    ['a communication language the portal does not speak', { idIdioma: 4 }, 15, 'idIdioma'],
  ])('refuses %s with its code', async (_label, overrides, status, campo) => {
    const candidate = await f.candidate();
    const res = await save(candidate, form(overrides));
    expect(res.body.status).toBe(status);
    expect(res.body.datos.errores[0].campo).toBe(campo);
    const cv = await t.call('GET', '/api/Alumno/dameCvUsuario', { token: candidate.token });
    expect(cv.body.datos.datosPersonales.movil).toBeNull();
  });

  it('refuses with 104 an ID of the other kind than the document type says', async () => {
    const candidate = await f.candidate({ documentNumber: null });
    const nie = await save(candidate, form({ tipoDocumento: 'dni', documento: 'X1234567L' }));
    expect(nie.body.status).toBe(104);
    expect(nie.body.datos.errores[0].campo).toBe('documento');
    const dniAsNie = await save(candidate, form({ tipoDocumento: 'nie', documento: dni(40_333_444) }));
    expect(dniAsNie.body.status).toBe(104);
    const ok = await save(candidate, form({ tipoDocumento: 'nie', documento: 'x1234567l' }));
    expect(ok.body.datos.datosPersonales).toMatchObject({ tipoDocumento: 'nie', documento: 'X1234567L' });
  });

  it('takes any passport number as text', async () => {
    const candidate = await f.candidate({ documentNumber: null });
    const res = await save(candidate, form({ tipoDocumento: 'pasaporte', documento: 'PA1234567' }));
    expect(res.body.datos.datosPersonales).toMatchObject({ tipoDocumento: 'pasaporte', documento: 'PA1234567' });
  });

  it('refuses with 94 an ID another candidate of the institution has, not one of another institution', async () => {
    const candidate = await f.candidate({ documentNumber: null });
    const taken = await save(candidate, form({ tipoDocumento: 'dni', documento: '12345678Z' }));
    expect(taken.body.status).toBe(94);
    const elsewhere = await f.candidate({ institutionId: 'uib', documentNumber: dni(40_555_666) });
    expect(elsewhere.userId).toBeGreaterThan(0);
    const free = await save(candidate, form({ tipoDocumento: 'dni', documento: dni(40_555_666) }));
    expect(free.body.status).toBe(0);
  });

  it('refuses with 16 a personal e-mail another candidate logs in with or gives', async () => {
    const candidate = await f.candidate();
    const login = await save(candidate, form({ emailPersonal: 'Alumno@Example.org' }));
    expect(login.body.status).toBe(16);
    const other = await f.candidate();
    const body = form();
    await save(other, body);
    const personal = await save(candidate, form({ emailPersonal: body.emailPersonal }));
    expect(personal.body.status).toBe(16);
    expect(personal.body.datos.errores[0].campo).toBe('emailPersonal');
  });

  it('refuses with 105 a webmail address as student e-mail', async () => {
    const candidate = await f.candidate();
    const webmail = await save(candidate, form({ emailEstudiante: 'carla.pons@gmail.com' }));
    expect(webmail.body.status).toBe(105);
    expect(webmail.body.datos.errores[0].campo).toBe('emailEstudiante');
    const institutional = await save(candidate, form({ emailEstudiante: 'carla.pons@estudiant.example.edu' }));
    expect(institutional.body.datos.datosPersonales.emailEstudiante).toBe('carla.pons@estudiant.example.edu');
  });
});

describe('editDatosEmail', () => {
  it('changes the address the candidate logs in with', async () => {
    const candidate = await f.candidate();
    const email = `nueva.${Date.now()}@example.net`;
    const res = await t.call('POST', '/api/Alumno/editDatosEmail', { token: candidate.token, body: { email } });
    expect(res.body.status).toBe(0);
    expect(res.body.datos.email).toBe(email);
    await expect(t.login('Alumno', email)).resolves.toEqual(expect.any(String));
  });

  it('tells the old address and the new one, once; saving the same address again tells nobody', async () => {
    const candidate = await f.candidate();
    const old = candidate.email;
    const email = `otra.${Date.now()}@example.net`;
    t.sentMail.length = 0;
    expect((await t.call('POST', '/api/Alumno/editDatosEmail', { token: candidate.token, body: { email } })).body.status).toBe(0);
    expect(t.sentMail.map((m) => m.to).sort()).toEqual([old, email].sort());
    const toOld = t.sentMail.find((m) => m.to === old)!;
    expect(toOld.subject).toBe('Tu correo de acceso ha cambiado');
    expect(toOld.text).toContain(email);
    expect(toOld.text).toContain('Si no has sido tú');
    t.sentMail.length = 0;
    expect((await t.call('POST', '/api/Alumno/editDatosEmail', { token: candidate.token, body: { email: email.toUpperCase() } })).body.status).toBe(0);
    expect(t.sentMail).toEqual([]);
  });

  it('refuses a malformed address with 69 and one another candidate has with 16', async () => {
    const candidate = await f.candidate();
    const malformed = await t.call('POST', '/api/Alumno/editDatosEmail', { token: candidate.token, body: { email: 'sin-arroba.example.net' } });
    expect(malformed.body.status).toBe(69);
    const taken = await t.call('POST', '/api/Alumno/editDatosEmail', { token: candidate.token, body: { email: 'alumno@example.org' } });
    expect(taken.body.status).toBe(16);
  });
});
