import { sql } from 'kysely';
import { AGREEMENT_STATES, STAFF_PAGE_SIZE, type AgreementState } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { anyContains } from '../../lib/text-search.ts';
import { inInstitution } from '../../lib/scoped.ts';
import { EXPORT_MAX_ROWS } from '../staff/index.ts';
import './staff-agreements.tables.ts';
import '../companies/companies.tables.ts';

export interface AgreementFilters {
  state: AgreementState;
  text?: string | undefined;
  expiresFrom?: string | undefined;
  expiresUntil?: string | undefined;
  /** No page: every row (the CSV export), up to EXPORT_MAX_ROWS. */
  page?: number | undefined;
}

function base(db: DbHandle, institutionId: string) {
  return db.selectFrom('agreements as a').innerJoin('companies as c', 'c.id', 'a.company_id').$call(inInstitution(institutionId, 'a.institution_id'));
}

const summaryColumns = [
  'a.id',
  'a.institution_id',
  'a.company_id',
  'a.state',
  'a.signer',
  'a.expires_on',
  'a.no_expiry',
  // The company's signed copy, once it came, is the agreement's file of record (the generated PDF before).
  sql<string | null>`coalesce(a.signed_file_id, a.file_id)`.as('file_id'),
  'a.signed_at',
  'a.created_at',
  'a.updated_at',
  'c.trade_name',
  'c.cif',
] as const;

export async function listAgreements(db: DbHandle, institutionId: string, f: AgreementFilters) {
  let query = base(db, institutionId).where('a.state', '=', f.state);
  if (f.text) {
    query = query.where(anyContains(['c.legal_name', 'c.trade_name', 'c.cif'], f.text));
  }
  // An expiry window leaves out the agreements without expiry.
  if (f.expiresFrom) query = query.where('a.expires_on', '>=', f.expiresFrom);
  if (f.expiresUntil) query = query.where('a.expires_on', '<=', f.expiresUntil);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select(summaryColumns)
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(f.page === undefined ? EXPORT_MAX_ROWS : STAFF_PAGE_SIZE)
    .offset(f.page === undefined ? 0 : (f.page - 1) * STAFF_PAGE_SIZE)
    .execute();
  return { total: Number(total), rows };
}

export type AgreementSummaryRow = Awaited<ReturnType<typeof listAgreements>>['rows'][number];

export async function countAgreementsByState(db: DbHandle, institutionId: string): Promise<Record<AgreementState, number>> {
  const rows = await base(db, institutionId)
    .select(['a.state', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('a.state')
    .execute();
  const counts = Object.fromEntries(AGREEMENT_STATES.map((s) => [s, 0])) as Record<AgreementState, number>;
  for (const row of rows) if (row.state in counts) counts[row.state] = Number(row.n);
  return counts;
}

/** Any institution's agreement by id: the caller's policy decides whether the actor may see it. */
export async function findAgreement(db: DbHandle, id: number) {
  return db
    .selectFrom('agreements as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .leftJoin('users as mg', 'mg.id', 'a.management_contact_id')
    .leftJoin('users as bl', 'bl.id', 'a.billing_contact_id')
    .leftJoin('fiscal_accounts as fa', 'fa.id', 'a.fiscal_account_id')
    .select([
      ...summaryColumns,
      'a.management_contact_id',
      'a.billing_contact_id',
      'a.fiscal_account_id',
      'a.requires_order',
      'a.annual_order',
      'a.order_number',
      'a.direct_debit',
      'a.manual_processing',
      'a.remarks',
      sql<string | null>`mg.first_name || ' ' || mg.last_name`.as('management_name'),
      'mg.email as management_email',
      sql<string | null>`bl.first_name || ' ' || bl.last_name`.as('billing_name'),
      'bl.email as billing_email',
      'fa.legal_name as account_name',
      'fa.cif as account_cif',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

export type AgreementRow = NonNullable<Awaited<ReturnType<typeof findAgreement>>>;

/** Moves the agreement only if it is still in `from`: two staff members moving it at once cannot both succeed. */
export async function setAgreementState(db: DbHandle, id: number, from: AgreementState, to: AgreementState, remarks: string | null): Promise<boolean> {
  const result = await db
    .updateTable('agreements')
    .set({ state: to, remarks, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

