import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loggerOptions, maskEmails } from '../lib/logging.ts';
import { createMailer } from '../mail/mailer.ts';
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

describe('e-mail addresses reach the log masked', () => {
  const PERSONAL = 'lucia.personal@example.net';

  it('the recipient of a mail written to the outbox (no SMTP configured)', async () => {
    const mailLines: string[] = [];
    const log = Fastify({ logger: loggerOptions('trace', { write: (line) => void mailLines.push(line) }) }).log;
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-outbox-'));
    try {
      const mailer = createMailer({ from: 'portal@example.org', outboxDir, log });
      await mailer.send({ to: PERSONAL, subject: 'Restablecer la contraseña', text: 'Hola', html: '<p>Hola</p>' });
      expect(fs.readdirSync(outboxDir)).toHaveLength(1);
    } finally {
      fs.rmSync(outboxDir, { recursive: true, force: true });
    }
    const logged = mailLines.join('');
    expect(logged).toContain('mail written to the outbox');
    expect(logged).not.toContain(PERSONAL);
    expect(logged).not.toContain('lucia.personal');
    expect(JSON.parse(mailLines[0] as string).to).toBe('l***@example.net');
  });

  it('inside an error message and its stack (an SMTP refusal names the recipient)', () => {
    const errorLines: string[] = [];
    const log = Fastify({ logger: loggerOptions('trace', { write: (line) => void errorLines.push(line) }) }).log;
    log.error({ err: new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${PERSONAL}>: Recipient address rejected`) }, 'mail not sent');
    const logged = errorLines.join('');
    expect(logged).not.toContain(PERSONAL);
    expect(JSON.parse(errorLines[0] as string).err.message).toContain('<l***@example.net>');
  });

  it('masks every address of a text, and nothing else', () => {
    expect(maskEmails('to a.b@uib.example.org, x@y.es; no address here: user@ nor @host')).toBe('to a***@uib.example.org, x***@y.es; no address here: user@ nor @host');
  });
});
