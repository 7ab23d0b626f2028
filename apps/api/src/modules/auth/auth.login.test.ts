import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('candidate login', () => {
  it('answers status 3 with the server message for a wrong password, and for an unknown user', async () => {
    for (const usuario of ['alumno@example.org', 'nadie@example.org']) {
      const res = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario, password: 'wrong1234' } });
      expect(res.statusCode).toBe(401);
      expect(res.body.status).toBe(3);
      expect(res.body.mensaje).toBeTruthy();
      expect(res.body.datos?.token).toBeUndefined();
    }
  });

  it('gives a token and the user with the demo password; the token opens protected calls', async () => {
    const res = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: 'alumno@example.org', password: 'Demo1234' } });
    expect(res.body.status).toBe(0);
    expect(res.body.datos.usuario).toMatchObject({ rol: 'Alumno', email: 'alumno@example.org' });
    expect(res.body.datos.rgpdPendiente).toBe(false);
    const me = await t.call('GET', '/api/Alumno/editaUsuario', { token: res.body.datos.token });
    expect(me.body).toMatchObject({ status: 0, datos: { rol: 'Alumno', email: 'alumno@example.org' } });
  });

  it('honours the expiry claim: the same token gives code 2 once expired', async () => {
    const token = await t.login('Alumno', 'alumno@example.org');
    const ok = await t.call('GET', '/api/Alumno/editaUsuario', { token });
    expect(ok.body.status).toBe(0);
    t.clock.advance(t.config.tokenTtlSeconds + 1);
    const expired = await t.call('GET', '/api/Alumno/editaUsuario', { token });
    expect(expired.statusCode).toBe(401);
    expect(expired.body.status).toBe(2);
  });

  it('refuses a forged, a missing and another institution\'s token with code 2', async () => {
    const token = await t.login('Alumno', 'alumno@example.org');
    const [head, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sub: string };
    // Same header and signature, another user's id: the signature no longer matches.
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: String(Number(claims.sub) + 1) })).toString('base64url');
    for (const bad of [`${head}.${forgedPayload}.${token.split('.')[2]}`, 'not-a-token', undefined]) {
      const res = await t.call('GET', '/api/Alumno/editaUsuario', { token: bad });
      expect(res.body.status).toBe(2);
    }
    const otherInstitution = await t.call('GET', '/api/Alumno/editaUsuario', { token, host: 'uib.localhost' });
    expect(otherInstitution.body.status).toBe(2);
  });

  it('refuses a blocked user with 90 and a graduate who must use single sign-on with 95', async () => {
    const blocked = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: 'bloqueado@example.org', password: 'Demo1234' } });
    expect(blocked.body.status).toBe(90);
    const graduate = await t.call('POST', '/api/Alumno/logaUsuario', {
      body: { usuario: 'titulado@uib.example.org', password: 'Demo1234' },
      host: 'uib.localhost',
    });
    expect(graduate.body.status).toBe(95);
    const graduateElsewhere = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: 'titulado@example.org', password: 'Demo1234' } });
    expect(graduateElsewhere.body.status).toBe(0);
  });

  it('matches paths case-insensitively', async () => {
    const res = await t.call('POST', '/api/alumno/LOGAUSUARIO', { body: { usuario: 'alumno@example.org', password: 'Demo1234' } });
    expect(res.body.status).toBe(0);
  });
});

describe('company login', () => {
  it('logs a contact of one validated company straight in', async () => {
    const res = await t.call('POST', '/api/Empresa/logaUsuario', { body: { usuario: 'empresa@example.org', password: 'Demo1234' } });
    expect(res.body.status).toBe(0);
    expect(res.body.datos.usuario.idEmpresa).toEqual(expect.any(Number));
    expect(res.body.datos.usuario.nombreEmpresa).toBeTruthy();
  });

  it('asks a contact of several companies to choose, then logs in for the chosen one only', async () => {
    const first = await t.call('POST', '/api/Empresa/logaUsuario', { body: { usuario: 'multi@example.org', password: 'Demo1234' } });
    expect(first.body.status).toBe(0);
    expect(first.body.datos.token).toBeUndefined();
    const empresas = first.body.datos.empresas as { idEmpresa: number; nombre: string }[];
    expect(empresas).toHaveLength(2);

    const list = await t.call('POST', '/api/Empresa/dameEmpresasDelUsuario', { body: { usuario: 'multi@example.org', password: 'Demo1234' } });
    expect(list.body.datos.empresas).toEqual(empresas);

    const chosen = empresas[1]!;
    const second = await t.call('POST', '/api/Empresa/logaUsuario', {
      body: { usuario: 'multi@example.org', password: 'Demo1234', idEmpresa: chosen.idEmpresa },
    });
    expect(second.body.datos.usuario).toMatchObject({ idEmpresa: chosen.idEmpresa, nombreEmpresa: chosen.nombre });

    const single = await t.call('POST', '/api/Empresa/logaUsuario', { body: { usuario: 'empresa@example.org', password: 'Demo1234' } });
    const foreign = await t.call('POST', '/api/Empresa/logaUsuario', {
      body: { usuario: 'multi@example.org', password: 'Demo1234', idEmpresa: single.body.datos.usuario.idEmpresa },
    });
    expect(foreign.body.status).toBe(3);
  });

  it('refuses contacts of pending or blocked companies with code 9', async () => {
    for (const usuario of ['pendiente@example.org', 'empresa.bloqueada@example.org']) {
      const res = await t.call('POST', '/api/Empresa/logaUsuario', { body: { usuario, password: 'Demo1234' } });
      expect(res.body.status).toBe(9);
      expect(res.statusCode).toBe(403);
    }
  });

  it('does not let a candidate log in as a company, nor a company contact as a candidate', async () => {
    const asCompany = await t.call('POST', '/api/Empresa/logaUsuario', { body: { usuario: 'alumno@example.org', password: 'Demo1234' } });
    expect(asCompany.body.status).toBe(3);
    const asCandidate = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: 'empresa@example.org', password: 'Demo1234' } });
    expect(asCandidate.body.status).toBe(3);
  });
});

