import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEGREE, offersFactory, type OffersFactory } from './offers.factory.ts';

/**
 * The stored 'fit my CV' set (match/fit-set.repository.ts) answers as the rules would on every read: a CV edit, a
 * publication, a change of requirements or degrees, a closure, each seen at the next read, whoever made it (these
 * changes are made in plain SQL, as another process or the staff's screens would), and never another
 * institution's offers.
 */
let t: TestApp;
let f: OffersFactory;

const ENGLISH = 3;
const B2 = 4;
const C1 = 5;

const fitTitles = async (token: string, host?: string): Promise<string[]> => {
  const res = await t.call('GET', '/api/Alumno/dameOfertasUsuario/empleo/es?encajaConmigo=true&porPagina=100', { token, host });
  expect(res.body.status).toBe(0);
  expect(res.body.datos.numTotal).toBe(res.body.datos.ofertas.length);
  return res.body.datos.ofertas.map((o: { titulo: string }) => o.titulo).sort();
};
const storedOfferIds = async (candidateId: number) =>
  (await t.db.selectFrom('offer_fits').select('offer_id').where('candidate_id', '=', candidateId).execute()).map((r) => r.offer_id);
const setVersion = async (candidateId: number) =>
  Number((await t.db.selectFrom('offer_fit_sets').select('version').where('candidate_id', '=', candidateId).executeTakeFirstOrThrow()).version);

beforeAll(async () => {
  t = await createTestApp();
  f = offersFactory(t);
  await t.db.deleteFrom('offers').execute();
});
afterAll(async () => {
  await t?.close();
});

describe("the stored 'fit my CV' set", () => {
  it('follows the CV: an edit of a language changes the set at the next read', async () => {
    await f.offer({ title: 'cv english B2', requirements: { languages: [{ languageId: ENGLISH, minLevel: B2 }] } });
    await f.offer({ title: 'cv english C1', requirements: { languages: [{ languageId: ENGLISH, minLevel: C1 }] } });
    const candidate = await f.candidate({ languages: [[ENGLISH, B2]] });
    expect(await fitTitles(candidate.token)).toEqual(['cv english B2']);
    await t.db.updateTable('candidate_languages').set({ level_id: C1 }).where('candidate_id', '=', candidate.userId).execute();
    expect(await fitTitles(candidate.token)).toEqual(['cv english B2', 'cv english C1']);
    await t.db.deleteFrom('candidate_languages').where('candidate_id', '=', candidate.userId).execute();
    expect(await fitTitles(candidate.token)).toEqual([]);
  });

  it('takes in an offer published after the set was computed, and lets out one closed or unpublished', async () => {
    await t.db.deleteFrom('offers').execute();
    const candidate = await f.candidate();
    await f.offer({ title: 'already there' });
    const pending = await f.offer({ title: 'published later', state: 'pending' });
    expect(await fitTitles(candidate.token)).toEqual(['already there']);
    const version = await setVersion(candidate.userId);
    // Nothing changed: the set is used as it is, not computed again.
    expect(await fitTitles(candidate.token)).toEqual(['already there']);
    expect(await setVersion(candidate.userId)).toBe(version);

    await t.db.updateTable('offers').set({ state: 'published' }).where('id', '=', pending.id).execute();
    expect(await fitTitles(candidate.token)).toEqual(['already there', 'published later']);
    await t.db.updateTable('offers').set({ state: 'closed' }).where('id', '=', pending.id).execute();
    expect(await fitTitles(candidate.token)).toEqual(['already there']);
    expect(await storedOfferIds(candidate.userId)).not.toContain(pending.id);
    // A new offer that fits, inserted published.
    await f.offer({ title: 'brand new' });
    expect(await fitTitles(candidate.token)).toEqual(['already there', 'brand new']);
  });

  it('lets out an offer whose requirements or required degrees stop fitting, and takes it back when they fit again', async () => {
    await t.db.deleteFrom('offers').execute();
    const candidate = await f.candidate({ languages: [[ENGLISH, B2]] });
    const offer = await f.offer({ title: 'changing' });
    expect(await fitTitles(candidate.token)).toEqual(['changing']);

    await t.db.updateTable('offers').set({ requirements: JSON.stringify({ drivingLicence: 'C' }) }).where('id', '=', offer.id).execute();
    expect(await fitTitles(candidate.token)).toEqual([]);
    await t.db.updateTable('offers').set({ requirements: JSON.stringify({}) }).where('id', '=', offer.id).execute();
    expect(await fitTitles(candidate.token)).toEqual(['changing']);

    // Degrees: another one required instead of mine, then mine added back as desirable only, then required.
    await t.db.deleteFrom('offer_degrees').where('offer_id', '=', offer.id).execute();
    await t.db.insertInto('offer_degrees').values({ offer_id: offer.id, degree_id: DEGREE.law, required: true }).execute();
    expect(await fitTitles(candidate.token)).toEqual([]);
    await t.db.insertInto('offer_degrees').values({ offer_id: offer.id, degree_id: DEGREE.computerEngineering, required: false }).execute();
    expect(await fitTitles(candidate.token)).toEqual([]);
    await t.db.updateTable('offer_degrees').set({ required: true }).where('offer_id', '=', offer.id).where('degree_id', '=', DEGREE.computerEngineering).execute();
    expect(await fitTitles(candidate.token)).toEqual(['changing']);
    // Removing the required degree of another branch leaves mine: still fits; removing every degree: fits anyone.
    await t.db.deleteFrom('offer_degrees').where('offer_id', '=', offer.id).where('degree_id', '=', DEGREE.law).execute();
    expect(await fitTitles(candidate.token)).toEqual(['changing']);
  });

  it('never holds or shows the offers of another institution, even ones that ask for nothing', async () => {
    await t.db.deleteFrom('offers').execute();
    const mine = await f.candidate();
    const uib = await f.candidate({ institutionId: 'uib' });
    const generic = await f.offer({ title: 'generic, open to all', degrees: [] });
    const other = await f.offer({ title: 'uib, open to all', degrees: [], institution_id: 'uib' });
    expect(await fitTitles(mine.token)).toEqual(['generic, open to all']);
    expect(await fitTitles(uib.token, uib.host)).toEqual(['uib, open to all']);
    expect(await storedOfferIds(mine.userId)).toEqual([generic.id]);
    expect(await storedOfferIds(uib.userId)).toEqual([other.id]);
    // A change to the other institution's offer is no reason to look at my set again.
    const version = await setVersion(mine.userId);
    await t.db.updateTable('offers').set({ requirements: JSON.stringify({ ownCar: false }) }).where('id', '=', other.id).execute();
    expect(await fitTitles(mine.token)).toEqual(['generic, open to all']);
    expect(await setVersion(mine.userId)).toBe(version);
    // Even a row of the other institution's offer in my set would not be shown: the list is scoped when read.
    await t.db.insertInto('offer_fits').values({ candidate_id: mine.userId, offer_id: other.id }).execute();
    expect(await fitTitles(mine.token)).toEqual(['generic, open to all']);
  });

  it('leaves out expired offers, and takes one back when its deadline moves later', async () => {
    await t.db.deleteFrom('offers').execute();
    const candidate = await f.candidate();
    const expired = await f.offer({ title: 'expired', expires_on: '2000-01-01' });
    await f.offer({ title: 'valid' });
    expect(await fitTitles(candidate.token)).toEqual(['valid']);
    await t.db.updateTable('offers').set({ expires_on: '2999-12-31' }).where('id', '=', expired.id).execute();
    expect(await fitTitles(candidate.token)).toEqual(['expired', 'valid']);
  });
});
