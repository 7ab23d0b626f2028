import { sql, type ExpressionBuilder } from 'kysely';
import { STAFF_PAGE_SIZE, type QueueOrder } from '@portal/shared';
import type { Database } from '../../db/database.ts';
import type { OfferState } from '../offers/offers.tables.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import { anyContains } from '../../lib/text-search.ts';
import { EXPORT_MAX_ROWS } from '../staff/index.ts';
import '../staff/staff.tables.ts';
import { inInstitution } from '../../lib/scoped.ts';
import { REVIEW_STATES, type ReviewState } from './offer-review-state.ts';

type Eb = ExpressionBuilder<Database & { o: Database['offers']; r: Database['offer_reviews'] }, 'o' | 'r'>;

/** The review state of an offer: its state, with a pending offer sent back to the company told apart. */
const reviewStateSql = sql<ReviewState>`case
  when o.state = 'published' then 'published'
  when o.state = 'closed' then 'closed'
  when o.state = 'rejected' then 'rejected'
  when r.decision = 'returned' then 'returned'
  else 'pending' end`;

function stateFilter(eb: Eb, state: ReviewState) {
  switch (state) {
    case 'published':
    case 'closed':
    case 'rejected':
      return eb('o.state', '=', state);
    case 'returned':
      return eb.and([eb('o.state', '=', 'pending'), eb('r.decision', '=', 'returned')]);
    case 'pending':
      return eb.and([eb('o.state', '=', 'pending'), eb.or([eb('r.decision', 'is', null), eb('r.decision', '!=', 'returned')])]);
  }
}

/**
 * The offers the service works with: every one a company has sent. A draft is the company's own until it sends it,
 * so no list, count or page of the back office reads one (an id of a draft answers as an unknown one).
 */
function base(db: DbHandle) {
  return db
    .selectFrom('offers as o')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .leftJoin('offer_reviews as r', 'r.offer_id', 'o.id')
    .leftJoin('users as m', 'm.id', 'o.manager_user_id')
    .leftJoin('offers as src', 'src.id', 'o.copy_of_offer_id')
    .where('o.state', '!=', 'draft');
}

function withSummary(query: ReturnType<typeof base>) {
  return query.select([
    'o.id',
    'o.institution_id',
    'o.url_access',
    'o.reference',
    'o.title',
    'o.company_id',
    'c.trade_name as company_name',
    'o.profile',
    'o.state',
    'o.places',
    'o.created_at',
    'o.published_at',
    sql<string | null>`o.highlighted_on::text`.as('highlighted_on'),
    sql<string | null>`o.expires_on::text`.as('expires_on'),
    'o.manager_user_id',
    sql<string | null>`m.first_name || ' ' || m.last_name`.as('manager_name'),
    'r.decision',
    'r.remarks',
    reviewStateSql.as('review_state'),
    'o.copy_of_offer_id',
    'src.reference as copy_of_reference',
    (eb) => eb.selectFrom('candidacies as k').whereRef('k.offer_id', '=', 'o.id').select((e) => e.fn.countAll<number>().as('n')).as('candidacies'),
  ]);
}

export type StaffOfferRow = NonNullable<Awaited<ReturnType<typeof findOffer>>>;

export interface OfferFilters {
  state: ReviewState;
  text?: string | undefined;
  profile?: number | undefined;
  companyId?: number | undefined;
  /** Oldest first (longest waiting) or newest first; without it a queue reads oldest first, the others newest. */
  order?: QueueOrder | undefined;
  page?: number | undefined;
}

