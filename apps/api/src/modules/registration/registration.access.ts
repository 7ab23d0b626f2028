import { candidate, pub, type AccessEntries } from '../../testing/access-rules.ts';

/** Who may call the routes of a candidate's registration and leaving; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  'POST /api/Alumno/registrarUsuario': pub({ body: {} }),
  'POST /api/Alumno/solicitarBajaServicio': candidate,
  'POST /api/Alumno/anularBajaServicio': candidate,
};
