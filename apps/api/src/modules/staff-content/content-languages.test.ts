import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffToken } from '../staff/staff.testing.ts';

/**
 * Issue 22, point 8: one rule for the languages of what the service publishes (packages/shared content-languages.ts):
 * Spanish required, Catalan and English optional and read in Spanish where empty; a refusal names the exact field.
 */

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterAll(async () => {
  await t?.close();
});

const post = (name: string, body: unknown) => t.call('POST', `/api/Gestor/${name}`, { token: staff, body });
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(t.clock.now());
const fieldsOf = (res: { body: { datos?: unknown } }) => (res.body.datos as { errores: { campo: string; clave: string }[] }).errores.map((e) => [e.campo, e.clave]);
const countRows = async (table: 'communications' | 'events') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('communications', () => {
  it('need only the Spanish text; a reader in Catalan or English reads the Spanish where it was left empty', async () => {
    const saved = await post('guardaComunicacionGestor', { destinatarios: 'Alumno', desde: today(), textoEs: 'Cerrado por vacaciones del 1 al 15' });
    expect(saved.body.status, JSON.stringify(saved.body)).toBe(514);
    expect(saved.body.datos).toMatchObject({ textoEs: 'Cerrado por vacaciones del 1 al 15', textoCa: '', textoEn: '' });

    const candidate = await t.login('Alumno', 'alumno@example.org');
    for (const language of ['ca', 'en', 'es']) {
      const read = await t.call('GET', '/api/Alumno/dameComunicaciones', { token: candidate, headers: { 'accept-language': language } });
      const mine = read.body.datos.find((c: { id: number }) => c.id === saved.body.datos.id);
      expect(mine?.descripcion, language).toBe('Cerrado por vacaciones del 1 al 15');
    }
  });

  it('refuse a missing Spanish text or a too short translation on that exact field, writing nothing', async () => {
    const before = await countRows('communications');
    const noSpanish = await post('guardaComunicacionGestor', { destinatarios: 'all', desde: today(), textoCa: 'Tancat per vacances', textoEn: 'Closed for holidays' });
    expect(noSpanish.statusCode).toBe(400);
    expect(noSpanish.body.status).toBe(Status.MissingMandatoryData);
    expect(fieldsOf(noSpanish)).toEqual([['textoEs', 'required']]);

    const shortCatalan = await post('guardaComunicacionGestor', { destinatarios: 'all', desde: today(), textoEs: 'Cerrado por vacaciones', textoCa: 'Tt' });
    expect(fieldsOf(shortCatalan)).toEqual([['textoCa', 'minLength']]);
    expect(await countRows('communications')).toBe(before);
  });
});

describe('events', () => {
  const event = () => ({
    categoria: 'charla',
    fecha: new Date(t.clock.now().getTime() + 3 * 86_400_000).toISOString(),
    lugar: 'Sala de actos',
    destacado: false,
    videos: [],
  });

  it('take Catalan and English translations, each optional, read in Spanish where empty', async () => {
    const saved = await post('guardaEventoGestor', { ...event(), tituloEs: 'Charla sobre entrevistas', tituloEn: 'A talk on interviews', entradillaEs: 'Cómo preparar una entrevista.' });
    expect(saved.body.status, JSON.stringify(saved.body)).toBe(514);
    const candidate = await t.login('Alumno', 'alumno@example.org');
    const read = async (language: string) =>
      (await t.call('GET', '/api/Alumno/dameEventos', { token: candidate, headers: { 'accept-language': language } })).body.datos.find(
        (e: { idEvento: number }) => e.idEvento === saved.body.datos.id,
      );
    expect(await read('en')).toMatchObject({ titulo: 'A talk on interviews', entradilla: 'Cómo preparar una entrevista.' });
    expect(await read('ca')).toMatchObject({ titulo: 'Charla sobre entrevistas', entradilla: 'Cómo preparar una entrevista.' });
  });

  it('refuse a translation without its Spanish text on the Spanish field, and a missing Spanish title, writing nothing', async () => {
    const before = await countRows('events');
    const leadOnlyInEnglish = await post('guardaEventoGestor', { ...event(), tituloEs: 'Charla', entradillaEn: 'How to prepare an interview.' });
    expect(leadOnlyInEnglish.body.status).toBe(Status.MissingMandatoryData);
    expect(fieldsOf(leadOnlyInEnglish)).toEqual([['entradillaEs', 'required']]);

    const titleOnlyInCatalan = await post('guardaEventoGestor', { ...event(), tituloCa: 'Xerrada sobre entrevistes' });
    expect(fieldsOf(titleOnlyInCatalan)).toEqual([['tituloEs', 'required']]);
    expect(await countRows('events')).toBe(before);
  });
});
