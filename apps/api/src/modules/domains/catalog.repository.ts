import type { Language } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import type { CatalogName } from './catalog-names.ts';
import type { Scope } from '../../lib/scoped.ts';
import { referenceSnapshot, visibleItems, type CatalogItem } from './reference-cache.ts';

export type { CatalogItem };

/**
 * Reference rows visible to an institution: the global lists (no institution) and its own lists. A row of
 * another institution's list is never returned, so its id reads as unknown. Read from the in-memory copy of
 * reference-cache.ts, checked against the database's version on every call.
 */
export function createCatalogRepository(db: DbHandle) {
  return {
    async list(institution: Scope | null, catalogs: readonly CatalogName[], language: Language): Promise<CatalogItem[]> {
      if (catalogs.length === 0) return [];
      const snapshot = await referenceSnapshot(db);
      return [...new Set(catalogs)].sort().flatMap((catalog) => visibleItems(snapshot, catalog, institution, language));
    },

    /** The rows of the given ids, for every list at once. */
    async find(institution: Scope, wanted: ReadonlyMap<CatalogName, readonly number[]>, language: Language): Promise<CatalogItem[]> {
      const pairs = [...wanted].filter(([, ids]) => ids.length > 0);
      if (pairs.length === 0) return [];
      const snapshot = await referenceSnapshot(db);
      return pairs.flatMap(([catalog, ids]) => {
        const set = new Set(ids);
        return visibleItems(snapshot, catalog, institution, language).filter((item) => set.has(item.id));
      });
    },

    async findByCodes(institution: Scope, catalog: CatalogName, codes: readonly string[], language: Language): Promise<CatalogItem[]> {
      if (codes.length === 0) return [];
      const set = new Set(codes);
      return visibleItems(await referenceSnapshot(db), catalog, institution, language).filter((item) => item.code !== null && set.has(item.code));
    },

    /** The rows of a list that belong to the institution itself (not the shared ones). */
    async ownItems(institution: Scope, catalog: CatalogName): Promise<CatalogItem[]> {
      return visibleItems(await referenceSnapshot(db), catalog, institution, 'es', true);
    },

    /** The institution's degrees of one branch of knowledge (the offers' areaTitulacion filter). */
    async degreeIdsOfArea(institution: Scope, areaId: number): Promise<number[]> {
      const degrees = visibleItems(await referenceSnapshot(db), 'degrees', institution, 'es', true);
      return degrees.filter((degree) => degree.extra.areaId !== undefined && String(degree.extra.areaId) === String(areaId)).map((degree) => degree.id);
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
