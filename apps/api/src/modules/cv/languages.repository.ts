import type { Selectable } from 'kysely';
import type { CandidateLanguagesTable } from './cv.tables.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import { ownedBy } from '../../lib/scoped.ts';

export type LanguageRow = Selectable<CandidateLanguagesTable>;

/** candidate_languages hangs from the candidate (user id), which the token ties to one institution. */
export function createLanguagesRepository(db: DbHandle) {
  return {
    list(candidateId: number): Promise<LanguageRow[]> {
      return db.selectFrom('candidate_languages').selectAll().where(ownedBy(candidateId, 'candidate_id')).orderBy('id').execute();
    },

    async entryFor(candidateId: number, languageId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('candidate_languages')
        .select('id')
        .where(ownedBy(candidateId, 'candidate_id'))
        .where('language_id', '=', languageId)
        .executeTakeFirst();
      return row?.id;
    },

    async insert(candidateId: number, values: { languageId: number; levelId: number; certificate: string | null }): Promise<number> {
      const row = await db
        .insertInto('candidate_languages')
        .values({ candidate_id: candidateId, language_id: values.languageId, level_id: values.levelId, certificate: values.certificate })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(candidateId: number, id: number, values: { languageId: number; levelId: number; certificate: string | null }): Promise<void> {
      await db
        .updateTable('candidate_languages')
        .set({ language_id: values.languageId, level_id: values.levelId, certificate: values.certificate })
        .where(ownedBy(candidateId, 'candidate_id'))
        .where('id', '=', id)
        .execute();
    },

    async delete(candidateId: number, id: number): Promise<void> {
      await db.deleteFrom('candidate_languages').where(ownedBy(candidateId, 'candidate_id')).where('id', '=', id).execute();
    },
  };
}
