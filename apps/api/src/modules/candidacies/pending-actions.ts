import { PRE_ENROLMENT_STATE_ID } from '@portal/shared';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { createCandidaciesRepository } from './candidacies.repository.ts';
import { personalDataMissing } from './candidate-data.service.ts';
import { pendingDocuments } from './pending-documents.ts';

/**
 * What waits for the candidate, for the home and the count beside the menu entry: pre-enrolments of the service
 * to accept or reject, the required personal data of the CV left empty (counted as one thing to do), and the
 * documents an enrolment or an internship waits for (one thing per offer or internship).
 */
export async function pendingActions(db: DbHandle, actor: Actor) {
  const [candidacies, personal, documents] = await Promise.all([
    createCandidaciesRepository(db).list(actor.institutionId, actor.userId, {}),
    personalDataMissing(db, actor),
    pendingDocuments(db, actor),
  ]);
  const preinscripciones = candidacies
    .filter((row) => row.state_id === PRE_ENROLMENT_STATE_ID)
    .map((row) => ({ urlOferta: row.url_access, titulo: row.title, empresa: row.hide_company ? null : row.trade_name, idPerfil: row.profile }));
  return {
    preinscripciones,
    datosPersonalesPendientes: personal.faltan,
    ...documents,
    total:
      preinscripciones.length + (personal.faltan.length > 0 ? 1 : 0) + documents.documentosOfertas.length + documents.documentosPracticas.length,
  };
}
