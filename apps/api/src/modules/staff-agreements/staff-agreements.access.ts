import { staff, type AccessEntries } from '../../testing/access-rules.ts';

/**
 * Who may call the back office's routes of agreements and a company's invoices and internship documents: staff only; the guards of apps/api/src/guards read it.
 * Another institution's ids answer 608: modules/staff/staff.access.test.ts and staff.registered-routes.test.ts try a
 * Gestor of uib with the generic institution's records.
 */
export const accessEntries: AccessEntries = {
  'GET /api/Gestor/dameConveniosGestor': staff,
  'GET /api/Gestor/dameConvenioGestor/:idConvenio': staff,
  'POST /api/Gestor/cambiaEstadoConvenio': staff,
  'GET /api/Gestor/ficheroConvenioGestor/:idConvenio': staff,
  'GET /api/Gestor/exportaConveniosGestor': staff,
  'GET /api/Gestor/dameDocumentacionEmpresaGestor/:idEmpresa': staff,
  'POST /api/Gestor/subeFacturaEmpresaGestor': staff,
  'POST /api/Gestor/subeDocumentoPracticasGestor': staff,
  'GET /api/Gestor/ficheroFacturaGestor/:idFactura': staff,
  'GET /api/Gestor/ficheroDocumentoPracticasGestor/:idDocumento': staff,
};
