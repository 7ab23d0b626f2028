import type { CompanyAddedDocument, CompanyAgreement, CompanyInvoice, InternshipDocument, ProgrammeDocuments, PublishedDocument } from '@portal/shared';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { authorize, policies } from '../../policies/index.ts';
import { fileInfo, readRecordFile, storeRecordUpload, type Upload } from '../files/index.ts';
import type { CallEffects } from '../notifications/index.ts';
import { recordAudit } from '../staff-audit/index.ts';
import {
  companyDocuments,
  deleteCompanyDocument,
  deleteRecordFile,
  findCompanyDocument,
  findPublished,
  insertCompanyDocument,
  listPublished,
  presentCompanyDocument,
  presentPublished,
} from '../staff-documents/index.ts';
import * as repo from './company-documents.repository.ts';

/** The company of the session; a token without one (cannot happen for role Empresa) reads as nothing. */
const companyOf = (actor: Actor): number => actor.companyId ?? 0;

export const presentCompanyAgreement = (r: repo.CompanyAgreementRow): CompanyAgreement => ({
  idConvenio: r.id,
  estado: r.state,
  fechaAlta: r.created_at.toISOString(),
  fechaCaducidad: r.no_expiry ? null : r.expires_on,
  sinCaducidad: r.no_expiry,
  tieneFichero: r.file_id !== null,
  copiaFirmada: r.signed_at !== null,
  observaciones: r.remarks,
});

export async function agreements(db: DbHandle, actor: Actor): Promise<CompanyAgreement[]> {
  const rows = await repo.agreementsOf(db, actor.institutionId, companyOf(actor));
  return rows.map(presentCompanyAgreement);
}

/** One agreement of the caller's company, as its list shows it; another company's (or none) answers 608. */
export async function ownAgreement(db: DbHandle, actor: Actor, id: number, action: 'read' | 'sign' = 'read') {
  const row = await repo.findAgreement(db, id);
  authorize(policies.companyDocument, actor, action, row && { institutionId: row.institution_id, companyId: row.company_id });
  return row as NonNullable<typeof row>;
}

export async function invoices(db: DbHandle, actor: Actor): Promise<CompanyInvoice[]> {
  const rows = await repo.invoicesOf(db, actor.institutionId, companyOf(actor));
  return rows.map((r) => ({ idFactura: r.id, numero: r.number, fecha: r.issued_on, importe: Number(r.amount), nombreFichero: r.file_name }));
}

export async function documents(db: DbHandle, actor: Actor): Promise<InternshipDocument[]> {
  const rows = await repo.documentsOf(db, actor.institutionId, companyOf(actor));
  return rows.map((r) => ({ idDocumento: r.id, nombre: r.name, tipo: r.type, fecha: r.created_at.toISOString().slice(0, 10), nombreFichero: r.file_name }));
}

export async function paperFile(db: DbHandle, actor: Actor, table: Parameters<typeof repo.findPaper>[1], id: number) {
  const row = await repo.findPaper(db, table, id);
  authorize(policies.companyDocument, actor, 'read', row && { institutionId: row.institution_id, companyId: row.company_id });
  return readRecordFile(db, actor.institutionId, row?.file_id ?? null);
}

/** The service's published annexes, notes and programme documents: the same for every company of the institution. */
export async function published(db: DbHandle, actor: Actor, kind: 'anexo' | 'nota'): Promise<PublishedDocument[]> {
  const rows = await listPublished(db, actor.institutionId, { publishedOnly: true, kind });
  return rows.map((row) => presentPublished(row, actor.language));
}

export async function byProgramme(db: DbHandle, actor: Actor): Promise<ProgrammeDocuments[]> {
  const rows = await listPublished(db, actor.institutionId, { publishedOnly: true, withProgramme: true });
  const groups = new Map<number, ProgrammeDocuments>();
  for (const row of rows) {
    const document = presentPublished(row, actor.language);
    const id = document.idPrograma as number;
    const group = groups.get(id) ?? { idPrograma: id, programa: document.programa ?? '', documentos: [] };
    group.documentos.push(document);
    groups.set(id, group);
  }
  return [...groups.values()].sort((a, b) => a.programa.localeCompare(b.programa, actor.language));
}

/** A draft, or a document of another institution, is not found (608): it does not exist for companies. */
export async function publishedFile(db: DbHandle, actor: Actor, id: number) {
  const row = await findPublished(db, actor.institutionId, id, true);
  return readRecordFile(db, actor.institutionId, row?.file_id ?? null);
}

export async function added(db: DbHandle, actor: Actor): Promise<CompanyAddedDocument[]> {
  return (await companyDocuments(db, actor.institutionId, { companyId: companyOf(actor) })).map(presentCompanyDocument);
}

/**
 * The company adds a document of its own (spec 2 §3's uploaded document): its type and size are checked on the
 * bytes by the files module (46, 15). Staff hear of it (`document.added`, in the daily summary by default).
 */
export async function addDocument(db: DbHandle, actor: Actor, effects: CallEffects, upload: Upload, now: Date): Promise<CompanyAddedDocument[]> {
  const companyId = companyOf(actor);
  const fileId = await storeRecordUpload(db, actor.institutionId, upload, 'documento', { content: 'ficheroB64ParaAltas', extension: 'extension_adjunto' });
  const [file] = await fileInfo(db, actor.institutionId, [fileId]);
  const name = upload.nombre?.trim() || (file?.name ?? 'documento');
  const id = await insertCompanyDocument(db, { institutionId: actor.institutionId, companyId, name, fileId, byUserId: actor.userId, at: now });
  const company = await repo.companyName(db, actor.institutionId, companyId);
  await recordAudit(db, actor, { entity: 'company', entityId: companyId, action: 'addCompanyDocument', to: name, detail: `#${id}` });
  await effects.notify({ kind: 'document.added', to: { staff: true }, params: { empresa: company, documento: name }, link: `/gestion/documentos?pestana=empresas&idEmpresa=${companyId}` });
  return added(db, actor);
}

/** Only a document the company added itself; another company's is 608 and stays as it was. */
export async function deleteDocument(db: DbHandle, actor: Actor, id: number): Promise<CompanyAddedDocument[]> {
  const row = await findCompanyDocument(db, id);
  authorize(policies.companyDocument, actor, 'delete', row && { institutionId: row.institution_id, companyId: row.company_id });
  await deleteCompanyDocument(db, actor.institutionId, id);
  await deleteRecordFile(db, actor.institutionId, row!.file_id);
  await recordAudit(db, actor, { entity: 'company', entityId: row!.company_id, action: 'deleteCompanyDocument', from: row!.name, detail: `#${id}` });
  return added(db, actor);
}

export async function addedFile(db: DbHandle, actor: Actor, id: number) {
  const row = await findCompanyDocument(db, id);
  authorize(policies.companyDocument, actor, 'read', row && { institutionId: row.institution_id, companyId: row.company_id });
  return readRecordFile(db, actor.institutionId, row?.file_id ?? null);
}
