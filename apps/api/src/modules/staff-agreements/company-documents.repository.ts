import type { InternshipDocumentType } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution, type Scope } from '../../lib/scoped.ts';
import './staff-agreements.tables.ts';

/** Any institution's company by id: the caller's policy decides whether the actor may act on it. */
export async function findCompany(db: DbHandle, id: number) {
  return db.selectFrom('companies').select(['id', 'institution_id', 'trade_name']).where('id', '=', id).executeTakeFirst();
}

/** A company's invoices, of the caller's institution only: a company id alone never reaches another's records. */
export async function invoicesOf(db: DbHandle, scope: Scope, companyId: number) {
  return db
    .selectFrom('company_invoices as i')
    .innerJoin('files as f', 'f.id', 'i.file_id')
    .select(['i.id', 'i.institution_id', 'i.company_id', 'i.number', 'i.issued_on', 'i.amount', 'i.file_id', 'f.name as file_name'])
    .$call(inInstitution(scope, 'i.institution_id'))
    .where('i.company_id', '=', companyId)
    .orderBy('i.issued_on', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
}

/** A company's internship documents, of the caller's institution only. */
export async function documentsOf(db: DbHandle, scope: Scope, companyId: number) {
  return db
    .selectFrom('company_internship_documents as d')
    .innerJoin('files as f', 'f.id', 'd.file_id')
    .select(['d.id', 'd.institution_id', 'd.company_id', 'd.name', 'd.type', 'd.created_at', 'd.file_id', 'f.name as file_name'])
    .$call(inInstitution(scope, 'd.institution_id'))
    .where('d.company_id', '=', companyId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}

export type InvoiceRow = Awaited<ReturnType<typeof invoicesOf>>[number];
export type DocumentRow = Awaited<ReturnType<typeof documentsOf>>[number];

export async function insertInvoice(
  db: DbHandle,
  row: { institutionId: string; companyId: number; number: string; issuedOn: string; amount: number; fileId: string; byUserId: number },
): Promise<number> {
  const inserted = await db
    .insertInto('company_invoices')
    .values({
      institution_id: row.institutionId,
      company_id: row.companyId,
      number: row.number,
      issued_on: row.issuedOn,
      amount: row.amount.toFixed(2),
      file_id: row.fileId,
      uploaded_by_user_id: row.byUserId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertDocument(
  db: DbHandle,
  row: { institutionId: string; companyId: number; name: string; type: InternshipDocumentType; fileId: string; byUserId: number },
): Promise<number> {
  const inserted = await db
    .insertInto('company_internship_documents')
    .values({
      institution_id: row.institutionId,
      company_id: row.companyId,
      name: row.name,
      type: row.type,
      file_id: row.fileId,
      uploaded_by_user_id: row.byUserId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function findInvoice(db: DbHandle, id: number) {
  return db.selectFrom('company_invoices').select(['id', 'institution_id', 'company_id', 'file_id']).where('id', '=', id).executeTakeFirst();
}

export async function findDocument(db: DbHandle, id: number) {
  return db.selectFrom('company_internship_documents').select(['id', 'institution_id', 'company_id', 'file_id']).where('id', '=', id).executeTakeFirst();
}
