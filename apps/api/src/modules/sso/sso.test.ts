import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffToken, UIB } from '../staff/staff.testing.ts';
import { startOidcProvider } from '../../../demo/oidc-provider.mjs';
import { DEMO_GRADUATE_DNI } from './demo-provider.ts';
import { PROVIDER_PASSWORD, throughProvider as throughProviderAt } from './sso.testing.ts';

/**
 * Single sign-on through a real OpenID Connect provider (oidc-provider) running in this process on a free port: the
 * authorization request, the provider's own login page, the code exchange with PKCE and the ID token's checks are
 * the real protocol, nothing of it is mocked.
 */
let t: TestApp;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let uibStaff: string;
const CLIENT = { client_id: 'portal-test', client_secret: 'a-test-secret-of-the-portal' };

beforeAll(async () => {
  t = await createTestApp();
  provider = await startOidcProvider({
    accounts: [
      { login: 'graduada', password: 'Clau-1234', claims: { sub: 'g-1', email: 'laura@uni.example', email_verified: true, dni: DEMO_GRADUATE_DNI } },
      { login: 'sense-verificar', password: 'Clau-1234', claims: { sub: 'g-2', email: 'titulado@uib.example.org', email_verified: false } },
      { login: 'correu', password: 'Clau-1234', claims: { sub: 'g-3', email: 'Titulado@UIB.example.org', email_verified: true } },
      { login: 'desconeguda', password: 'Clau-1234', claims: { sub: 'g-4', email: 'nadie@uib.example.org', email_verified: true, dni: '00000001R' } },
    ],
    clients: [{ ...CLIENT, redirect_uris: ['http://uib.localhost/acceso', 'http://127.0.0.1/acceso'] }],
  });
  uibStaff = await staffToken(t, 'uib');
  await configure(uibStaff, UIB, { claim: 'dni', campo: 'documento' });
});
afterAll(async () => {
  await provider?.close();
  await t?.close();
});

async function configure(token: string, host: string | undefined, match: { claim: string; campo: 'email' | 'documento' }, activo = true) {
  const res = await t.call('POST', '/api/Gestor/editaAccesoUnicoGestor', {
    token,
    host,
    body: { activo, emisor: provider.issuer, idCliente: CLIENT.client_id, secreto: CLIENT.client_secret, ...match },
  });
  expect(res.body.status).toBe(Status.ChangesSaved);
  return res;
}

/** Begins a candidates' sign-on at the portal and signs in at the provider's login page: the address it sends back. */
const throughProvider = (login: string, host = UIB, password = PROVIDER_PASSWORD) =>
  throughProviderAt(t, provider.issuer, { path: '/api/Alumno/iniciaLoginIntegrado', host }, login, password);

const answer = (respuesta: string, host = UIB) => t.call('POST', '/api/Alumno/validaRespuestaLoginIntegrado', { host, body: { respuesta } });

