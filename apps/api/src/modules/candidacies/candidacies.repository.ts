import type { OfferProfileId } from '@portal/shared';
import { sql } from 'kysely';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution, ownedBy } from '../../lib/scoped.ts';
import type { CandidacyEventKind } from './candidacies.tables.ts';

export interface StateChange {
  candidacyId: number;
  from: number;
  to: number;
  reasonId?: number | null;
  /** The company's own words beside its reason. */
  reasonText?: string | null;
  byUserId: number;
  at: Date;
  /** Until when the mover may take it back (a company's hire or rejection). */
  undoUntil?: Date | null;
  kind?: CandidacyEventKind;
}

export function createCandidaciesRepository(db: DbHandle) {
  return {
    /** The name a company reads for an applicant: what its candidates list shows too. */
    async candidateName(actor: { userId: number }): Promise<string> {
      const row = await db.selectFrom('users as u').select(['u.first_name', 'u.last_name']).where('u.id', '=', actor.userId).executeTakeFirst();
      return row ? `${row.first_name} ${row.last_name}`.trim() : '';
    },

    /** An offer of the institution as enrolment needs it: published (expired or not) or closed. */
    findOffer(institutionId: string, url: string) {
      return db
        .selectFrom('offers as o')
        .select([
          'o.id',
          'o.profile',
          'o.state',
          'o.programme_id',
          'o.requirements',
          'o.external_enrolment_url',
          'o.monthly_grant',
          'o.title',
          'o.company_id',
          sql<string | null>`o.expires_on::text`.as('expires_on'),
          sql<string | null>`o.start_date::text`.as('start_date'),
          sql<string | null>`o.end_date::text`.as('end_date'),
        ])
        .$call(inInstitution(institutionId, 'o.institution_id'))
        .where('o.url_access', '=', url)
        .where('o.state', 'in', ['published', 'closed'])
        .executeTakeFirst();
    },

    async programmeRequiresAdhesion(institutionId: string, programmeId: number): Promise<boolean> {
      const row = await db
        .selectFrom('catalog_items')
        .select('extra')
        .$call(inInstitution(institutionId))
        .where('catalog', '=', 'programmes')
        .where('id', '=', programmeId)
        .executeTakeFirst();
      return row?.extra.requiresAdhesion === true;
    },

    async adhesionAccepted(candidateId: number, programmeId: number): Promise<boolean> {
      const row = await db
        .selectFrom('programme_adhesions')
        .select('state')
        .where(ownedBy(candidateId, 'candidate_id'))
        .where('programme_id', '=', programmeId)
        .executeTakeFirst();
      return row?.state === 'accepted';
    },

    /** A pending or active internship of mine whose dates meet [start, end]. */
    async overlapsInternship(institutionId: string, candidateId: number, start: string, end: string): Promise<boolean> {
      const row = await db
        .selectFrom('internships')
        .select('id')
        .$call(inInstitution(institutionId))
        .where(ownedBy(candidateId, 'candidate_id'))
        .where('state', 'in', ['pending', 'active'])
        .where('start_date', '<=', end)
        .where('end_date', '>=', start)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Document types that answer an offer's required documentation: my public documents (companies see them
     * with the CV) and the ones I attached to this very offer. Private documents do not count: the company
     * would never see them.
     */
    async documentTypesFor(candidateId: number, offerId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('candidate_documents')
        .select('document_type_id')
        .distinct()
        .where(ownedBy(candidateId, 'candidate_id'))
        .where((eb) => eb.or([eb('visibility', '=', 'public'), eb.and([eb('visibility', '=', 'process'), eb('offer_id', '=', offerId)])]))
        .execute();
      return rows.map((r) => r.document_type_id);
    },

    candidacy(institutionId: string, offerId: number, candidateId: number) {
      return db
        .selectFrom('candidacies')
        .select(['id', 'institution_id', 'candidate_id', 'state_id'])
        .$call(inInstitution(institutionId))
        .where('offer_id', '=', offerId)
        .where(ownedBy(candidateId, 'candidate_id'))
        .executeTakeFirst();
    },

    /** My candidacy in the offer, whatever its state, locked until the call's transaction ends. */
    lockCandidacy(offerId: number, candidateId: number) {
      return db
        .selectFrom('candidacies')
        .select(['id', 'state_id'])
        .where('offer_id', '=', offerId)
        .where(ownedBy(candidateId, 'candidate_id'))
        .forUpdate()
        .executeTakeFirst();
    },

    /** A new candidacy; undefined when a concurrent submit won the unique index. */
    async insertCandidacy(input: { institutionId: string; offerId: number; candidateId: number; stateId: number; external: boolean; at: Date }) {
      const inserted = await db
        .insertInto('candidacies')
        .values({
          institution_id: input.institutionId,
          offer_id: input.offerId,
          candidate_id: input.candidateId,
          state_id: input.stateId,
          external: input.external,
          created_at: input.at,
          updated_at: input.at,
        })
        .onConflict((oc) => oc.columns(['offer_id', 'candidate_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id;
    },

    /** Puts a candidacy back at the start: no reason, unread by the company. */
    async reopenCandidacy(candidacyId: number, input: { stateId: number; external: boolean; at: Date }): Promise<void> {
      await db
        .updateTable('candidacies')
        .set({ state_id: input.stateId, reason_id: null, reason_text: null, external: input.external, read_by_company: false, updated_at: input.at })
        .where('id', '=', candidacyId)
        .execute();
    },

    /** The offer's candidacies not in one of `finalStates`: the ones its closing ends. */
    async openOf(offerId: number, finalStates: readonly number[]) {
      return db.selectFrom('candidacies').select(['id', 'state_id', 'candidate_id']).where('offer_id', '=', offerId).where('state_id', 'not in', [...finalStates]).execute();
    },

    /** Moves a candidacy that is still in `from`; false when it had moved on. */
    async moveState(change: StateChange): Promise<boolean> {
      const updated = await db
        .updateTable('candidacies')
        .set({ state_id: change.to, reason_id: change.reasonId ?? null, reason_text: change.reasonText ?? null, updated_at: change.at })
        .where('id', '=', change.candidacyId)
        .where('state_id', '=', change.from)
        .returning('id')
        .executeTakeFirst();
      return updated !== undefined;
    },

    /** The history line of a change. */
    async addEvent(change: Omit<StateChange, 'from'> & { from: number | null }): Promise<number> {
      const row = await db
        .insertInto('candidacy_events')
        .values({
          candidacy_id: change.candidacyId,
          from_state_id: change.from,
          to_state_id: change.to,
          reason_id: change.reasonId ?? null,
          reason_text: change.reasonText ?? null,
          by_user_id: change.byUserId,
          at: change.at,
          undo_until: change.undoUntil ?? null,
          kind: change.kind ?? 'move',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** My candidacies (of one type, or in one offer), latest change first. */
    list(institutionId: string, candidateId: number, filter: { profile?: OfferProfileId; offerUrl?: string }) {
      let query = db
        .selectFrom('candidacies as c')
        .innerJoin('offers as o', 'o.id', 'c.offer_id')
        .innerJoin('companies as co', 'co.id', 'o.company_id')
        .select([
          'c.id',
          'c.state_id',
          'c.reason_id',
          'c.reason_text',
          'c.external',
          'c.created_at',
          'c.updated_at',
          'o.url_access',
          'o.title',
          'o.profile',
          'o.state as offer_state',
          'o.hide_company',
          'co.trade_name',
          sql<string | null>`o.expires_on::text`.as('expires_on'),
        ])
        .$call(inInstitution(institutionId, 'c.institution_id'))
        .$call(inInstitution(institutionId, 'o.institution_id'))
        .where(ownedBy(candidateId, 'c.candidate_id'));
      if (filter.profile !== undefined) query = query.where('o.profile', '=', filter.profile);
      if (filter.offerUrl !== undefined) query = query.where('o.url_access', '=', filter.offerUrl);
      return query.orderBy('c.updated_at', 'desc').orderBy('c.id', 'desc').execute();
    },

    /**
     * How my candidacy got where it is. A decision the company took back within its window, and the line that
     * took it back, are left out: the student's record holds what was decided (docs/decisions.md, "Final decisions").
     */
    events(candidacyId: number) {
      return db
        .selectFrom('candidacy_events')
        .select(['from_state_id', 'to_state_id', 'reason_id', 'reason_text', 'at'])
        .where('candidacy_id', '=', candidacyId)
        .where('undone_at', 'is', null)
        .where('kind', '!=', 'undo')
        .orderBy('at')
        .orderBy('id')
        .execute();
    },
  };
}

export type CandidaciesRepository = ReturnType<typeof createCandidaciesRepository>;
export type CandidacyRow = Awaited<ReturnType<CandidaciesRepository['list']>>[number];
export type EnrolmentOffer = NonNullable<Awaited<ReturnType<CandidaciesRepository['findOffer']>>>;
