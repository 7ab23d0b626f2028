import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldText, OFFER_MODALITIES, type OfferFilters, type OfferProfileId } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createCatalogRepository, loadCatalogs } from '../domains/index.ts';
import { addDays, serviceDay } from '../offers/index.ts';
import { offersFactory } from '../offers/offers.factory.ts';
import { filteredOffers } from '../offers/offer-list.repository.ts';
import { matchesFilters, prepareOffer, type PreparedOffer } from './alert-matcher.ts';
import { liveCandidacies, offersPublishedBetween } from './search-alerts.repository.ts';

/**
 * The alerts' matcher must give exactly the list the candidate would see with the same filters. Filters are drawn
 * (seeded, printed on failure) from the values the offers hold, and for each one the list's SQL and the matcher
 * must pick the same offers.
 */
describe('the saved-search matcher agrees with the offers list', () => {
  let t: TestApp;
  let offers: PreparedOffer[];
  let candidateId: number;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp();
    const f = offersFactory(t);
    today = serviceDay(t.clock.now());
    // Offers with the values the filters are hardest on: accents and case, several words, the edges of a range.
    await f.offer({ title: 'Técnico/a de Sistemas ÚNICO', locality: 'Sant Cugat del Vallès', tags: ['Análisis de datos', 'teletrabajo'], modality: 'remoto' });
    await f.offer({ title: 'Analista de datos júnior', locality: 'L’Hospitalet de Llobregat', salary: 24000, salary_max: 30000, is_international: true, expires_on: addDays(today, 2) });
    await f.offer({ title: 'Prácticas en diseño 50% remoto', profile: 2, monthly_grant: 600, is_tfg_tfm: true, expires_on: addDays(today, 7), tags: ['Diseño'] });
    await f.offer({ title: 'Enfermero/a', locality: null, province_id: 8, salary: 30000, expires_on: null, degrees: [] });
    const candidate = await f.candidate();
    candidateId = candidate.userId;
    offers = (await offersPublishedBetween(t.db, 'generic', new Date(0), t.clock.now(), today)).map(prepareOffer);
    const enrolIn = offers.filter((_, i) => i % 4 === 0).slice(0, 6);
    for (const offer of enrolIn) {
      await t.db.insertInto('candidacies').values({ institution_id: 'generic', offer_id: offer.id, candidate_id: candidateId, state_id: 1, created_at: t.clock.now(), updated_at: t.clock.now() }).execute();
    }
  }, 120_000);
  afterAll(async () => t?.close());

  it('picks the same offers as the list for every drawn filter set', async () => {
    expect(offers.length).toBeGreaterThan(10);
    const seed = Number(process.env.MATCHER_SEED ?? Date.now() % 1_000_000);
    let state = seed;
    const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const sometimes = (p = 0.3) => random() < p;

    const words = offers.flatMap((o) => o.title.split(/\s+/)).filter((w) => w.length > 2);
    const localities = offers.map((o) => o.locality).filter((l): l is string => !!l);
    const tags = [...offers.flatMap((o) => o.tags), 'Etiqueta que no existe'];
    const degrees = [...new Set(offers.flatMap((o) => o.degree_ids))];
    const areas = (await createCatalogRepository(t.db).list('generic', ['degree_areas'], 'es')).map((a) => a.id);
    const catalogs = await loadCatalogs(t.db, 'generic', 'es', ['tags']);
    const enrolled = await liveCandidacies(t.db, offers.map((o) => o.id));

    let compared = 0;
    let nonEmpty = 0;
    for (let draw = 0; draw < 250; draw++) {
      const profile = (sometimes(0.6) ? 1 : 2) as OfferProfileId;
      const filters: OfferFilters = {};
      if (sometimes()) filters.texto = [pick(words), sometimes() ? pick(words) : ''].join(' ').trim().toUpperCase();
      if (sometimes(0.2)) filters.localidad = sometimes() ? pick(localities) : pick(localities).split(/\s+/)[0]!.toLowerCase();
      if (sometimes(0.2)) filters.provincia = pick(offers).province_id ?? 28;
      if (sometimes(0.2)) filters.contrato = pick(offers).contract_type_id ?? 1;
      if (sometimes(0.2)) filters.modalidad = pick(OFFER_MODALITIES);
      if (sometimes(0.15)) filters.tfgTfm = true;
      if (sometimes(0.15)) filters.internacional = true;
      if (sometimes(0.2)) filters.salarioMin = pick([0, 300, 600, 601, 20000, 24000, 30000, 30001]);
      if (sometimes(0.15)) filters.caducanPronto = true;
      if (sometimes(0.2)) filters.etiqueta = sometimes() ? foldText(pick(tags)) : pick(tags);
      if (sometimes(0.2)) filters.titulacion = pick(degrees);
      if (sometimes(0.15) && areas.length > 0) filters.areaTitulacion = pick(areas);
      if (sometimes(0.2)) filters.omitirInscritas = true;

      const areaDegreeIds = filters.areaTitulacion !== undefined ? await createCatalogRepository(t.db).degreeIdsOfArea('generic', filters.areaTitulacion) : undefined;
      const tagSpellings = filters.etiqueta ? catalogs.spellings('tags', filters.etiqueta.trim()) : undefined;
      const listed = await filteredOffers(t.db, { institutionId: 'generic', profile, candidateId, today }, { filters, areaDegreeIds, tagSpellings }).select('o.id').execute();
      const resolved = { filters, areaDegreeIds: areaDegreeIds && new Set(areaDegreeIds), tagKeys: tagSpellings && new Set(tagSpellings.map((s) => foldText(s.trim()))) };
      const matched = offers.filter((o) => o.profile === profile && matchesFilters(o, resolved, today, (id) => enrolled.has(`${candidateId}:${id}`)));
      expect(matched.map((o) => o.id).sort(), `seed ${seed}, draw ${draw}: ${JSON.stringify({ profile, filters })}`).toEqual(listed.map((r) => r.id).sort());
      compared++;
      if (listed.length > 0) nonEmpty++;
    }
    expect(compared).toBe(250);
    // The draws must exercise real matches, not only empty lists.
    expect(nonEmpty).toBeGreaterThan(50);
  });
});
