import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { CandidateExperiencesTable } from './cv.tables.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import { ownedBy } from '../../lib/scoped.ts';

/** An experience as read: every column but the owner's (dates as yyyy-mm-dd text). */
export type ExperienceRow = Omit<Selectable<CandidateExperiencesTable>, 'candidate_id'>;

type ExperienceValues = Omit<Insertable<CandidateExperiencesTable>, 'candidate_id'>;

/** Dates are read as text (yyyy-mm-dd): the drivers would turn a date into a Date at local midnight. */
export function createExperiencesRepository(db: DbHandle) {
  const read = () =>
    db
      .selectFrom('candidate_experiences')
      .select([
        'id',
        'position',
        'company',
        'sector_id',
        'functional_area_id',
        'contract_type_id',
        'contract_subtype',
        sql<string>`start_date::text`.as('start_date'),
        sql<string | null>`end_date::text`.as('end_date'),
        'province_id',
        'link',
        'description',
        'attachment_file_id',
      ]);
  const mine = (candidateId: number) => read().where(ownedBy(candidateId, 'candidate_id'));

  return {
    list(candidateId: number): Promise<ExperienceRow[]> {
      return mine(candidateId).orderBy('candidate_experiences.start_date', 'desc').orderBy('id').execute();
    },

    /** Any candidate's experience: the service has asked the CV entry policy first. */
    find(id: number): Promise<ExperienceRow | undefined> {
      return read().where('id', '=', id).executeTakeFirst();
    },

    async insert(candidateId: number, values: ExperienceValues): Promise<number> {
      const row = await db
        .insertInto('candidate_experiences')
        .values({ ...values, candidate_id: candidateId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(candidateId: number, id: number, values: Updateable<CandidateExperiencesTable>): Promise<void> {
      await db.updateTable('candidate_experiences').set(values).where(ownedBy(candidateId, 'candidate_id')).where('id', '=', id).execute();
    },

    async delete(candidateId: number, id: number): Promise<void> {
      await db.deleteFrom('candidate_experiences').where(ownedBy(candidateId, 'candidate_id')).where('id', '=', id).execute();
    },
  };
}
