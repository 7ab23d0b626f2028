import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { linkIn, readable, startSmtpInbox } from '../../testing/smtp-inbox.ts';
import { createMailer } from '../../mail/mailer.ts';
import { RESET_MAIL_COOLDOWN } from '../../lib/rate-limit.ts';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const log = { info() {}, warn() {}, error() {} } as never;
  t = await createTestApp({ mailer: createMailer({ smtpUrl: inbox.url, from: 'portal@test.example', outboxDir: '/tmp', log }) });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

/** One reset mail per account per cooldown: tests that ask twice for one account wait it out. */
const waitForResetCooldown = () => t.clock.advance(RESET_MAIL_COOLDOWN.windowSeconds + 1);

const reset = (path: string, token: string, password: string, confirmacion = password) =>
  t.call('POST', path, { body: { token, password, confirmacion } });


describe('the reset mail speaks the language of the request', () => {
  it('goes in Catalan, with the Catalan page, when asked in Catalan; in Spanish when asked in Spanish', async () => {
    const ca = await t.call('POST', '/api/Alumno/solicitarReseteoPassword', { body: { usuario: 'alumno@example.org' }, headers: { 'accept-language': 'ca' } });
    expect(ca.body.status).toBe(505);
    const catalan = inbox.mails.at(-1)!;
    expect(linkIn(catalan.raw, '/restablir-candidat').searchParams.get('token')).toMatch(/^[\w-]{20,}$/);
    expect(readable(catalan.raw)).toContain('restablir la contrasenya del teu compte');
    expect(readable(catalan.raw)).toContain('Tria una contrasenya nova aquí');
    expect(catalan.raw).not.toContain('/restablecer-candidato');

    waitForResetCooldown();
    await t.call('POST', '/api/Alumno/solicitarReseteoPassword', { body: { usuario: 'alumno@example.org' }, headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    const spanish = inbox.mails.at(-1)!;
    expect(linkIn(spanish.raw, '/restablecer-candidato').searchParams.get('token')).toBeTruthy();
    expect(readable(spanish.raw)).toContain('restablecer la contraseña de tu cuenta');
    expect(spanish.raw).not.toContain('/restablir-candidat');
  });

  it("ignores the account's saved language: the request decides", async () => {
    await t.db.updateTable('users').set({ language: 'ca' }).where('email', '=', 'empresa@example.org').execute();
    await t.call('POST', '/api/Empresa/recuerdoPassword', { body: { usuario: 'empresa@example.org' }, headers: { 'accept-language': 'es' } });
    const mail = inbox.mails.at(-1)!;
    expect(mail.to).toEqual(['empresa@example.org']);
    expect(linkIn(mail.raw, '/restablecer-login')).toBeTruthy();
    expect(readable(mail.raw)).toContain('Elige una contraseña nueva aquí');
  });
});

describe('password reset by e-mail', () => {
  it('mails a one-time link over SMTP that sets a new password', async () => {
    waitForResetCooldown();
    const req = await t.call('POST', '/api/Alumno/solicitarReseteoPassword', { body: { usuario: 'alumno@example.org' } });
    expect(req.body.status).toBe(505);
    const mail = inbox.mails.at(-1)!;
    expect(mail.to).toEqual(['alumno@example.org']);
    const link = linkIn(mail.raw, '/restablecer-candidato');
    expect(link.host).toBe('127.0.0.1');
    const token = link.searchParams.get('token')!;

    const weak = await reset('/api/Alumno/restablecerPassword', token, 'sinnumeros');
    expect(weak.statusCode).toBe(400);
    expect(weak.body.datos.errores.map((e: { campo: string }) => e.campo)).toContain('password');
    const mismatch = await reset('/api/Alumno/restablecerPassword', token, 'Nueva1234', 'Otra12345');
    expect(mismatch.statusCode).toBe(400);

    const done = await reset('/api/Alumno/restablecerPassword', token, 'Nueva1234');
    expect(done.body.status).toBe(508);
    expect((await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: 'alumno@example.org', password: 'Nueva1234' } })).body.status).toBe(0);
    expect((await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: 'alumno@example.org', password: 'Demo1234' } })).body.status).toBe(3);

    const reused = await reset('/api/Alumno/restablecerPassword', token, 'Otra12345');
    expect(reused.body.status).toBe(42);
  });

  it('refuses an expired link with 42 and a link of the other role', async () => {
    await t.call('POST', '/api/Empresa/recuerdoPassword', { body: { usuario: 'empresa@example.org' } });
    const token = linkIn(inbox.mails.at(-1)!.raw, '/restablecer-login').searchParams.get('token')!;
    expect((await reset('/api/Alumno/restablecerPassword', token, 'Nueva1234')).body.status).toBe(42);
    t.clock.advance(25 * 3600);
    expect((await reset('/api/Empresa/restablecerPassword', token, 'Nueva1234')).body.status).toBe(42);
  });

  it('finds a company contact by the company CIF', async () => {
    const company = await t.db
      .selectFrom('companies')
      .innerJoin('company_contacts', 'company_contacts.company_id', 'companies.id')
      .innerJoin('users', 'users.id', 'company_contacts.user_id')
      .select(['companies.cif', 'users.email'])
      .where('users.email', '=', 'empresa@example.org')
      .executeTakeFirstOrThrow();
    const res = await t.call('POST', '/api/Empresa/recuerdoPassword', { body: { cif: company.cif } });
    expect(res.body.status).toBe(505);
    expect(inbox.mails.at(-1)!.to).toEqual(['empresa@example.org']);
  });

  it('answers 524 for an unknown user and sends nothing', async () => {
    const before = inbox.mails.length;
    const res = await t.call('POST', '/api/Alumno/solicitarReseteoPassword', { body: { usuario: 'nadie@example.org' } });
    expect(res.body.status).toBe(524);
    expect(inbox.mails.length).toBe(before);
  });

  it('does not put a foreign Host into the link', async () => {
    await t.call('POST', '/api/Alumno/solicitarReseteoPassword', { body: { usuario: 'titulado@example.org' }, host: 'evil.example.com' });
    const link = linkIn(inbox.mails.at(-1)!.raw, '/restablecer-candidato');
    expect(link.hostname).not.toContain('evil');
  });
});

