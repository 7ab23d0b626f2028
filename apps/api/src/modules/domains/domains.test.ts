import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_KEYS } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const BALEARS = 7;
const MADRID = 28;
const GIRONA = 17;

describe('dominios and dominiosList', () => {
  it('give every reference list with labels in the language of the path, without a token, cacheable', async () => {
    const es = await t.call('GET', '/api/Dominios/dominios/es');
    expect(es.body.status).toBe(0);
    expect(Object.keys(es.body.datos).sort()).toEqual([...DOMAIN_KEYS].sort());
    for (const key of DOMAIN_KEYS) expect(es.body.datos[key].length, key).toBeGreaterThan(0);
    expect(es.raw.headers['cache-control']).toBe('public, max-age=3600');
    const ca = await t.call('GET', '/api/Dominios/dominios/ca');
    const spainEs = es.body.datos.paises.find((p: { id: number }) => p.id === 1);
    const spainCa = ca.body.datos.paises.find((p: { id: number }) => p.id === 1);
    expect([spainEs.nombre, spainCa.nombre]).toEqual(['España', 'Espanya']);
    const mallorca = es.body.datos.islas.find((i: { codigo: string }) => i.codigo === 'mallorca');
    expect(mallorca.idPadre).toBe(BALEARS);
    const rejection = es.body.datos.motivosRechazo[0];
    expect(rejection.atributos).toMatchObject({ stateId: 17 });
  });

  it("hold the request institution's own lists only", async () => {
    const generic = await t.call('GET', '/api/Dominios/dominios/es');
    const uib = await t.call('GET', '/api/Dominios/dominios/es', { host: 'uib.localhost' });
    const ids = (res: typeof generic) => res.body.datos.titulaciones.map((d: { id: number }) => d.id);
    expect(ids(generic).every((id: number) => id > 1000 && id < 2000)).toBe(true);
    expect(ids(uib).every((id: number) => id > 2000 && id < 3000)).toBe(true);
    expect(generic.body.datos.paises.length).toBe(uib.body.datos.paises.length);
  });

  it('dominiosList gives id-to-label maps', async () => {
    const res = await t.call('GET', '/api/Dominios/dominiosList/ca');
    expect(res.body.status).toBe(0);
    expect(res.body.datos.idiomas['3']).toBe('Anglès');
    expect(res.body.datos.provincias[String(BALEARS)]).toBeTruthy();
  });

  it('refuses a language that is not one of the interface languages with 15', async () => {
    const res = await t.call('GET', '/api/Dominios/dominios/fr');
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(15);
  });
});

describe('single lists', () => {
  it('TagsInteresAlumno and ProgramasInformaticos follow Accept-Language and say so in Vary', async () => {
    const tags = await t.call('GET', '/api/Dominios/TagsInteresAlumno', { headers: { 'accept-language': 'ca-ES,ca;q=0.9' } });
    expect(tags.body.status).toBe(0);
    expect(tags.body.datos).toContainEqual({ id: 5, nombre: 'Turisme' });
    expect(tags.raw.headers.vary).toContain('Accept-Language');
    const software = await t.call('GET', '/api/dominios/programasinformaticos');
    expect(software.body.datos).toContainEqual({ id: 1, nombre: 'Microsoft Excel' });
  });

  it("titulaciones lists the institution's degrees with level, area and credits", async () => {
    const res = await t.call('GET', '/api/Dominios/titulaciones/es');
    expect(res.body.status).toBe(0);
    expect(res.body.datos[0]).toMatchObject({ id: 1001, nivel: 'grado', creditos: 240, masterDosAnios: false });
    expect(res.body.datos.find((d: { masterDosAnios: boolean }) => d.masterDosAnios)).toMatchObject({ nivel: 'postgrado', creditos: 120 });
  });

  it("centrosEducativosDeProvincia gives the institution's centres in the province; 15 for an unknown province", async () => {
    const fpcat = await t.call('GET', `/api/Dominios/centrosEducativosDeProvincia/${GIRONA}`, { host: 'fpcat.localhost' });
    expect(fpcat.body.datos).toEqual([{ id: 6003, nombre: 'Institut Montilivi (Girona)', localidad: 'Girona', idProvincia: GIRONA, idIsla: null }]);
    const none = await t.call('GET', `/api/Dominios/centrosEducativosDeProvincia/${MADRID}`, { host: 'fpcat.localhost' });
    expect(none.body).toEqual({ status: 0, datos: [] });
    const unknown = await t.call('GET', '/api/Dominios/centrosEducativosDeProvincia/99');
    expect(unknown.body.status).toBe(15);
    expect(unknown.body.datos.errores[0].campo).toBe('id');
    // A refusal is never kept by a cache (plugins/cache-policy.ts): only a list that was answered may be.
    expect(unknown.raw.headers['cache-control']).toBe('no-store');
    const notANumber = await t.call('GET', '/api/Dominios/centrosEducativosDeProvincia/abc');
    expect(notANumber.body.status).toBe(15);
  });

  it('esProvinciaConIslas tells island provinces and their islands', async () => {
    const balears = await t.call('GET', `/api/dominios/esProvinciaConIslas/${BALEARS}`);
    expect(balears.body.datos.conIslas).toBe(true);
    expect(balears.body.datos.islas.map((i: { nombre: string }) => i.nombre)).toEqual(['Mallorca', 'Menorca', 'Ibiza', 'Formentera']);
    const madrid = await t.call('GET', `/api/Dominios/esProvinciaConIslas/${MADRID}`);
    expect(madrid.body.datos).toEqual({ conIslas: false, islas: [] });
    const unknown = await t.call('GET', '/api/Dominios/esProvinciaConIslas/0');
    expect(unknown.body.status).toBe(15);
  });
});

describe('the contract', () => {
  it('publishes these calls in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toContain('/api/Dominios/dominios/{idioma}');
    expect(paths).toContain('/api/Alumno/dameCvUsuario');
    expect(paths).toContain('/api/Alumno/addDoc');
  });
});
