import { sql } from 'kysely';
import type { Language } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { CatalogName } from '../../db/seed/catalogs/types.ts';

export interface CatalogEntry {
  id: number;
  code: string | null;
  label: string;
  extra: Record<string, unknown>;
}

/** Reference rows of a few lists in one language; ids of another institution's lists are simply unknown. */
export interface CatalogLabels {
  label(catalog: CatalogName, id: number | null | undefined): string | null;
  entry(catalog: CatalogName, id: number | null | undefined): CatalogEntry | undefined;
  all(catalog: CatalogName): CatalogEntry[];
}

const labelColumn = { ca: 'label_ca', es: 'label_es', en: 'label_en' } as const;

/**
 * The lists are small (tens of rows each), so a page of offers names its labels with one query. Without an
 * institution, only the lists shared by all of them.
 */
export async function loadCatalogs(db: Db, institutionId: string | null, language: Language, catalogs: readonly CatalogName[]): Promise<CatalogLabels> {
  const rows =
    catalogs.length === 0
      ? []
      : await db
          .selectFrom('catalog_items')
          .select(['catalog', 'id', 'code', `${labelColumn[language]} as label`, 'extra'])
          .where('catalog', 'in', [...catalogs])
          .where((eb) => (institutionId === null ? eb('institution_id', 'is', null) : eb.or([eb('institution_id', 'is', null), eb('institution_id', '=', institutionId)])))
          .orderBy('catalog')
          .orderBy('sort')
          .execute();
  const byCatalog = new Map<string, CatalogEntry[]>();
  const byKey = new Map<string, CatalogEntry>();
  for (const row of rows) {
    const entry: CatalogEntry = { id: row.id, code: row.code, label: row.label, extra: row.extra ?? {} };
    byCatalog.set(row.catalog, [...(byCatalog.get(row.catalog) ?? []), entry]);
    byKey.set(`${row.catalog}:${row.id}`, entry);
  }
  const entry = (catalog: CatalogName, id: number | null | undefined) => (typeof id === 'number' ? byKey.get(`${catalog}:${id}`) : undefined);
  return {
    entry,
    label: (catalog, id) => entry(catalog, id)?.label ?? null,
    all: (catalog) => byCatalog.get(catalog) ?? [],
  };
}

/** The institution's degrees of one branch of knowledge (areaTitulacion filter). */
export async function degreeIdsOfArea(db: Db, institutionId: string, areaId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('catalog_items')
    .select('id')
    .where('institution_id', '=', institutionId)
    .where('catalog', '=', 'degrees')
    .where(sql<boolean>`extra ->> 'areaId' = ${String(areaId)}`)
    .execute();
  return rows.map((r) => r.id);
}
