import { staff, type AccessEntries } from '../../testing/access-rules.ts';

/**
 * Who may call the back office's routes of the companies: staff only; the guards of apps/api/src/guards read it.
 * Another institution's ids answer 608: modules/staff/staff.access.test.ts and staff.registered-routes.test.ts try a
 * Gestor of uib with the generic institution's records.
 */
export const accessEntries: AccessEntries = {
  'GET /api/Gestor/dameEmpresasGestor': staff,
  'GET /api/Gestor/dameEmpresaGestor/:idEmpresa': staff,
  'POST /api/Gestor/validaEmpresa': staff,
  'POST /api/Gestor/validaEmpresas': staff,
  'POST /api/Gestor/rechazaEmpresa': staff,
  'POST /api/Gestor/rechazaEmpresas': staff,
  'POST /api/Gestor/bloqueaEmpresa': staff,
  'POST /api/Gestor/desbloqueaEmpresa': staff,
  'POST /api/Gestor/editaEmpresaGestor': staff,
  'POST /api/Gestor/editaContactoEmpresaGestor': staff,
  'GET /api/Gestor/exportaEmpresasGestor': staff,
};
