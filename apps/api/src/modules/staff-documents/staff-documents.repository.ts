import type { PublishedDocumentKind } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution } from '../../lib/scoped.ts';
import './staff-documents.tables.ts';
import '../programmes/programmes.tables.ts';
import '../files/files.tables.ts';

export interface PublishedFilter {
  /** Companies and programme pages read published documents only; staff read drafts too. */
  publishedOnly: boolean;
  kind?: PublishedDocumentKind;
  programmeId?: number;
  withProgramme?: boolean;
  id?: number;
}

export async function listPublished(db: DbHandle, institutionId: string, filter: PublishedFilter) {
  let query = db
    .selectFrom('published_documents as d')
    .innerJoin('files as f', 'f.id', 'd.file_id')
    .leftJoin('active_programmes as p', 'p.id', 'd.programme_id')
    .select(['d.id', 'd.kind', 'd.title', 'd.description', 'd.programme_id', 'd.file_id', 'd.published_at', 'd.created_at', 'f.name as file_name'])
    .select(['p.title_es as programme_es', 'p.title_ca as programme_ca', 'p.title_en as programme_en'])
    .$call(inInstitution(institutionId, 'd.institution_id'));
  if (filter.publishedOnly) query = query.where('d.published_at', 'is not', null);
  if (filter.kind) query = query.where('d.kind', '=', filter.kind);
  if (filter.programmeId !== undefined) query = query.where('d.programme_id', '=', filter.programmeId);
  if (filter.withProgramme) query = query.where('d.programme_id', 'is not', null);
  if (filter.id !== undefined) query = query.where('d.id', '=', filter.id);
  return query.orderBy('d.published_at', (o) => o.desc().nullsFirst()).orderBy('d.id', 'desc').execute();
}

export type PublishedRow = Awaited<ReturnType<typeof listPublished>>[number];

export async function findPublished(db: DbHandle, institutionId: string, id: number, publishedOnly = false): Promise<PublishedRow | undefined> {
  const [row] = await listPublished(db, institutionId, { publishedOnly, id });
  return row;
}

export interface PublishedData {
  kind: PublishedDocumentKind;
  programme_id: number | null;
  title: string;
  description: string | null;
  file_id: string;
}

export async function insertPublished(db: DbHandle, institutionId: string, byUserId: number, data: PublishedData): Promise<number> {
  const row = await db
    .insertInto('published_documents')
    .values({ institution_id: institutionId, uploaded_by_user_id: byUserId, published_at: null, ...data })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePublished(db: DbHandle, institutionId: string, id: number, data: PublishedData): Promise<void> {
  await db.updateTable('published_documents').set(data).$call(inInstitution(institutionId)).where('id', '=', id).execute();
}

export async function setPublishedAt(db: DbHandle, institutionId: string, id: number, at: Date | null): Promise<void> {
  await db.updateTable('published_documents').set({ published_at: at }).$call(inInstitution(institutionId)).where('id', '=', id).execute();
}

export async function deletePublished(db: DbHandle, institutionId: string, id: number): Promise<void> {
  await db.deleteFrom('published_documents').$call(inInstitution(institutionId)).where('id', '=', id).execute();
}

/** A stored file no record points at any more (it belonged to the record, not to a person). */
export async function deleteRecordFile(db: DbHandle, institutionId: string, fileId: string): Promise<void> {
  await db.deleteFrom('files').$call(inInstitution(institutionId)).where('id', '=', fileId).execute();
}

/** An existing programme of the institution, for a document attached to it. */
export async function programmeExists(db: DbHandle, institutionId: string, id: number): Promise<boolean> {
  const row = await db.selectFrom('active_programmes').select('id').$call(inInstitution(institutionId)).where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function companyDocuments(db: DbHandle, institutionId: string, filter: { companyId?: number | undefined; id?: number }) {
  let query = db
    .selectFrom('company_added_documents as d')
    .innerJoin('files as f', 'f.id', 'd.file_id')
    .innerJoin('companies as c', 'c.id', 'd.company_id')
    .select(['d.id', 'd.company_id', 'd.name', 'd.file_id', 'd.created_at', 'f.name as file_name', 'c.trade_name'])
    .$call(inInstitution(institutionId, 'd.institution_id'));
  if (filter.companyId !== undefined) query = query.where('d.company_id', '=', filter.companyId);
  if (filter.id !== undefined) query = query.where('d.id', '=', filter.id);
  return query.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').execute();
}

export type CompanyDocumentRow = Awaited<ReturnType<typeof companyDocuments>>[number];

/** The record a company's download or deletion names, of any company and institution: the policy decides. */
export async function findCompanyDocument(db: DbHandle, id: number) {
  return db.selectFrom('company_added_documents').select(['id', 'institution_id', 'company_id', 'name', 'file_id']).where('id', '=', id).executeTakeFirst();
}

export async function insertCompanyDocument(db: DbHandle, row: { institutionId: string; companyId: number; name: string; fileId: string; byUserId: number; at: Date }): Promise<number> {
  const inserted = await db
    .insertInto('company_added_documents')
    .values({ institution_id: row.institutionId, company_id: row.companyId, name: row.name, file_id: row.fileId, added_by_user_id: row.byUserId, created_at: row.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function deleteCompanyDocument(db: DbHandle, institutionId: string, id: number): Promise<void> {
  await db.deleteFrom('company_added_documents').$call(inInstitution(institutionId)).where('id', '=', id).execute();
}