export async function listOffers(db: DbHandle, institutionId: string, f: OfferFilters) {
  let query = base(db)
    .$call(inInstitution(institutionId, 'o.institution_id'))
    .where((eb) => stateFilter(eb as unknown as Eb, f.state));
  if (f.profile) query = query.where('o.profile', '=', f.profile as 1 | 2);
  if (f.companyId) query = query.where('o.company_id', '=', f.companyId);
  if (f.text) {
    query = query.where(anyContains(['o.title', 'c.trade_name', 'o.reference'], f.text));
  }
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const direction = (f.order ?? (f.state === 'pending' ? 'antiguas' : 'recientes')) === 'antiguas' ? 'asc' : 'desc';
  const rows = await withSummary(query)
    .orderBy('o.created_at', direction)
    .orderBy('o.id', direction)
    // No page: every row (the CSV export), up to EXPORT_MAX_ROWS.
    .limit(f.page === undefined ? EXPORT_MAX_ROWS : STAFF_PAGE_SIZE)
    .offset(f.page === undefined ? 0 : (f.page - 1) * STAFF_PAGE_SIZE)
    .execute();
  return { total: Number(total), rows };
}

export async function countOffersByState(db: DbHandle, institutionId: string): Promise<Record<ReviewState, number>> {
  const rows = await base(db)
    .$call(inInstitution(institutionId, 'o.institution_id'))
    .select([reviewStateSql.as('review_state'), (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(sql`1`)
    .execute();
  const counts = Object.fromEntries(REVIEW_STATES.map((state) => [state, 0])) as Record<ReviewState, number>;
  for (const row of rows) counts[row.review_state] = Number(row.n);
  return counts;
}

/** Any institution's offer by id: the caller's policy decides whether the actor may see it. */
export async function findOffer(db: DbHandle, offerId: number) {
  return withSummary(base(db)).where('o.id', '=', offerId).executeTakeFirst();
}

/** What the company wrote in the form for the service only (its tutor, remarks, preferred candidate...). */
export async function companyNotesOf(db: DbHandle, offerId: number) {
  return db
    .selectFrom('offers')
    .select(['tutor', 'company_remarks', 'preferred_candidate', 'destination_company', 'order_number'])
    .where('id', '=', offerId)
    .executeTakeFirstOrThrow();
}
export type CompanyNotesRow = Awaited<ReturnType<typeof companyNotesOf>>;

export async function setOfferState(db: DbHandle, offerId: number, state: OfferState, publishedAt?: Date): Promise<void> {
  await db
    .updateTable('offers')
    .set({ state, updated_at: sql`now()`, ...(publishedAt ? { published_at: publishedAt } : {}) })
    .where('id', '=', offerId)
    .execute();
}

export async function saveOfferReview(db: DbHandle, offerId: number, decision: 'returned' | 'rejected', remarks: string, byUserId: number) {
  await db
    .insertInto('offer_reviews')
    .values({ offer_id: offerId, decision, remarks, by_user_id: byUserId })
    .onConflict((oc) => oc.column('offer_id').doUpdateSet({ decision, remarks, by_user_id: byUserId, at: sql`now()` }))
    .execute();
}

export async function clearOfferReview(db: DbHandle, offerId: number) {
  await db.deleteFrom('offer_reviews').where('offer_id', '=', offerId).execute();
}

export async function setOfferFields(db: DbHandle, offerId: number, fields: { manager_user_id?: number | null; highlighted_on?: string | null; expires_on?: string }) {
  await db
    .updateTable('offers')
    .set({ ...fields, updated_at: sql`now()` })
    .where('id', '=', offerId)
    .execute();
}

export async function staffMembers(db: DbHandle, institutionId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'blocked'])
    .$call(inInstitution(institutionId))
    .where('role', '=', 'Gestor')
    .where('deregistered_at', 'is', null)
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}

/** The open candidacies of an offer (not in a final state), to close with it. */
/** The company contacts to tell about a decision on one of their offers. */
export async function offerContacts(db: DbHandle, companyId: number) {
  return db
    .selectFrom('company_contacts as cc')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .select(['u.email', 'u.language'])
    .where('cc.company_id', '=', companyId)
    .where('u.deregistered_at', 'is', null)
    .execute();
}