describe('first password of a new company contact', () => {
  it('sets it once with the link (43 afterwards for a contact that has one)', async () => {
    const institution = 'generic';
    const user = await t.db
      .insertInto('users')
      .values({ institution_id: institution, role: 'Empresa', email: 'nuevo.contacto@example.org', first_name: 'Nou', password_hash: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const company = await t.db.selectFrom('companies').select('id').where('institution_id', '=', institution).where('state', '=', 'validated').executeTakeFirstOrThrow();
    await t.db.insertInto('company_contacts').values({ company_id: company.id, user_id: user.id, position: null, phone: null }).execute();
    const token = crypto.randomBytes(32).toString('base64url');
    const tokenHash = crypto.createHash('sha256').update(token).digest('hex');
    const expires = new Date(t.clock.now().getTime() + 3600_000);
    await t.db.insertInto('password_tokens').values({ user_id: user.id, purpose: 'set', token_hash: tokenHash, expires_at: expires }).execute();

    const set = await reset('/api/Empresa/establecerPassword', token, 'Primera123');
    expect(set.body.status).toBe(517);
    expect((await t.call('POST', '/api/Empresa/logaUsuario', { body: { usuario: 'nuevo.contacto@example.org', password: 'Primera123' } })).body.status).toBe(0);

    const second = crypto.randomBytes(32).toString('base64url');
    await t.db
      .insertInto('password_tokens')
      .values({ user_id: user.id, purpose: 'set', token_hash: crypto.createHash('sha256').update(second).digest('hex'), expires_at: expires })
      .execute();
    expect((await reset('/api/Empresa/establecerPassword', second, 'Segunda123')).body.status).toBe(43);
  });
});

describe('password change', () => {
  it('needs the current password and a secure new one', async () => {
    const first = await t.call('POST', '/api/Empresa/logaUsuario', { body: { usuario: 'multi@example.org', password: 'Demo1234' } });
    const token = await t.login('Empresa', 'multi@example.org', { idEmpresa: first.body.datos.empresas[0].idEmpresa });
    const wrong = await t.call('POST', '/api/Empresa/editaUsuario', { token, body: { passwordActual: 'nope12345', password: 'Cambio123', confirmacion: 'Cambio123' } });
    expect(wrong.body.status).toBe(3);
    const weak = await t.call('POST', '/api/Empresa/editaUsuario', { token, body: { passwordActual: 'Demo1234', password: 'corta1', confirmacion: 'corta1' } });
    expect(weak.statusCode).toBe(400);
    const ok = await t.call('POST', '/api/Empresa/editaUsuario', { token, body: { passwordActual: 'Demo1234', password: 'Cambio123', confirmacion: 'Cambio123' } });
    expect(ok.body.status).toBe(522);
    const relog = await t.call('POST', '/api/Empresa/logaUsuario', { body: { usuario: 'multi@example.org', password: 'Cambio123' } });
    expect(relog.body.status).toBe(0);
  });
});
