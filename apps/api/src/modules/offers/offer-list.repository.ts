import { sql, type SelectQueryBuilder } from 'kysely';
import { EXPIRING_SOON_DAYS, FOLDABLE_LETTERS, FOLDED_LETTERS, foldText, OFFER_PROFILE, CANDIDACY_STATE, type OfferFilters, type OfferProfileId, type OfferSort } from '@portal/shared';
import type { Database } from '../../db/database.ts';
import type { OffersTable } from './offers.tables.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import { addDays } from './calendar.ts';
import type { FitSet } from './match/fit-set.repository.ts';
import type { MatchContext } from './match/requirement-checks.ts';
import { inInstitution, sameOwner } from '../../lib/scoped.ts';
import { containsPattern, searchWords } from '../../lib/text-search.ts';
import { listOrder } from './list-order.ts';

/** Every offer query names the table `o`: the match SQL refers to it by that name. */
export type OfferQuery = SelectQueryBuilder<Database & { o: OffersTable }, 'o', object>;

/** Who is looking and when: lists are scoped to the institution and the offer type, and expiry is by the day. */
export interface ListScope {
  institutionId: string;
  /** Both types when absent. */
  profile?: OfferProfileId;
  candidateId: number;
  /** yyyy-mm-dd in the service's time zone. */
  today: string;
}

export interface ListCriteria {
  filters: OfferFilters;
  /** Degrees of the chosen degree area (areaTitulacion), resolved from the catalog by the service. */
  areaDegreeIds?: readonly number[];
  /** Present when filtering by 'fit my CV': the candidate's stored set, brought up to date by the service. */
  fitSet?: FitSet;
  /** 'Fit my CV' over the offers I opened ('historial', expired ones included): a few offers, matched as they are read. */
  match?: MatchContext;
  /** The chosen tag's spellings in every language (resolved from the tags catalogue by the service). */
  tagSpellings?: readonly string[];
}

/**
 * The spellings of a letter the regular-expression filters treat as one, in both cases (lower() of accented
 * capitals depends on the locale), read from the shared table of folded letters: "n" -> "nNñÑ".
 */
const SAME_LETTER: Record<string, string> = {};
[...FOLDABLE_LETTERS].forEach((letter, i) => {
  const plain = FOLDED_LETTERS[i] as string;
  SAME_LETTER[plain] = (SAME_LETTER[plain] ?? plain + plain.toUpperCase()) + letter;
});

