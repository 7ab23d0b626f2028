/** The business constants of spec 2 §9, named once for the API, the web app and the seed. */

export const APP_VERSION = 'v.3.4.2';

export const HOME_OFFERS_PER_TYPE = 5;
export const HOME_EVENTS = 3;
export const HOME_GUIDES = 4;

export const HEADER_SHRINK_WIDE_PX = 120;
export const HEADER_SHRINK_NARROW_PX = 70;

/** Company contacts start with this contact type ticked. */
export const DEFAULT_CONTACT_TYPE_ID = 9;

/** Rejection reasons offered to a student are those of this candidacy state whose profile matches the offer or is empty. */
export const REJECTION_REASON_STATE_ID = 17;
export const PRE_ENROLMENT_STATE_ID = 16;

export const OFFER_PROFILE = { job: 1, internship: 2 } as const;
export type OfferProfileId = (typeof OFFER_PROFILE)[keyof typeof OFFER_PROFILE];

/** Programme rule (code 58): the internship takes 80% of the working day for 12 months. */
export const PROGRAMME_DEDICATION_PERCENT = 80;
export const PROGRAMME_DURATION_MONTHS = 12;

export const TWO_YEAR_MASTER_MIN_CREDITS_PERCENT = 50;

/** Universitat de les Illes Balears internships. */
export const UIB_MAX_HOURS_PER_DAY = 5;
export const UIB_MAX_HOURS_PER_WEEK = 25;
export const UIB_MAX_HOURS_NON_TEACHING = 7;

export const FORUM_YEARS_FROM = 2010;

/** Years a company contact may tick for the employment forum: 2010 up to the current year, newest first. */
export function forumYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= FORUM_YEARS_FROM; year -= 1) years.push(year);
  return years;
}

/** Agreement management fee, before VAT; revisable with the CPI, so the agreement text states the figure of its date. */
export const MANAGEMENT_FEE_EUR_PER_MONTH = 45;

/**
 * The 28 countries the spec counts as the EU (ISO 3166-1 alpha-2; Greece is GR, not the EU's EL). It still
 * includes the United Kingdom because the spec says 28: nationals of these need no work permit (code 34).
 */
/** Spain's id in the countries list (the reference data gives it 1). */
export const SPAIN_COUNTRY_ID = 1;

export const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR',
  'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;
export type EuCountry = (typeof EU_COUNTRIES)[number];

export function isEuCountry(isoCode: string): boolean {
  return (EU_COUNTRIES as readonly string[]).includes(isoCode.trim().toUpperCase());
}

export const BRAND_LEVELS = ['grado', 'postgrado', 'tituloPropio', 'doctorado', 'nivelOtros'] as const;

export const TOKEN_STORAGE_KEY = '_token';
export const LANGUAGE_STORAGE_KEY = '_idioma';

/**
 * Kinds of company of the company data form (tipoEmpresa). The spec requires the field but does not list its
 * values; these are the kinds an employment service tells apart. Labels live in the web's `company` texts.
 */
export const COMPANY_TYPE_IDS = [1, 2, 3, 4, 5] as const;
export type CompanyTypeId = (typeof COMPANY_TYPE_IDS)[number];

/**
 * What a company contact is the contact for (tipoContacto), asked only when the brand has `requestTipoContacto`.
 * 9, the general contact, is the spec's default; the other values are not shown in the spec.
 */
export const CONTACT_TYPE_IDS = [1, 2, 3, 4, DEFAULT_CONTACT_TYPE_ID] as const;
export type ContactTypeId = (typeof CONTACT_TYPE_IDS)[number];
