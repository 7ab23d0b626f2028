import { sql } from 'kysely';
import type { DbHandle } from '../../lib/request-context.ts';
import { CANDIDACY_STATE } from '@portal/shared';
import { inInstitution, ownedBy } from '../../lib/scoped.ts';

/** Candidacies that no longer lead anywhere. */
const ENDED_STATES = [CANDIDACY_STATE.withdrawn, CANDIDACY_STATE.closed, CANDIDACY_STATE.rejected];

export function createCandidateDataRepository(db: DbHandle) {
  return {
    /** The personal data the mandatory-data checks look at (no candidates row yet: only the account's). */
    personalData(institutionId: string, userId: number) {
      return db
        .selectFrom('users as u')
        .leftJoin('candidates as c', 'c.user_id', 'u.id')
        .select([
          'u.first_name',
          'u.last_name',
          'u.document_number',
          'c.second_surname',
          'c.gender',
          'c.personal_email',
          'c.student_email',
          'c.mobile',
          'c.landline',
          'c.address',
          'c.iban',
          'c.social_security_number',
          'c.nationality_ids',
          'c.birth_province_id',
          'c.communication_language_id',
          sql<string | null>`c.birth_date::text`.as('birth_date'),
        ])
        .where('u.id', '=', userId)
        .$call(inInstitution(institutionId, 'u.institution_id'))
        .executeTakeFirst();
    },

    /** I am on my way to a paid internship: a live candidacy or a pending/active internship of an offer with a grant. */
    async expectsGrant(institutionId: string, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('offers as o')
        .select('o.id')
        .$call(inInstitution(institutionId, 'o.institution_id'))
        .where('o.profile', '=', 2)
        .where(sql<boolean>`o.monthly_grant > 0`)
        .where((eb) =>
          eb.or([
            eb.exists(
              eb
                .selectFrom('candidacies as c')
                .select('c.id')
                .whereRef('c.offer_id', '=', 'o.id')
                .where(ownedBy(userId, 'c.candidate_id'))
                .where('c.state_id', 'not in', ENDED_STATES),
            ),
            eb.exists(
              eb
                .selectFrom('internships as i')
                .select('i.id')
                .whereRef('i.offer_id', '=', 'o.id')
                .where(ownedBy(userId, 'i.candidate_id'))
                .where('i.state', 'in', ['pending', 'active']),
            ),
          ]),
        )
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type PersonalDataRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createCandidateDataRepository>['personalData']>>>;
