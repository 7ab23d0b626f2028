import type { DomainKey } from '@portal/shared';

/** Names of the `catalog` column. Global lists have no institution; the others exist once per institution. */
export const GLOBAL_CATALOG_NAMES = [
  'countries',
  'provinces',
  'islands',
  'sectors',
  'functional_areas',
  'contract_types',
  'document_types',
  'candidacy_states',
  'rejection_reasons',
  'languages',
  'language_levels',
  'software',
  'tags',
  'competences',
  'driving_licences',
  'practice_periods',
  'training_levels',
  'degree_areas',
] as const;
export type GlobalCatalogName = (typeof GLOBAL_CATALOG_NAMES)[number];

export const INSTITUTION_CATALOG_NAMES = ['degrees', 'programmes', 'campus'] as const;
export type InstitutionCatalogName = (typeof INSTITUTION_CATALOG_NAMES)[number];

export type CatalogName = GlobalCatalogName | InstitutionCatalogName;


/** The wire name of each stored reference list; typed over every catalog so a new list cannot be forgotten. */
export const DOMAIN_KEY_OF: Record<CatalogName, DomainKey> = {
  countries: 'paises',
  provinces: 'provincias',
  islands: 'islas',
  sectors: 'sectores',
  functional_areas: 'areasFuncionales',
  contract_types: 'tiposContrato',
  document_types: 'tiposDocumento',
  candidacy_states: 'estadosCandidatura',
  rejection_reasons: 'motivosRechazo',
  languages: 'idiomas',
  language_levels: 'nivelesIdioma',
  software: 'programasInformaticos',
  tags: 'tagsInteres',
  competences: 'competencias',
  driving_licences: 'carnetsConducir',
  practice_periods: 'periodosPracticas',
  training_levels: 'nivelesFormativos',
  degree_areas: 'areasTitulaciones',
  degrees: 'titulaciones',
  programmes: 'programas',
  campus: 'campus',
};

export const ALL_CATALOGS: readonly CatalogName[] = [...GLOBAL_CATALOG_NAMES, ...INSTITUTION_CATALOG_NAMES];
