import { pub, staff, type AccessEntries } from '../../testing/access-rules.ts';

/** Who may call the routes of the client error reports; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  // Any page reports, signed in or not: the report needs no token and carries nothing of anyone's.
  'POST /api/Publico/enviaInfoError': pub({ body: { codigo: 500, ruta: '/ofertas-practicas', llamada: '/api/Alumno/dameOfertas', estadoHttp: 502 } }),
  'GET /api/Gestor/dameErroresClienteGestor': staff,
};
