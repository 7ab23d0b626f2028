import { sql } from 'kysely';
import { STAFF_PAGE_SIZE, type StaffCandidateFilter } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { everyWordIn } from '../../lib/text-search.ts';
import { inInstitution } from '../../lib/scoped.ts';
import '../cv/cv.tables.ts';
import { EXPORT_MAX_ROWS } from '../staff/index.ts';

export interface CandidateFilters {
  text?: string | undefined;
  degreeId?: number | undefined;
  filter: StaffCandidateFilter;
  /** Undefined: every row (the CSV export). */
  page?: number | undefined;
}

function base(db: DbHandle, institutionId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('candidates as c', 'c.user_id', 'u.id')
    .$call(inInstitution(institutionId, 'u.institution_id'))
    .where('u.role', '=', 'Alumno')
    // Erased accounts are anonymous rows kept for the statistics: nobody to search for.
    .where('u.deregistered_at', 'is', null);
}

function filtered(db: DbHandle, institutionId: string, f: CandidateFilters) {
  let query = base(db, institutionId);
  // Every word somewhere in the name, either e-mail or the document: "nunez 4567" finds Núñez by their DNI.
  if (f.text) {
    const name = sql<string>`u.first_name || ' ' || u.last_name || ' ' || coalesce(c.second_surname, '')`;
    query = query.where(everyWordIn([name, 'u.email', 'c.personal_email', 'u.document_number'], f.text));
  }
  if (f.degreeId) {
    const degreeId = f.degreeId;
    query = query.where(({ exists, selectFrom }) =>
      exists(selectFrom('candidate_studies as s').select('s.id').whereRef('s.candidate_id', '=', 'u.id').where('s.degree_id', '=', degreeId)),
    );
  }
  if (f.filter === 'validados') query = query.where('c.validated_by_service', '=', true);
  if (f.filter === 'bloqueados') query = query.where('u.blocked', '=', true);
  if (f.filter === 'bajaSolicitada') query = query.where('c.erase_after', 'is not', null);
  return query;
}

const columns = [
  'u.id',
  'u.first_name',
  'u.last_name',
  'c.second_surname',
  'u.email',
  'u.language',
  'u.document_number',
  'u.blocked',
  'u.created_at',
  'c.validated_by_service',
  'c.deletion_requested_at',
  'c.erase_after',
] as const;

export async function listCandidates(db: DbHandle, institutionId: string, f: CandidateFilters) {
  const query = filtered(db, institutionId, f);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let rows = query.select(columns);
  // The deregistration queue is worked by due date; other lists read as a directory.
  rows = f.filter === 'bajaSolicitada' ? rows.orderBy('c.erase_after') : rows.orderBy('u.last_name').orderBy('u.first_name');
  rows = rows.orderBy('u.id');
  rows = f.page === undefined ? rows.limit(EXPORT_MAX_ROWS) : rows.limit(STAFF_PAGE_SIZE).offset((f.page - 1) * STAFF_PAGE_SIZE);
  return { total: Number(total), rows: await rows.execute() };
}

export type CandidateRow = Awaited<ReturnType<typeof listCandidates>>['rows'][number] & { institution_id: string };

/** Any institution's candidate by id: the caller's policy decides whether the actor may act on it. */
export async function findCandidate(db: DbHandle, id: number): Promise<CandidateRow | undefined> {
  return db
    .selectFrom('users as u')
    .leftJoin('candidates as c', 'c.user_id', 'u.id')
    .select([...columns, 'u.institution_id'])
    .where('u.id', '=', id)
    .where('u.role', '=', 'Alumno')
    .where('u.deregistered_at', 'is', null)
    .executeTakeFirst();
}

/** Degree ids on each candidate's CV (withdrawn ones too: they studied it). */
export async function degreesOf(db: DbHandle, candidateIds: readonly number[]) {
  if (candidateIds.length === 0) return [];
  // The rows of many owners at once (a staff page of candidates already scoped to the institution): not one owner's.
  // eslint-disable-next-line no-restricted-syntax
  return db
    .selectFrom('candidate_studies')
    .select(['candidate_id', 'degree_id'])
    .where('candidate_id', 'in', candidateIds)
    .where('degree_id', 'is not', null)
    .orderBy('candidate_id')
    .orderBy('id')
    .execute();
}

export async function setBlocked(db: DbHandle, id: number, blocked: boolean): Promise<void> {
  await db.updateTable('users').set({ blocked, updated_at: sql`now()` }).where('id', '=', id).execute();
}

/** The flag lives on the CV row; a candidate without a CV gets the row it would get at the first write. */
export async function setValidated(db: DbHandle, id: number, institutionId: string, validated: boolean): Promise<void> {
  await db
    .insertInto('candidates')
    .values({ user_id: id, institution_id: institutionId, validated_by_service: validated })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ validated_by_service: validated, updated_at: sql`now()` }))
    .execute();
}
