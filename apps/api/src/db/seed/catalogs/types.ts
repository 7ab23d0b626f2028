import type { BrandId } from '@portal/shared/brands/brand-config';

/**
 * One row of a reference list, as stored in `catalog_items` (spec 1 §3 "Domain tables").
 * `id` is the stable number the API and the offers refer to; `code` a stable slug or official code.
 */
export interface CatalogRow {
  id: number;
  code?: string;
  parentId?: number;
  ca: string;
  es: string;
  en: string;
  extra?: Record<string, unknown>;
}

export { GLOBAL_CATALOG_NAMES, INSTITUTION_CATALOG_NAMES, type CatalogName, type GlobalCatalogName, type InstitutionCatalogName } from '../../../modules/domains/catalog-names.ts';

export type PerInstitution<T> = Record<BrandId, readonly T[]>;

/**
 * Per-institution rows get ids in their own thousand (generic 1001..., uib 2001..., udg 3001...), so a row of one
 * institution can never be mistaken for another's even where only the number travels (offer_degrees.degree_id).
 */
export const INSTITUTION_ID_BASE: Record<BrandId, number> = {
  generic: 1000,
  uib: 2000,
  udg: 3000,
  urv: 4000,
  uvic: 5000,
  fpcat: 6000,
};
