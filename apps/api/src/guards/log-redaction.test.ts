import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD } from '../testing/test-app.ts';
import { dni, spanishIban } from '../db/seed/identifiers.ts';

/*
 * The app's own logger, at its most verbose level, while secrets and personal data pass through it: a password at
 * login and at a change, the session token on every call, and a CV's DNI, IBAN and social-security number. None of
 * them may reach a log line, in any form the request carried them.
 */

const lines: string[] = [];
const t = await createTestApp({ logStream: { write: (line) => void lines.push(line) }, overrides: { logLevel: 'trace' } });
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'Sec4ret-Nueva-2025';
const DNI = dni(48_123_456);
const IBAN = spanishIban('2100', '0418', '4502000513');
const NSS = '281234567840';

describe('the log keeps secrets and personal data out', () => {
  it('has no password, token, DNI, IBAN or social-security number after a login, a password change and a CV edit', async () => {
    const wrong = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: 'alumno@example.org', password: 'Equivocada-9' } });
    expect(wrong.body.status).toBe(3);
    const token = await t.login('Alumno', 'alumno@example.org');

    const changed = await t.call('POST', '/api/Alumno/editarPassword', {
      token,
      body: { passwordActual: DEMO_PASSWORD, password: NEW_PASSWORD, confirmacion: NEW_PASSWORD },
    });
    expect(changed.body.status).toBe(522);
    const again = await t.login('Alumno', 'alumno@example.org', { password: NEW_PASSWORD });

    const cv = await t.call('GET', '/api/Alumno/dameCvUsuario', { token: again });
    const personal = cv.body.datos.datosPersonales as Record<string, unknown>;
    const saved = await t.call('POST', '/api/Alumno/editDatosPersonales', {
      token: again,
      body: {
        fechaNacimiento: '2001-04-12',
        emailPersonal: 'lucia.personal@example.net',
        movil: '612 345 678',
        nacionalidades: [1],
        ...Object.fromEntries(Object.entries(personal).filter(([, value]) => value !== null && typeof value !== 'object')),
        tipoDocumento: 'dni',
        documento: DNI,
        iban: IBAN,
        numeroSeguridadSocial: NSS,
      },
    });
    expect(saved.body.status, JSON.stringify(saved.body)).toBe(0);
    // A refused edit too: validation errors must not echo the value either.
    await t.call('POST', '/api/Alumno/editDatosPersonales', { token: again, body: { documento: `${DNI}X`, iban: `${IBAN}0`, numeroSeguridadSocial: `${NSS}${'9'.repeat(30)}` } });

    const log = lines.join('');
    expect(log, 'the requests were not logged: the test would prove nothing').toContain('/api/Alumno/editDatosPersonales');
    const secrets = {
      'the demo password': DEMO_PASSWORD,
      'the wrong password tried': 'Equivocada-9',
      'the new password': NEW_PASSWORD,
      'the first session token': token,
      'the second session token': again,
      "the token's signature": again.split('.')[2] as string,
      'the DNI': DNI,
      'the IBAN': IBAN,
      'the IBAN without spaces': IBAN.replace(/\s/g, ''),
      'the social-security number': NSS,
    };
    const leaked = Object.entries(secrets)
      .filter(([, value]) => log.includes(value))
      .map(([name]) => name);
    expect(leaked, 'secrets found in the log').toEqual([]);
  });
});
