import { foldText, type Language } from '@portal/shared';
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
  /**
   * A free text that may name a row of the list in any language (an offer's tags are typed by companies, often as
   * the tags catalogue names them): that row's label in this language, or the text itself when it names none.
   */
  named(catalog: CatalogName, text: string): string;
  /** Every spelling that means the same as the text: the row's label in each language, or the text alone. */
  spellings(catalog: CatalogName, text: string): string[];
}

/** How two spellings of a name are compared: case, accents and spacing aside. */
const nameKey = (text: string) => foldText(text).replace(/\s+/g, ' ').trim();

function labelsOf(items: readonly CatalogItem[]): CatalogLabels {
  const byCatalog = new Map<string, CatalogItem[]>();
  const byKey = new Map<string, CatalogItem>();
  for (const item of items) {
    byCatalog.set(item.catalog, [...(byCatalog.get(item.catalog) ?? []), item]);
    byKey.set(`${item.catalog}:${item.id}`, item);
  }
  const entry = (catalog: CatalogName, id: MaybeId) => (typeof id === 'number' ? byKey.get(`${catalog}:${id}`) : undefined);
  // Built on first use: most pages never look a name up.
  const byName = new Map<CatalogName, Map<string, CatalogItem>>();
  const rowNamed = (catalog: CatalogName, text: string) => {
    let names = byName.get(catalog);
    if (!names) {
      names = new Map();
      for (const item of byCatalog.get(catalog) ?? []) for (const name of Object.values(item.names)) names.set(nameKey(name), item);
      byName.set(catalog, names);
    }
    return names.get(nameKey(text));
  };
  return {
    entry,
    label: (catalog, id) => entry(catalog, id)?.label ?? null,
    all: (catalog) => byCatalog.get(catalog) ?? [],
    named: (catalog, text) => rowNamed(catalog, text)?.label ?? text,
    spellings: (catalog, text) => {
      const row = rowNamed(catalog, text);
      return row ? [...new Set(Object.values(row.names))] : [text];
    },
  };
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
