import { Status } from '@portal/shared';
import { EMPRESA, one, type AccessEntries } from '../../testing/access-rules.ts';

const SIGNED_IN = ['Alumno', 'Empresa', 'Gestor'] as const;

/**
 * Who may call the programmes' routes; the guards of apps/api/src/guards read it. The guards' callers belong to the
 * generic brand, which has no programmes: a uib programme's id gets them 48 and nothing of it. Between two brands
 * that have programmes, another institution's id is 63 (programmes.test.ts).
 */
export const accessEntries: AccessEntries = {
  'GET /api/Empresa/programasDeLaEmpresa': { access: EMPRESA },
  'GET /api/Publico/programasPracticasActivos': { access: SIGNED_IN },
  'GET /api/Publico/detallePrograma/:id': {
    access: SIGNED_IN,
    otherOwner: {
      what: "another institution's programme (id)",
      refusal: Status.ActionNotAllowed,
      async build(fx) {
        const programme = await one<{ id: number; title_es: string }>(fx, `select id, title_es from active_programmes where institution_id = 'uib' order by id limit 1`);
        return { token: fx.tokens.Empresa, params: { id: programme.id }, secrets: [programme.title_es] };
      },
    },
  },
  'GET /api/Publico/ficheroDocumentoPrograma/:idDocumento': { access: SIGNED_IN },
  'POST /api/Publico/solicitaAdhesionPrograma/:id': {
    access: EMPRESA,
    otherOwner: {
      what: "another institution's programme (id)",
      refusal: Status.ActionNotAllowed,
      async build(fx) {
        const programme = await one<{ id: number; title_es: string }>(fx, `select id, title_es from active_programmes where institution_id = 'uib' and open order by id limit 1`);
        return {
          token: fx.tokens.Empresa,
          params: { id: programme.id },
          secrets: [programme.title_es],
          snapshot: () => fx.rows(`select * from programme_company_adhesions where programme_id = ${programme.id} order by id`),
        };
      },
    },
  },
};
