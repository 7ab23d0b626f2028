import { sql, type ExpressionBuilder } from 'kysely';
import { STAFF_PAGE_SIZE, type QueueOrder, type StaffCompanyState } from '@portal/shared';
import type { CompanyState, Database } from '../../db/database.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import { anyContains } from '../../lib/text-search.ts';
import { EXPORT_MAX_ROWS } from '../staff/index.ts';
import '../staff/staff.tables.ts';
import { inInstitution, ownedBy } from '../../lib/scoped.ts';

type Eb = ExpressionBuilder<Database & { c: Database['companies']; r: Database['company_reviews'] }, 'c' | 'r'>;

/** The staff state of a company: the company state, with a rejected request told apart from a pending one. */
const staffStateSql = sql<StaffCompanyState>`case
  when c.state = 'validated' then 'validada'
  when c.state = 'blocked' then 'bloqueada'
  when r.decision = 'rejected' then 'rechazada'
  else 'pendiente' end`;

function stateFilter(eb: Eb, state: StaffCompanyState) {
  switch (state) {
    case 'validada':
      return eb('c.state', '=', 'validated');
    case 'bloqueada':
      return eb('c.state', '=', 'blocked');
    case 'rechazada':
      return eb.and([eb('c.state', '=', 'pending'), eb('r.decision', '=', 'rejected')]);
    case 'pendiente':
      return eb.and([eb('c.state', '=', 'pending'), eb.or([eb('r.decision', 'is', null), eb('r.decision', '!=', 'rejected')])]);
  }
}

function base(db: DbHandle, institutionId: string) {
  return db
    .selectFrom('companies as c')
    .leftJoin('company_reviews as r', 'r.company_id', 'c.id')
    .$call(inInstitution(institutionId, 'c.institution_id'));
}

function withSummary(query: ReturnType<typeof base>) {
  return query.select([
    'c.id',
    'c.institution_id',
    'c.cif',
    'c.legal_name',
    'c.trade_name',
    'c.state',
    'c.created_at',
    'r.reason',
    staffStateSql.as('staff_state'),
    (eb) => eb.selectFrom('offers as o').whereRef('o.company_id', '=', 'c.id').select((e) => e.fn.countAll<number>().as('n')).as('offers'),
    sql<string | null>`(select u.first_name || ' ' || u.last_name from company_contacts cc join users u on u.id = cc.user_id
      where cc.company_id = c.id order by cc.is_primary desc, u.id limit 1)`.as('contact_name'),
    sql<string | null>`(select u.email from company_contacts cc join users u on u.id = cc.user_id
      where cc.company_id = c.id order by cc.is_primary desc, u.id limit 1)`.as('contact_email'),
  ]);
}

export type CompanySummaryRow = NonNullable<Awaited<ReturnType<typeof findCompanySummary>>>;

export async function listCompanies(db: DbHandle, institutionId: string, f: { state: StaffCompanyState; text?: string | undefined; order?: QueueOrder | undefined; page?: number | undefined }) {
  let query = base(db, institutionId).where((eb) => stateFilter(eb as unknown as Eb, f.state));
  if (f.text) {
    query = query.where(anyContains(['c.legal_name', 'c.trade_name', 'c.cif'], f.text));
  }
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  // Queues are worked oldest first and the other lists show the newest first, unless staff pick the order.
  const direction = (f.order ?? (f.state === 'pendiente' ? 'antiguas' : 'recientes')) === 'antiguas' ? 'asc' : 'desc';
  const rows = await withSummary(query)
    .orderBy('c.created_at', direction)
    .orderBy('c.id', direction)
    // No page: every row (the CSV export), up to EXPORT_MAX_ROWS.
    .limit(f.page === undefined ? EXPORT_MAX_ROWS : STAFF_PAGE_SIZE)
    .offset(f.page === undefined ? 0 : (f.page - 1) * STAFF_PAGE_SIZE)
    .execute();
  return { total: Number(total), rows };
}

export async function countCompaniesByState(db: DbHandle, institutionId: string): Promise<Record<StaffCompanyState, number>> {
  const rows = await base(db, institutionId)
    .select([staffStateSql.as('staff_state'), (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(sql`1`)
    .execute();
  const counts: Record<StaffCompanyState, number> = { pendiente: 0, validada: 0, bloqueada: 0, rechazada: 0 };
  for (const row of rows) counts[row.staff_state] = Number(row.n);
  return counts;
}

/** Any institution's company by id: the caller's policy decides whether the actor may see it. */
export async function findCompanySummary(db: DbHandle, companyId: number) {
  return withSummary(db.selectFrom('companies as c').leftJoin('company_reviews as r', 'r.company_id', 'c.id') as ReturnType<typeof base>)
    .where('c.id', '=', companyId)
    .executeTakeFirst();
}

export async function findCompanyDetail(db: DbHandle, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['description', 'website', 'address', 'postal_code', 'locality', 'employees'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
}

export async function companyContacts(db: DbHandle, companyId: number) {
  return db
    .selectFrom('company_contacts as cc')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.language', 'u.blocked', 'cc.position', 'cc.phone', 'cc.is_primary'])
    .where('cc.company_id', '=', companyId)
    .where('u.deregistered_at', 'is', null)
    .orderBy('cc.is_primary', 'desc')
    .orderBy('u.id')
    .execute();
}

export async function setCompanyState(db: DbHandle, companyId: number, state: CompanyState): Promise<void> {
  await db.updateTable('companies').set({ state }).where('id', '=', companyId).execute();
}

export async function saveCompanyReview(db: DbHandle, companyId: number, decision: 'rejected' | 'blocked', reason: string, byUserId: number): Promise<void> {
  await db
    .insertInto('company_reviews')
    .values({ company_id: companyId, decision, reason, by_user_id: byUserId })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ decision, reason, by_user_id: byUserId, at: sql`now()` }))
    .execute();
}

export async function clearCompanyReview(db: DbHandle, companyId: number): Promise<void> {
  await db.deleteFrom('company_reviews').where('company_id', '=', companyId).execute();
}

export interface CompanyDataChange {
  legal_name: string;
  trade_name: string;
  description: string | null;
  website: string | null;
  address: string | null;
  postal_code: string | null;
  locality: string | null;
  employees: number | null;
}

export async function updateCompanyData(db: DbHandle, companyId: number, change: CompanyDataChange): Promise<void> {
  await db.updateTable('companies').set(change).where('id', '=', companyId).execute();
}

export async function updateContact(
  db: DbHandle,
  companyId: number,
  userId: number,
  change: { first_name: string; last_name: string; position: string | null; phone: string | null },
): Promise<boolean> {
  const link = await db
    .updateTable('company_contacts')
    .set({ position: change.position, phone: change.phone })
    .where('company_id', '=', companyId)
    .where(ownedBy(userId, 'user_id'))
    .executeTakeFirst();
  if (Number(link.numUpdatedRows) === 0) return false;
  await db.updateTable('users').set({ first_name: change.first_name, last_name: change.last_name, updated_at: sql`now()` }).where('id', '=', userId).execute();
  return true;
}
