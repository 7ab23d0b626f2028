import { PRE_ENROLMENT_STATE_ID } from '@portal/shared';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { requestedDocumentation } from '../cv/index.ts';
import { createPendingDocumentsRepository } from './pending-documents.repository.ts';

/**
 * The documents an enrolment waits for (docs/decisions.md, "Pending actions"):
 * - of each offer the candidate is still in the running for, the required document types they have not given (a
 *   public CV document of that type, or one sent for that offer), as documentacionDeProcesosSolicitada reckons
 *   them. A pre-enrolment is left out: it is listed to be answered first, and accepting it asks for the documents.
 * - each pending internship (agreed, not started) without the student's internship form: the service starts it
 *   once that form is in.
 */
export async function pendingDocuments(db: DbHandle, actor: Actor) {
  const requested = await requestedDocumentation(db, actor);
  const repo = createPendingDocumentsRepository(db);
  const stateOf = await repo.candidacyStates(actor.institutionId, actor.userId);
  const offers = requested
    .filter((offer) => !offer.completa && stateOf.get(offer.idOferta) !== PRE_ENROLMENT_STATE_ID)
    .map((offer) => ({ urlOferta: offer.urlOferta, titulo: offer.titulo, documentos: offer.documentos.filter((d) => !d.aportado).map((d) => d.tipo) }));

  const internships = await repo.pendingInternshipsWithoutForm(actor.institutionId, actor.userId);

  return {
    documentosOfertas: offers,
    documentosPracticas: internships.map((row) => ({ idPractica: row.id, empresa: row.trade_name })),
  };
}
