import { staff, type AccessEntries } from '../../testing/access-rules.ts';

/**
 * Who may call the back office's routes of the portal's content: staff only; the guards of apps/api/src/guards read it.
 * Another institution's ids answer 608: modules/staff/staff.access.test.ts and staff.registered-routes.test.ts try a
 * Gestor of uib with the generic institution's records.
 */
export const accessEntries: AccessEntries = {
  'GET /api/Gestor/dameComunicacionesGestor': staff,
  'POST /api/Gestor/guardaComunicacionGestor': staff,
  'POST /api/Gestor/borraComunicacionGestor': staff,
  'GET /api/Gestor/dameTextoProteccionDatosGestor': staff,
  'POST /api/Gestor/publicaTextoProteccionDatosGestor': staff,
  'GET /api/Gestor/dameEventosGestor': staff,
  'POST /api/Gestor/guardaEventoGestor': staff,
  'POST /api/Gestor/borraEventoGestor': staff,
  'POST /api/Gestor/anadeImagenGaleriaEventoGestor': staff,
  'POST /api/Gestor/quitaImagenGaleriaEventoGestor': staff,
  'GET /api/Gestor/dameGuiasGestor': staff,
  'POST /api/Gestor/guardaGuiaGestor': staff,
  'POST /api/Gestor/borraGuiaGestor': staff,
  'GET /api/Gestor/dameProgramasGestor': staff,
  'POST /api/Gestor/guardaProgramaGestor': staff,
  'POST /api/Gestor/activaProgramaGestor': staff,
  'GET /api/Gestor/dameMotivosRechazoGestor': staff,
  'POST /api/Gestor/guardaMotivoRechazoGestor': staff,
  'POST /api/Gestor/activaMotivoRechazoGestor': staff,
};
