import { staff, type AccessEntries } from '../../testing/access-rules.ts';

/**
 * Who may call the back office's routes of the candidacies of offers: staff only; the guards of apps/api/src/guards read it.
 * Another institution's ids answer 608: modules/staff/staff.access.test.ts and staff.registered-routes.test.ts try a
 * Gestor of uib with the generic institution's records.
 */
export const accessEntries: AccessEntries = {
  'GET /api/Gestor/dameCandidaturasOfertaGestor/:idOferta': staff,
  'GET /api/Gestor/buscaCandidatosGestor': staff,
  'POST /api/Gestor/proponeCandidato': staff,
  'POST /api/Gestor/cambiaEstadoCandidaturaGestor': staff,
  'POST /api/Gestor/reabreCandidaturaGestor': staff,
  'GET /api/Gestor/exportaCandidaturasOfertaGestor/:idOferta': staff,
};
