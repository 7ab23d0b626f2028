import type { Language, OfferFilters, OfferSort, OfferTypeName } from '@portal/shared';
import { candidaciesKeys, offersKeys } from '@/lib/query-keys';

/** The candidate's offers, all under `offersKeys.all`, which an answer to a pre-enrolment (candidacies) refreshes. */
export const offersQueryKeys = {
  list: (tipo: OfferTypeName, language: Language, filters: OfferFilters & { orden?: OfferSort }) => [...offersKeys.all, 'list', tipo, language, filters] as const,
  filterOptionsOf: (tipo: OfferTypeName, language: Language) => [...offersKeys.all, 'filter-options', tipo, language] as const,
  filterOptions: (tipo: OfferTypeName, language: Language, filters: OfferFilters) => [...offersQueryKeys.filterOptionsOf(tipo, language), filters] as const,
  count: (tipo: OfferTypeName) => [...offersKeys.all, 'count', tipo] as const,
  details: [...offersKeys.all, 'detail'] as const,
  detail: (url: string, language: Language) => [...offersQueryKeys.details, url, language] as const,
  creditsWarning: (url: string) => [...offersKeys.all, 'credits-warning', url] as const,
  practiceData: (url: string) => [...offersKeys.all, 'practice-data', url] as const,
  savedSearches: [...offersKeys.all, 'saved-searches'] as const,
  searchAlerts: [...offersKeys.all, 'search-alerts'] as const,
  /** Under the candidacies' prefix: withdrawing or answering a candidacy changes what the enrolment checks. */
  checklist: (url: string, language: Language) => [...candidaciesKeys.all, 'checklist', url, language] as const,
};
