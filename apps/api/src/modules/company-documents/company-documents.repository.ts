import { sql } from 'kysely';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution } from '../../lib/scoped.ts';
import '../staff-agreements/staff-agreements.tables.ts';
import '../company-agreements/company-agreements.tables.ts';

/** What the company reads of an agreement; the file is its signed copy once it came, the generated PDF before. */
const agreementColumns = ['id', 'state', 'created_at', 'expires_on', 'no_expiry', sql<string | null>`coalesce(signed_file_id, file_id)`.as('file_id'), 'signed_at', 'remarks'] as const;

export async function agreementsOf(db: DbHandle, institutionId: string, companyId: number) {
  return db
    .selectFrom('agreements')
    .select(agreementColumns)
    .$call(inInstitution(institutionId))
    .where('company_id', '=', companyId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function invoicesOf(db: DbHandle, institutionId: string, companyId: number) {
  return db
    .selectFrom('company_invoices as i')
    .innerJoin('files as f', 'f.id', 'i.file_id')
    .select(['i.id', 'i.number', 'i.issued_on', 'i.amount', 'f.name as file_name'])
    .$call(inInstitution(institutionId, 'i.institution_id'))
    .where('i.company_id', '=', companyId)
    .orderBy('i.issued_on', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
}

export async function documentsOf(db: DbHandle, institutionId: string, companyId: number) {
  return db
    .selectFrom('company_internship_documents as d')
    .innerJoin('files as f', 'f.id', 'd.file_id')
    .select(['d.id', 'd.name', 'd.type', 'd.created_at', 'f.name as file_name'])
    .$call(inInstitution(institutionId, 'd.institution_id'))
    .where('d.company_id', '=', companyId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}

export type CompanyAgreementRow = Awaited<ReturnType<typeof agreementsOf>>[number];

/** One agreement of any company, with what the company reads of it: the caller's policy decides. */
export async function findAgreement(db: DbHandle, id: number) {
  return db.selectFrom('agreements').select([...agreementColumns, 'institution_id', 'company_id']).where('id', '=', id).executeTakeFirst();
}

/** The record a download names, of any company: the policy decides. An agreement's file is as agreementsOf reads it. */
export async function findPaper(db: DbHandle, table: 'agreements' | 'company_invoices' | 'company_internship_documents', id: number) {
  if (table === 'agreements') return findAgreement(db, id);
  return db.selectFrom(table).select(['institution_id', 'company_id', 'file_id']).where('id', '=', id).executeTakeFirst();
}

export async function companyName(db: DbHandle, institutionId: string, companyId: number): Promise<string> {
  const row = await db.selectFrom('companies').select('trade_name').$call(inInstitution(institutionId)).where('id', '=', companyId).executeTakeFirst();
  return row?.trade_name ?? '';
}
