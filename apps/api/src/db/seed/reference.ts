import type { Insertable, Kysely } from 'kysely';
import { BRAND_IDS } from '@portal/shared/brands/brand-config';
import { brands } from '@portal/shared/brands/brands';
import type { Database } from '../database.ts';
import type { CatalogItemsTable } from '../../modules/domains/domains.tables.ts';
import { GLOBAL_CATALOGS, INSTITUTION_CATALOGS, type CatalogName, type CatalogRow } from './catalogs/index.ts';
import { rgpdTextV1 } from './rgpd-texts.ts';

function toItem(institutionId: string | null, catalog: CatalogName, row: CatalogRow, sort: number): Insertable<CatalogItemsTable> {
  return {
    institution_id: institutionId,
    catalog,
    id: row.id,
    parent_id: row.parentId ?? null,
    code: row.code ?? null,
    label_ca: row.ca,
    label_es: row.es,
    label_en: row.en,
    extra: JSON.stringify(row.extra ?? {}),
    sort,
  };
}

/** Every catalog_items row the reference seed writes (global lists, then each institution's). */
export function referenceCatalogItems(): Insertable<CatalogItemsTable>[] {
  const items: Insertable<CatalogItemsTable>[] = [];
  for (const [catalog, rows] of Object.entries(GLOBAL_CATALOGS) as [CatalogName, readonly CatalogRow[]][]) {
    rows.forEach((row, index) => items.push(toItem(null, catalog, row, index + 1)));
  }
  for (const [catalog, perInstitution] of Object.entries(INSTITUTION_CATALOGS) as [CatalogName, Record<string, readonly CatalogRow[]>][]) {
    for (const institutionId of BRAND_IDS) {
      (perInstitution[institutionId] ?? []).forEach((row, index) => items.push(toItem(institutionId, catalog, row, index + 1)));
    }
  }
  return items;
}

const CHUNK = 500;

/**
 * Institutions, reference lists and the first data-protection text. Idempotent: rows that exist are left as
 * they are (`on conflict do nothing`), so it runs on every start, in production too; new rows added to the
 * constant lists appear on the next start. Changing the label of an existing row needs a migration.
 */
export async function seedReference(db: Kysely<Database>): Promise<void> {
  const items = referenceCatalogItems();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('institutions')
      .values(BRAND_IDS.map((id) => ({ id, name: brands[id].shortName })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    // catalog_items is unique on (coalesce(institution_id, ''), catalog, id), an expression index: no conflict target.
    for (let start = 0; start < items.length; start += CHUNK) {
      await trx
        .insertInto('catalog_items')
        .values(items.slice(start, start + CHUNK))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }

    await trx
      .insertInto('rgpd_texts')
      .values(
        BRAND_IDS.map((id) => {
          const text = rgpdTextV1(id);
          return { institution_id: id, version: 1, text_ca: text.ca, text_es: text.es, text_en: text.en };
        }),
      )
      .onConflict((oc) => oc.columns(['institution_id', 'version']).doNothing())
      .execute();
  });
}
