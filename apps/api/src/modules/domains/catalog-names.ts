import type { DomainKey } from '@portal/shared';
import { GLOBAL_CATALOG_NAMES, INSTITUTION_CATALOG_NAMES, type CatalogName } from '../../db/seed/catalogs/types.ts';

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
