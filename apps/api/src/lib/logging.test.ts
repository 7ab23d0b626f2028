import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../testing/test-app.ts';
import { dni, spanishIban } from '../db/seed/identifiers.ts';
import { cvFactory } from '../modules/cv/cv.factory.ts';

/** Everything the server logs, as written. */
const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ overrides: { logLevel: 'trace' }, logStream: capture });
});
afterAll(async () => {
  await t?.close();
});

describe('logs never hold passwords, tokens or special personal data', () => {
  it('through a login, a password change, a personal-data edit, a reset link and failures', async () => {
    const f = cvFactory(t);
    const candidate = await f.candidate();
    const secrets = {
      dni: dni(48213577),
      iban: spanishIban('2100', '0418', '4502000513'),
      nss: '281234567840',
      newPassword: 'Secreta987',
      resetToken: 'rst_9f8e7d6c5b4a39281706f5e4d3c2b1a0',
    };
    const login = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: 'alumno@example.org', password: DEMO_PASSWORD } });
    const token = login.body.datos.token as string;
    await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: 'alumno@example.org', password: 'Equivocada42' } });

    const change = await t.call('POST', '/api/Alumno/editarPassword', {
      token,
      body: { passwordActual: DEMO_PASSWORD, password: secrets.newPassword, confirmacion: secrets.newPassword },
    });
    expect(change.body.status).toBe(522);

    const personal = {
      fechaNacimiento: '2001-04-12',
      emailPersonal: `registro.${Date.now()}@example.net`,
      movil: '612 345 678',
      idPais: 1,
      nacionalidades: [1],
      tipoDocumento: 'dni',
      documento: secrets.dni,
      iban: secrets.iban,
      numeroSeguridadSocial: secrets.nss,
    };
    const saved = await t.call('POST', '/api/Alumno/editDatosPersonales', { token: candidate.token, host: candidate.host, body: personal });
    expect(saved.body.status).toBe(0);
    // A refused edit (and its validation error) must not leak the values either.
    const refused = await t.call('POST', '/api/Alumno/editDatosPersonales', {
      token: candidate.token,
      host: candidate.host,
      body: { ...personal, iban: `${secrets.iban}X`, documento: `${secrets.dni}Q` },
    });
    expect(refused.statusCode).toBe(400);

    await t.app.inject({ method: 'GET', url: `/restablecer-candidato?token=${secrets.resetToken}`, headers: { host: '127.0.0.1', accept: 'text/html' } });
    await t.call('POST', '/api/Alumno/restablecerPassword', { body: { token: secrets.resetToken, password: secrets.newPassword, confirmacion: secrets.newPassword } });

    const log = lines.join('');
    // The log really covers these requests, so the absence below means something.
    expect(log).toContain('/api/Alumno/editDatosPersonales');
    expect(log).toContain('/api/Alumno/editarPassword');
    expect(log).toContain('/restablecer-candidato');
    for (const value of [DEMO_PASSWORD, 'Equivocada42', token, candidate.token, change.body.datos.token, ...Object.values(secrets)]) {
      expect(log, `a secret in the log: ${value.slice(0, 6)}...`).not.toContain(value);
    }
  });

  it('masks secret fields in objects logged by the code', () => {
    lines.length = 0;
    t.app.log.info({ body: { password: 'Plain1234', iban: 'ES9121000418450200051332', documento: '12345678Z' }, token: 'abc.def.ghi' }, 'something');
    const log = lines.join('');
    expect(log).toContain('something');
    for (const value of ['Plain1234', 'ES9121000418450200051332', '12345678Z', 'abc.def.ghi']) expect(log).not.toContain(value);
  });
});
