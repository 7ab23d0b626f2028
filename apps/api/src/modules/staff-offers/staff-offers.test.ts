import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDACY_STATE, FINAL_CANDIDACY_STATES, canMoveCandidacy } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditLines, staffToken } from '../staff/staff.testing.ts';

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

async function pendingOffer(): Promise<{ id: number; url: string; profile: number }> {
  const res = await t.call('GET', '/api/Gestor/dameOfertasGestor', { token: staff });
  expect(res.body.status).toBe(0);
  const first = res.body.datos.items.find((o: { estado: string }) => o.estado === 'pendiente');
  expect(first).toBeDefined();
  return { id: first.idOferta, url: first.urlAcceso, profile: first.idPerfil };
}

async function candidateSees(url: string): Promise<boolean> {
  const token = await t.login('Alumno', 'alumno@example.org');
  const res = await t.call('GET', `/api/Alumno/dameOferta/${url}`, { token });
  return res.body.status === 0;
}

describe('the queue of offers pending validation', () => {
  it('counts offers by state and lists the pending ones oldest first', async () => {
    const res = await t.call('GET', '/api/Gestor/dameOfertasGestor', { token: staff });
    const { items, contadores, total } = res.body.datos;
    expect(total).toBe(contadores.pendiente);
    expect(contadores.publicada).toBeGreaterThan(0);
    const created = items.map((o: { fechaCreacion: string }) => o.fechaCreacion);
    expect([...created].sort()).toEqual(created);
  });

  it('opens a pending offer to read it in full before deciding: the item and the offer as candidates will read it', async () => {
    const offer = await pendingOffer();
    const stored = await t.db.selectFrom('offers').select(['title', 'description']).where('id', '=', offer.id).executeTakeFirstOrThrow();
    const res = await t.call('GET', `/api/Gestor/dameOfertaGestor/${offer.id}`, { token: staff });
    expect(res.body.status).toBe(0);
    expect(res.body.datos.oferta).toMatchObject({ idOferta: offer.id, estado: 'pendiente' });
    expect(res.body.datos.detalle).toMatchObject({ titulo: stored.title, urlAcceso: offer.url });
    expect(JSON.stringify(res.body.datos.detalle)).toContain(stored.description?.slice(0, 40) ?? '');
    // Reading it records no candidate view and changes nothing.
    expect((await t.call('GET', '/api/Gestor/dameOfertasGestor', { token: staff })).body.datos.items.find((o: { idOferta: number }) => o.idOferta === offer.id)).toMatchObject({ estado: 'pendiente' });
    expect((await t.call('GET', '/api/Gestor/dameOfertaGestor/999999', { token: staff })).body.status).toBe(608);
  });

  it('sends an offer back with remarks (mailed), then validates it: candidates see it', async () => {
    const offer = await pendingOffer();
    expect(await candidateSees(offer.url)).toBe(false);
    t.sentMail.length = 0;
    const back = await post('devuelveOferta', { idOferta: offer.id, observaciones: 'Indique el salario' });
    expect(back.body.datos).toMatchObject({ estado: 'devuelta', observaciones: 'Indique el salario' });
    expect(t.sentMail[0]?.text).toContain('Indique el salario');
    const returned = await t.call('GET', '/api/Gestor/dameOfertasGestor?estado=devuelta', { token: staff });
    expect(returned.body.datos.items.map((o: { idOferta: number }) => o.idOferta)).toContain(offer.id);

    const ok = await post('validaOferta', { idOferta: offer.id });
    expect(ok.body.datos).toMatchObject({ estado: 'publicada', observaciones: null });
    expect(ok.body.datos.fechaPublicacion).not.toBeNull();
    expect(await candidateSees(offer.url)).toBe(true);
    expect((await post('validaOferta', { idOferta: offer.id })).body.status).toBe(14);
    const actions = (await auditLines(t, 'offer', offer.id)).map((l) => `${l.action}:${l.from_value}>${l.to_value}`);
    expect(actions).toEqual(['sendBack:pendiente>devuelta', 'validate:devuelta>publicada']);
  });

  it('rejects with a reason; a rejected offer cannot be published', async () => {
    const offer = await pendingOffer();
    const res = await post('rechazaOferta', { idOferta: offer.id, motivo: 'Oferta duplicada' });
    expect(res.body.datos).toMatchObject({ estado: 'rechazada', observaciones: 'Oferta duplicada' });
    expect((await post('validaOferta', { idOferta: offer.id })).body.status).toBe(14);
    expect((await auditLines(t, 'offer', offer.id)).at(-1)).toMatchObject({ action: 'reject', detail: 'Oferta duplicada' });
  });

  it("assigns one of the institution's staff as manager, and sets the featured date", async () => {
    const offer = await pendingOffer();
    const [me] = (await t.call('GET', '/api/Gestor/dameGestores', { token: staff })).body.datos;
    const assigned = await post('asignaGestorOferta', { idOferta: offer.id, idGestor: me.idUsuario });
    expect(assigned.body.datos.gestor).toEqual({ idUsuario: me.idUsuario, nombre: me.nombre });
    const uibStaff = await t.db.selectFrom('users').select('id').where('email', '=', 'gestor@uib.example.org').executeTakeFirstOrThrow();
    expect((await post('asignaGestorOferta', { idOferta: offer.id, idGestor: uibStaff.id })).body.status).toBe(608);
    expect((await post('asignaGestorOferta', { idOferta: offer.id, idGestor: null })).body.datos.gestor).toBeNull();

    const featured = await post('destacaOferta', { idOferta: offer.id, fechaDestacada: '15/03/2030' });
    expect(featured.body.datos.fechaDestacada).toBe('15/03/2030');
    expect((await post('destacaOferta', { idOferta: offer.id, fechaDestacada: '31/02/2030' })).statusCode).toBe(400);
    const lines = (await auditLines(t, 'offer', offer.id)).map((l) => `${l.action}:${l.from_value ?? ''}>${l.to_value ?? ''}`);
    expect(lines).toEqual([`assignManager:>${me.nombre}`, `assignManager:${me.nombre}>`, 'feature:>15/03/2030']);
  });

  it('tells the manager named by someone else, and the company when the service takes its offer over and lets it go', async () => {
    const offer = await pendingOffer();
    // A colleague of the same service to hand the offer to.
    await t.db.insertInto('users').values({ institution_id: 'generic', role: 'Gestor', email: `colega.${offer.id}@example.org`, first_name: 'Jordi', last_name: 'Colom' }).execute();
    const gestores: { idUsuario: number; nombre: string }[] = (await t.call('GET', '/api/Gestor/dameGestores', { token: staff })).body.datos;
    const me = (await t.db.selectFrom('users').select('id').where('email', '=', 'gestor@example.org').executeTakeFirstOrThrow()).id;
    const other = gestores.find((g) => g.nombre === 'Jordi Colom')!;
    expect(other).toBeDefined();
    // What this test makes (the offer may be the one the test above assigned). A company's notice reaches each of
    // its contacts: one line per notice and company.
    const since = (await t.db.selectFrom('notifications').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst())?.max ?? 0;
    const told = async () => [
      ...new Set(
        (await t.db.selectFrom('notifications').select(['kind', 'user_id', 'company_id']).where('link', 'in', [`/gestion/ofertas/${offer.id}`, `/mis-ofertas/${offer.id}`]).where('kind', 'in', ['offer.managed', 'offer.manager-assigned', 'offer.released']).where('id', '>', Number(since)).orderBy('id').execute()).map(
          (n) => `${n.kind}>${n.company_id === null ? n.user_id : `company ${n.company_id}`}`,
        ),
      ),
    ];
    const companyId = (await t.db.selectFrom('offers').select('company_id').where('id', '=', offer.id).executeTakeFirstOrThrow()).company_id;

    // Taking it myself: the company hears it can no longer edit; nobody else is told.
    await post('asignaGestorOferta', { idOferta: offer.id, idGestor: me });
    expect(await told()).toEqual([`offer.managed>company ${companyId}`]);
    // Handing it to a colleague: they are told by name; the company's situation is unchanged.
    await post('asignaGestorOferta', { idOferta: offer.id, idGestor: other.idUsuario });
    expect(await told()).toEqual([`offer.managed>company ${companyId}`, `offer.manager-assigned>${other.idUsuario}`]);
    // The same again changes nothing and tells nobody twice.
    await post('asignaGestorOferta', { idOferta: offer.id, idGestor: other.idUsuario });
    expect(await told()).toHaveLength(2);
    // Let go: the company may edit again.
    await post('asignaGestorOferta', { idOferta: offer.id, idGestor: null });
    expect((await told()).at(-1)).toBe(`offer.released>company ${companyId}`);
    const managed = await t.db.selectFrom('notifications').select('params').where('kind', '=', 'offer.managed').where('link', '=', `/mis-ofertas/${offer.id}`).executeTakeFirstOrThrow();
    const params = typeof managed.params === 'string' ? JSON.parse(managed.params) : managed.params;
    expect(params).toMatchObject({ gestor: gestores.find((g) => g.idUsuario === me)!.nombre });
  });

  it('closing closes every open candidacy; expiring ends enrolment', async () => {
    const withCandidacies = await t.db
      .selectFrom('offers as o')
      .innerJoin('candidacies as k', 'k.offer_id', 'o.id')
      .select(['o.id', 'o.url_access'])
      .where('o.institution_id', '=', 'generic')
      .where('o.state', '=', 'published')
      .where('k.state_id', 'in', [CANDIDACY_STATE.enrolled, CANDIDACY_STATE.inReview, CANDIDACY_STATE.preEnrolment])
      .executeTakeFirstOrThrow();
    // Every candidacy the closing will close (any state not final that may move to closed), whatever the offer.
    const wereOpen = (await t.db.selectFrom('candidacies').select(['candidate_id', 'state_id']).where('offer_id', '=', withCandidacies.id).execute()).filter(
      (c) => !(FINAL_CANDIDACY_STATES as readonly number[]).includes(c.state_id) && canMoveCandidacy(c.state_id, CANDIDACY_STATE.closed, 'system'),
    );
    const closed = await post('cierraOfertaGestor', { idOferta: withCandidacies.id });
    expect(closed.body.datos.estado).toBe('cerrada');
    const states = await t.db.selectFrom('candidacies').select('state_id').where('offer_id', '=', withCandidacies.id).execute();
    expect(states.every((s) => [5, 6, 7, 17].includes(s.state_id))).toBe(true);
    // Neither the company nor the candidates did it: the company's contacts and every candidate whose candidacy
    // closed are told, once each.
    const toldCandidates = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'params'])
      .where('kind', '=', 'candidacy.state')
      .where('link', '=', `/mis-candidaturas/${withCandidacies.url_access}`)
      .execute();
    expect(toldCandidates.map((n) => n.user_id).sort()).toEqual(wereOpen.map((c) => c.candidate_id).sort());
    expect(JSON.stringify(toldCandidates[0]?.params)).toContain("L'oferta s'ha tancat");
    const toldCompany = await t.db.selectFrom('notifications').select(['company_id', 'link']).where('kind', '=', 'offer.closed').execute();
    expect(toldCompany.length).toBeGreaterThan(0);
    expect(toldCompany.every((n) => n.link === `/mis-ofertas/${withCandidacies.id}`)).toBe(true);
    expect((await post('cierraOfertaGestor', { idOferta: withCandidacies.id })).body.status).toBe(14);

    const published = (await t.call('GET', '/api/Gestor/dameOfertasGestor?estado=publicada', { token: staff })).body.datos.items[0];
    const expired = await post('caducaOferta', { idOferta: published.idOferta });
    expect(expired.body.status).toBe(0);
    const token = await t.login('Alumno', 'alumno@example.org');
    const enrol = await t.call('POST', '/api/Alumno/inscribirse', { token, body: { urlOferta: published.urlAcceso } });
    expect(enrol.body.status).toBe(111);
    expect((await auditLines(t, 'offer', published.idOferta)).at(-1)?.action).toBe('expire');
    // The company hears that enrolment ended; the candidates do not (their candidacies stay open).
    const company = await t.db.selectFrom('offers').select('company_id').where('id', '=', published.idOferta).executeTakeFirstOrThrow();
    const toldOfExpiry = await t.db.selectFrom('notifications').select(['company_id', 'user_id']).where('kind', '=', 'offer.expired').where('link', '=', `/mis-ofertas/${published.idOferta}`).execute();
    expect(toldOfExpiry.length).toBeGreaterThan(0);
    expect(toldOfExpiry.every((n) => n.company_id === company.company_id)).toBe(true);
    const candidatesTold = await t.db.selectFrom('notifications').select('id').where('kind', '=', 'candidacy.state').where('link', '=', `/mis-candidaturas/${published.urlAcceso}`).execute();
    expect(candidatesTold).toHaveLength(0);
  });
});
