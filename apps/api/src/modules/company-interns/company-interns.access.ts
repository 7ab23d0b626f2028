import { Status } from '@portal/shared';
import { ALUMNO, EMPRESA, GESTOR, one, staff, type AccessEntries, type GuardFixtures, type OtherOwnerRule } from '../../testing/access-rules.ts';
import { companyOfAccount } from '../company-offers/company-offers.testing.ts';

/** A token of another company of the institution (multi@'s first one that is not the demo company). */
async function otherCompany(fx: GuardFixtures) {
  const own = await companyOfAccount(fx.rows, 'empresa@example.org');
  const other = await one<{ id: number }>(
    fx,
    `select c.id from companies c join company_contacts cc on cc.company_id = c.id join users u on u.id = cc.user_id
     where u.email = 'multi@example.org' and c.state = 'validated' and c.id <> ${own} order by c.id limit 1`,
  );
  return { own, token: await fx.t.login('Empresa', 'multi@example.org', { idEmpresa: other.id }) };
}

/** A pending education request naming the demo company (seeded), tried by another company: 608, nothing changes. */
const otherCompanyRequest = (where: 'params' | 'body', extra: Record<string, unknown> = {}): OtherOwnerRule => ({
  what: "another company's education internship request",
  refusal: Status.NotFound,
  async build(fx) {
    const { own, token } = await otherCompany(fx);
    const request = await one<{ id: number; tasks: string }>(
      fx,
      `select id, coalesce(tasks, '') as tasks from internship_requests where company_id = ${own} and state = 'pending' order by id limit 1`,
    );
    const snapshot = () => fx.rows(`select * from internship_requests where id = ${request.id}`);
    return where === 'params'
      ? { token, params: { id: request.id }, secrets: request.tasks ? [request.tasks.slice(0, 30)] : [], owner: { token: fx.tokens.Empresa } }
      : { token, body: { idSolicitudPractica: request.id, ...extra }, secrets: [], snapshot };
  },
});

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
  // A renunciation's documents from the queue: documents of the institution's internships only (another
  // institution's answer 608, as the guards' isolation test checks).
  'GET /api/Gestor/dameDocumentoPracticaGestor/:id': staff,
  // Education internship requests: the company's own list, and ids of another company's requests answer 608.
  'GET /api/Empresa/tieneMenuSolicitudesPracticasEducacion': { access: EMPRESA },
  'GET /api/Empresa/dameSolicitudesPracticasEducacion': { access: EMPRESA },
  'GET /api/Empresa/dameSolicitudPractica/:id': { access: EMPRESA, otherOwner: otherCompanyRequest('params') },
  'POST /api/Empresa/aceptarSolicitudPractica': { access: EMPRESA, otherOwner: otherCompanyRequest('body') },
  'POST /api/Empresa/rechazarSolicitudPractica': { access: EMPRESA, otherOwner: otherCompanyRequest('body', { motivo: 'No hay plazas' }) },
  'POST /api/Empresa/compruebaDNIalumno': { access: EMPRESA },
  'POST /api/Empresa/solicitudPractica': { access: EMPRESA },
  'GET /api/Gestor/dameSolicitudesPracticasGestor': staff,
  'GET /api/Gestor/exportaSolicitudesPracticasGestor': staff,
  // The change requests' CSV: the list's rows (another institution's never among them).
  'GET /api/Gestor/exportaSolicitudesCambioPracticasGestor': staff,
  // The student's own requests only (filtered by the session: no id to try).
  'GET /api/Alumno/dameSolicitudesPracticasAlumno': { access: ALUMNO },
  // The service decides the companies' own requests: ids of the institution only (another institution's answer 608, tested in the module).
  'POST /api/Gestor/aceptarSolicitudPracticaGestor': { access: GESTOR },
  'POST /api/Gestor/rechazarSolicitudPracticaGestor': { access: GESTOR },
  // One request in the back office: ids of the institution only (another institution's answer 608).
  'GET /api/Gestor/dameSolicitudPracticaGestor/:id': staff,
};
