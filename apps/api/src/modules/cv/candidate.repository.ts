import { sql, type Updateable } from 'kysely';
import type { UsersTable } from '../../db/database.ts';
import type { CandidatesTable } from './cv.tables.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution, ownedBy } from '../../lib/scoped.ts';

/** The candidates row of a user, created by the first CV write (cv_created_at), touched by every later one. */
export function createCandidateRepository(db: DbHandle) {
  return {
    async ensure(institutionId: string, userId: number, now: Date, bornActive: boolean): Promise<void> {
      await db
        .insertInto('candidates')
        .values({
          user_id: userId,
          institution_id: institutionId,
          cv_created_at: now,
          updated_at: now,
          active_search_internships: bornActive,
          active_search_jobs: bornActive,
        })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            cv_created_at: sql`coalesce(candidates.cv_created_at, excluded.cv_created_at)`,
            updated_at: (eb) => eb.ref('excluded.updated_at'),
          }),
        )
        .execute();
    },

    async update(institutionId: string, userId: number, values: Updateable<CandidatesTable>): Promise<void> {
      await db.updateTable('candidates').set(values).where(ownedBy(userId, 'user_id')).$call(inInstitution(institutionId)).execute();
    },

    async updateUser(institutionId: string, userId: number, values: Updateable<UsersTable>): Promise<void> {
      await db.updateTable('users').set(values).where('id', '=', userId).$call(inInstitution(institutionId)).execute();
    },

    async find(institutionId: string, userId: number) {
      return db
        .selectFrom('candidates')
        .selectAll()
        .select(sql<string | null>`birth_date::text`.as('birth_date_text'))
        .where(ownedBy(userId, 'user_id'))
        .$call(inInstitution(institutionId))
        .executeTakeFirst();
    },

    async findUser(institutionId: string, userId: number) {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'last_name', 'document_number', 'language'])
        .where('id', '=', userId)
        .$call(inInstitution(institutionId))
        .where('role', '=', 'Alumno')
        .executeTakeFirst();
    },

    /** Another candidate of the institution who logs in with, or gives as personal e-mail, this address. */
    async emailTakenByOther(institutionId: string, userId: number, email: string): Promise<boolean> {
      const value = email.trim().toLowerCase();
      const row = await db
        .selectFrom('users')
        .leftJoin('candidates', 'candidates.user_id', 'users.id')
        .select('users.id')
        .$call(inInstitution(institutionId, 'users.institution_id'))
        .where('users.role', '=', 'Alumno')
        .where('users.id', '<>', userId)
        .where((eb) => eb.or([eb(sql`lower(users.email)`, '=', value), eb(sql`lower(candidates.personal_email)`, '=', value)]))
        .executeTakeFirst();
      return row !== undefined;
    },

    async documentTakenByOther(institutionId: string, userId: number, documentNumber: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .$call(inInstitution(institutionId))
        .where('role', '=', 'Alumno')
        .where('id', '<>', userId)
        .where(sql`upper(document_number)`, '=', documentNumber.trim().toUpperCase())
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type CandidateRepository = ReturnType<typeof createCandidateRepository>;
export type CandidateRow = NonNullable<Awaited<ReturnType<CandidateRepository['find']>>>;
