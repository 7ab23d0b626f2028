import { sql, type Insertable, type Updateable } from 'kysely';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution, type Scope } from '../../lib/scoped.ts';
import type { OffersTable } from '../offers/offers.tables.ts';
import './company-offers.tables.ts';

/** Candidacies the company counts: every one but those the candidate withdrew (state 6). */
const WITHDRAWN = 6;

export type OfferInsert = Insertable<OffersTable>;
export type OfferUpdate = Updateable<OffersTable>;

/** The company's offers of the institution with what the list shows of each. */
export function listCompanyOffers(db: DbHandle, institution: Scope, companyId: number) {
  return db
    .selectFrom('offers as o')
    .$call(inInstitution(institution, 'o.institution_id'))
    .leftJoin('offer_reviews as r', 'r.offer_id', 'o.id')
    .leftJoin('offers as src', 'src.id', 'o.copy_of_offer_id')
    .where('o.company_id', '=', companyId)
    .select([
      'o.copy_of_offer_id',
      'src.reference as copy_of_reference',
      'o.id',
      'o.url_access',
      'o.reference',
      'o.title',
      'o.profile',
      'o.state',
      'o.places',
      'o.manager_user_id',
      'o.created_at',
      'o.published_at',
      sql<string | null>`o.expires_on::text`.as('expires_on'),
      'r.decision',
      'r.remarks',
      (eb) =>
        eb
          .selectFrom('candidacies as k')
          .whereRef('k.offer_id', '=', 'o.id')
          .where('k.state_id', '<>', WITHDRAWN)
          .select((e) => e.fn.countAll<string>().as('n'))
          .as('candidates'),
      (eb) =>
        eb
          .selectFrom('candidacies as k')
          .whereRef('k.offer_id', '=', 'o.id')
          .where('k.state_id', '<>', WITHDRAWN)
          .where('k.read_by_company', '=', false)
          .select((e) => e.fn.countAll<string>().as('n'))
          .as('unread'),
      (eb) =>
        eb
          .selectFrom('candidacies as k')
          .whereRef('k.offer_id', '=', 'o.id')
          .select((e) => e.fn.countAll<string>().as('n'))
          .as('applications'),
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
}
export type CompanyOfferRow = Awaited<ReturnType<typeof listCompanyOffers>>[number];

/** One offer of the institution by id or access URL, with everything the form edits; any company's (the policy decides). */
export function findOffer(db: DbHandle, institution: Scope, key: { id: number } | { url: string }) {
  let query = db
    .selectFrom('offers as o')
    .$call(inInstitution(institution, 'o.institution_id'))
    .leftJoin('offer_reviews as r', 'r.offer_id', 'o.id')
    .leftJoin('offers as src', 'src.id', 'o.copy_of_offer_id')
    .selectAll('o')
    .select([
      'src.reference as copy_of_reference',
      sql<string | null>`o.start_date::text`.as('start_day'),
      sql<string | null>`o.end_date::text`.as('end_day'),
      sql<string | null>`o.expires_on::text`.as('expires_day'),
      'r.decision',
      'r.remarks',
    ]);
  query = 'id' in key ? query.where('o.id', '=', key.id) : query.where('o.url_access', '=', key.url);
  return query.executeTakeFirst();
}
export type StoredOffer = NonNullable<Awaited<ReturnType<typeof findOffer>>>;

export function degreesOf(db: DbHandle, offerId: number) {
  return db.selectFrom('offer_degrees').select(['degree_id', 'required']).where('offer_id', '=', offerId).orderBy('required', 'desc').orderBy('degree_id').execute();
}

export async function replaceDegrees(db: DbHandle, offerId: number, degrees: readonly { id: number; requerida: boolean }[]): Promise<void> {
  await db.deleteFrom('offer_degrees').where('offer_id', '=', offerId).execute();
  const unique = [...new Map(degrees.map((d) => [d.id, d])).values()];
  if (unique.length > 0) {
    await db
      .insertInto('offer_degrees')
      .values(unique.map((d) => ({ offer_id: offerId, degree_id: d.id, required: d.requerida })))
      .execute();
  }
}

/**
 * Inserts an offer and gives it its access URL and reference from its id (the id is known only after the insert;
 * the provisional URL is unique by construction).
 */
export async function insertOffer(db: DbHandle, values: Omit<OfferInsert, 'url_access' | 'reference'>, slug: string, year: number) {
  const { id } = await db
    .insertInto('offers')
    .values({ ...values, url_access: `nueva-${crypto.randomUUID()}`, reference: 'pending' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const url = `${slug}-${1000 + id}`;
  await db
    .updateTable('offers')
    .set({ url_access: url, reference: `OF-${year}-${String(id).padStart(4, '0')}` })
    .where('id', '=', id)
    .execute();
  return { id, url };
}

export async function updateOffer(db: DbHandle, offerId: number, values: OfferUpdate): Promise<void> {
  await db
    .updateTable('offers')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', offerId)
    .execute();
}

export async function deleteOffer(db: DbHandle, offerId: number): Promise<void> {
  await db.deleteFrom('offers').where('id', '=', offerId).execute();
}

/** The service's send-back is answered by the company's edit: the offer waits in the queue again. */
export async function clearReturnedReview(db: DbHandle, offerId: number): Promise<void> {
  await db.deleteFrom('offer_reviews').where('offer_id', '=', offerId).where('decision', '=', 'returned').execute();
}

export async function candidacyCount(db: DbHandle, offerId: number): Promise<number> {
  const row = await db
    .selectFrom('candidacies')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('offer_id', '=', offerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The name the service's queue shows for the company. */
export async function companyName(db: DbHandle, companyId: number): Promise<string> {
  const row = await db.selectFrom('companies').select('trade_name').where('id', '=', companyId).executeTakeFirst();
  return row?.trade_name ?? '';
}

export async function companyIban(db: DbHandle, companyId: number): Promise<string | null> {
  const row = await db.selectFrom('companies').select('iban').where('id', '=', companyId).executeTakeFirst();
  return row?.iban ?? null;
}

export async function setCompanyIban(db: DbHandle, companyId: number, iban: string): Promise<void> {
  await db.updateTable('companies').set({ iban }).where('id', '=', companyId).execute();
}

export async function recordClosure(
  db: DbHandle,
  values: { offer_id: number; proposed_by_service: boolean; hired_name: string | null; contract_start: string | null; contract_type_id: number | null; by_user_id: number },
): Promise<void> {
  await db
    .insertInto('offer_closures')
    .values(values)
    .onConflict((oc) => oc.column('offer_id').doUpdateSet({ ...values, at: sql`now()` }))
    .execute();
}

/** Whether a province is made of islands (its offers then name the island). */
export async function provinceHasIslands(db: DbHandle, provinceId: number): Promise<boolean> {
  const row = await db
    .selectFrom('catalog_items')
    .select('id')
    .where('catalog', '=', 'islands')
    .where('parent_id', '=', provinceId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
