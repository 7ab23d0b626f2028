import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { inInstitution, ownedBy } from '../../lib/scoped.ts';

export interface NewProposal {
  institutionId: string;
  candidateId: number;
  companyId: number | null;
  companyCif: string;
  companyName: string;
  contactEmail: string;
  degreeId: number | null;
  programmeId: number | null;
  startDate: string;
  endDate: string;
  hoursPerDay: number | null;
  hoursPerWeek: number;
  nonTeachingPeriod: boolean;
  dedicationPercent: number | null;
  durationMonths: number | null;
  tasks: string | null;
  tutor: Record<string, string | null>;
  position: string | null;
  department: string | null;
  course: number | null;
  academicTutor: Record<string, string | null> | null;
  /** When the conditions were accepted: the moment the proposal is sent. */
  sentAt: Date;
}

export function createProposalRepository(db: Db) {
  return {
    findCompanyByCif(institutionId: string, cif: string) {
      return db
        .selectFrom('companies')
        .select(['id', 'trade_name'])
        .$call(inInstitution(institutionId))
        .where(sql`upper(cif)`, '=', cif.toUpperCase())
        .executeTakeFirst();
    },

    /** Companies of the institution that have a contact with this e-mail. */
    async companiesOfContactEmail(institutionId: string, email: string): Promise<number[]> {
      const rows = await db
        .selectFrom('users')
        .innerJoin('company_contacts', 'company_contacts.user_id', 'users.id')
        .select('company_contacts.company_id')
        .$call(inInstitution(institutionId, 'users.institution_id'))
        .where('users.role', '=', 'Empresa')
        .where(sql`lower(users.email)`, '=', email.toLowerCase())
        .execute();
      return rows.map((r) => r.company_id);
    },

    programme(institutionId: string, id: number) {
      return db
        .selectFrom('catalog_items')
        .select(['id', 'label_ca', 'label_es', 'label_en', 'extra'])
        .where('catalog', '=', 'programmes')
        .$call(inInstitution(institutionId))
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Locks the candidate row, so two proposals sent at once cannot both take the last place of the quota. */
    lockCandidate(institutionId: string, candidateId: number) {
      return db
        .selectFrom('candidates')
        .select(['user_id', 'deletion_requested_at'])
        .$call(inInstitution(institutionId))
        .where(ownedBy(candidateId, 'user_id'))
        .forUpdate()
        .executeTakeFirst();
    },

    candidate(institutionId: string, candidateId: number) {
      return db
        .selectFrom('candidates')
        .select(['user_id', 'deletion_requested_at'])
        .$call(inInstitution(institutionId))
        .where(ownedBy(candidateId, 'user_id'))
        .executeTakeFirst();
    },

    async countSince(institutionId: string, candidateId: number, since: Date): Promise<number> {
      const row = await db
        .selectFrom('internship_requests')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .$call(inInstitution(institutionId))
        .where(ownedBy(candidateId, 'candidate_id'))
        // Requests a company made for the candidate are not the candidate's proposals.
        .where('origin', '=', 'candidate')
        .where('state', '<>', 'rejected')
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insert(proposal: NewProposal): Promise<number> {
      const row = await db
        .insertInto('internship_requests')
        .values({
          institution_id: proposal.institutionId,
          candidate_id: proposal.candidateId,
          company_id: proposal.companyId,
          company_cif: proposal.companyCif,
          company_name: proposal.companyName,
          contact_email: proposal.contactEmail,
          degree_id: proposal.degreeId,
          programme_id: proposal.programmeId,
          start_date: proposal.startDate,
          end_date: proposal.endDate,
          hours_per_day: proposal.hoursPerDay,
          hours_per_week: proposal.hoursPerWeek,
          non_teaching_period: proposal.nonTeachingPeriod,
          dedication_percent: proposal.dedicationPercent,
          duration_months: proposal.durationMonths,
          tasks: proposal.tasks,
          tutor: JSON.stringify(proposal.tutor),
          position: proposal.position,
          department: proposal.department,
          course: proposal.course,
          academic_tutor: proposal.academicTutor ? JSON.stringify(proposal.academicTutor) : null,
          conditions_accepted_at: proposal.sentAt,
          created_at: proposal.sentAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
