import type { BrandId } from '@portal/shared/brands/brand-config';
import { CAMPUS } from './campus.ts';
import { CANDIDACY_STATES } from './candidacy-states.ts';
import { COMPETENCES } from './competences.ts';
import { CONTRACT_TYPES } from './contract-types.ts';
import { COUNTRIES } from './countries.ts';
import { DEGREE_AREAS } from './degree-areas.ts';
import { DEGREES } from './degrees.ts';
import { DOCUMENT_TYPES } from './document-types.ts';
import { DRIVING_LICENCES } from './driving-licences.ts';
import { FUNCTIONAL_AREAS } from './functional-areas.ts';
import { ISLANDS } from './islands.ts';
import { LANGUAGE_LEVELS } from './language-levels.ts';
import { LANGUAGES } from './languages.ts';
import { PRACTICE_PERIODS } from './practice-periods.ts';
import { PROGRAMMES } from './programmes.ts';
import { PROVINCES } from './provinces.ts';
import { REJECTION_REASONS } from './rejection-reasons.ts';
import { SECTORS } from './sectors.ts';
import { SOFTWARE } from './software.ts';
import { TAGS } from './tags.ts';
import { TRAINING_LEVELS } from './training-levels.ts';
import type { CatalogRow, GlobalCatalogName, InstitutionCatalogName } from './types.ts';

export * from './types.ts';

/** Every reference list shared by all institutions (`catalog_items.institution_id` null). */
export const GLOBAL_CATALOGS: Record<GlobalCatalogName, readonly CatalogRow[]> = {
  countries: COUNTRIES,
  provinces: PROVINCES,
  islands: ISLANDS,
  sectors: SECTORS,
  functional_areas: FUNCTIONAL_AREAS,
  contract_types: CONTRACT_TYPES,
  document_types: DOCUMENT_TYPES,
  candidacy_states: CANDIDACY_STATES,
  rejection_reasons: REJECTION_REASONS,
  languages: LANGUAGES,
  language_levels: LANGUAGE_LEVELS,
  software: SOFTWARE,
  tags: TAGS,
  competences: COMPETENCES,
  driving_licences: DRIVING_LICENCES,
  practice_periods: PRACTICE_PERIODS,
  training_levels: TRAINING_LEVELS,
  degree_areas: DEGREE_AREAS,
};

/** Lists each institution has its own version of. */
export const INSTITUTION_CATALOGS: Record<InstitutionCatalogName, Record<BrandId, readonly CatalogRow[]>> = {
  degrees: DEGREES,
  programmes: PROGRAMMES,
  campus: CAMPUS,
};
