import { sql } from 'kysely';
import { PRE_ENROLMENT_STATE_ID } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { anyContains } from '../../lib/text-search.ts';
import { inInstitution, ownedBy } from '../../lib/scoped.ts';

function base(db: DbHandle) {
  return db
    .selectFrom('candidacies as k')
    .innerJoin('users as u', 'u.id', 'k.candidate_id')
    .innerJoin('offers as o', 'o.id', 'k.offer_id')
    .select([
      'o.title as offer_title',
      'o.url_access as offer_url',
      'o.company_id',
      'o.state as offer_state',
      'k.id',
      'k.institution_id',
      'k.offer_id',
      'k.candidate_id',
      'k.state_id',
      'k.reason_id',
      'k.reason_text',
      'k.external',
      'k.created_at',
      'k.updated_at',
      sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('name'),
      'u.email',
      sql<boolean>`exists (select 1 from candidacy_events e where e.candidacy_id = k.id and e.from_state_id is null and e.to_state_id = ${PRE_ENROLMENT_STATE_ID})`.as(
        'proposed',
      ),
    ]);
}

export type StaffCandidacyRow = NonNullable<Awaited<ReturnType<typeof findCandidacy>>>;

export async function candidaciesOfOffer(db: DbHandle, offerId: number) {
  return base(db).where('k.offer_id', '=', offerId).orderBy('k.updated_at', 'desc').orderBy('k.id', 'desc').execute();
}

/** Any institution's candidacy by id: the caller's policy decides whether the actor may see it. */
export async function findCandidacy(db: DbHandle, candidacyId: number) {
  return base(db).where('k.id', '=', candidacyId).executeTakeFirst();
}

export async function findOfferForCandidacies(db: DbHandle, offerId: number) {
  return db
    .selectFrom('offers as o')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .select(['o.id', 'o.institution_id', 'o.title', 'o.profile', 'o.state', 'c.trade_name'])
    .where('o.id', '=', offerId)
    .executeTakeFirst();
}

export async function findCandidate(db: DbHandle, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('candidates as c', 'c.user_id', 'u.id')
    .select(['u.id', 'u.institution_id', 'u.email', 'u.language', 'u.first_name', 'u.blocked', 'u.deregistered_at'])
    .where('u.id', '=', userId)
    .where('u.role', '=', 'Alumno')
    .executeTakeFirst();
}

export async function hasCandidacy(db: DbHandle, offerId: number, candidateId: number): Promise<boolean> {
  const row = await db.selectFrom('candidacies').select('id').where('offer_id', '=', offerId).where(ownedBy(candidateId, 'candidate_id')).executeTakeFirst();
  return row !== undefined;
}

export async function insertProposal(db: DbHandle, institutionId: string, offerId: number, candidateId: number, byUserId: number): Promise<number> {
  const { id } = await db
    .insertInto('candidacies')
    .values({ institution_id: institutionId, offer_id: offerId, candidate_id: candidateId, state_id: PRE_ENROLMENT_STATE_ID })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('candidacy_events').values({ candidacy_id: id, from_state_id: null, to_state_id: PRE_ENROLMENT_STATE_ID, by_user_id: byUserId }).execute();
  return id;
}

export async function moveCandidacy(db: DbHandle, candidacyId: number, from: number, to: number, reasonId: number | null, byUserId: number) {
  await db
    .updateTable('candidacies')
    .set({ state_id: to, reason_id: reasonId, reason_text: null, updated_at: sql`now()` })
    .where('id', '=', candidacyId)
    .execute();
  await db.insertInto('candidacy_events').values({ candidacy_id: candidacyId, from_state_id: from, to_state_id: to, reason_id: reasonId, by_user_id: byUserId }).execute();
}

/** The line that put the candidacy in its present state (a decision taken back does not count). */
export async function decisionOf(db: DbHandle, candidacyId: number, stateId: number) {
  return db
    .selectFrom('candidacy_events')
    .select(['id', 'from_state_id', 'undo_until'])
    .where('candidacy_id', '=', candidacyId)
    .where('to_state_id', '=', stateId)
    .where('undone_at', 'is', null)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Candidates of an institution by name, surname, document or e-mail, case and accents aside. */
export async function searchCandidates(db: DbHandle, institutionId: string, text: string, excludeOfferId?: number) {
  let query = db
    .selectFrom('users as u')
    .innerJoin('candidates as c', 'c.user_id', 'u.id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'c.second_surname', 'u.email', 'u.document_number', 'c.validated_by_service', 'u.blocked'])
    .$call(inInstitution(institutionId, 'u.institution_id'))
    .where('u.role', '=', 'Alumno')
    .where('u.deregistered_at', 'is', null)
    .where(anyContains([sql<string>`u.first_name || ' ' || u.last_name || ' ' || coalesce(c.second_surname, '')`, 'u.email', 'u.document_number'], text));
  if (excludeOfferId) {
    query = query.where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('candidacies as k').select('k.id').whereRef('k.candidate_id', '=', 'u.id').where('k.offer_id', '=', excludeOfferId))),
    );
  }
  return query.orderBy('u.last_name').orderBy('u.first_name').limit(20).execute();
}
