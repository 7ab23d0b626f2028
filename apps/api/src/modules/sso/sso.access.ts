import { pub, staff, type AccessEntries } from '../../testing/access-rules.ts';

/**
 * Who may call single sign-on's routes; apps/api/src/guards reads it. Beginning and answering a sign-on are public
 * (the person has no session yet); the settings are the institution's staff's, each for its own institution only
 * (sso.test.ts tries another institution).
 */
export const accessEntries: AccessEntries = {
  'POST /api/Alumno/iniciaLoginIntegrado': pub(),
  'POST /api/Alumno/validaRespuestaLoginIntegrado': pub({ body: { respuesta: '?code=nada&state=nada' } }),
  'GET /api/Gestor/dameAccesoUnicoGestor': staff,
  'POST /api/Gestor/editaAccesoUnicoGestor': staff,
};
