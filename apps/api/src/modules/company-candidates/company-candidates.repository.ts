import { sql, type Expression, type SqlBool } from 'kysely';
import { CANDIDACY_STATE, type CompanyProcessOrder } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { everyWordIn } from '../../lib/text-search.ts';
import { inInstitution, ownedBy } from '../../lib/scoped.ts';

/** What a company's process list may be narrowed by. */
export interface ProcessFilters {
  stateId?: number | undefined;
  unreadOnly?: boolean | undefined;
  text?: string | undefined;
  order?: CompanyProcessOrder | undefined;
}


/**
 * The candidacies a company sees: not those the candidate withdrew (they took their CV back), not a pre-enrolment
 * the candidate has not accepted, nor one they turned down (16 → 17): those never reached the company.
 */
export const visibleToCompany: Expression<SqlBool> = sql<SqlBool>`(k.state_id not in (${CANDIDACY_STATE.withdrawn}, ${CANDIDACY_STATE.preEnrolment})
  and not exists (select 1 from candidacy_events e where e.candidacy_id = k.id and e.from_state_id = ${CANDIDACY_STATE.preEnrolment} and e.to_state_id = ${CANDIDACY_STATE.rejected}))`;

const candidateName = sql<string>`trim(u.first_name || ' ' || u.last_name || ' ' || coalesce(cd.second_surname, ''))`;

/** An offer of the caller's institution by id, with the company that owns it. */
export function findOffer(db: DbHandle, institutionId: string, offerId: number) {
  return db
    .selectFrom('offers as o')
    .$call(inInstitution(institutionId, 'o.institution_id'))
    .select(['o.id', 'o.institution_id', 'o.company_id', 'o.url_access', 'o.title', 'o.reference', 'o.profile', 'o.state', 'o.published_at', 'o.expires_on'])
    .where('o.id', '=', offerId)
    .executeTakeFirst();
}

function candidacies(db: DbHandle, offerId: number) {
  return db
    .selectFrom('candidacies as k')
    .innerJoin('users as u', 'u.id', 'k.candidate_id')
    .leftJoin('candidates as cd', 'cd.user_id', 'k.candidate_id')
    .where('k.offer_id', '=', offerId)
    .where(visibleToCompany);
}

/** An offer's candidacies narrowed by the list's filters. */
function filtered(db: DbHandle, offerId: number, filters: ProcessFilters) {
  let query = candidacies(db, offerId);
  if (filters.stateId !== undefined) query = query.where('k.state_id', '=', filters.stateId);
  if (filters.unreadOnly) query = query.where('k.read_by_company', '=', false);
  if (filters.text) query = query.where(everyWordIn([sql<string>`${candidateName} || ' ' || u.email`], filters.text));
  return query;
}

/** The list's order as SQL; the id last, so two rows never tie and a page or a neighbour is always the same. */
function orderOf(order: CompanyProcessOrder | undefined) {
  switch (order) {
    case 'antiguas':
      return sql`k.created_at asc, k.id asc`;
    case 'nombre':
      return sql`lower(${candidateName}) asc, k.id asc`;
    case 'estado':
      return sql`k.state_id asc, k.created_at desc, k.id desc`;
    default:
      return sql`k.created_at desc, k.id desc`;
  }
}

/**
 * The candidacies before and after one in the list (filters and order) a company opened it from. The ids of the
 * whole list are read: an offer's candidacies are a few hundred at most, and no page has to be guessed.
 */
export async function neighbours(db: DbHandle, offerId: number, filters: ProcessFilters, candidacyId: number) {
  const rows = await filtered(db, offerId, filters).select('k.id').orderBy(orderOf(filters.order)).execute();
  const at = rows.findIndex((r) => r.id === candidacyId);
  return {
    anterior: at > 0 ? rows[at - 1]!.id : null,
    siguiente: at >= 0 && at < rows.length - 1 ? rows[at + 1]!.id : null,
    posicion: at + 1,
    total: rows.length,
  };
}

