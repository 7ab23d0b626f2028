import { sql } from 'kysely';
import type { Db, UserRow } from '../../db/database.ts';
import { inInstitution } from '../../lib/scoped.ts';

export interface NewCandidate {
  institutionId: string;
  email: string;
  documentNumber: string;
  documentType: 'dni' | 'nie';
  firstName: string;
  lastName: string;
  passwordHash: string;
  language: string;
  communicationLanguageId: number;
  rgpdVersion: number | null;
  activeSearch: boolean;
  at: Date;
}

export function createRegistrationRepository(db: Db) {
  return {
    /**
     * Serialises registrations of the same e-mail or document within the transaction: the e-mail has a unique
     * index, the document has none, and two simultaneous requests must not both pass the checks.
     */
    async lockIdentity(institutionId: string, email: string, documentNumber: string): Promise<void> {
      for (const key of [`registration:${institutionId}:email:${email.toLowerCase()}`, `registration:${institutionId}:id:${documentNumber}`]) {
        await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
      }
    },

    async candidateAccountWithEmail(institutionId: string, email: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .$call(inInstitution(institutionId))
        .where('role', '=', 'Alumno')
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Another candidate's CV gives this address as personal or student e-mail. */
    async cvWithEmail(institutionId: string, email: string): Promise<boolean> {
      const row = await db
        .selectFrom('candidates')
        .select('user_id')
        .$call(inInstitution(institutionId))
        .where((eb) => eb.or([eb(sql`lower(personal_email)`, '=', email.toLowerCase()), eb(sql`lower(student_email)`, '=', email.toLowerCase())]))
        .executeTakeFirst();
      return row !== undefined;
    },

    async candidateAccountWithDocument(institutionId: string, documentNumber: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .$call(inInstitution(institutionId))
        .where('role', '=', 'Alumno')
        .where(sql`upper(document_number)`, '=', documentNumber.toUpperCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    async currentRgpdVersion(institutionId: string): Promise<number | null> {
      const row = await db
        .selectFrom('rgpd_texts')
        .select('version')
        .$call(inInstitution(institutionId))
        .orderBy('version', 'desc')
        .executeTakeFirst();
      return row?.version ?? null;
    },

    async insert(candidate: NewCandidate): Promise<UserRow> {
      const user = await db
        .insertInto('users')
        .values({
          institution_id: candidate.institutionId,
          role: 'Alumno',
          email: candidate.email,
          document_number: candidate.documentNumber,
          password_hash: candidate.passwordHash,
          first_name: candidate.firstName,
          last_name: candidate.lastName,
          language: candidate.language,
          rgpd_version: candidate.rgpdVersion,
          rgpd_accepted_at: candidate.rgpdVersion === null ? null : candidate.at,
          created_at: candidate.at,
          updated_at: candidate.at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await db
        .insertInto('candidates')
        .values({
          user_id: user.id,
          institution_id: candidate.institutionId,
          document_type: candidate.documentType,
          communication_language_id: candidate.communicationLanguageId,
          active_search_internships: candidate.activeSearch,
          active_search_jobs: candidate.activeSearch,
        })
        .execute();
      return user;
    },
  };
}
