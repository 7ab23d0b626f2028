import type { Language, OfferFilters, OfferSort, OfferTypeName } from '@portal/shared';

/**
 * Every query key of the app, one factory a feature. They live here rather than in the features because a write
 * of one feature refreshes another's data (an enrolment changes the offer, the candidacies and the home), and a
 * feature does not import another. Each factory's `all` is the prefix that invalidates all of its queries.
 */
export const bootKeys = {
  all: ['boot'] as const,
};

export const configurationKeys = {
  all: ['configuration'] as const,
};

export const authKeys = {
  rgpdText: (role: 'Alumno' | 'Empresa', language: Language) => ['rgpd-text', role, language] as const,
};

/** The reference lists of /api/Dominios: the same for every page, cached once per language. */
export const referenceKeys = {
  domains: (language: Language) => ['domains', language] as const,
  degrees: (language: Language) => ['degrees', language] as const,
  software: (language: Language) => ['software', language] as const,
  interestTags: (language: Language) => ['interest-tags', language] as const,
  educationCentres: (provinceId: number | null) => ['education-centres', provinceId] as const,
  provinceIslands: (provinceId: number | null) => ['province-islands', provinceId] as const,
};

export const offersKeys = {
  all: ['offers'] as const,
  list: (tipo: OfferTypeName, language: Language, filters: OfferFilters & { orden?: OfferSort }) => ['offers', 'list', tipo, language, filters] as const,
  filterOptionsOf: (tipo: OfferTypeName, language: Language) => ['offers', 'filter-options', tipo, language] as const,
  filterOptions: (tipo: OfferTypeName, language: Language, filters: OfferFilters) => [...offersKeys.filterOptionsOf(tipo, language), filters] as const,
  count: (tipo: OfferTypeName) => ['offers', 'count', tipo] as const,
  details: ['offers', 'detail'] as const,
  detail: (url: string, language: Language) => [...offersKeys.details, url, language] as const,
  creditsWarning: (url: string) => ['offers', 'credits-warning', url] as const,
  practiceData: (url: string) => ['offers', 'practice-data', url] as const,
  savedSearches: ['offers', 'saved-searches'] as const,
};

export const candidaciesKeys = {
  all: ['candidacies'] as const,
  list: (tipo: OfferTypeName, language: Language) => ['candidacies', 'list', tipo, language] as const,
  detail: (url: string, language: Language) => ['candidacies', 'detail', url, language] as const,
  missingPersonalData: ['candidacies', 'missing-personal-data'] as const,
  /** Under `all`: answering a pre-enrolment or enrolling refreshes what the home and the menu count. */
  pendingActions: ['candidacies', 'pending-actions'] as const,
  checklist: (url: string, language: Language) => ['candidacies', 'checklist', url, language] as const,
  rejectionReasons: (language: Language) => ['candidacies', 'rejection-reasons', language] as const,
};

export const homeKeys = {
  all: ['home'] as const,
  latestOffers: (tipo: OfferTypeName, language: Language) => ['home', 'latest-offers', tipo, language] as const,
  guides: (count: number, language: Language) => ['guides', 'home', count, language] as const,
  upcomingEvents: (count: number, language: Language) => ['events', 'upcoming', count, language] as const,
  communications: (audience: 'Alumno' | 'Empresa', language: Language) => ['communications', audience, language] as const,
  pendingSurveys: ['surveys', 'pending'] as const,
  fittingOffers: (language: Language) => ['offers', 'fitting', language] as const,
};

export const cvKeys = {
  all: ['cv'] as const,
  cv: (language: Language) => ['cv', language] as const,
  requestedDocumentation: ['cv-requested-documentation'] as const,
  requestedDocumentationIn: (language: Language) => [...cvKeys.requestedDocumentation, language] as const,
  ownImage: (url: string | null) => ['cv-own-image', url] as const,
};

export const internshipsKeys = {
  mine: ['my-internships'] as const,
  practiceData: ['internships', 'practice-data'] as const,
  mineIn: (language: Language) => [...internshipsKeys.mine, language] as const,
  currentDegrees: (language: Language) => ['current-degrees', language] as const,
  proposalsAvailable: ['internship-proposals-available'] as const,
};
