import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { AGREEMENT_STATES, STAFF_COMPANY_STATES } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { listAgreements } from '../staff-agreements/staff-agreements.repository.ts';
import { listAudit, recordAudit } from '../staff-audit/staff-audit.repository.ts';
import { searchCandidates } from '../staff-candidacies/staff-candidacies.repository.ts';
import { listCandidates } from '../staff-candidates/staff-candidates.repository.ts';
import { listCompanies } from '../staff-companies/staff-companies.repository.ts';
import { REVIEW_STATES } from '../staff-offers/offer-review-state.ts';
import { listOffers } from '../staff-offers/staff-offers.repository.ts';
import { processPage } from '../company-candidates/company-candidates.repository.ts';

/**
 * Every text search of the back office (and the company's process list) through one pair of records: one holding
 * "Muñoz 50%" and one holding "Muñoz 500". Typing "Munoz" must find both (accents aside), "MUÑOZ" too (case
 * aside), and "50%" only the first: the percent sign is a letter, not a LIKE wildcard.
 */
let t: TestApp;
const G = 'generic' as const;
const literal = { id: 0 };
const other = { id: 0 };

async function two<T extends { id: number }>(rows: Promise<T[]>): Promise<[number, number]> {
  const found = await rows;
  if (found.length < 2) throw new Error('the demo data needs two rows here');
  return [found[0]!.id, found[1]!.id];
}

/** The ids a search finds, whatever the list's tab. */
async function across<S>(states: readonly S[], list: (state: S) => Promise<Array<{ id: number }>>) {
  const ids = new Set<number>();
  for (const state of states) for (const row of await list(state)) ids.add(row.id);
  return ids;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the text searches of the back office', () => {
  it('companies and agreements: by legal or trade name', async () => {
    [literal.id, other.id] = await two(
      t.db
        .selectFrom('companies as c')
        .select('c.id')
        .where('c.institution_id', '=', G)
        .where((eb) => eb.exists(eb.selectFrom('agreements as a').select('a.id').whereRef('a.company_id', '=', 'c.id')))
        .orderBy('c.id')
        .limit(2)
        .execute(),
    );
    await t.db.updateTable('companies').set({ trade_name: 'Construcciones Muñoz 50% SL' }).where('id', '=', literal.id).execute();
    await t.db.updateTable('companies').set({ trade_name: 'MUÑOZ 500 Ingenieros' }).where('id', '=', other.id).execute();

    const companies = (text: string) => across(STAFF_COMPANY_STATES, async (state) => (await listCompanies(t.db, G, { state, text })).rows);
    const agreements = async (text: string) => {
      const ids = await across(AGREEMENT_STATES, async (state) => (await listAgreements(t.db, G, { state, text })).rows);
      const owners = await t.db.selectFrom('agreements').select(['id', 'company_id']).execute();
      return new Set(owners.filter((a) => ids.has(a.id)).map((a) => a.company_id));
    };
    for (const search of [companies, agreements]) {
      for (const text of ['Munoz', 'muñoz', 'MUNOZ']) {
        const ids = await search(text);
        expect(ids.has(literal.id) && ids.has(other.id)).toBe(true);
      }
      const percent = await search('50%');
      expect([percent.has(literal.id), percent.has(other.id)]).toEqual([true, false]);
      const underscore = await search('Mu_oz');
      expect(underscore.size).toBe(0);
    }
  });

  it('offers: by title', async () => {
    [literal.id, other.id] = await two(t.db.selectFrom('offers').select('id').where('institution_id', '=', G).orderBy('id').limit(2).execute());
    await t.db.updateTable('offers').set({ title: 'Técnico/a Muñoz al 50%' }).where('id', '=', literal.id).execute();
    await t.db.updateTable('offers').set({ title: 'TÉCNICO MUÑOZ 500 horas' }).where('id', '=', other.id).execute();
    const offers = (text: string) => across(REVIEW_STATES, async (state) => (await listOffers(t.db, G, { state, text })).rows);
    const munoz = await offers('Munoz');
    expect(munoz.has(literal.id) && munoz.has(other.id)).toBe(true);
    const percent = await offers('50%');
    expect([percent.has(literal.id), percent.has(other.id)]).toEqual([true, false]);
  });

  it('the audit log: by what changed', async () => {
    const staff = await t.db.selectFrom('users').select('id').where('role', '=', 'Gestor').where('institution_id', '=', G).executeTakeFirstOrThrow();
    const actor = { institutionId: G, userId: staff.id };
    await recordAudit(t.db, actor, { entity: 'company', entityId: 1, action: 'searchProbe', to: 'Muñoz 50%' });
    await recordAudit(t.db, actor, { entity: 'company', entityId: 2, action: 'searchProbe', to: 'MUÑOZ 500' });
    const audit = async (text: string) => (await listAudit(t.db, G, { action: 'searchProbe', text })).rows.map((r) => r.to_value);
    expect((await audit('Munoz')).sort()).toEqual(['MUÑOZ 500', 'Muñoz 50%']);
    expect(await audit('50%')).toEqual(['Muñoz 50%']);
  });

  it('candidates, the candidates to pre-enrol and the candidates of an offer: by name', async () => {
    // An offer with two candidacies its company sees (a withdrawn one, for one, it does not).
    const offers = await t.db.selectFrom('candidacies').select('offer_id').where('institution_id', '=', G).groupBy('offer_id').having(sql<boolean>`count(*) >= 2`).execute();
    let offerId = 0;
    for (const { offer_id } of offers) {
      const visible = await processPage(t.db, offer_id, {}, { limit: 2, offset: 0 });
      if (visible.length < 2) continue;
      offerId = offer_id;
      [literal.id, other.id] = visible.map((k) => k.candidate_id) as [number, number];
      break;
    }
    expect(offerId).toBeGreaterThan(0);
    await t.db.updateTable('users').set({ last_name: 'Muñoz 50%' }).where('id', '=', literal.id).execute();
    await t.db.updateTable('users').set({ last_name: 'MUÑOZ 500' }).where('id', '=', other.id).execute();

    const staffList = async (text: string) => (await listCandidates(t.db, G, { filter: 'todos', text })).rows.map((r) => r.id);
    const toPreEnrol = async (text: string) => (await searchCandidates(t.db, G, text)).map((r) => r.id);
    const ofTheOffer = async (text: string) => (await processPage(t.db, offerId, { text }, { limit: 100, offset: 0 })).map((k) => k.candidate_id);
    for (const search of [staffList, toPreEnrol, ofTheOffer]) {
      const munoz = new Set(await search('Munoz'));
      expect(munoz.has(literal.id) && munoz.has(other.id)).toBe(true);
      const percent = new Set(await search('50%'));
      expect([percent.has(literal.id), percent.has(other.id)]).toEqual([true, false]);
    }
  });
});
