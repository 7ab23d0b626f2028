import { candidate, staff, type AccessEntries } from '../../testing/access-rules.ts';

/**
 * Who may call the information pages' routes: candidates read, staff write. No ids: each institution reads and
 * writes only its own row (the host name decides), which guides-help.test.ts checks with a second institution.
 */
export const accessEntries: AccessEntries = {
  'GET /api/Alumno/damePaginaInformativa/:pagina': candidate,
  'GET /api/Gestor/damePaginasInformativasGestor': staff,
  'POST /api/Gestor/guardaPaginaInformativaGestor': staff,
};
