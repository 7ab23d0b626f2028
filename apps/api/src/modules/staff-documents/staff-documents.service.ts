import { Status, type publishedDocumentBody, type StaffCompanyDocument, type StaffPublishedDocument } from '@portal/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { recordAudit } from '../staff-audit/index.ts';
import { readRecordFile, storeRecordUpload } from '../files/index.ts';
import { presentStaffCompanyDocument, presentStaffPublished } from './staff-documents.presenter.ts';
import * as repo from './staff-documents.repository.ts';

type DocumentInput = z.output<typeof publishedDocumentBody>;

async function owned(db: DbHandle, actor: Actor, id: number): Promise<repo.PublishedRow> {
  const row = await repo.findPublished(db, actor.institutionId, id);
  if (!row) throw new AppError(Status.NotFound);
  return row;
}

const summary = (row: Pick<repo.PublishedRow, 'kind' | 'title' | 'file_name'>) => `${row.kind}: ${row.title} (${row.file_name})`;

export async function documents(db: DbHandle, actor: Actor): Promise<StaffPublishedDocument[]> {
  return (await repo.listPublished(db, actor.institutionId, { publishedOnly: false })).map((row) => presentStaffPublished(row, actor.language));
}

/**
 * A new document starts as a draft and needs its file (15 on `fichero` otherwise); editing keeps it published or
 * draft as it was, and a new file replaces the stored one (which is deleted). A programme of another institution,
 * or none at all, is 63 on `idPrograma`.
 */
export async function saveDocument(db: DbHandle, actor: Actor, input: DocumentInput): Promise<StaffPublishedDocument> {
  const before = input.id === undefined ? undefined : await owned(db, actor, input.id);
  if (!input.fichero && !before) {
    throw new AppError(Status.MissingMandatoryData, { datos: { errores: [{ campo: 'fichero', codigo: Status.MissingMandatoryData, clave: 'required' }] } });
  }
  if (input.idPrograma !== undefined && !(await repo.programmeExists(db, actor.institutionId, input.idPrograma))) {
    throw new AppError(Status.ProgrammeNotFound, { datos: { errores: [{ campo: 'idPrograma', codigo: Status.ProgrammeNotFound, clave: 'malformed' }] } });
  }
  const fileId = input.fichero
    ? await storeRecordUpload(db, actor.institutionId, input.fichero, input.titulo, { content: 'fichero.ficheroB64ParaAltas', extension: 'fichero.extension_adjunto' })
    : before!.file_id;
  const data: repo.PublishedData = { kind: input.tipo, programme_id: input.idPrograma ?? null, title: input.titulo, description: input.descripcion ?? null, file_id: fileId };
  let id: number;
  if (before) {
    id = before.id;
    await repo.updatePublished(db, actor.institutionId, id, data);
    if (before.file_id !== fileId) await repo.deleteRecordFile(db, actor.institutionId, before.file_id);
  } else {
    id = await repo.insertPublished(db, actor.institutionId, actor.userId, data);
  }
  const saved = await owned(db, actor, id);
  await recordAudit(db, actor, { entity: 'document', entityId: id, action: before ? 'editDocument' : 'createDocument', from: before ? summary(before) : null, to: summary(saved) });
  return presentStaffPublished(saved, actor.language);
}

/** Publishing shows the document to every company of the institution at once; unpublishing hides it again. */
export async function publishDocument(db: DbHandle, actor: Actor, input: { id: number; publicado: boolean }, now: Date): Promise<StaffPublishedDocument> {
  const before = await owned(db, actor, input.id);
  if ((before.published_at !== null) !== input.publicado) {
    await repo.setPublishedAt(db, actor.institutionId, before.id, input.publicado ? now : null);
    await recordAudit(db, actor, { entity: 'document', entityId: before.id, action: input.publicado ? 'publishDocument' : 'unpublishDocument', to: summary(before) });
  }
  return presentStaffPublished(await owned(db, actor, before.id), actor.language);
}

export async function deleteDocument(db: DbHandle, actor: Actor, id: number): Promise<{ id: number }> {
  const before = await owned(db, actor, id);
  await repo.deletePublished(db, actor.institutionId, id);
  await repo.deleteRecordFile(db, actor.institutionId, before.file_id);
  await recordAudit(db, actor, { entity: 'document', entityId: id, action: 'deleteDocument', from: summary(before) });
  return { id };
}

export async function documentFile(db: DbHandle, actor: Actor, id: number) {
  const row = await repo.findPublished(db, actor.institutionId, id);
  return readRecordFile(db, actor.institutionId, row?.file_id ?? null);
}

export async function companyDocuments(db: DbHandle, actor: Actor, companyId: number | undefined): Promise<StaffCompanyDocument[]> {
  return (await repo.companyDocuments(db, actor.institutionId, { companyId })).map(presentStaffCompanyDocument);
}

export async function companyDocumentFile(db: DbHandle, actor: Actor, id: number) {
  const [row] = await repo.companyDocuments(db, actor.institutionId, { id });
  return readRecordFile(db, actor.institutionId, row?.file_id ?? null);
}
