import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_EVENTS, HOME_GUIDES } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addCommunication, addEvent, daysFrom, isoDay } from './home.testing.ts';

let t: TestApp;
let candidate: string;
let company: string;

beforeAll(async () => {
  t = await createTestApp();
  candidate = await t.login('Alumno', 'alumno@example.org');
  company = await t.login('Empresa', 'empresa@example.org');
});
afterAll(async () => {
  await t?.close();
});

describe('dameComunicaciones', () => {
  it('gives candidates the current communications for candidates and for everyone, newest first, in the request language', async () => {
    const now = t.clock.now();
    const forCandidates = await addCommunication(t.db, { institutionId: 'generic', audience: 'Alumno', from: isoDay(now), to: isoDay(daysFrom(now, 3)), text: 'Hoy para alumnos', link: 'https://www.example.org/hoy' });
    const forCompanies = await addCommunication(t.db, { institutionId: 'generic', audience: 'Empresa', from: isoDay(now), text: 'Hoy para empresas' });
    const expired = await addCommunication(t.db, { institutionId: 'generic', audience: 'all', from: isoDay(daysFrom(now, -9)), to: isoDay(daysFrom(now, -1)), text: 'Caducada' });
    const future = await addCommunication(t.db, { institutionId: 'generic', audience: 'Alumno', from: isoDay(daysFrom(now, 1)), text: 'Futura' });
    const elsewhere = await addCommunication(t.db, { institutionId: 'uib', audience: 'all', from: isoDay(now), text: 'De otra institución' });

    const res = await t.call('GET', '/api/Alumno/dameComunicaciones?idioma=ca', { token: candidate });
    expect(res.body.status).toBe(0);
    const ids = res.body.datos.map((c: { id: number }) => c.id);
    expect(ids[0]).toBe(forCandidates);
    expect(ids).not.toContain(forCompanies);
    expect(ids).not.toContain(expired);
    expect(ids).not.toContain(future);
    expect(ids).not.toContain(elsewhere);
    expect(res.body.datos[0]).toEqual({ id: forCandidates, fechaDesde: isoDay(now), fechaHasta: isoDay(daysFrom(now, 3)), descripcion: 'Hoy para alumnos (ca)', enlace: 'https://www.example.org/hoy' });
    const dates = res.body.datos.map((c: { fechaDesde: string }) => c.fechaDesde);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The demo data has communications for everyone: the candidate sees them too.
    expect(res.body.datos.length).toBeGreaterThan(1);

    const forCompany = await t.call('GET', '/api/Empresa/dameComunicaciones', { token: company });
    const companyIds = forCompany.body.datos.map((c: { id: number }) => c.id);
    expect(companyIds).toContain(forCompanies);
    expect(companyIds).not.toContain(forCandidates);
  });

  it('refuses the other role with 607', async () => {
    expect((await t.call('GET', '/api/Alumno/dameComunicaciones', { token: company })).body.status).toBe(607);
    expect((await t.call('GET', '/api/Empresa/dameComunicaciones', { token: candidate })).body.status).toBe(607);
  });
});

