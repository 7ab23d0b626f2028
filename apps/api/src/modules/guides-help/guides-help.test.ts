import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditLines, staffToken, UIB } from '../staff/staff.testing.ts';

let t: TestApp;
let staff: string;
let uibStaff: string;
let candidate: string;
let company: string;

const full = {
  pagina: 'orientacion-laboral',
  tituloEs: 'Orientación laboral',
  tituloCa: 'Orientació laboral',
  tituloEn: 'Career guidance',
  textoEs: '## Citas\nEscríbenos a [ocupacio](mailto:ocupacio@example.org).',
  textoCa: '## Cites\nEscriu-nos a [ocupacio](mailto:ocupacio@example.org).',
  textoEn: '## Appointments\nWrite to [ocupacio](mailto:ocupacio@example.org).',
  publicada: true,
};
const save = (body: unknown, token = staff) => t.call('POST', '/api/Gestor/guardaPaginaInformativaGestor', { token, body, ...(token === uibStaff ? { host: UIB } : {}) });
const read = (page: string, headers: { language?: string; token?: string; host?: string } = {}) =>
  t.call('GET', `/api/Alumno/damePaginaInformativa/${page}`, { token: headers.token ?? candidate, ...(headers.host ? { host: headers.host } : {}), ...(headers.language ? { headers: { 'accept-language': headers.language } } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  uibStaff = await staffToken(t, 'uib');
  candidate = await t.login('Alumno', 'alumno@example.org');
  company = await t.login('Empresa', 'empresa@example.org');
});
afterAll(async () => {
  await t?.close();
});

describe('the information pages', () => {
  it('shows a candidate the published demo pages in the language of the request, as markup text', async () => {
    const es = await read('orientacion-laboral');
    expect(es.body).toMatchObject({ status: 0, datos: { pagina: 'orientacion-laboral', titulo: 'Orientación laboral' } });
    expect(es.body.datos.texto).toContain('## Qué te ofrecemos');
    const ca = await read('ayuda', { language: 'ca' });
    expect(ca.body.datos.titulo).toBe('Ajuda');
  });

  it('saves a draft candidates do not see, publishes it, withdraws it and logs each step', async () => {
    const draft = await save({ ...full, textoCa: '', publicada: false });
    expect(draft.body.status).toBe(514);
    expect(draft.body.datos).toMatchObject({ pagina: 'orientacion-laboral', publicada: false, textoCa: '' });
    expect((await read('orientacion-laboral')).body).toMatchObject({ status: 0, datos: null });

    const incomplete = await save({ ...full, textoCa: '' });
    expect(incomplete.body.status).toBe(649);
    expect(incomplete.body.datos.errores.map((e: { campo: string }) => e.campo)).toEqual(['textoCa']);
    expect((await read('orientacion-laboral')).body.datos).toBeNull();

    const published = await save(full);
    expect(published.body.datos).toMatchObject({ publicada: true, textoEs: full.textoEs });
    expect((await read('orientacion-laboral', { language: 'en' })).body.datos).toMatchObject({ titulo: 'Career guidance', texto: full.textoEn });

    const edited = await save({ ...full, tituloEs: 'Orientación profesional' });
    expect(edited.body.datos.fechaPublicacion).toBe(published.body.datos.fechaPublicacion);
    expect((await read('orientacion-laboral')).body.datos.titulo).toBe('Orientación profesional');

    const withdrawn = await save({ ...full, publicada: false });
    expect(withdrawn.body.datos.publicada).toBe(false);
    expect((await read('orientacion-laboral')).body.datos).toBeNull();

    const { id } = await t.db.selectFrom('info_pages').select('id').where('institution_id', '=', 'generic').where('page', '=', 'orientacion-laboral').executeTakeFirstOrThrow();
    expect((await auditLines(t, 'content', id)).map((l) => l.action)).toEqual(['unpublishInfoPage', 'publishInfoPage', 'editInfoPage', 'unpublishInfoPage']);
    await save(full);
  });

  it('refuses HTML (15 on the field) and a page the portal does not have (15)', async () => {
    const html = await save({ ...full, textoEs: 'Hola <script>alert(1)</script>' });
    expect(html.body.status).toBe(15);
    expect(html.body.datos.errores[0].campo).toBe('textoEs');
    expect((await save({ ...full, pagina: 'privacidad' })).body.status).toBe(15);
    expect((await read('privacidad')).body.status).toBe(15);
    expect((await read('orientacion-laboral')).body.datos.texto).not.toContain('<script>');
  });

  it("keeps each institution's pages apart: uib's staff change uib's page only", async () => {
    const before = (await read('orientacion-laboral')).body.datos;
    expect((await save({ ...full, tituloEs: 'Orientación UIB' }, uibStaff)).body.status).toBe(514);
    expect((await read('orientacion-laboral')).body.datos).toEqual(before);
    const uibCandidate = await t.login('Alumno', 'alumno@uib.example.org', { host: UIB });
    expect((await read('orientacion-laboral', { token: uibCandidate, host: UIB, language: 'es' })).body.datos.titulo).toBe('Orientación UIB');
    const list = await t.call('GET', '/api/Gestor/damePaginasInformativasGestor', { token: uibStaff, host: UIB });
    expect(list.body.datos.find((p: { pagina: string }) => p.pagina === 'ayuda')).toMatchObject({ publicada: false });
  });

  it('has no help page on a brand without hashelp (48), and answers only candidates and staff (607)', async () => {
    const udg = await t.login('Alumno', 'alumno@udg.example.org', { host: 'udg.localhost' });
    expect((await read('ayuda', { token: udg, host: 'udg.localhost' })).body.status).toBe(48);
    expect((await read('orientacion-laboral', { token: udg, host: 'udg.localhost' })).body.status).toBe(0);
    expect((await read('ayuda', { token: company })).body.status).toBe(607);
    expect((await t.call('GET', '/api/Gestor/damePaginasInformativasGestor', { token: candidate })).body.status).toBe(607);
    expect((await save(full, candidate)).body.status).toBe(607);
    const staffList = await t.call('GET', '/api/Gestor/damePaginasInformativasGestor', { token: staff });
    expect(staffList.body.datos.map((p: { pagina: string }) => p.pagina)).toEqual(['orientacion-laboral', 'ayuda']);
  });
});
