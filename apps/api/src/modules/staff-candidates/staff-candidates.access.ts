import { staff, type AccessEntries } from '../../testing/access-rules.ts';

/**
 * Who may call the back office's routes of the candidates: staff only; the guards of apps/api/src/guards read it.
 * Another institution's ids answer 608: modules/staff/staff.access.test.ts and staff.registered-routes.test.ts try a
 * Gestor of uib with the generic institution's records.
 */
export const accessEntries: AccessEntries = {
  'GET /api/Gestor/dameCandidatosGestor': staff,
  'GET /api/Gestor/dameCvCandidatoGestor/:idAlumno': staff,
  'GET /api/Gestor/ficheroCandidatoGestor/:idAlumno/:id': staff,
  'POST /api/Gestor/validaCandidatoGestor': staff,
  'POST /api/Gestor/bloqueaCandidato': staff,
  'POST /api/Gestor/desbloqueaCandidato': staff,
  'POST /api/Gestor/suprimeCandidatoGestor': staff,
  'POST /api/Gestor/anulaBajaCandidatoGestor': staff,
  'GET /api/Gestor/exportaCandidatosGestor': staff,
};