describe('dameEventos', () => {
  it('with proximos=3 gives the next three future events, soonest first', async () => {
    const now = t.clock.now();
    const soon = await addEvent(t.db, { institutionId: 'generic', title: 'Mañana', startsAt: daysFrom(now, 1) });
    await addEvent(t.db, { institutionId: 'generic', title: 'Ayer', startsAt: daysFrom(now, -1) });
    await addEvent(t.db, { institutionId: 'uib', title: 'En la UIB', startsAt: daysFrom(now, 0.5) });

    const res = await t.call('GET', `/api/Alumno/dameEventos?proximos=${HOME_EVENTS}`, { token: candidate });
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toHaveLength(HOME_EVENTS);
    expect(res.body.datos[0].idEvento).toBe(soon);
    const times = res.body.datos.map((e: { fecha: string }) => Date.parse(e.fecha));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    for (const event of res.body.datos) {
      expect(Date.parse(event.fecha)).toBeGreaterThanOrEqual(now.getTime());
      expect(event.caducado).toBe(false);
      expect(event).toMatchObject({ titulo: expect.any(String), categoria: expect.any(String), lugar: expect.any(String), urlAcceso: expect.any(String) });
    }
    expect(res.body.datos.map((e: { titulo: string }) => e.titulo)).not.toContain('En la UIB');
  });

  it('gives the title, place and lead in the language of the request where the service translated them', async () => {
    const id = await addEvent(t.db, { institutionId: 'generic', title: 'Feria de empleo', startsAt: daysFrom(t.clock.now(), 200) });
    await t.db
      .updateTable('events')
      .set({ translations: JSON.stringify({ ca: { title: "Fira d'ocupació", place: 'Pavelló' } }) })
      .where('id', '=', id)
      .execute();
    const find = async (language: string) =>
      (await t.call('GET', '/api/Alumno/dameEventos', { token: candidate, headers: { 'accept-language': language } })).body.datos.find(
        (e: { idEvento: number }) => e.idEvento === id,
      );
    expect(await find('ca')).toMatchObject({ titulo: "Fira d'ocupació", lugar: 'Pavelló' });
    // Without a translation: the text as it was written, in every language.
    expect((await find('es')).titulo).toBe('Feria de empleo');
    expect((await find('en')).titulo).toBe('Feria de empleo');
  });

  it('without proximos lists every event, newest first, past ones marked expired', async () => {
    const res = await t.call('GET', '/api/Alumno/dameEventos', { token: candidate });
    const times = res.body.datos.map((e: { fecha: string }) => Date.parse(e.fecha));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const past = res.body.datos.filter((e: { caducado: boolean }) => e.caducado);
    expect(past.length).toBeGreaterThanOrEqual(2);
    expect(res.body.datos.some((e: { destacado: boolean }) => e.destacado)).toBe(true);
  });

  it('refuses a bad proximos with 15, a brand without events with 48 and a company with 607', async () => {
    const bad = await t.call('GET', '/api/Alumno/dameEventos?proximos=abc', { token: candidate });
    expect(bad.body.status).toBe(15);
    expect(bad.body.datos.errores[0].campo).toBe('querystring.proximos');
    const udg = await t.login('Alumno', 'alumno@udg.example.org', { host: 'udg.localhost' });
    expect((await t.call('GET', '/api/Alumno/dameEventos', { token: udg, host: 'udg.localhost' })).body.status).toBe(48);
    expect((await t.call('GET', '/api/Alumno/dameEventos', { token: company })).body.status).toBe(607);
  });
});

describe('dameGuiaOrientacion', () => {
  it('lists the guides in order, limite=4 for the home, and the stored file downloads as a PDF', async () => {
    const all = await t.call('GET', '/api/Alumno/dameGuiaOrientacion?idioma=es', { token: candidate });
    expect(all.body.status).toBe(0);
    expect(all.body.datos.length).toBeGreaterThanOrEqual(5);
    const home = await t.call('GET', `/api/Alumno/dameGuiaOrientacion?limite=${HOME_GUIDES}`, { token: candidate });
    expect(home.body.datos).toHaveLength(HOME_GUIDES);
    expect(home.body.datos.map((g: { id: number }) => g.id)).toEqual(all.body.datos.slice(0, HOME_GUIDES).map((g: { id: number }) => g.id));

    const stored = all.body.datos.find((g: { urlFichero: string }) => g.urlFichero.startsWith('/api/Alumno/dameFicheroGuiaOrientacion/'));
    expect(stored).toMatchObject({ titulo: 'Cómo preparar tu currículum' });
    const linked = all.body.datos.find((g: { urlFichero: string }) => g.urlFichero.startsWith('https://'));
    expect(linked).toBeDefined();

    const file = await t.app.inject({ method: 'GET', url: stored.urlFichero, headers: { host: '127.0.0.1', authorization: `Bearer ${candidate}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="guia-curriculum.pdf"/);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("does not serve another institution's guide file (608) and needs a candidate token", async () => {
    const uib = await t.login('Alumno', 'alumno@uib.example.org', { host: 'uib.localhost' });
    const uibGuides = await t.call('GET', '/api/Alumno/dameGuiaOrientacion', { token: uib, host: 'uib.localhost' });
    const uibFile = uibGuides.body.datos.find((g: { urlFichero: string }) => g.urlFichero.startsWith('/api/'));
    expect((await t.call('GET', uibFile.urlFichero, { token: candidate })).body.status).toBe(608);
    const own = await t.app.inject({ method: 'GET', url: uibFile.urlFichero, headers: { host: 'uib.localhost', authorization: `Bearer ${uib}` } });
    expect(own.statusCode).toBe(200);
    expect((await t.call('GET', uibFile.urlFichero, { token: company })).body.status).toBe(607);
    expect((await t.call('GET', uibFile.urlFichero)).body.status).toBe(2);
  });

  it('refuses a brand without guides with 48, a bad limite with 15 and a company with 607', async () => {
    const urv = await t.login('Alumno', 'alumno@urv.example.org', { host: 'urv.localhost' });
    expect((await t.call('GET', '/api/Alumno/dameGuiaOrientacion', { token: urv, host: 'urv.localhost' })).body.status).toBe(48);
    expect((await t.call('GET', '/api/Alumno/dameGuiaOrientacion?limite=0', { token: candidate })).body.status).toBe(15);
    expect((await t.call('GET', '/api/Alumno/dameGuiaOrientacion', { token: company })).body.status).toBe(607);
  });
});
