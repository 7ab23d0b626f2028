import type { Language } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { referenceVersion } from '../../lib/reference-version.ts';
import { idOf, type Scope } from '../../lib/scoped.ts';
import type { CatalogName } from './catalog-names.ts';

export interface CatalogItem {
  catalog: CatalogName;
  id: number;
  parentId: number | null;
  code: string | null;
  label: string;
  /** The row's label in every language (a free text may name the row in any of them). */
  names: Readonly<Record<Language, string>>;
  extra: Record<string, unknown>;
}

interface StoredItem {
  institutionId: string | null;
  items: Record<Language, CatalogItem>;
}

/** Every reference row of a database at one version, by catalogue, in list order (sort, then id). */
interface Snapshot {
  byCatalog: Map<string, StoredItem[]>;
}

/** Snapshots kept: the current one, and one of an edit still in flight (seen inside its own transaction). */
const KEPT = 4;
const snapshots = new Map<string, Promise<Snapshot>>();

async function load(db: DbHandle): Promise<Snapshot> {
  const rows = await db.selectFrom('catalog_items').selectAll().orderBy('catalog').orderBy('sort').orderBy('id').execute();
  const byCatalog = new Map<string, StoredItem[]>();
  for (const row of rows) {
    const names = Object.freeze({ ca: row.label_ca, es: row.label_es, en: row.label_en });
    const item = (label: string): CatalogItem =>
      Object.freeze({ catalog: row.catalog as CatalogName, id: row.id, parentId: row.parent_id, code: row.code, label, names, extra: Object.freeze(row.extra ?? {}) });
    const stored: StoredItem = { institutionId: row.institution_id, items: { ca: item(row.label_ca), es: item(row.label_es), en: item(row.label_en) } };
    const list = byCatalog.get(row.catalog);
    if (list) list.push(stored);
    else byCatalog.set(row.catalog, [stored]);
  }
  return { byCatalog };
}

/**
 * The reference lists (catalogues, their labels, the degree trees) as the database holds them now, from memory.
 * The single-row version tells whether the copy is current (read once per request, lib/reference-version.ts):
 * every change to catalog_items takes a new version by trigger (migration 0009), so an edit made by staff through
 * any process is seen by every process on its next call. Inside a write call the version and the snapshot are
 * read through the call's transaction, so it sees its own edits.
 */
export async function referenceSnapshot(db: DbHandle): Promise<Snapshot> {
  const key = await referenceVersion(db);
  let snapshot = snapshots.get(key);
  if (!snapshot) {
    snapshot = load(db);
    snapshot.catch(() => snapshots.delete(key));
    if (snapshots.size >= KEPT) snapshots.delete(snapshots.keys().next().value as string);
    snapshots.set(key, snapshot);
  }
  return snapshot;
}

/** Rows of a catalogue visible to the institution (shared lists and its own), or only the shared ones for null. */
export function visibleItems(snapshot: Snapshot, catalog: string, institution: Scope | null, language: Language, ownOnly = false): CatalogItem[] {
  const id = institution === null ? null : idOf(institution);
  const out: CatalogItem[] = [];
  for (const stored of snapshot.byCatalog.get(catalog) ?? []) {
    const visible = ownOnly ? stored.institutionId === id : stored.institutionId === null || stored.institutionId === id;
    if (visible) out.push(stored.items[language]);
  }
  return out;
}
