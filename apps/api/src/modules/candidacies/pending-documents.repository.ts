import { inInstitution, ownedBy } from '../../lib/scoped.ts';
import type { DbHandle } from '../../lib/request-context.ts';

export function createPendingDocumentsRepository(db: DbHandle) {
  return {
    /** The state of each of the candidate's candidacies, by offer. */
    async candidacyStates(institutionId: string, candidateId: number): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('candidacies as c')
        .select(['c.offer_id', 'c.state_id'])
        .$call(inInstitution(institutionId, 'c.institution_id'))
        .where(ownedBy(candidateId, 'c.candidate_id'))
        .execute();
      return new Map(rows.map((row) => [row.offer_id, row.state_id]));
    },

    /** The candidate's pending internships with no student form among their documents, soonest first. */
    async pendingInternshipsWithoutForm(institutionId: string, candidateId: number) {
      return db
        .selectFrom('internships as i')
        .leftJoin('companies as co', (join) => join.onRef('co.id', '=', 'i.company_id').onRef('co.institution_id', '=', 'i.institution_id'))
        .select(['i.id', 'co.trade_name'])
        .$call(inInstitution(institutionId, 'i.institution_id'))
        .where(ownedBy(candidateId, 'i.candidate_id'))
        .where('i.state', '=', 'pending')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('internship_documents as d').select('d.id').whereRef('d.internship_id', '=', 'i.id').where('d.kind', '=', 'form'))),
        )
        .orderBy('i.start_date')
        .orderBy('i.id')
        .execute();
    },
  };
}
