import { sql, type Insertable, type Updateable } from 'kysely';
import type { CandidateExperiencesTable, Db } from '../../db/database.ts';

export interface ExperienceRow {
  id: number;
  position: string;
  company: string;
  sector_id: number | null;
  functional_area_id: number | null;
  contract_type_id: number | null;
  contract_subtype: string | null;
  start_date: string;
  end_date: string | null;
  province_id: number | null;
  link: string | null;
  description: string | null;
  attachment_file_id: string | null;
}

type ExperienceValues = Omit<Insertable<CandidateExperiencesTable>, 'candidate_id'>;

/** Dates are read as text (yyyy-mm-dd): the drivers would turn a date into a Date at local midnight. */
export function createExperiencesRepository(db: Db) {
  const mine = (candidateId: number) =>
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
      ])
      .where('candidate_id', '=', candidateId);

  return {
    list(candidateId: number): Promise<ExperienceRow[]> {
      return mine(candidateId).orderBy('candidate_experiences.start_date', 'desc').orderBy('id').execute();
    },

    find(candidateId: number, id: number): Promise<ExperienceRow | undefined> {
      return mine(candidateId).where('id', '=', id).executeTakeFirst();
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
      await db.updateTable('candidate_experiences').set(values).where('candidate_id', '=', candidateId).where('id', '=', id).execute();
    },

    async delete(candidateId: number, id: number): Promise<void> {
      await db.deleteFrom('candidate_experiences').where('candidate_id', '=', candidateId).where('id', '=', id).execute();
    },
  };
}
