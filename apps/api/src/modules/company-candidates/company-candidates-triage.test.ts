import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// A company triaging the candidates of an offer (issue 22, point 6): order, bulk moves, previous and next.
let t: TestApp;
let company: string;
let offerId: number;

const get = (path: string) => t.call('GET', path, { token: company });
const moveMany = (body: unknown) => t.call('POST', '/api/Empresa/cambiaEstadoCandidaturas', { token: company, body });
const stateOf = async (id: number) => (await t.db.selectFrom('candidacies').select('state_id').where('id', '=', id).executeTakeFirstOrThrow()).state_id;
type Item = { idCandidatura: number; nombre: string; fecha: string; idEstado: number };

beforeAll(async () => {
  t = await createTestApp();
  company = await t.login('Empresa', 'empresa@example.org');
  // The demo company's published offer with the most open candidacies.
  const row = await sql<{ offer_id: number }>`select k.offer_id from candidacies k join offers o on o.id = k.offer_id
    join company_contacts cc on cc.company_id = o.company_id join users u on u.id = cc.user_id
    where u.email = 'empresa@example.org' and o.state = 'published' and k.state_id in (1, 2, 3)
    group by k.offer_id order by count(*) desc limit 1`.execute(t.db);
  offerId = row.rows[0]!.offer_id;
});
afterAll(async () => {
  await t?.close();
});

async function items(query = ''): Promise<Item[]> {
  const res = await get(`/api/Empresa/dameDatosProceso/${offerId}?${query}`);
  expect(res.body.status).toBe(0);
  return res.body.datos.items;
}

describe("the company's candidates of an offer", () => {
  it('sorts the list by application date either way and by name', async () => {
    const oldest = (await items('orden=antiguas')).map((c) => c.fecha);
    expect(oldest.length).toBeGreaterThan(1);
    expect([...oldest].sort()).toEqual(oldest);
    expect((await items('orden=recientes')).map((c) => c.fecha)).toEqual([...oldest].reverse());
    const names = (await items('orden=nombre')).map((c) => c.nombre.toLowerCase());
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    expect((await get(`/api/Empresa/dameDatosProceso/${offerId}?orden=azar`)).body.status).toBe(15);
  });

  it("gives a candidate page the previous and next of the list it was opened from", async () => {
    const list = await items('orden=antiguas');
    const second = await get(`/api/Empresa/dameCandidato/${list[1]!.idCandidatura}?orden=antiguas`);
    expect(second.body.datos.vecinos).toEqual({ anterior: list[0]!.idCandidatura, siguiente: list[2]?.idCandidatura ?? null, posicion: 2, total: list.length });
    const first = await get(`/api/Empresa/dameCandidato/${list[0]!.idCandidatura}?orden=antiguas`);
    expect(first.body.datos.vecinos).toMatchObject({ anterior: null, posicion: 1 });
  });

  it('moves several candidacies to a state that is not a decision, all or none', async () => {
    const open = (await items()).filter((c) => c.idEstado === 1 || c.idEstado === 2);
    expect(open.length).toBeGreaterThan(1);
    const ids = open.slice(0, 2).map((c) => c.idCandidatura);
    const told = async () => (await sql<{ n: number }>`select count(*)::int as n from notifications where kind = 'candidacy.state'`.execute(t.db)).rows[0]!.n;
    const toldBefore = await told();
    const ok = await moveMany({ idsCandidatura: ids, idEstado: 3 });
    expect(ok.body.datos).toEqual({ movidas: 2 });
    for (const id of ids) expect(await stateOf(id)).toBe(3);
    // Each candidate hears of it as for a move one by one.
    expect(await told()).toBe(toldBefore + 2);

    // 3 → 3 is no move: the whole call is refused and the other one stays where it was.
    const other = (await items()).find((c) => c.idEstado === 1 || c.idEstado === 2);
    if (other) {
      const before = await stateOf(other.idCandidatura);
      expect((await moveMany({ idsCandidatura: [other.idCandidatura, ids[0]], idEstado: 3 })).body.status).toBe(49);
      expect(await stateOf(other.idCandidatura)).toBe(before);
    }
  });

  it('refuses a hire or a rejection in bulk: those are confirmed and undoable one by one', async () => {
    const [one] = (await items()).filter((c) => c.idEstado === 3);
    for (const idEstado of [5, 17]) {
      const res = await moveMany({ idsCandidatura: [one!.idCandidatura], idEstado });
      expect(res.body.status).toBe(15);
      expect(await stateOf(one!.idCandidatura)).toBe(3);
    }
    expect((await moveMany({ idsCandidatura: [], idEstado: 2 })).body.status).toBe(15);
    expect((await moveMany({ idsCandidatura: [999999], idEstado: 2 })).body.status).toBe(31);
  });
});
