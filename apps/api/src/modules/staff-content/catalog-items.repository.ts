import { sql } from 'kysely';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution, sharedOrInstitution } from '../../lib/scoped.ts';
import '../domains/domains.tables.ts';
import '../offers/offers.tables.ts';

/**
 * Reference rows staff maintain (programmes, rejection reasons) in catalog_items. Every write there takes a new
 * reference-data version by trigger (migration 0009), so every process reloads its in-memory lists at its next call.
 */

export type StaffCatalog = 'programmes' | 'rejection_reasons';

export async function listItems(db: DbHandle, institutionId: string, catalog: StaffCatalog, withShared: boolean) {
  const rows = db.selectFrom('catalog_items').select(['pk', 'institution_id', 'id', 'label_ca', 'label_es', 'label_en', 'extra']).where('catalog', '=', catalog);
  const visible = withShared ? rows.where(sharedOrInstitution(institutionId)) : rows.$call(inInstitution(institutionId));
  return visible.orderBy(sql`institution_id is null`, 'desc').orderBy('sort').orderBy('id').execute();
}

export type ItemRow = Awaited<ReturnType<typeof listItems>>[number];

/** One of the institution's own rows: a shared row or another institution's is not found. */
export async function findOwnItem(db: DbHandle, institutionId: string, catalog: StaffCatalog, id: number): Promise<ItemRow | undefined> {
  return db
    .selectFrom('catalog_items')
    .select(['pk', 'institution_id', 'id', 'label_ca', 'label_es', 'label_en', 'extra'])
    .where('catalog', '=', catalog)
    .where('id', '=', id)
    .$call(inInstitution(institutionId))
    .executeTakeFirst();
}

/**
 * The id of a new row: after every id the institution sees in the list (its own and the shared ones), and from
 * `floor` on, so an own row never takes an id the shared list may use later.
 */
export async function nextId(db: DbHandle, institutionId: string, catalog: StaffCatalog, floor: number): Promise<number> {
  const row = await db
    .selectFrom('catalog_items')
    .select((eb) => eb.fn.max('id').as('max'))
    .where('catalog', '=', catalog)
    .where(sharedOrInstitution(institutionId))
    .executeTakeFirst();
  return Math.max(Number(row?.max ?? 0) + 1, floor);
}

export interface ItemData {
  label_ca: string;
  label_es: string;
  label_en: string;
  extra: Record<string, unknown>;
}

export async function insertItem(db: DbHandle, institutionId: string, catalog: StaffCatalog, id: number, data: ItemData): Promise<void> {
  const last = await db.selectFrom('catalog_items').select((eb) => eb.fn.max('sort').as('sort')).where('catalog', '=', catalog).$call(inInstitution(institutionId)).executeTakeFirst();
  await db
    .insertInto('catalog_items')
    .values({ institution_id: institutionId, catalog, id, ...data, extra: JSON.stringify(data.extra), sort: Number(last?.sort ?? 0) + 1 })
    .execute();
}

export async function updateItem(db: DbHandle, institutionId: string, catalog: StaffCatalog, id: number, data: ItemData): Promise<void> {
  await db
    .updateTable('catalog_items')
    .set({ ...data, extra: JSON.stringify(data.extra) })
    .where('catalog', '=', catalog)
    .where('id', '=', id)
    .$call(inInstitution(institutionId))
    .execute();
}

/** Offers of each of the institution's programmes. */
export async function offersPerProgramme(db: DbHandle, institutionId: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('offers')
    .select(['programme_id', (eb) => eb.fn.countAll<number>().as('count')])
    .$call(inInstitution(institutionId))
    .where('programme_id', 'is not', null)
    .groupBy('programme_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.programme_id), Number(row.count)]));
}