describe('single sign-on through the institution provider', () => {
  it('signs the UIB graduate in: the provider vouches for the DNI, the answer is the password login’s', async () => {
    // The graduate cannot use the password: code 95 points at the single sign-on.
    const password = await t.call('POST', '/api/Alumno/logaUsuario', { host: UIB, body: { usuario: 'titulado@uib.example.org', password: 'Demo1234' } });
    expect(password.body.status).toBe(Status.GraduateMustUseSso);

    const signInLines = () => t.db.selectFrom('audit_log').select('id').where('action', '=', 'signIn').execute();
    const linesBefore = (await signInLines()).length;
    const callback = await throughProvider('graduada');
    expect(new URL(callback).searchParams.get('code')).toBeTruthy();
    const res = await answer(new URL(callback).search);
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toMatchObject({ token: expect.any(String), expira: expect.any(Number), usuario: { rol: 'Alumno', email: 'titulado@uib.example.org' } });
    const account = await t.call('GET', '/api/Alumno/editaUsuario', { host: UIB, token: res.body.datos.token });
    expect(account.body.status).toBe(0);
    // A candidate's sign-in leaves no line in the change log, as with the password.
    expect((await signInLines()).length).toBe(linesBefore);
  });

  it('takes the whole callback address as well as its query string', async () => {
    const callback = await throughProvider('graduada');
    expect((await answer(callback)).body.status).toBe(0);
  });

  it('refuses an unknown state, a used answer and a code replayed with another state (659)', async () => {
    expect((await answer('?code=abc&state=not-a-state')).body.status).toBe(Status.SsoAnswerInvalid);
    expect((await answer('?code=abc')).body.status).toBe(Status.SsoAnswerInvalid);

    const callback = new URL(await throughProvider('graduada'));
    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    expect((await answer(tampered.search)).body.status).toBe(Status.SsoAnswerInvalid);
    expect((await answer(callback.search)).body.status).toBe(0);
    // The same answer again: its state is used.
    const again = await answer(callback.search);
    expect(again.body.status).toBe(Status.SsoAnswerInvalid);
    expect(again.body.datos?.token).toBeUndefined();

    // The used code with the state of a new sign-on: the provider refuses the code (used, and the PKCE does not match).
    const fresh = new URL(await throughProvider('graduada'));
    const replayed = new URL(fresh);
    replayed.searchParams.set('code', callback.searchParams.get('code')!);
    expect((await answer(replayed.search)).body.status).toBe(Status.SsoAnswerInvalid);
  });

  it('refuses a person no candidate matches (662) with a clear message', async () => {
    const res = await answer(new URL(await throughProvider('desconeguda')).search);
    expect(res.body.status).toBe(Status.SsoNoCandidate);
    expect(res.body.datos?.token).toBeUndefined();
  });

  it('matches by e-mail only when the provider verified it (661 otherwise), case aside', async () => {
    await configure(uibStaff, UIB, { claim: 'email', campo: 'email' });
    try {
      expect((await answer(new URL(await throughProvider('sense-verificar')).search)).body.status).toBe(Status.SsoClaimMissing);
      const byMail = await answer(new URL(await throughProvider('correu')).search);
      expect(byMail.body.status).toBe(0);
      expect(byMail.body.datos.usuario.email).toBe('titulado@uib.example.org');
      // The graduate's account has no `dni` claim the provider releases under this setting: the configured claim is missing.
      await configure(uibStaff, UIB, { claim: 'nia', campo: 'documento' });
      expect((await answer(new URL(await throughProvider('graduada')).search)).body.status).toBe(Status.SsoClaimMissing);
    } finally {
      await configure(uibStaff, UIB, { claim: 'dni', campo: 'documento' });
    }
  });

  it('answers 658 where single sign-on is off, and the public configuration says so', async () => {
    expect((await t.call('POST', '/api/Alumno/iniciaLoginIntegrado')).body.status).toBe(Status.SsoOff);
    expect((await answer('?code=abc&state=def', '127.0.0.1')).body.status).toBe(Status.SsoOff);
    expect((await t.call('GET', '/api/Publico/configuracion')).body.datos.accesoUnico).toBe(false);
    expect((await t.call('GET', '/api/Publico/configuracion', { host: UIB })).body.datos.accesoUnico).toBe(true);
  });

  it("keeps each institution's sign-ons apart: another institution's answer is refused, its candidates are its own", async () => {
    const generic = await staffToken(t);
    await configure(generic, undefined, { claim: 'dni', campo: 'documento' });
    try {
      // Begun at the UIB, answered to the generic institution: the state is not the generic institution's.
      const uibCallback = new URL(await throughProvider('graduada'));
      expect((await answer(uibCallback.search, '127.0.0.1')).body.status).toBe(Status.SsoAnswerInvalid);
      // Begun and answered at the generic institution: its own graduate, whose token the UIB refuses.
      const own = await answer(new URL(await throughProvider('graduada', '127.0.0.1')).search, '127.0.0.1');
      expect(own.body.status).toBe(0);
      expect(own.body.datos.usuario.email).toBe('titulado@example.org');
      expect((await t.call('GET', '/api/Alumno/editaUsuario', { host: UIB, token: own.body.datos.token })).body.status).toBe(Status.SessionExpired);
    } finally {
      await configure(generic, undefined, { claim: 'dni', campo: 'documento' }, false);
    }
  });

  it('answers 660 when the provider cannot be reached', async () => {
    const generic = await staffToken(t);
    await t.call('POST', '/api/Gestor/editaAccesoUnicoGestor', {
      token: generic,
      body: { activo: true, emisor: 'http://127.0.0.1:9/nothing-here', idCliente: 'x', secreto: 'y', claim: 'email', campo: 'email' },
    });
    try {
      expect((await t.call('POST', '/api/Alumno/iniciaLoginIntegrado')).body.status).toBe(Status.SsoProviderUnavailable);
    } finally {
      await configure(generic, undefined, { claim: 'email', campo: 'email' }, false);
    }
  });
});

