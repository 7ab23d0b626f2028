import type { Language } from '@portal/shared';

/**
 * The query keys that more than one feature uses. A feature's own keys are in `features/<feature>/query-keys.ts`;
 * what stays here is what crosses a feature's border, because a feature does not import another:
 * - the prefixes (`all`) under which a write of one feature refreshes another's data: an enrolment (offers)
 *   refreshes the candidacies and the home; answering a pre-enrolment (candidacies) the offers and the home; a CV
 *   edit the candidacies; a company's offer (company-offers) the home; a staff action every back-office page; a
 *   company save (company-account) the company home's counts and the paperwork (company-documents);
 * - keys read by one feature and refreshed or prefetched elsewhere: the pending actions (home's tile, the menu, the
 *   boot, invalidated by internships), the candidate's CV (cv's page, the offers' degree filter), the configuration
 *   (the boot, brand, staff settings) and the reference lists (lib/reference-data.ts, staff content's edits).
 * A feature's own key that must be refreshed by such a write is built on the prefix (`[...offersKeys.all, 'list']`).
 */
export const bootKeys = {
  all: ['boot'] as const,
};

export const configurationKeys = {
  all: ['configuration'] as const,
};

/** The reference lists of /api/Dominios: the same for every page, cached once per language. */
export const referenceKeys = {
  /** Every language's reference lists (a staff edit of a list refreshes them all). */
  allDomains: ['domains'] as const,
  domains: (language: Language) => ['domains', language] as const,
};

export const offersKeys = {
  all: ['offers'] as const,
};

export const candidaciesKeys = {
  all: ['candidacies'] as const,
  /** Under `all`: answering a pre-enrolment or enrolling refreshes what the home and the menu count. */
  pendingActions: ['candidacies', 'pending-actions'] as const,
};

export const homeKeys = {
  all: ['home'] as const,
  /** The surveys still to answer: read by the homes' section and the /encuestas page, refreshed by an answer. */
  pendingSurveys: (role: 'Alumno' | 'Empresa', language: Language) => ['home', 'surveys', 'pending', role, language] as const,
};

/**
 * The candidate's internships and education requests (features/internships): a notification about one of their
 * documents, a change applied or a request decided refreshes the page under this prefix.
 */
export const myInternshipsKeys = {
  all: ['my-internships'] as const,
};

export const cvKeys = {
  all: ['cv'] as const,
  cv: (language: Language) => ['cv', language] as const,
};

/**
 * The back office. A staff action changes queues, counts and lists of several pages at once, so actions invalidate
 * `staffKeys.all`; each area's keys (filters from the page's URL in the key) are built on it.
 */
export const staffKeys = {
  all: ['staff'] as const,
  /** The canned refusal texts (the rejection reasons catalogue) the offers and companies queues both offer. */
  refusalTexts: ['staff', 'refusal-texts'] as const,
};

/** The company's own data (company-account, company-documents and the company home): a save refreshes everything under `all`. */
export const companyKeys = {
  all: ['company'] as const,
};

/**
 * The company's education-requests menu item (features/company-interns): whether it applies and the requests. Here,
 * not in the feature, because the menu (app/layout) reads them on every page and the entry must not carry the
 * company's code: the menu loads the feature's fetchers only when a company is signed in.
 */
export const educationMenuKeys = {
  applies: () => [...companyKeys.all, 'education-requests', 'menu'] as const,
  requests: () => [...companyKeys.all, 'education-requests', 'list'] as const,
};

/** A company's candidates (features/company-candidates): a notification of a new applicant refreshes them. */
export const companyCandidatesKeys = {
  all: ['company-processes'] as const,
};

/** A company's offers (features/company-offers): a decision of the service on one refreshes them. */
export const companyOffersKeys = {
  all: ['company-offers'] as const,
};
