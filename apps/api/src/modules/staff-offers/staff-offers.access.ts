import { staff, type AccessEntries } from '../../testing/access-rules.ts';

/**
 * Who may call the back office's routes of the offers: staff only; the guards of apps/api/src/guards read it.
 * Another institution's ids answer 608: modules/staff/staff.access.test.ts and staff.registered-routes.test.ts try a
 * Gestor of uib with the generic institution's records.
 */
export const accessEntries: AccessEntries = {
  'GET /api/Gestor/dameOfertasGestor': staff,
  'GET /api/Gestor/dameOfertaGestor/:idOferta': staff,
  'GET /api/Gestor/dameGestores': staff,
  'POST /api/Gestor/validaOferta': staff,
  'POST /api/Gestor/validaOfertas': staff,
  'POST /api/Gestor/devuelveOferta': staff,
  'POST /api/Gestor/rechazaOferta': staff,
  'POST /api/Gestor/devuelveOfertas': staff,
  'POST /api/Gestor/rechazaOfertas': staff,
  'POST /api/Gestor/asignaGestorOferta': staff,
  'POST /api/Gestor/destacaOferta': staff,
  'POST /api/Gestor/cierraOfertaGestor': staff,
  'POST /api/Gestor/caducaOferta': staff,
  'GET /api/Gestor/exportaOfertasGestor': staff,
};
