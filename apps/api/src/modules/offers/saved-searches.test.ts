import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCHES_MAX } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { offersFactory, type OffersFactory } from './offers.factory.ts';

let t: TestApp;
let f: OffersFactory;

beforeAll(async () => {
  t = await createTestApp();
  f = offersFactory(t);
});
afterAll(async () => {
  await t?.close();
});

const save = (token: string, body: unknown) => t.call('POST', '/api/Alumno/guardaBusqueda', { token, body });
const mine = (token: string) => t.call('GET', '/api/Alumno/dameBusquedasGuardadas', { token });

describe('saved searches', () => {
  it('keep the filters under a name, newest first, as the list parses them', async () => {
    const { token } = await f.candidate();
    const first = await save(token, { nombre: 'Informática en Madrid', tipo: 'empleo', filtros: { texto: 'desarrollador', provincia: '28', encajaConmigo: 'true' } });
    expect(first.body.status).toBe(0);
    expect(first.body.datos).toMatchObject({ nombre: 'Informática en Madrid', tipo: 'empleo', filtros: { texto: 'desarrollador', provincia: 28, encajaConmigo: true } });
    t.clock.advance(5);
    await save(token, { nombre: 'Prácticas de verano', tipo: 2, filtros: { caducanPronto: true } });
    const list = await mine(token);
    expect(list.body.datos.map((s: { nombre: string; tipo: string }) => [s.nombre, s.tipo])).toEqual([
      ['Prácticas de verano', 'practicas'],
      ['Informática en Madrid', 'empleo'],
    ]);
  });

  it('replace the filters of a search saved under the same name and type', async () => {
    const { token } = await f.candidate();
    await save(token, { nombre: 'Mi búsqueda', tipo: 'empleo', filtros: { provincia: 8 } });
    const again = await save(token, { nombre: 'MI BÚSQUEDA', tipo: 'empleo', filtros: { provincia: 17 } });
    const list = await mine(token);
    expect(list.body.datos).toHaveLength(1);
    expect(list.body.datos[0]).toMatchObject({ id: again.body.datos.id, filtros: { provincia: 17 } });
  });

  it('delete one of mine; another candidate\'s search is not found (608)', async () => {
    const owner = await f.candidate();
    const other = await f.candidate();
    const saved = await save(owner.token, { nombre: 'Para borrar', tipo: 'empleo', filtros: {} });
    const foreign = await t.call('POST', '/api/Alumno/eliminaBusqueda', { token: other.token, body: { id: saved.body.datos.id } });
    expect(foreign.body.status).toBe(608);
    const deleted = await t.call('POST', '/api/Alumno/eliminaBusqueda', { token: owner.token, body: { id: saved.body.datos.id } });
    expect(deleted.body).toEqual({ status: 0, datos: { id: saved.body.datos.id } });
    expect((await mine(owner.token)).body.datos).toEqual([]);
  });

  it(`stop at ${SAVED_SEARCHES_MAX} per candidate with 48`, async () => {
    const { token } = await f.candidate();
    for (let n = 1; n <= SAVED_SEARCHES_MAX; n += 1) {
      expect((await save(token, { nombre: `Búsqueda ${n}`, tipo: 'empleo', filtros: {} })).body.status).toBe(0);
    }
    const over = await save(token, { nombre: 'Una más', tipo: 'empleo', filtros: {} });
    expect(over.body.status).toBe(48);
  });

  it('refuse a missing name, a bad type or bad filters with 15', async () => {
    const { token } = await f.candidate();
    for (const [body, campo] of [
      [{ tipo: 'empleo', filtros: {} }, 'nombre'],
      [{ nombre: 'x', tipo: 'becas', filtros: {} }, 'tipo'],
      [{ nombre: 'x', tipo: 'empleo', filtros: { porPagina: 5, salarioMin: -1 } }, 'filtros.salarioMin'],
    ] as const) {
      const res = await save(token, body);
      expect(res.body.status).toBe(15);
      expect(res.body.datos.errores.map((e: { campo: string }) => e.campo)).toContain(campo);
    }
  });
});
