import { PRE_ENROLMENT_STATE_ID } from '@portal/shared';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { inInstitution, ownedBy } from '../../lib/scoped.ts';
import { createCandidaciesRepository } from './candidacies.repository.ts';
import { personalDataMissing } from './candidate-data.service.ts';
import { pendingDocuments } from './pending-documents.ts';

/**
 * What waits for the candidate, for the home and the count beside the menu entry: pre-enrolments of the service
 * to accept or reject, the required personal data of the CV left empty (counted as one thing to do), and the
 * documents an enrolment or an internship waits for (one thing per offer or internship); and, apart, the date a
 * pending deletion request erases the account on.
 */
export async function pendingActions(db: DbHandle, actor: Actor) {
  const [candidacies, personal, documents, deletion] = await Promise.all([
    createCandidaciesRepository(db).list(actor.institutionId, actor.userId, {}),
    personalDataMissing(db, actor),
    pendingDocuments(db, actor),
    db
      .selectFrom('candidates')
      .select(['deletion_requested_at', 'erase_after'])
      .where(ownedBy(actor, 'user_id'))
      .$call(inInstitution(actor))
      .executeTakeFirst(),
  ]);
  const preinscripciones = candidacies
    .filter((row) => row.state_id === PRE_ENROLMENT_STATE_ID)
    .map((row) => ({ urlOferta: row.url_access, titulo: row.title, empresa: row.hide_company ? null : row.trade_name, idPerfil: row.profile }));
  return {
    preinscripciones,
    datosPersonalesPendientes: personal.faltan,
    ...documents,
    // A deadline rather than a task: shown with a way back while the grace period runs, not counted in total.
    baja:
      deletion?.deletion_requested_at && deletion.erase_after
        ? { solicitada: new Date(deletion.deletion_requested_at).toISOString(), supresion: new Date(deletion.erase_after).toISOString() }
        : null,
    total:
      preinscripciones.length + (personal.faltan.length > 0 ? 1 : 0) + documents.documentosOfertas.length + documents.documentosPracticas.length,
  };
}