/** One page of an offer's candidacies in the list's order, and the number of rows all pages hold (one statement). */
export async function processPage(db: DbHandle, offerId: number, filters: ProcessFilters, page: { limit: number; offset: number }) {
  return filtered(db, offerId, filters)
    .select([
      'k.id',
      'k.candidate_id',
      'k.state_id',
      'k.reason_id',
      'k.reason_text',
      'k.read_by_company',
      'k.external',
      'k.created_at',
      'k.updated_at',
      candidateName.as('name'),
      'u.email',
      sql<number>`count(*) over ()`.as('total'),
    ])
    .orderBy(orderOf(filters.order))
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** Candidacies of the offer per state and how many are unread, whatever the filters. */
export async function processCounts(db: DbHandle, offerId: number) {
  return candidacies(db, offerId)
    .select(['k.state_id', sql<number>`count(*)::int`.as('total'), sql<number>`count(*) filter (where not k.read_by_company)::int`.as('unread')])
    .groupBy('k.state_id')
    .execute();
}

/** A candidacy of the caller's institution the company may see, with its offer's owner. */
export function findCandidacy(db: DbHandle, institutionId: string, candidacyId: number) {
  return db
    .selectFrom('candidacies as k')
    .innerJoin('offers as o', 'o.id', 'k.offer_id')
    .innerJoin('users as u', 'u.id', 'k.candidate_id')
    .leftJoin('candidates as cd', 'cd.user_id', 'k.candidate_id')
    .$call(inInstitution(institutionId, 'k.institution_id'))
    .where(visibleToCompany)
    .where('k.id', '=', candidacyId)
    .select([
      'k.id',
      'k.institution_id',
      'k.candidate_id',
      'k.state_id',
      'k.reason_id',
      'k.reason_text',
      'k.read_by_company',
      'k.external',
      'k.created_at',
      'k.updated_at',
      candidateName.as('name'),
      'u.email',
      'o.company_id',
      'o.id as offer_id',
      'o.url_access',
      'o.title',
      'o.reference',
      'o.profile',
      'o.state as offer_state',
    ])
    .executeTakeFirst();
}

export type CompanyCandidacyRow = NonNullable<Awaited<ReturnType<typeof findCandidacy>>>;
export type ProcessRow = Awaited<ReturnType<typeof processPage>>[number];

/** How the candidacy got where it is, oldest first, decisions taken back included (the company took them). */
export function candidacyEvents(db: DbHandle, candidacyId: number) {
  return db
    .selectFrom('candidacy_events')
    .select(['id', 'from_state_id', 'to_state_id', 'reason_id', 'reason_text', 'at', 'undo_until', 'undone_at', 'kind'])
    .where('candidacy_id', '=', candidacyId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

export type CandidacyEvent = Awaited<ReturnType<typeof candidacyEvents>>[number];

/** Marks a decision as taken back; false when another request did it first. */
export async function markUndone(db: DbHandle, eventId: number, at: Date): Promise<boolean> {
  const row = await db.updateTable('candidacy_events').set({ undone_at: at }).where('id', '=', eventId).where('undone_at', 'is', null).returning('id').executeTakeFirst();
  return row !== undefined;
}

export async function markRead(db: DbHandle, candidacyId: number): Promise<void> {
  await db.updateTable('candidacies').set({ read_by_company: true }).where('id', '=', candidacyId).where('read_by_company', '=', false).execute();
}

/** The company's offers the candidate applied to: their process documents belong in the CV the company sees. */
export async function offersOfCompanyWithCandidate(db: DbHandle, companyId: number, candidateId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('candidacies as k')
    .innerJoin('offers as o', 'o.id', 'k.offer_id')
    .select('o.id')
    .where('o.company_id', '=', companyId)
    .where(ownedBy(candidateId, 'k.candidate_id'))
    .where(visibleToCompany)
    .execute();
  return rows.map((row) => row.id);
}
