import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffToken, UIB } from '../staff/staff.testing.ts';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterAll(async () => {
  await t?.close();
});

const contentLines = () => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'content').orderBy('id').execute();
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(t.clock.now());

describe('communications per audience', () => {
  it('a communication for companies reaches the company home and not the candidate home', async () => {
    const body = { destinatarios: 'Empresa', desde: today(), textoCa: 'Fira d’ocupació dijous', textoEs: 'Feria de empleo el jueves', textoEn: 'Job fair on Thursday' };
    const saved = await t.call('POST', '/api/Gestor/guardaComunicacionGestor', { token: staff, body });
    expect(saved.body.status).toBe(514);
    const id = saved.body.datos.id;
    const company = await t.login('Empresa', 'empresa@example.org');
    const candidate = await t.login('Alumno', 'alumno@example.org');
    const forCompany = await t.call('GET', '/api/Empresa/dameComunicaciones', { token: company });
    const forCandidate = await t.call('GET', '/api/Alumno/dameComunicaciones', { token: candidate });
    expect(JSON.stringify(forCompany.body.datos)).toContain('Feria de empleo el jueves');
    expect(JSON.stringify(forCandidate.body.datos)).not.toContain('Feria de empleo el jueves');

    const edited = await t.call('POST', '/api/Gestor/guardaComunicacionGestor', { token: staff, body: { ...body, id, destinatarios: 'all' } });
    expect(edited.body.datos.destinatarios).toBe('all');
    expect(JSON.stringify((await t.call('GET', '/api/Alumno/dameComunicaciones', { token: candidate })).body.datos)).toContain('Feria de empleo el jueves');

    await t.call('POST', '/api/Gestor/borraComunicacionGestor', { token: staff, body: { id } });
    const list = await t.call('GET', '/api/Gestor/dameComunicacionesGestor', { token: staff });
    expect(list.body.datos.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await contentLines()).map((l) => [l.action, l.entity_id])).toEqual([
      ['createCommunication', id],
      ['editCommunication', id],
      ['deleteCommunication', id],
    ]);
  });

  it('refuses an end before the start', async () => {
    const res = await t.call('POST', '/api/Gestor/guardaComunicacionGestor', {
      token: staff,
      body: { destinatarios: 'all', desde: '2026-05-10', hasta: '2026-05-01', textoCa: 'Text', textoEs: 'Texto', textoEn: 'Text' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the data-protection text', () => {
  it('a new version makes candidates accept again at their next login; another institution is untouched', async () => {
    const before = await t.call('GET', '/api/Gestor/dameTextoProteccionDatosGestor', { token: staff });
    expect(before.body.datos.version).toBeGreaterThan(0);
    expect(before.body.datos.aceptadoPor).toBeGreaterThan(0);
    const login = () => t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: 'alumno@example.org', password: 'Demo1234' } });
    expect((await login()).body.datos.rgpdPendiente ?? false).toBe(false);
    const uibBefore = await t.call('GET', '/api/Gestor/dameTextoProteccionDatosGestor', { token: await staffToken(t, 'uib'), host: UIB });

    const res = await t.call('POST', '/api/Gestor/publicaTextoProteccionDatosGestor', {
      token: staff,
      body: { textoCa: 'Nou text de protecció de dades.', textoEs: 'Nuevo texto de protección de datos.', textoEn: 'New data-protection text.' },
    });
    expect(res.body.datos).toMatchObject({ version: before.body.datos.version + 1, textoEs: 'Nuevo texto de protección de datos.', aceptadoPor: 0 });
    const after = await login();
    expect(after.body.datos.rgpdPendiente).toBe(true);
    // The restricted token of a pending acceptance is refused elsewhere (607).
    expect((await t.call('GET', '/api/Alumno/dameEventos', { token: after.body.datos.token })).body.status).toBe(607);
    const uibAfter = await t.call('GET', '/api/Gestor/dameTextoProteccionDatosGestor', { token: await staffToken(t, 'uib'), host: UIB });
    expect(uibAfter.body.datos.version).toBe(uibBefore.body.datos.version);
    expect((await contentLines()).at(-1)).toMatchObject({ action: 'publishDataProtection', to_value: String(before.body.datos.version + 1) });
  });
});
