import { sql } from 'kysely';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution, sameOwner } from '../../lib/scoped.ts';
import type { InternshipRequestState } from '../internships/internships.tables.ts';
import '../internships/internships.tables.ts';

/**
 * The requests naming a company: by its id, or, for a proposal sent while no company of the portal had that CIF
 * (no id stored), by the CIF the student wrote.
 */
export interface CompanyMatch {
  id: number;
  cif: string;
}

/** The requests of the institution, with the student's name, the degree's labels and the company's name. */
export async function requestRows(
  db: DbHandle,
  institutionId: string,
  filter: { company?: CompanyMatch; candidateId?: number; id?: number; state?: InternshipRequestState },
) {
  let query = db
    .selectFrom('internship_requests as r')
    .innerJoin('users as u', 'u.id', 'r.candidate_id')
    .leftJoin('catalog_items as d', (join) =>
      join.onRef('d.id', '=', 'r.degree_id').onRef('d.institution_id', '=', 'r.institution_id').on('d.catalog', '=', 'degrees'),
    )
    .select([
      'r.id',
      'r.institution_id',
      'r.company_id',
      'r.company_name',
      'r.company_cif',
      'r.contact_email',
      'r.candidate_id',
      'r.origin',
      'r.state',
      'u.first_name',
      'u.last_name',
      'd.label_ca as degree_ca',
      'd.label_es as degree_es',
      'd.label_en as degree_en',
      sql<string>`to_char(r.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string>`to_char(r.end_date, 'YYYY-MM-DD')`.as('end_date'),
      'r.hours_per_day',
      'r.hours_per_week',
      'r.position',
      'r.department',
      'r.tasks',
      'r.course',
      'r.tutor',
      'r.decision_reason',
      'r.decided_at',
      'r.created_at',
      'r.internship_id',
    ])
    .$call(inInstitution(institutionId, 'r.institution_id'));
  const company = filter.company;
  if (company !== undefined) query = query.where(namesCompany('r', company));
  if (filter.id !== undefined) query = query.where('r.id', '=', filter.id);
  if (filter.candidateId !== undefined) query = query.where(sameOwner(filter.candidateId, 'r.candidate_id'));
  if (filter.state !== undefined) query = query.where('r.state', '=', filter.state);
  return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute();
}
export type EducationRequestRow = Awaited<ReturnType<typeof requestRows>>[number];

function namesCompany(table: 'r' | 'internship_requests', company: CompanyMatch) {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  if (company.cif === '') return sql<boolean>`${column('company_id')} = ${company.id}`;
  return sql<boolean>`(${column('company_id')} = ${company.id} or (${column('company_id')} is null and upper(${column('company_cif')}) = ${company.cif.toUpperCase()}))`;
}

/** The company's id and CIF, to match the requests naming it. */
export async function companyMatch(db: DbHandle, companyId: number): Promise<CompanyMatch> {
  const row = await db.selectFrom('companies').select('cif').where('id', '=', companyId).executeTakeFirst();
  return { id: companyId, cif: row?.cif ?? '' };
}

/** One request of any institution: the policy decides. */
export async function findRequest(db: DbHandle, id: number) {
  return db
    .selectFrom('internship_requests')
    .select(['id', 'institution_id', 'company_id', 'company_cif', 'origin', 'state', 'candidate_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countsByState(db: DbHandle, institutionId: string) {
  return db
    .selectFrom('internship_requests')
    .select(['state', sql<number>`count(*)::int`.as('n')])
    .$call(inInstitution(institutionId))
    .groupBy('state')
    .execute();
}

export async function countForCompany(db: DbHandle, institutionId: string, company: CompanyMatch): Promise<number> {
  const row = await db
    .selectFrom('internship_requests')
    .select(sql<number>`count(*)::int`.as('n'))
    .$call(inInstitution(institutionId))
    .where(namesCompany('internship_requests', company))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** A candidate of the institution by DNI/NIE (stored normalised, upper case). */
export async function candidateByDni(db: DbHandle, institutionId: string, dni: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .$call(inInstitution(institutionId))
    .where('role', '=', 'Alumno')
    .where('deregistered_at', 'is', null)
    .where(sql<boolean>`upper(document_number) = ${dni.toUpperCase()}`)
    .executeTakeFirst();
}

/** Decides a pending request; a request matched by CIF only is linked to the deciding company on the way. */
export async function decide(
  db: DbHandle,
  id: number,
  decision: { state: 'accepted' | 'rejected'; userId: number; companyId?: number; reason: string | null; now: Date },
) {
  const result = await db
    .updateTable('internship_requests')
    .set({
      state: decision.state,
      ...(decision.companyId === undefined ? {} : { company_id: decision.companyId }),
      decided_by_user_id: decision.userId,
      decided_at: decision.now,
      decision_reason: decision.reason,
    })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface CompanyRequestValues {
  startDate: string;
  endDate: string;
  hoursPerDay: number | null;
  hoursPerWeek: number;
  position: string;
  department: string | null;
  tasks: string;
  tutor: string;
}

const columns = (v: CompanyRequestValues) => ({
  start_date: v.startDate,
  end_date: v.endDate,
  hours_per_day: v.hoursPerDay,
  hours_per_week: v.hoursPerWeek,
  position: v.position,
  department: v.department,
  tasks: v.tasks,
  tutor: v.tutor,
});

export async function insertCompanyRequest(
  db: DbHandle,
  request: CompanyRequestValues & { institutionId: string; candidateId: number; companyId: number; cif: string; companyName: string; contactEmail: string; userId: number; now: Date },
) {
  const row = await db
    .insertInto('internship_requests')
    .values({
      ...columns(request),
      institution_id: request.institutionId,
      candidate_id: request.candidateId,
      company_id: request.companyId,
      company_cif: request.cif,
      company_name: request.companyName,
      contact_email: request.contactEmail,
      conditions_accepted_at: request.now,
      origin: 'company',
      requested_by_user_id: request.userId,
      created_at: request.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Edits an undecided request; false when it was decided in the meantime. */
export async function updateCompanyRequest(db: DbHandle, id: number, values: CompanyRequestValues, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('internship_requests')
    .set({ ...columns(values), updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function companyAndContact(db: DbHandle, companyId: number, userId: number) {
  return db
    .selectFrom('companies as c')
    .innerJoin('users as u', (join) => join.on('u.id', '=', userId))
    .select(['c.cif', 'c.trade_name', 'u.email'])
    .where('c.id', '=', companyId)
    .executeTakeFirstOrThrow();
}

/**
 * The internship an accepted request becomes: "agreed, to be formalised" (pending, as the internships module names
 * it), with the request's dates, hours, position and company tutor; the service adds the agreement and the academic
 * tutor when it formalises it. The request keeps the internship's id, so it is created once.
 */
export async function createInternshipFrom(db: DbHandle, requestId: number): Promise<number> {
  const request = await db
    .selectFrom('internship_requests')
    .selectAll()
    .select([sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start_day'), sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('end_day')])
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
  if (request.internship_id !== null) return request.internship_id;
  const internship = await db
    .insertInto('internships')
    .values({
      institution_id: request.institution_id,
      candidate_id: request.candidate_id,
      company_id: request.company_id,
      programme_id: request.programme_id,
      degree_id: request.degree_id,
      state: 'pending',
      start_date: request.start_day,
      end_date: request.end_day,
      hours_per_day: request.hours_per_day,
      hours_per_week: request.hours_per_week,
      course: request.course === null ? null : String(request.course),
      job_position: request.position,
      department: request.department,
      tasks: request.tasks,
      company_tutor: JSON.stringify(request.tutor ?? {}),
      academic_tutor: JSON.stringify(request.academic_tutor ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('internship_requests').set({ internship_id: internship.id }).where('id', '=', requestId).execute();
  return internship.id;
}
