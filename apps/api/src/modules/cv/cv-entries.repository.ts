import type { DbHandle } from '../../lib/request-context.ts';
import type { CandidateOwned } from '../../policies/candidate-owned.ts';

/** The tables of the entries of a CV: each row belongs to one candidate. */
export type CvEntryTable = 'candidate_studies' | 'candidate_languages' | 'candidate_experiences' | 'candidate_documents';

/**
 * Whose entry an id names (its candidate and the candidate's institution), whoever asks: the services ask the CV
 * entry policy whether the caller may touch it, so the lookup is not narrowed to the caller.
 */
export async function cvEntryOwner(db: DbHandle, table: CvEntryTable, id: number): Promise<CandidateOwned | undefined> {
  const row = await db
    .selectFrom(`${table} as e` as 'candidate_languages as e')
    .innerJoin('users as u', 'u.id', 'e.candidate_id')
    .select(['e.candidate_id', 'u.institution_id'])
    .where('e.id', '=', id)
    .executeTakeFirst();
  return row && { candidateId: row.candidate_id, institutionId: row.institution_id };
}
