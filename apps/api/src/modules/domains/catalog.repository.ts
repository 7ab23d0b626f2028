import type { Language } from '@portal/shared';
import { sql } from 'kysely';
import type { DbHandle } from '../../lib/request-context.ts';
import type { CatalogName } from './catalog-names.ts';
import { inInstitution, sharedOrInstitution, type Scope } from '../../lib/scoped.ts';

export interface CatalogItem {
  catalog: CatalogName;
  id: number;
  parentId: number | null;
  code: string | null;
  label: string;
  extra: Record<string, unknown>;
}

const labelColumn = { ca: 'label_ca', es: 'label_es', en: 'label_en' } as const;

/**
 * Reference rows visible to an institution: the global lists (no institution) and its own lists. A row of
 * another institution's list is never returned, so its id reads as unknown.
 */
export function createCatalogRepository(db: DbHandle) {
  const visibleTo = (institution: Scope | null, language: Language) =>
    db
      .selectFrom('catalog_items')
      .select(['catalog', 'id', 'parent_id', 'code', 'extra', `${labelColumn[language]} as label`])
      .where(sharedOrInstitution(institution));

  type Row = Awaited<ReturnType<ReturnType<typeof visibleTo>['execute']>>[number];
  const toItem = (row: Row): CatalogItem => ({
    catalog: row.catalog as CatalogName,
    id: row.id,
    parentId: row.parent_id,
    code: row.code,
    label: row.label,
    extra: row.extra ?? {},
  });

  return {
    async list(institution: Scope | null, catalogs: readonly CatalogName[], language: Language): Promise<CatalogItem[]> {
      if (catalogs.length === 0) return [];
      const rows = await visibleTo(institution, language)
        .where('catalog', 'in', catalogs)
        .orderBy('catalog')
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map(toItem);
    },

    /** The rows of the given ids, for every list at once. */
    async find(institution: Scope, wanted: ReadonlyMap<CatalogName, readonly number[]>, language: Language): Promise<CatalogItem[]> {
      const pairs = [...wanted].filter(([, ids]) => ids.length > 0);
      if (pairs.length === 0) return [];
      const rows = await visibleTo(institution, language)
        .where((eb) => eb.or(pairs.map(([catalog, ids]) => eb.and([eb('catalog', '=', catalog), eb('id', 'in', [...ids])]))))
        .execute();
      return rows.map(toItem);
    },

    async findByCodes(institution: Scope, catalog: CatalogName, codes: readonly string[], language: Language): Promise<CatalogItem[]> {
      if (codes.length === 0) return [];
      const rows = await visibleTo(institution, language).where('catalog', '=', catalog).where('code', 'in', [...codes]).execute();
      return rows.map(toItem);
    },

    /** The institution's degrees of one branch of knowledge (the offers' areaTitulacion filter). */
    async degreeIdsOfArea(institution: Scope, areaId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('catalog_items')
        .select('id')
        .$call(inInstitution(institution))
        .where('catalog', '=', 'degrees')
        .where(sql<boolean>`extra ->> 'areaId' = ${String(areaId)}`)
        .execute();
      return rows.map((r) => r.id);
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
