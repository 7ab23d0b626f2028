import {
  FIT_OFFERS_LIMIT,
  OFFERS_PAGE_DEFAULT,
  Status,
  type Language,
  type OfferDetail,
  type OfferFilters,
  type OfferListQuery,
  type OfferSummary,
} from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/database.ts';
import type { SessionClaims } from '../session/tokens.ts';
import { serviceDay } from './calendar.ts';
import { degreeIdsOfArea, loadCatalogs } from './catalog-labels.repository.ts';
import { loadCandidateProfile } from './match/candidate-profile.repository.ts';
import { matchContext } from './match/requirement-checks.ts';
import { createOfferListRepository, type ListCriteria, type ListScope, type SummaryRow } from './offer-list.repository.ts';
import { createOffersRepository } from './offers.repository.ts';
import { DETAIL_CATALOGS, SUMMARY_CATALOGS, toOfferDetail, toOfferSummary } from './offers.presenter.ts';

export interface OffersDeps {
  db: Db;
  now: () => Date;
}

export function createOffersService({ db, now }: OffersDeps) {
  const lists = createOfferListRepository(db);
  const offers = createOffersRepository(db);

  const scopeOf = (session: SessionClaims, profile?: 1 | 2): ListScope => ({
    institutionId: session.institutionId,
    profile,
    candidateId: session.userId,
    today: serviceDay(now()),
  });

  async function criteriaFor(session: SessionClaims, filters: OfferFilters): Promise<ListCriteria> {
    const [match, areaDegreeIds] = await Promise.all([
      filters.encajaConmigo ? loadCandidateProfile(db, session.institutionId, session.userId).then(matchContext) : undefined,
      filters.areaTitulacion !== undefined ? degreeIdsOfArea(db, session.institutionId, filters.areaTitulacion) : undefined,
    ]);
    return { filters, match, areaDegreeIds };
  }

  async function present(rows: SummaryRow[], institutionId: string, language: Language, today: string): Promise<OfferSummary[]> {
    const labels = await loadCatalogs(db, institutionId, language, rows.length > 0 ? SUMMARY_CATALOGS : []);
    return rows.map((row) => toOfferSummary(row, labels, today));
  }

  return {
    /** Published, unexpired offers of the type: the menu entries and the home tabs. */
    async count(session: SessionClaims, profile: 1 | 2): Promise<{ numTotal: number }> {
      return { numTotal: await lists.count(scopeOf(session, profile), { filters: {} }) };
    },

    async list(session: SessionClaims, profile: 1 | 2, language: Language, query: OfferListQuery) {
      const { pagina = 1, porPagina = OFFERS_PAGE_DEFAULT, ...filters } = query;
      const scope = scopeOf(session, profile);
      const criteria = await criteriaFor(session, filters);
      const { rows, total } = await lists.pageWithTotal(scope, criteria, { limit: porPagina, offset: (pagina - 1) * porPagina });
      return { ofertas: await present(rows, session.institutionId, language, scope.today), numTotal: total, pagina, porPagina };
    },

    async filterOptions(session: SessionClaims, profile: 1 | 2, language: Language, filters: OfferFilters) {
      const scope = scopeOf(session, profile);
      const [values, labels] = await Promise.all([
        criteriaFor(session, filters).then((criteria) => lists.filterValues(scope, criteria)),
        loadCatalogs(db, session.institutionId, language, ['contract_types', 'provinces', 'degrees', 'degree_areas']),
      ]);
      const options = (catalog: 'contract_types' | 'provinces' | 'degrees', ids: number[]) =>
        ids
          .map((id) => ({ id, nombre: labels.label(catalog, id) }))
          .filter((o): o is { id: number; nombre: string } => o.nombre !== null)
          .sort((a, b) => a.nombre.localeCompare(b.nombre, language));
      const areaIds = new Set(values.degreeIds.map((id) => labels.entry('degrees', id)?.extra.areaId).filter((id): id is number => typeof id === 'number'));
      return {
        salarios: values.pays,
        contratos: options('contract_types', values.contractTypeIds),
        titulaciones: options('degrees', values.degreeIds),
        areasTitulaciones: labels
          .all('degree_areas')
          .filter((area) => areaIds.has(area.id))
          .map((area) => ({ id: area.id, nombre: area.label })),
        provincias: options('provinces', values.provinceIds),
        localidades: values.localities,
        etiquetas: values.tags,
        modalidades: values.modalities as ('presencial' | 'remoto' | 'hibrido')[],
      };
    },

    /** The newest offers of both types that fit my CV and that I have not applied to. */
    async fitting(session: SessionClaims, language: Language): Promise<{ ofertas: OfferSummary[] }> {
      const scope = scopeOf(session);
      const criteria = await criteriaFor(session, { encajaConmigo: true, omitirInscritas: true });
      const rows = await lists.page(scope, criteria, { limit: FIT_OFFERS_LIMIT, offset: 0 });
      return { ofertas: await present(rows, session.institutionId, language, scope.today) };
    },

    /**
     * An offer's page. Pending and rejected offers do not exist for candidates; a closed one stays readable only
     * to those who hold a candidacy in it. Opening it records the view (the 'historial' filter).
     */
    async detail(session: SessionClaims, url: string, language: Language): Promise<OfferDetail> {
      const row = await offers.findForCandidate(session.institutionId, url, session.userId);
      if (!row) throw new AppError(Status.OfferNotFound);
      const candidacy = await offers.candidacyOf(row.id, session.userId);
      if (row.state === 'closed' && !candidacy) throw new AppError(Status.OfferNotFound);
      const [degrees, labels] = await Promise.all([
        offers.degreesOf(row.id),
        loadCatalogs(db, session.institutionId, language, DETAIL_CATALOGS),
        offers.recordView(session.userId, row.id, now()),
      ]);
      return toOfferDetail(row, { degrees, candidacy, labels, language, today: serviceDay(now()) });
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
