import { EMPRESA, GESTOR, candidate, pub, type AccessEntries } from '../../testing/access-rules.ts';

/** Who may call the session's routes (sign-in, passwords, data protection, the account); apps/api/src/guards reads it. */
export const accessEntries: AccessEntries = {
  'POST /api/Alumno/logaUsuario': pub({ body: { usuario: 'nadie@example.org', password: 'NoEsLaClave1' } }),
  'POST /api/Empresa/logaUsuario': pub({ body: { usuario: 'nadie@example.org', password: 'NoEsLaClave1' } }),
  'POST /api/Gestor/logaUsuario': pub({ body: { usuario: 'nadie@example.org', password: 'NoEsLaClave1' } }),
  'POST /api/Empresa/dameEmpresasDelUsuario': pub({ body: { usuario: 'nadie@example.org', password: 'NoEsLaClave1' } }),
  'GET /api/Alumno/dameTextoRGPDactual': pub(),
  'GET /api/Empresa/dameTextoRGPDactual': pub(),
  'POST /api/Alumno/solicitarReseteoPassword': pub({ body: { usuario: 'nadie@example.org' } }),
  'POST /api/Empresa/recuerdoPassword': pub({ body: { usuario: 'nadie@example.org' } }),
  'POST /api/Alumno/restablecerPassword': pub({ body: {} }),
  'POST /api/Empresa/restablecerPassword': pub({ body: {} }),
  'POST /api/Empresa/establecerPassword': pub({ body: {} }),

  // Every signed-in role: its own account.
  'GET /api/Alumno/guardaAceptacionRGPD': candidate,
  'GET /api/Empresa/guardaAceptacionRGPD': { access: EMPRESA },
  'POST /api/Alumno/editarIdiomaPreferido': candidate,
  'POST /api/Empresa/editarIdiomaPreferido': { access: EMPRESA },
  'POST /api/Gestor/editarIdiomaPreferido': { access: GESTOR },
  'POST /api/Alumno/cerrarSesion': candidate,
  'POST /api/Empresa/cerrarSesion': { access: EMPRESA },
  'POST /api/Gestor/cerrarSesion': { access: GESTOR },
  'GET /api/Alumno/editaUsuario': candidate,
  'GET /api/Empresa/editaUsuario': { access: EMPRESA },
  'GET /api/Gestor/editaUsuario': { access: GESTOR },
  'POST /api/Alumno/editarPassword': candidate,
  'POST /api/Empresa/editaUsuario': { access: EMPRESA },
  'POST /api/Gestor/editarPassword': { access: GESTOR },
};
