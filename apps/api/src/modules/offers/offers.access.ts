import { Status } from '@portal/shared';
import { ALUMNO, candidate, foreignOfferRead, type AccessEntries } from '../../testing/access-rules.ts';

/** Who may call the routes of the candidate's offers and saved searches; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  // Candidate offers.
  'GET /api/Alumno/dameNumOfertasEmpleoUsuario': candidate,
  'GET /api/Alumno/dameNumOfertasPracticasUsuario': candidate,
  'GET /api/Alumno/dameOfertasUsuario/:tipo/:idioma': candidate,
  'GET /api/Alumno/dameOpcionesFiltroOfertas/:tipo/:idioma': candidate,
  'GET /api/Alumno/ofertasEncajanConUsuario': candidate,
  'GET /api/Alumno/dameOferta/:oferta': { access: ALUMNO, otherOwner: foreignOfferRead('params') },
  'GET /api/Alumno/dameBusquedasGuardadas': candidate,
  'POST /api/Alumno/guardaBusqueda': candidate,
  'POST /api/Alumno/eliminaBusqueda': {
    access: ALUMNO,
    otherOwner: {
      what: "another candidate's saved search (id)",
      refusal: Status.NotFound,
      async build(fx) {
        const saved = await fx.t.call('POST', '/api/Alumno/guardaBusqueda', {
          token: fx.victim.token,
          body: { nombre: 'Busqueda privada de la victima', tipo: 'empleo', filtros: { texto: 'contabilidad' } },
        });
        const id = saved.body.datos?.id as number;
        if (!id) throw new Error(`Could not save the victim's search: ${JSON.stringify(saved.body)}`);
        return {
          token: fx.attacker.token,
          body: { id },
          secrets: ['Busqueda privada de la victima'],
          snapshot: () => fx.rows(`select * from saved_searches where id = ${id}`),
        };
      },
    },
  },
};
