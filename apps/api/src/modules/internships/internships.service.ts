import { Status, type CandidateInternship } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { createInternshipsRepository, type InternshipDocumentKind } from './internships.repository.ts';
import { toCurrentDegree, toInternship } from './internships.presenter.ts';
import { deleteOwnFiles, fileInfo, storeUpload, type Upload } from '../files/index.ts';
import { authorize, policies } from '../../policies/index.ts';
import { recordRenunciation, renunciationsOf, withdrawRenunciationIfEmpty } from '../company-interns/index.ts';
import type { CallEffects } from '../notifications/index.ts';

/** A renunciation makes sense only for an internship that has not ended. */
const RENOUNCEABLE = new Set(['pending', 'active']);

const FALLBACK_NAMES: Record<InternshipDocumentKind, string> = {
  form: 'formulario-practica',
  renunciation: 'renuncia-practica',
  follow_up: 'seguimiento-practica',
  document: 'documento-practica',
};

/** Where the upload sits in every internship payload, for `datos.errores`. */
const UPLOAD_FIELDS = { content: 'fichero.ficheroB64ParaAltas', extension: 'fichero.extension_adjunto' };

/** An upload for one of the caller's internships. */
export interface Attachment {
  internshipId: number;
  upload: Upload;
}

async function ownedInternship(db: DbHandle, actor: Actor, internshipId: number) {
  const internship = await createInternshipsRepository(db).findOwned(actor.institutionId, actor.userId, internshipId);
  if (!internship) throw new AppError(Status.InternshipStudentNotFound);
  authorize(policies.internship, actor, 'attach', { institutionId: internship.institution_id, candidateId: internship.candidate_id });
  return internship;
}

/**
 * File and document row are written on the call's transaction, so neither exists without the other;
 * `replaceKind` first removes the documents of that kind.
 */
async function attach(db: DbHandle, actor: Actor, input: Attachment, kind: InternshipDocumentKind, documentTypeId: number | null, replaceKind = false) {
  const repo = createInternshipsRepository(db);
  if (replaceKind) await repo.removeDocumentsOfKind(input.internshipId, kind);
  const { institutionId, userId } = actor;
  const fileId = await storeUpload(db, { institutionId, userId }, input.upload, FALLBACK_NAMES[kind], UPLOAD_FIELDS);
  const [file] = await fileInfo(db, institutionId, [fileId]);
  const id = await repo.addDocument({ internshipId: input.internshipId, kind, documentTypeId, name: file?.name ?? FALLBACK_NAMES[kind], fileId, userId });
  return { idDocumento: id };
}

export async function listMyInternships(db: DbHandle, actor: Actor): Promise<CandidateInternship[]> {
  const repo = createInternshipsRepository(db);
  const internships = await repo.listOf(actor.institutionId, actor.userId);
  const ids = internships.map((i) => i.id);
  const documents = await repo.documentsOf(ids);
  const renunciations = await renunciationsOf(db, ids);
  const { language, userId: candidateId } = actor;
  const { cyclesOnly } = actor.brand.flags;
  return internships.map((i) => toInternship(i, documents, { language, cyclesOnly, candidateId, renunciation: renunciations.get(i.id) ?? null }));
}

export async function addForm(db: DbHandle, actor: Actor, input: Attachment) {
  await ownedInternship(db, actor, input.internshipId);
  return attach(db, actor, input, 'form', null);
}

/** A renunciation file; the first of the set puts the renunciation in the service's queue (company-interns). */
export async function addRenunciation(db: DbHandle, actor: Actor, effects: CallEffects, input: Attachment) {
  const internship = await ownedInternship(db, actor, input.internshipId);
  if (!RENOUNCEABLE.has(internship.state)) throw new AppError(Status.ActionNotAllowed);
  const attached = await attach(db, actor, input, 'renunciation', null);
  await recordRenunciation(db, actor, effects, internship.id);
  return attached;
}

export async function addInternshipDocument(db: DbHandle, actor: Actor, input: Attachment & { documentTypeId: number }) {
  await ownedInternship(db, actor, input.internshipId);
  if (!(await createInternshipsRepository(db).documentTypeExists(input.documentTypeId))) {
    throw new AppError(Status.MissingMandatoryData, {
      datos: { errores: [{ campo: 'idTipoDocumento', codigo: Status.MissingMandatoryData, clave: 'malformed' }] },
    });
  }
  return attach(db, actor, input, 'document', input.documentTypeId);
}

/** One follow-up document per vocational (CF) internship: a new upload replaces the previous one. */
export async function replaceFollowUp(db: DbHandle, actor: Actor, input: Attachment) {
  const internship = await ownedInternship(db, actor, input.internshipId);
  if (!actor.brand.flags.cyclesOnly && !internship.degree_is_cycle) throw new AppError(Status.ActionNotAllowed);
  return attach(db, actor, input, 'follow_up', null, true);
}

/** Deletes a document the candidate uploaded, with its file, while the internship allows it (document-rules.ts). */
export async function deleteInternshipDocument(db: DbHandle, actor: Actor, documentId: number) {
  const repo = createInternshipsRepository(db);
  const document = await repo.findOwnedDocument(actor.institutionId, actor.userId, documentId);
  if (!document) throw new AppError(Status.InternshipStudentNotFound);
  authorize(policies.internshipDocument, actor, 'delete', {
    institutionId: document.institution_id,
    candidateId: document.candidate_id,
    uploadedBy: document.uploaded_by_user_id,
    state: document.state,
  });
  await repo.deleteDocument(document.id);
  await deleteOwnFiles(db, { institutionId: actor.institutionId, userId: actor.userId }, [document.file_id]);
  if (document.kind === 'renunciation') await withdrawRenunciationIfEmpty(db, document.internship_id);
  return { idDocumento: document.id };
}

export async function internshipDocumentFile(db: DbHandle, actor: Actor, documentId: number) {
  const file = await createInternshipsRepository(db).ownedDocumentFile(actor.institutionId, actor.userId, documentId);
  if (!file) throw new AppError(Status.InternshipStudentNotFound);
  return file;
}

export async function currentDegrees(db: DbHandle, actor: Actor) {
  const degrees = await createInternshipsRepository(db).currentDegrees(actor.institutionId, actor.userId);
  return degrees.map((d) => toCurrentDegree(d, actor.language));
}
