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
  /** Every language's reference lists (a staff edit of a list refreshes them all). */
  allDomains: ['domains'] as const,
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

export const companyOffersKeys = {
  all: ['company-offers'] as const,
  list: (filters: Record<string, unknown>) => ['company-offers', 'list', filters] as const,
  editable: (id: number) => ['company-offers', 'editable', id] as const,
  preview: (id: number, language: Language) => ['company-offers', 'preview', id, language] as const,
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

/**
 * The back office. A staff action changes queues, counts and lists of several pages at once, so actions invalidate
 * `staffKeys.all`; list filters come from each page's URL and are part of the key.
 */
export const staffKeys = {
  all: ['staff'] as const,
  queues: ['staff', 'queues'] as const,
  dashboard: ['staff', 'dashboard'] as const,
  members: ['staff', 'members'] as const,
  companies: (filters: object) => ['staff', 'companies', 'list', filters] as const,
  company: (idEmpresa: number) => ['staff', 'companies', 'detail', idEmpresa] as const,
  offers: (filters: object) => ['staff', 'offers', 'list', filters] as const,
  offer: (idOferta: number, language: Language) => ['staff', 'offers', 'one', idOferta, language] as const,
  offerCandidacies: (idOferta: number, language: Language) => ['staff', 'candidacies', idOferta, language] as const,
  rejectionReasons: (language: Language) => ['staff', 'reasons', language] as const,
  candidateSearch: (texto: string, idOferta: number | undefined) => ['staff', 'candidate-search', texto, idOferta] as const,
  audit: (filters: object) => ['staff', 'audit', filters] as const,
  candidates: (filters: object, language: Language) => ['staff', 'candidates', 'list', filters, language] as const,
  candidate: (id: number, language: Language) => ['staff', 'candidates', 'detail', id, language] as const,
  settings: ['staff', 'settings'] as const,
  content: (part: string) => ['staff', 'content', part] as const,
  agreements: (filters: object) => ['staff', 'agreements', 'list', filters] as const,
  agreement: (idConvenio: number) => ['staff', 'agreements', 'detail', idConvenio] as const,
  companyPaperwork: (idEmpresa: number) => ['staff', 'companies', 'paperwork', idEmpresa] as const,
};

/** The company's own data (company-account and the company home): a save refreshes everything under `all`. */
export const companyKeys = {
  all: ['company'] as const,
  data: (language: Language) => ['company', 'data', language] as const,
  contacts: ['company', 'contacts'] as const,
  fiscalAccounts: (language: Language) => ['company', 'fiscal-accounts', language] as const,
  missingCompanyData: ['company', 'missing', 'company'] as const,
  missingContactData: ['company', 'missing', 'contact'] as const,
  processCounts: ['company', 'process-counts'] as const,
  myCompanies: ['company', 'mine'] as const,
  paperwork: (part: 'agreements' | 'invoices' | 'documents') => ['company', 'paperwork', part] as const,
};

/** The candidates of a company's offers: an offer's process (filters in the key) and one candidacy with its CV. */
export const companyProcessesKeys = {
  all: ['company-processes'] as const,
  process: (idOferta: number, language: Language, filters: Record<string, unknown>) => ['company-processes', 'process', idOferta, language, filters] as const,
  candidate: (idCandidatura: number, language: Language) => ['company-processes', 'candidate', idCandidatura, language] as const,
  photo: (idCandidatura: number, idFichero: string | null) => ['company-processes', 'photo', idCandidatura, idFichero] as const,
};