describe('roles', () => {
  it('refuses a company token on candidate calls and a candidate token on company and staff calls', async () => {
    const company = await t.login('Empresa', 'empresa@example.org');
    const candidate = await t.login('Alumno', 'alumno@example.org');
    const staff = await t.login('Gestor', 'gestor@example.org');
    expect((await t.call('GET', '/api/Alumno/editaUsuario', { token: company })).body.status).toBe(607);
    expect((await t.call('GET', '/api/Empresa/editaUsuario', { token: candidate })).body.status).toBe(607);
    expect((await t.call('GET', '/api/Gestor/editaUsuario', { token: candidate })).body.status).toBe(607);
    expect((await t.call('GET', '/api/Gestor/editaUsuario', { token: staff })).body).toMatchObject({ status: 0, datos: { rol: 'Gestor' } });
    expect((await t.call('POST', '/api/Alumno/editarIdiomaPreferido', { token: staff, body: { idIdioma: 1 } })).statusCode).toBe(403);
  });
});

describe('data-protection step', () => {
  it('gives a restricted token until the current text is accepted', async () => {
    const res = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: 'alumno.nuevo@example.org', password: 'Demo1234' } });
    expect(res.body.datos.rgpdPendiente).toBe(true);
    const restricted = res.body.datos.token as string;

    const text = await t.call('GET', '/api/Alumno/dameTextoRGPDactual', { headers: { 'accept-language': 'ca' } });
    expect(text.body.datos.version).toBeGreaterThanOrEqual(1);
    expect(text.body.datos.texto.length).toBeGreaterThan(50);

    const refused = await t.call('POST', '/api/Alumno/editarPassword', {
      token: restricted,
      body: { passwordActual: 'Demo1234', password: 'Nueva1234', confirmacion: 'Nueva1234' },
    });
    expect(refused.body.status).toBe(607);

    const accepted = await t.call('GET', '/api/Alumno/guardaAceptacionRGPD', { token: restricted });
    expect(accepted.body.status).toBe(0);
    expect(accepted.body.datos.rgpdPendiente).toBe(false);
    const full = accepted.body.datos.token as string;
    const now = await t.call('POST', '/api/Alumno/editarIdiomaPreferido', { token: full, body: { idIdioma: 1 } });
    expect(now.body.status).toBe(0);

    const again = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: 'alumno.nuevo@example.org', password: 'Demo1234' } });
    expect(again.body.datos.rgpdPendiente).toBe(false);
  });
});

describe('preferred language', () => {
  it('stores the language and refuses an unknown id with a field error', async () => {
    const token = await t.login('Alumno', 'alumno@example.org');
    const ok = await t.call('POST', '/api/Alumno/editarIdiomaPreferido', { token, body: { idIdioma: 1 } });
    expect(ok.body).toMatchObject({ status: 0, datos: { idioma: 'ca' } });
    expect((await t.call('GET', '/api/Alumno/editaUsuario', { token })).body.datos.idioma).toBe('ca');
    const bad = await t.call('POST', '/api/Alumno/editarIdiomaPreferido', { token, body: { idIdioma: 9 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.datos.errores[0]).toMatchObject({ campo: 'idIdioma' });
    await t.call('POST', '/api/Alumno/editarIdiomaPreferido', { token, body: { idIdioma: 2 } });
  });
});

describe('login rate limit', () => {
  it('stops guessing after repeated failures, even with the right password, and answers 429', async () => {
    const usuario = 'titulado@example.org';
    for (let i = 0; i < 8; i += 1) {
      const res = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario, password: `wrong${i}xyz1` } });
      expect(res.body.status).toBe(3);
    }
    const limited = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario, password: 'Demo1234' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.body.status).toBe(601);
    t.clock.advance(16 * 60);
    const later = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario, password: 'Demo1234' } });
    expect(later.body.status).toBe(0);
  });
});
