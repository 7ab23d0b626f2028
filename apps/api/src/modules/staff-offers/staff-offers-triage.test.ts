import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditLines, staffToken } from '../staff/staff.testing.ts';

// Triage of the offers queue: the order by waiting time and the bulk send-back and rejection (issue 22, point 6).
let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: unknown) => t.call('POST', `/api/Gestor/${path}`, { token: staff, body });
const list = async (query: string) => (await t.call('GET', `/api/Gestor/dameOfertasGestor?${query}`, { token: staff })).body;
const stateOf = async (id: number) => (await t.db.selectFrom('offers').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;

/** Offers staff may still decide on: pending, or sent back and waiting for the company. */
async function pendingIds(count: number): Promise<number[]> {
  const items = [...(await list('estado=pendiente')).datos.items, ...(await list('estado=devuelta')).datos.items];
  const ids = items.map((o: { idOferta: number }) => o.idOferta);
  expect(ids.length).toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

describe('the offers queue sorted by waiting time', () => {
  it('reads oldest first or newest first as asked, in any tab', async () => {
    const oldest = (await list('estado=pendiente&orden=antiguas')).datos.items.map((o: { fechaCreacion: string }) => o.fechaCreacion);
    const newest = (await list('estado=pendiente&orden=recientes')).datos.items.map((o: { fechaCreacion: string }) => o.fechaCreacion);
    expect(oldest.length).toBeGreaterThan(1);
    expect([...oldest].sort()).toEqual(oldest);
    expect([...newest].sort().reverse()).toEqual(newest);
    const published = (await list('estado=publicada&orden=antiguas')).datos.items.map((o: { fechaCreacion: string }) => o.fechaCreacion);
    expect([...published].sort()).toEqual(published);
  });

  it('refuses an order it does not know with a catalogue code', async () => {
    expect((await list('orden=azar')).status).toBe(15);
  });
});

describe('bulk send-back and rejection', () => {
  it('sends several offers back with the same remarks: each company told, each offer audited', async () => {
    const ids = await pendingIds(2);
    const before = await t.db.selectFrom('notifications').select((eb) => eb.fn.max('id').as('last')).executeTakeFirstOrThrow();
    const res = await post('devuelveOfertas', { idsOferta: ids, observaciones: 'Falta el horario de la práctica' });
    expect(res.body.datos).toEqual({ devueltas: 2 });
    const returned = (await list('estado=devuelta')).datos.items.filter((o: { idOferta: number }) => ids.includes(o.idOferta));
    expect(returned.map((o: { observaciones: string }) => o.observaciones)).toEqual(['Falta el horario de la práctica', 'Falta el horario de la práctica']);
    for (const id of ids) expect((await auditLines(t, 'offer', id)).at(-1)).toMatchObject({ action: 'sendBack' });
    const news = await t.db.selectFrom('notifications').select(['kind']).where('id', '>', Number(before.last ?? 0)).execute();
    expect(news.filter((n) => n.kind === 'offer.returned').length).toBeGreaterThanOrEqual(2);
  });

  it('rejects several offers with one reason, all or none', async () => {
    const [a] = await pendingIds(1);
    const published = (await list('estado=publicada')).datos.items[0].idOferta as number;
    // One offer that is not pending refuses the whole call: the pending one stays as it was.
    const mixed = await post('rechazaOfertas', { idsOferta: [a, published], motivo: 'Oferta duplicada' });
    expect(mixed.body.status).toBe(14);
    expect(await stateOf(a!)).toBe('pending');
    expect((await auditLines(t, 'offer', a!)).filter((l) => l.action === 'reject')).toHaveLength(0);

    const ok = await post('rechazaOfertas', { idsOferta: [a, a], motivo: 'Oferta duplicada' });
    expect(ok.body.datos).toEqual({ rechazadas: 1 });
    expect(await stateOf(a!)).toBe('rejected');
  });

  it('refuses an empty pick, a short reason and an unknown offer without writing anything', async () => {
    const [a] = await pendingIds(1);
    const lines = (await auditLines(t, 'offer', a!)).length;
    expect((await post('rechazaOfertas', { idsOferta: [], motivo: 'Oferta duplicada' })).body.status).toBe(15);
    expect((await post('devuelveOfertas', { idsOferta: [a], observaciones: 'x' })).body.status).toBe(15);
    expect((await post('devuelveOfertas', { idsOferta: [a, 999999], observaciones: 'Falta el salario' })).body.status).toBe(608);
    expect(await stateOf(a!)).toBe('pending');
    expect(await auditLines(t, 'offer', a!)).toHaveLength(lines);
  });
});
