import { sql } from 'kysely';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution } from '../../lib/scoped.ts';
import type { ChangeRequestKind, ChangeRequestState } from './company-interns.tables.ts';
import '../internships/internships.tables.ts';

/** One internship, of any company: the service's policy decides whether the caller may act on it. */
export async function findInternship(db: DbHandle, internshipId: number) {
  return db
    .selectFrom('internships as i')
    .leftJoin('companies as c', 'c.id', 'i.company_id')
    .select([
      'i.id',
      'i.institution_id',
      'i.company_id',
      'i.candidate_id',
      'i.state',
      sql<string>`to_char(i.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string>`to_char(i.end_date, 'YYYY-MM-DD')`.as('end_date'),
      'i.hours_per_day',
      'i.company_tutor',
      'c.trade_name',
    ])
    .where('i.id', '=', internshipId)
    .executeTakeFirst();
}
export type InternshipRow = NonNullable<Awaited<ReturnType<typeof findInternship>>>;

/** Whether the company's own request of this internship is still open (a renunciation does not count). */
export async function hasOpenRequest(db: DbHandle, internshipId: number): Promise<boolean> {
  const row = await db
    .selectFrom('internship_change_requests')
    .select('id')
    .where('internship_id', '=', internshipId)
    .where('state', '=', 'pending')
    .where('kind', '<>', 'renunciation')
    .executeTakeFirst();
  return row !== undefined;
}

/** The open requests of an internship of one side: the candidate's renunciation, or the company's changes. */
export async function openRequestsOf(db: DbHandle, internshipId: number, side: 'renunciation' | 'company') {
  return db
    .selectFrom('internship_change_requests')
    .select(['id'])
    .where('internship_id', '=', internshipId)
    .where('state', '=', 'pending')
    .where('kind', side === 'renunciation' ? '=' : '<>', 'renunciation')
    .orderBy('id')
    .execute();
}

/** A candidate's renunciation withdrawn before the service read it: nothing was decided, so nothing is kept. */
export async function deleteOpenRenunciation(db: DbHandle, internshipId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('internship_change_requests')
    .where('internship_id', '=', internshipId)
    .where('kind', '=', 'renunciation')
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The renunciation documents of these internships, oldest first: what a renunciation request shows the service. */
export async function renunciationDocuments(db: DbHandle, internshipIds: readonly number[]) {
  if (internshipIds.length === 0) return [];
  return db
    .selectFrom('internship_documents')
    .select(['id', 'internship_id', 'name'])
    .where('internship_id', 'in', internshipIds)
    .where('kind', '=', 'renunciation')
    .orderBy('id')
    .execute();
}

/** Any document of an internship of the institution, with its file, for the service to read. */
export async function institutionDocumentFile(db: DbHandle, institutionId: string, documentId: number) {
  const row = await db
    .selectFrom('internship_documents as d')
    .innerJoin('internships as i', 'i.id', 'd.internship_id')
    .innerJoin('files as f', 'f.id', 'd.file_id')
    .select(['f.name', 'f.mime_type', 'f.content'])
    .where('d.id', '=', documentId)
    .$call(inInstitution(institutionId, 'i.institution_id'))
    .$call(inInstitution(institutionId, 'f.institution_id'))
    .executeTakeFirst();
  // PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer.
  return row && { name: row.name, mimeType: row.mime_type, bytes: Buffer.from(row.content) };
}

/** An accepted renunciation ends the internship. */
export async function markRenounced(db: DbHandle, internshipId: number): Promise<void> {
  await db.updateTable('internships').set({ state: 'renounced' }).where('id', '=', internshipId).where('state', 'in', ['pending', 'active']).execute();
}

export interface NewChangeRequest {
  institutionId: string;
  internshipId: number;
  companyId: number | null;
  userId: number;
  kind: ChangeRequestKind;
  startDate: string | null;
  endDate: string | null;
  hoursPerDay: number | null;
  tutor: Record<string, string> | null;
  reason: string;
  previous: Record<string, unknown>;
}

export async function insertRequest(db: DbHandle, request: NewChangeRequest): Promise<number> {
  const row = await db
    .insertInto('internship_change_requests')
    .values({
      institution_id: request.institutionId,
      internship_id: request.internshipId,
      company_id: request.companyId,
      requested_by_user_id: request.userId,
      kind: request.kind,
      new_start_date: request.startDate,
      new_end_date: request.endDate,
      new_hours_per_day: request.hoursPerDay,
      new_tutor: request.tutor === null ? null : JSON.stringify(request.tutor),
      reason: request.reason,
      previous: JSON.stringify(request.previous),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The requests of the institution by the filter; `page` takes one page of them (the back office's list). */
export async function requestRows(
  db: DbHandle,
  institutionId: string,
  filter: { companyId?: number; state?: ChangeRequestState; id?: number; page?: { size: number; number: number } },
) {
  let query = db
    .selectFrom('internship_change_requests as r')
    .innerJoin('internships as i', 'i.id', 'r.internship_id')
    .innerJoin('users as u', 'u.id', 'i.candidate_id')
    .leftJoin('companies as c', 'c.id', 'r.company_id')
    .select([
      'r.id',
      'r.institution_id',
      'r.internship_id',
      'r.company_id',
      'r.kind',
      'r.state',
      sql<string | null>`to_char(r.new_start_date, 'YYYY-MM-DD')`.as('new_start_date'),
      sql<string | null>`to_char(r.new_end_date, 'YYYY-MM-DD')`.as('new_end_date'),
      'r.new_hours_per_day',
      'r.new_tutor',
      'r.reason',
      'r.decision_reason',
      'r.previous',
      'r.created_at',
      'r.decided_at',
      'i.candidate_id',
      'u.first_name',
      'u.last_name',
      // A renunciation of an internship at a company outside the portal has no company.
      sql<string>`coalesce(c.trade_name, '')`.as('trade_name'),
    ])
    .$call(inInstitution(institutionId, 'r.institution_id'));
  // The company's own list: what it asked for, not its interns' renunciations (it hears of an accepted one).
  if (filter.companyId !== undefined) query = query.where('r.company_id', '=', filter.companyId).where('r.kind', '<>', 'renunciation');
  if (filter.state !== undefined) query = query.where('r.state', '=', filter.state);
  if (filter.id !== undefined) query = query.where('r.id', '=', filter.id);
  if (filter.page !== undefined) query = query.limit(filter.page.size).offset((filter.page.number - 1) * filter.page.size);
  const newestFirst = filter.state !== 'pending';
  return query.orderBy('r.created_at', newestFirst ? 'desc' : 'asc').orderBy('r.id', newestFirst ? 'desc' : 'asc').execute();
}
export type ChangeRequestRow = Awaited<ReturnType<typeof requestRows>>[number];

export async function countsByState(db: DbHandle, institutionId: string) {
  return db
    .selectFrom('internship_change_requests')
    .select(['state', sql<number>`count(*)::int`.as('n')])
    .$call(inInstitution(institutionId))
    .groupBy('state')
    .execute();
}

/** Decides a pending request; answers false when another decision came first (nothing is changed then). */
export async function decide(db: DbHandle, id: number, decision: { state: 'accepted' | 'rejected'; userId: number; reason: string | null; now: Date }) {
  const result = await db
    .updateTable('internship_change_requests')
    .set({ state: decision.state, decided_by_user_id: decision.userId, decided_at: decision.now, decision_reason: decision.reason })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function applyToInternship(
  db: DbHandle,
  internshipId: number,
  change: { startDate?: string; endDate?: string; hoursPerDay?: number; tutor?: string; finished?: boolean },
) {
  await db
    .updateTable('internships')
    .set({
      ...(change.startDate !== undefined ? { start_date: change.startDate } : {}),
      ...(change.endDate !== undefined ? { end_date: change.endDate } : {}),
      ...(change.hoursPerDay !== undefined ? { hours_per_day: change.hoursPerDay } : {}),
      ...(change.tutor !== undefined ? { company_tutor: change.tutor } : {}),
    })
    .where('id', '=', internshipId)
    .execute();
}

/** The latest renunciation of each of these internships (what the candidate's internships show of it). */
export async function latestRenunciations(db: DbHandle, internshipIds: readonly number[]) {
  if (internshipIds.length === 0) return [];
  return db
    .selectFrom('internship_change_requests')
    .distinctOn('internship_id')
    .select(['internship_id', 'state', 'created_at', 'decision_reason'])
    .where('internship_id', 'in', internshipIds)
    .where('kind', '=', 'renunciation')
    .orderBy('internship_id')
    .orderBy('id', 'desc')
    .execute();
}
