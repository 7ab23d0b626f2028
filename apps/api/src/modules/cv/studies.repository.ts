import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CandidateStudiesTable } from './cv.tables.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution, ownedBy } from '../../lib/scoped.ts';

export type StudyRow = Selectable<CandidateStudiesTable>;

/** candidate_studies carries its institution: every statement filters by it as well as by the candidate. */
export function createStudiesRepository(db: DbHandle) {
  const mine = (institutionId: string, candidateId: number) =>
    db.selectFrom('candidate_studies').$call(inInstitution(institutionId)).where(ownedBy(candidateId, 'candidate_id'));

  return {
    list(institutionId: string, candidateId: number): Promise<StudyRow[]> {
      return mine(institutionId, candidateId).selectAll().orderBy('start_year', 'desc').orderBy('id').execute();
    },

    /** Any candidate's study of the institution: the service has asked the CV entry policy first. */
    find(institutionId: string, id: number): Promise<StudyRow | undefined> {
      return db.selectFrom('candidate_studies').$call(inInstitution(institutionId)).selectAll().where('id', '=', id).executeTakeFirst();
    },

    async countActive(institutionId: string, candidateId: number): Promise<number> {
      const row = await mine(institutionId, candidateId)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('withdrawn_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async hasActiveDegree(institutionId: string, candidateId: number, degreeId: number): Promise<boolean> {
      const row = await mine(institutionId, candidateId).select('id').where('degree_id', '=', degreeId).where('withdrawn_at', 'is', null).executeTakeFirst();
      return row !== undefined;
    },

    async insert(values: Insertable<CandidateStudiesTable>): Promise<number> {
      const row = await db.insertInto('candidate_studies').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async update(institutionId: string, candidateId: number, id: number, values: Updateable<CandidateStudiesTable>): Promise<void> {
      await db
        .updateTable('candidate_studies')
        .set(values)
        .$call(inInstitution(institutionId))
        .where(ownedBy(candidateId, 'candidate_id'))
        .where('id', '=', id)
        .execute();
    },

    async delete(institutionId: string, candidateId: number, id: number): Promise<void> {
      await db
        .deleteFrom('candidate_studies')
        .$call(inInstitution(institutionId))
        .where(ownedBy(candidateId, 'candidate_id'))
        .where('id', '=', id)
        .execute();
    },
  };
}
