import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { brands } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTokenService } from '../auth/tokens.ts';
import { createAuthService } from '../auth/auth.service.ts';
import { createRateLimiter } from '../../lib/rate-limit.ts';
import { register as registerCandidate } from './registration.service.ts';
import { registrationForm } from './registration.testing.ts';

let t: TestApp;

const register = (body: unknown, host?: string) => t.call('POST', '/api/alumno/registrarUsuario', { body, host });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('registrarUsuario', () => {
  it('creates the account and its CV row, records the data-protection acceptance and logs the candidate in (504)', async () => {
    const valid = registrationForm();
    const res = await register(valid);
    expect(res.body).toMatchObject({
      status: 504,
      datos: { token: expect.any(String), expira: expect.any(Number), rgpdPendiente: false, usuario: { rol: 'Alumno', email: valid.email, nombre: 'Marina', apellidos: 'Coll Bauzà' } },
    });
    expect(res.body.mensaje).toBeUndefined();

    const me = await t.call('GET', '/api/Alumno/editaUsuario', { token: res.body.datos.token });
    expect(me.body).toMatchObject({ status: 0, datos: { email: valid.email } });

    const user = await t.db.selectFrom('users').selectAll().where('email', '=', valid.email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ institution_id: 'generic', role: 'Alumno', document_number: valid.documento, rgpd_version: 1 });
    expect(user.rgpd_accepted_at).toBeInstanceOf(Date);
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const cv = await t.db.selectFrom('candidates').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(cv).toMatchObject({ institution_id: 'generic', document_type: 'dni', active_search_internships: true, active_search_jobs: true });

    const login = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: valid.email, password: valid.password } });
    expect(login.body.status).toBe(0);
  });

  it('starts with active search off where the brand is not BornActive, and stores an NIE as such', async () => {
    expect(brands.urv.flags.BornActive).toBe(false);
    const form = registrationForm({ tipoDocumento: 'nie', documento: 'x-1234567-l' });
    const res = await register(form, 'urv.localhost');
    expect(res.body.status).toBe(504);
    const user = await t.db.selectFrom('users').select(['id', 'document_number']).where('email', '=', form.email).executeTakeFirstOrThrow();
    expect(user.document_number).toBe('X1234567L');
    const cv = await t.db.selectFrom('candidates').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(cv).toMatchObject({ institution_id: 'urv', document_type: 'nie', active_search_internships: false, active_search_jobs: false });
  });

  it('answers 16 when a candidate account has the e-mail (any case)', async () => {
    const res = await register(registrationForm({ email: 'ALUMNO@example.org' }));
    expect(res.body.status).toBe(16);
  });

  it("answers 60 when the e-mail is the personal or student address on another candidate's CV", async () => {
    const alumno = await t.db.selectFrom('users').select('id').where('email', '=', 'alumno@example.org').executeTakeFirstOrThrow();
    await t.db
      .insertInto('candidates')
      .values({ user_id: alumno.id, institution_id: 'generic' })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    await t.db.updateTable('candidates').set({ personal_email: 'Lucia.Personal@example.net' }).where('user_id', '=', alumno.id).execute();
    expect((await register(registrationForm({ email: 'lucia.personal@example.net' }))).body.status).toBe(60);
  });

  it('answers 94 when the DNI/NIE is registered, in this institution only', async () => {
    expect((await register(registrationForm({ documento: '12345678z' }))).body.status).toBe(94);
    const elsewhere = registrationForm();
    await register(elsewhere, 'udg.localhost');
    expect((await register(registrationForm({ documento: elsewhere.documento }))).body.status).toBe(504);
  });

  it('answers 104 for a passport or another document, 66 for a wrong DNI/NIE', async () => {
    for (const tipoDocumento of ['pasaporte', 'otro']) {
      expect((await register(registrationForm({ tipoDocumento, documento: 'PAB123456' }))).body.status).toBe(104);
    }
    for (const [tipoDocumento, documento] of [
      ['dni', '12345678A'],
      ['dni', 'X1234567L'],
      ['nie', '12345678Z'],
    ]) {
      const res = await register(registrationForm({ tipoDocumento, documento }));
      expect(res.body, `${tipoDocumento} ${documento}`).toMatchObject({ status: 66, datos: { errores: [{ campo: 'documento', codigo: 66 }] } });
    }
  });

  it('takes names of 1 to 150 characters, the same rule as the CV', async () => {
    const short = await register(registrationForm({ nombre: 'Li', apellidos: 'Ng' }));
    expect(short.body.status).toBe(504);
    const long = await register(registrationForm({ nombre: 'a'.repeat(151) }));
    expect(long.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'nombre', clave: 'maxLength' }] } });
  });

  it('answers 28 for a password without a digit or too short, 15 for a wrong confirmation or without privacy acceptance', async () => {
    for (const password of ['sinnumeros', 'abc1']) {
      const res = await register(registrationForm({ password, confirmacion: password }));
      expect(res.body).toMatchObject({ status: 28, datos: { errores: [{ campo: 'password' }] } });
    }
    const mismatch = await register(registrationForm({ confirmacion: 'Otra1234' }));
    expect(mismatch.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'confirmacion', clave: 'passwordMismatch' }] } });
    for (const aceptaPrivacidad of [false, undefined]) {
      const res = await register(registrationForm({ aceptaPrivacidad }));
      expect(res.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'aceptaPrivacidad', clave: 'privacyPolicy' }] } });
    }
  });

  it('is refused with 48 where the brand has no candidate registration', async () => {
    expect(brands.uib.flags.canRegistroAlumno).toBe(false);
    const form = registrationForm();
    expect((await register(form, 'uib.localhost')).body.status).toBe(48);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', form.email).executeTakeFirst()).toBeUndefined();
  });

  it('lets only one of two simultaneous registrations with the same DNI through', async () => {
    const first = registrationForm();
    const second = registrationForm({ documento: first.documento });
    const results = await Promise.all([register(first), register(second)]);
    expect(results.map((r) => r.body.status).sort((a, b) => a - b)).toEqual([94, 504]);
    const count = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(sql`upper(document_number)`, '=', first.documento)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("answers with the brand's own registration message when it has one", async () => {
    const tokens = createTokenService('a-test-secret-of-enough-length-000', 3600, t.clock.now);
    const auth = createAuthService({ db: t.db, tokens, mail: t.app.mailQueue, limiter: createRateLimiter(t.db, t.clock.now), now: t.clock.now });
    const registro = { ca: 'Benvinguda! Reviseu el correu.', es: '¡Bienvenida! Revisa tu correo.', en: 'Welcome! Check your e-mail.' };
    const visitor = { institutionId: 'generic' as const, brand: { ...brands.generic, customMessages: { registro } }, language: 'ca' as const };
    const form = registrationForm();
    const result = await registerCandidate(t.db, visitor, { ...form, tipoDocumento: 'dni', aceptaPrivacidad: true }, { auth, now: t.clock.now() });
    expect(result.mensaje).toBe(registro.ca);
    expect(result.datos.usuario?.email).toBe(form.email);
  });
});
