import { Status, type addDocumentBody } from '@portal/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import { createCatalogRepository } from '../domains/index.ts';
import { assertCatalogIds, loadLabels } from '../domains/index.ts';
import { deleteOwnFiles, storeUpload } from '../files/index.ts';
import type { Actor } from '../../lib/request-context.ts';
import { fileOwner } from './cv-context.ts';
import { createDocumentsRepository, type AppliedOffer } from './documents.repository.ts';
import { fieldError } from './field-rules.ts';
import { authorizeCvEntry } from './cv-entry-access.ts';

type AddDocument = z.output<typeof addDocumentBody>;

/** `offers.requirements.requiredDocumentTypeIds`: the document types an offer asks its candidates for. */
export function requiredDocumentTypes(offer: Pick<AppliedOffer, 'requirements'>): number[] {
  const ids = offer.requirements.requiredDocumentTypeIds;
  return Array.isArray(ids) ? [...new Set(ids.filter((id): id is number => Number.isInteger(id)))] : [];
}

export async function addDocument(db: DbHandle, actor: Actor, input: AddDocument): Promise<number> {
  await assertCatalogIds(db, actor.institutionId, [{ campo: 'idTipo', catalog: 'document_types', ids: input.idTipo }]);
  const documents = createDocumentsRepository(db);
  const offerId = input.visibilidad === 'process' ? (input.idOferta ?? null) : null;
  if (offerId !== null && !(await documents.offerOpenToDocuments(actor.institutionId, actor.userId, offerId))) {
    throw fieldError(Status.MissingMandatoryData, 'idOferta', 'malformed');
  }
  if (await documents.sameExists(actor.userId, input.idTipo, input.nombre, offerId)) throw new AppError(Status.DocumentAlreadyUploaded);
  const fileId = input.fichero
    ? await storeUpload(db, fileOwner(actor), input.fichero, input.nombre, {
        content: 'fichero.ficheroB64ParaAltas',
        extension: 'fichero.extension_adjunto',
      })
    : null;
  return documents.insert({
    candidateId: actor.userId,
    typeId: input.idTipo,
    name: input.nombre,
    visibility: input.visibilidad,
    offerId,
    fileId,
    url: input.url ?? null,
  });
}

export async function deleteDocument(db: DbHandle, actor: Actor, id: number): Promise<void> {
  const documents = createDocumentsRepository(db);
  await authorizeCvEntry(db, actor, 'candidate_documents', id, 'delete');
  const doc = await documents.find(id);
  if (!doc) throw new AppError(Status.NotFound);
  await documents.delete(actor.userId, doc.id);
  await deleteOwnFiles(db, fileOwner(actor), [doc.file_id]);
}

/**
 * documentacionDeProcesosSolicitada: the offers the candidate is still in the running for that ask for documents,
 * and for each required type whether it is given: a public document of that type (companies see it with the CV)
 * or one sent for that very offer. Private documents never count: the company would not see them.
 */
export async function requestedDocumentation(db: DbHandle, actor: Actor) {
  const { institutionId, userId: candidateId, language } = actor;
  const documents = createDocumentsRepository(db);
  const states = await createCatalogRepository(db).list(institutionId, ['candidacy_states'], language);
  const finalStates = new Set(states.filter((state) => state.extra.final === true).map((state) => state.id));
  const offers = (await documents.appliedOffers(institutionId, candidateId))
    .filter((offer) => !finalStates.has(offer.stateId))
    .map((offer) => ({ offer, required: requiredDocumentTypes(offer) }))
    .filter(({ required }) => required.length > 0);
  const given = await documents.list(institutionId, candidateId);
  const labels = await loadLabels(db, institutionId, language, [['document_types', offers.flatMap(({ required }) => required)]]);
  return offers.map(({ offer, required }) => {
    const documentos = required.map((typeId) => ({
      idTipo: typeId,
      tipo: labels.label('document_types', typeId) ?? '',
      aportado: given.some((doc) => doc.document_type_id === typeId && (doc.visibility === 'public' || doc.offer_id === offer.id)),
    }));
    return { idOferta: offer.id, urlOferta: offer.url, titulo: offer.title, completa: documentos.every((doc) => doc.aportado), documentos };
  });
}
