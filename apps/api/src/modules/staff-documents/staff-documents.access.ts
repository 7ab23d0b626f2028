import { staff, type AccessEntries } from '../../testing/access-rules.ts';

/**
 * Who may call the back office's documents: staff only; the guards of apps/api/src/guards read it. Another
 * institution's ids answer 608 (staff-documents.test.ts tries a Gestor of uib with the generic institution's rows).
 */
export const accessEntries: AccessEntries = {
  'GET /api/Gestor/dameDocumentosPublicadosGestor': staff,
  'POST /api/Gestor/guardaDocumentoPublicadoGestor': staff,
  'POST /api/Gestor/publicaDocumentoGestor': staff,
  'POST /api/Gestor/borraDocumentoPublicadoGestor': staff,
  'GET /api/Gestor/ficheroDocumentoPublicadoGestor/:idDocumento': staff,
  'GET /api/Gestor/dameDocumentosAportadosGestor': staff,
  'GET /api/Gestor/ficheroDocumentoAportadoGestor/:idDocumento': staff,
};