describe("the back office's single sign-on settings", () => {
  it('never answers the client secret, keeps it when none is given, and logs the change without it', async () => {
    const read = await t.call('GET', '/api/Gestor/dameAccesoUnicoGestor', { token: uibStaff, host: UIB });
    expect(read.body.datos).toMatchObject({ activo: true, emisor: provider.issuer, idCliente: CLIENT.client_id, secretoGuardado: true, claim: 'dni', campo: 'documento', urlRetorno: 'http://uib.localhost/acceso' });
    expect(JSON.stringify(read.body)).not.toContain(CLIENT.client_secret);
    const kept = await t.call('POST', '/api/Gestor/editaAccesoUnicoGestor', {
      token: uibStaff,
      host: UIB,
      body: { activo: true, emisor: provider.issuer, idCliente: CLIENT.client_id, claim: 'dni', campo: 'documento', secreto: '' },
    });
    expect(kept.body.datos.secretoGuardado).toBe(true);
    expect(JSON.stringify(kept.body)).not.toContain(CLIENT.client_secret);
    const lines = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'editSso').execute();
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain(CLIENT.client_secret);
    // Still signs in: the kept secret is the one used.
    expect((await answer(new URL(await throughProvider('graduada')).search)).body.status).toBe(0);
  });

  it('refuses to turn it on without an issuer, a client or a secret (15 with the field)', async () => {
    const staff = await t.login('Gestor', 'gestor@udg.example.org', { host: 'udg.localhost' });
    const res = await t.call('POST', '/api/Gestor/editaAccesoUnicoGestor', {
      token: staff,
      host: 'udg.localhost',
      body: { activo: true, emisor: 'https://idp.udg.example', idCliente: 'portal', claim: 'email', campo: 'email' },
    });
    expect(res.body.status).toBe(Status.MissingMandatoryData);
    expect(res.body.datos.errores).toEqual([expect.objectContaining({ campo: 'secreto' })]);
    const badUrl = await t.call('POST', '/api/Gestor/editaAccesoUnicoGestor', {
      token: staff,
      host: 'udg.localhost',
      body: { activo: false, emisor: 'no es una dirección', idCliente: '', claim: 'email', campo: 'email' },
    });
    expect(badUrl.body.datos.errores).toEqual([expect.objectContaining({ campo: 'emisor' })]);
    expect((await t.call('GET', '/api/Gestor/dameAccesoUnicoGestor', { token: staff, host: 'udg.localhost' })).body.datos.activo).toBe(false);
  });

  it("shows each institution's staff their own settings only", async () => {
    const generic = await staffToken(t);
    const own = await t.call('GET', '/api/Gestor/dameAccesoUnicoGestor', { token: generic });
    expect(own.body.datos.emisor).not.toBe('');
    expect(own.body.datos.activo).toBe(false);
    // The UIB's token on the generic host is refused.
    expect((await t.call('GET', '/api/Gestor/dameAccesoUnicoGestor', { token: uibStaff })).body.status).toBe(Status.SessionExpired);
  });
});
