import { Status } from '@portal/shared';
import { EMPRESA, GESTOR, one, staff, type AccessEntries } from '../../testing/access-rules.ts';
import { companyOfAccount } from '../company-offers/company-offers.testing.ts';

/** Who may call the routes of the company's interns; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  // Lists of the session's company only: nothing of another company can be named.
  'GET /api/Empresa/damePracticas': { access: EMPRESA },
  'GET /api/Empresa/dameSolicitudesCambioPracticas': { access: EMPRESA },
  // Another company (multi@'s first) asks to change the demo company's intern's internship: 608, nothing written.
  'POST /api/Empresa/solictitarAccionSobrePractica': {
    access: EMPRESA,
    otherOwner: {
      what: "another company's internship (idPractica)",
      refusal: Status.NotFound,
      async build(fx) {
        const own = await companyOfAccount(fx.rows, 'empresa@example.org');
        const internship = await one<{ id: number }>(fx, `select id from internships where company_id = ${own} and state = 'active' order by id limit 1`);
        const other = await one<{ id: number }>(
          fx,
          `select c.id from companies c join company_contacts cc on cc.company_id = c.id join users u on u.id = cc.user_id
           where u.email = 'multi@example.org' and c.state = 'validated' and c.id <> ${own} order by c.id limit 1`,
        );
        return {
          token: await fx.t.login('Empresa', 'multi@example.org', { idEmpresa: other.id }),
          body: { idPractica: internship.id, accion: 'horas', horasDia: 3, motivo: 'Cambio de horario' },
          secrets: [],
          snapshot: () => fx.rows(`select * from internship_change_requests where internship_id = ${internship.id} order by id`),
        };
      },
    },
  },
  // The service's queue of change requests: ids of the institution only (another institution's answer 608).
  'GET /api/Gestor/dameSolicitudesCambioPracticasGestor': staff,
  'POST /api/Gestor/aceptarSolicitudCambioPractica': { access: GESTOR },
  'POST /api/Gestor/rechazarSolicitudCambioPractica': { access: GESTOR },
};
