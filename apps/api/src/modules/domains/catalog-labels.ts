import type { Language } from '@portal/shared';
import type { CatalogName } from './catalog-names.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import type { Scope } from '../../lib/scoped.ts';
import { createCatalogRepository, type CatalogItem } from './catalog.repository.ts';

type MaybeId = number | null | undefined;

/**
 * Reference rows of a few lists in one language, loaded in one query. Ids of another institution's lists are
 * simply unknown. The one label loader of the API: offers, candidacies and the CV all name their ids with it.
 */
export interface CatalogLabels {
  label(catalog: CatalogName, id: MaybeId): string | null;
  entry(catalog: CatalogName, id: MaybeId): CatalogItem | undefined;
  all(catalog: CatalogName): CatalogItem[];
}

function labelsOf(items: readonly CatalogItem[]): CatalogLabels {
  const byCatalog = new Map<string, CatalogItem[]>();
  const byKey = new Map<string, CatalogItem>();
  for (const item of items) {
    byCatalog.set(item.catalog, [...(byCatalog.get(item.catalog) ?? []), item]);
    byKey.set(`${item.catalog}:${item.id}`, item);
  }
  const entry = (catalog: CatalogName, id: MaybeId) => (typeof id === 'number' ? byKey.get(`${catalog}:${id}`) : undefined);
  return { entry, label: (catalog, id) => entry(catalog, id)?.label ?? null, all: (catalog) => byCatalog.get(catalog) ?? [] };
}

/**
 * Whole lists (they are small, tens of rows each), so a page of offers names all its labels with one query.
 * Without an institution, only the lists shared by all of them.
 */
export async function loadCatalogs(db: DbHandle, institution: Scope | null, language: Language, catalogs: readonly CatalogName[]): Promise<CatalogLabels> {
  return labelsOf(await createCatalogRepository(db).list(institution, catalogs, language));
}

/** Only the rows of the given ids (a CV names a handful of rows of many lists). */
export async function loadLabels(
  db: DbHandle,
  institution: Scope,
  language: Language,
  refs: ReadonlyArray<readonly [CatalogName, readonly MaybeId[] | MaybeId]>,
): Promise<CatalogLabels> {
  const wanted = new Map<CatalogName, number[]>();
  for (const [catalog, ids] of refs) {
    const list = (Array.isArray(ids) ? ids : [ids]).filter((id): id is number => typeof id === 'number');
    wanted.set(catalog, [...(wanted.get(catalog) ?? []), ...list]);
  }
  return labelsOf(await createCatalogRepository(db).find(institution, wanted, language));
}
