import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The URV brand runs analytics (flag analitycs); the generic one does not. */
const URV = 'urv.localhost';
const view = (ruta: string, host?: string) => t.call('POST', '/api/Publico/registraVisita', { host, body: { ruta } });
const views = (institution: string) =>
  t.db.selectFrom('page_views').select(['route', 'count']).where('institution_id', '=', institution).orderBy('route').execute();

describe('page views', () => {
  it('counts a view per institution, day and page, with the ids blanked and nothing of the visitor', async () => {
    expect((await view('/ofertas-empleo', URV)).body.status).toBe(0);
    expect((await view('/ofertas-empleo', URV)).body.status).toBe(0);
    expect((await view('/oferta/12345-tecnico', URV)).body.status).toBe(0);
    expect(await views('urv')).toEqual([
      { route: '/oferta/:id', count: 1 },
      { route: '/ofertas-empleo', count: 2 },
    ]);
    const columns = Object.keys((await t.db.selectFrom('page_views').selectAll().executeTakeFirstOrThrow()) as object);
    expect(columns.sort()).toEqual(['count', 'day', 'institution_id', 'last_at', 'route']);
  });

  it('refuses a view where the brand runs no analytics (667), and counts nothing', async () => {
    const res = await view('/ofertas-empleo');
    expect(res.body.status).toBe(667);
    expect(await views('generic')).toEqual([]);
  });

  it('follows the flag as staff set it', async () => {
    const staff = await t.login('Gestor', 'gestor@example.org');
    await t.call('POST', '/api/Gestor/editaFlagsGestor', { token: staff, body: { flags: { analitycs: true } } });
    expect((await view('/')).body.status).toBe(0);
    await t.call('POST', '/api/Gestor/editaFlagsGestor', { token: staff, body: { flags: { analitycs: false } } });
    expect((await view('/')).body.status).toBe(667);
    expect(await views('generic')).toEqual([{ route: '/', count: 1 }]);
  });

  it('bad input answers 15', async () => {
    for (const ruta of ['', 'sin-barra', '/con espacio', `/${'a'.repeat(400)}`]) {
      const res = await view(ruta, URV);
      expect(res.body.status, ruta).toBe(15);
      expect(res.body.datos.errores.map((e: { campo: string }) => e.campo), ruta).toContain('ruta');
    }
  });
});
