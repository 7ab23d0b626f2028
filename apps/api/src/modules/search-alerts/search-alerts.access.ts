import { Status } from '@portal/shared';
import { ALUMNO, candidate, type AccessEntries } from '../../testing/access-rules.ts';

/** Who may call the saved-search alert routes; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  'GET /api/Alumno/dameAlertasBusqueda': candidate,
  'POST /api/Alumno/editAlertaBusqueda': {
    access: ALUMNO,
    otherOwner: {
      what: "another candidate's saved search (id), to watch it",
      refusal: Status.NotFound,
      async build(fx) {
        const saved = await fx.t.call('POST', '/api/Alumno/guardaBusqueda', {
          token: fx.victim.token,
          body: { nombre: 'Alerta privada de la victima', tipo: 'empleo', filtros: { texto: 'auditoria' } },
        });
        const id = saved.body.datos?.id as number;
        if (!id) throw new Error(`Could not save the victim's search: ${JSON.stringify(saved.body)}`);
        return {
          token: fx.attacker.token,
          body: { id, alerta: true },
          secrets: ['Alerta privada de la victima'],
          snapshot: () => fx.rows(`select saved_search_id from search_alerts where saved_search_id = ${id}`),
          owner: { token: fx.victim.token },
        };
      },
    },
  },
};