/** A case-insensitive regular expression that finds the word whatever its accents ("tecnico" finds "Técnico"). */
function accentInsensitivePattern(word: string): string {
  return [...foldText(word)].map((ch) => (SAME_LETTER[ch] ? `[${SAME_LETTER[ch]}]` : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
}

/**
 * Every word must appear somewhere in the column ("técnico sistemas" finds "Técnico/a de sistemas"). One regular
 * expression per word: measured on PGlite, about twice as fast as folding every title with translate().
 */
const containsAllWords = (column: string, text: string) =>
  sql<boolean>`(${sql.join(
    text
      .split(/\s+/)
      .filter((word) => word.length > 0)
      .slice(0, 8)
      .map((word) => sql`${sql.ref(column)} ~* ${accentInsensitivePattern(word)}`),
    sql` and `,
  )})`;

/**
 * The text filter: every word must appear in the offer's folded title (lower case, no accents, stored by the
 * database, migration 0009), so "tecnico sistemas" finds "Técnico/a de sistemas". LIKE on the folded column uses
 * its trigram index for words of three letters or more, on PostgreSQL and PGlite alike.
 */
function foldedContainsAllWords(column: 'o.title_folded', text: string) {
  const words = searchWords(text).map((word) => containsPattern(word));
  return sql<boolean>`(${sql.join(
    words.map((pattern) => sql`${sql.ref(column)} like ${pattern}`),
    sql` and `,
  )})`;
}

const notWithdrawn = CANDIDACY_STATE.withdrawn;
export const myLiveCandidacy = (candidateId: number) =>
  sql<boolean>`exists (select 1 from candidacies c where c.offer_id = o.id and ${sameOwner(candidateId, 'c.candidate_id')} and c.state_id <> ${notWithdrawn})`;
const iViewed = (candidateId: number) => sql<boolean>`exists (select 1 from offer_views v where v.offer_id = o.id and ${sameOwner(candidateId, 'v.user_id')})`;

/**
 * Published offers of the institution and type, unexpired; with `historial`, the offers I opened, expired or not
 * (a candidate going back through what they saw expects to find it, marked as expired).
 */
export function filteredOffers(db: DbHandle, scope: ListScope, criteria: ListCriteria): OfferQuery {
  const { filters } = criteria;
  let query: OfferQuery = db.selectFrom('offers as o').$call(inInstitution(scope.institutionId, 'o.institution_id')).where('o.state', '=', 'published');
  if (scope.profile !== undefined) query = query.where('o.profile', '=', scope.profile);
  query = filters.historial
    ? query.where(iViewed(scope.candidateId))
    : query.where((eb) => eb.or([eb('o.expires_on', 'is', null), eb('o.expires_on', '>=', scope.today)]));

  if (filters.texto) query = query.where(foldedContainsAllWords('o.title_folded', filters.texto));
  if (filters.localidad) query = query.where(containsAllWords('o.locality', filters.localidad));
  if (filters.provincia !== undefined) query = query.where('o.province_id', '=', filters.provincia);
  if (filters.contrato !== undefined) query = query.where('o.contract_type_id', '=', filters.contrato);
  if (filters.modalidad) query = query.where('o.modality', '=', filters.modalidad);
  if (filters.tfgTfm) query = query.where('o.is_tfg_tfm', '=', true);
  if (filters.internacional) query = query.where('o.is_international', '=', true);
  if (filters.salarioMin !== undefined) {
    // o.pay (stored): the salary of a job (its top when it has a range), the grant of an internship.
    const pay = scope.profile !== undefined ? sql`o.pay` : sql`coalesce(o.salary_max, o.salary, o.monthly_grant)`;
    query = query.where(sql<boolean>`${pay} >= ${filters.salarioMin}`);
  }
  if (filters.caducanPronto) {
    query = query.where('o.expires_on', '>=', scope.today).where('o.expires_on', '<=', addDays(scope.today, EXPIRING_SOON_DAYS));
  }
  if (filters.etiqueta) {
    const spellings = criteria.tagSpellings ?? [filters.etiqueta.trim()];
    const pattern = `^(${spellings.map((spelling) => accentInsensitivePattern(spelling.trim())).join('|')})$`;
    query = query.where(sql<boolean>`exists (select 1 from unnest(o.tags) t where t ~* ${pattern})`);
  }
  if (filters.titulacion !== undefined) {
    query = query.where(sql<boolean>`exists (select 1 from offer_degrees od where od.offer_id = o.id and od.degree_id = ${filters.titulacion})`);
  }
  if (criteria.areaDegreeIds !== undefined) {
    query = query.where(sql<boolean>`exists (select 1 from offer_degrees od where od.offer_id = o.id and od.degree_id = any(${[...criteria.areaDegreeIds]}::int[]))`);
  }
  if (filters.omitirInscritas) query = query.where(sql<boolean>`not ${myLiveCandidacy(scope.candidateId)}`);
  if (criteria.match) query = query.where(criteria.match.fits);
  if (criteria.fitSet) {
    query = query.where(sql<boolean>`exists (select 1 from offer_fits f where ${sameOwner(criteria.fitSet.candidateId, 'f.candidate_id')} and f.offer_id = o.id)`);
  }
  return query;
}

/**
 * The order a list asks for (`orden`, list-order.ts): newest first by default; ties, and offers without the
 * sorted value (last), keep a fixed order by id. Each order is one of the partial indexes of migration 0009.
 */
export function sortedBy<Q extends OfferQuery>(query: Q, sort: OfferSort | undefined): Q {
  return listOrder(sort).reduce(
    (ordered, c) => ordered.orderBy(sql.ref(c.column), (ob) => (c.descending ? ob.desc() : ob.asc())[c.nullsFirst ? 'nullsFirst' : 'nullsLast']()),
    query as OfferQuery,
  ) as Q;
}

/** The columns of an offer in a list, with its company and whether I hold a candidacy in it. */
export function selectSummary(query: OfferQuery, candidateId: number) {
  return query
    .innerJoin('companies as co', 'co.id', 'o.company_id')
    .select([
      'o.id',
      'o.url_access',
      'o.reference',
      'o.title',
      'o.profile',
      'o.province_id',
      'o.island_id',
      'o.country_id',
      'o.locality',
      'o.contract_type_id',
      'o.salary',
      'o.salary_max',
      'o.monthly_grant',
      'o.modality',
      'o.places',
      'o.tags',
      'o.is_tfg_tfm',
      'o.is_international',
      'o.external_enrolment_url',
      'o.hide_company',
      'o.published_at',
      'co.trade_name',
      sql<string | null>`o.highlighted_on::text`.as('highlighted_on'),
      sql<string | null>`o.expires_on::text`.as('expires_on'),
      myLiveCandidacy(candidateId).as('enrolled'),
    ]);
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummary>['execute']>>[number];

export function createOfferListRepository(db: DbHandle) {
  async function count(scope: ListScope, criteria: ListCriteria): Promise<number> {
    const row = await filteredOffers(db, scope, criteria)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  return {
    count,

    /**
     * One page. The page's ids are found first, from the filtering columns alone (on the plain list an index-only
     * scan, however deep the page), and only those rows are then read in full with their company and my candidacy.
     */
    page(scope: ListScope, criteria: ListCriteria, page: { limit: number; offset: number }, sort?: OfferSort): Promise<SummaryRow[]> {
      const ids = sortedBy(filteredOffers(db, scope, criteria).select('o.id'), sort).limit(page.limit).offset(page.offset);
      const rows: OfferQuery = db.selectFrom('offers as o').where('o.id', 'in', ids);
      return sortedBy(selectSummary(rows, scope.candidateId), sort).execute();
    },

    /** Offers read in full by id (a page found elsewhere, deep-pages.ts), in the order of `ids`. */
    async rowsOf(ids: readonly number[], candidateId: number): Promise<SummaryRow[]> {
      if (ids.length === 0) return [];
      const rows = await selectSummary(db.selectFrom('offers as o').where('o.id', 'in', [...ids]), candidateId).execute();
      const place = new Map(ids.map((id, i) => [id, i]));
      return rows.sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
    },

    /**
     * A page and the size of the list from one pass over the matches (a window count on the page's ids), for the
     * filters that depend on who asks (fit my CV, offers I opened or applied to): no cache can share their total,
     * and the match is the expensive part, so it is not run twice.
     */
    async pageWithTotal(scope: ListScope, criteria: ListCriteria, page: { limit: number; offset: number }, sort?: OfferSort) {
      const ids = await sortedBy(filteredOffers(db, scope, criteria).select(['o.id', sql<number>`count(*) over ()`.as('total')]), sort)
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      const first = ids[0];
      if (!first) return { rows: [], total: page.offset === 0 ? 0 : await count(scope, criteria) };
      const rows = await sortedBy(selectSummary(db.selectFrom('offers as o').where('o.id', 'in', ids.map((row) => row.id)), scope.candidateId), sort).execute();
      return { rows, total: Number(first.total) };
    },

    /** The distinct values of the filterable columns over the filtered list, in one statement. */
    async filterValues(scope: ListScope, criteria: ListCriteria) {
      const pay = scope.profile === OFFER_PROFILE.internship ? 'monthly_grant' : 'salary';
      const row = await db
        .with('f', () =>
          filteredOffers(db, scope, criteria).select([
            'o.id',
            sql<string | null>`${sql.ref(`o.${pay}`)}`.as('pay'),
            'o.contract_type_id',
            'o.province_id',
            'o.locality',
            'o.tags',
            'o.modality',
          ]),
        )
        .selectFrom('f')
        .select([
          sql<string[] | null>`array_agg(distinct f.pay) filter (where f.pay is not null)`.as('pays'),
          sql<number[] | null>`array_agg(distinct f.contract_type_id) filter (where f.contract_type_id is not null)`.as('contracts'),
          sql<number[] | null>`array_agg(distinct f.province_id) filter (where f.province_id is not null)`.as('provinces'),
          sql<string[] | null>`array_agg(distinct f.locality) filter (where f.locality is not null)`.as('localities'),
          sql<string[] | null>`array_agg(distinct f.modality) filter (where f.modality is not null)`.as('modalities'),
          sql<string[]>`array(select distinct t from f f2, unnest(f2.tags) t order by t)`.as('tags'),
          sql<number[]>`array(select distinct od.degree_id from offer_degrees od where od.offer_id in (select f3.id from f f3))`.as('degrees'),
        ])
        .executeTakeFirstOrThrow();
      return {
        pays: (row.pays ?? []).map(Number).sort((a, b) => a - b),
        contractTypeIds: row.contracts ?? [],
        provinceIds: row.provinces ?? [],
        localities: (row.localities ?? []).sort((a, b) => a.localeCompare(b, 'es')),
        modalities: row.modalities ?? [],
        tags: row.tags,
        degreeIds: row.degrees,
      };
    },
  };
}
