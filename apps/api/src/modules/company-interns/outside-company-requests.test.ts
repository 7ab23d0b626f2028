import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createCandidate } from '../internships/internships.testing.ts';
import { staffToken } from '../staff/staff.testing.ts';

/** A valid CIF no demo company has (B + 7 digits + control digit). */
const OUTSIDE_CIF = 'B99999997';
let t: TestApp;
let staff: string;

const proposal = (overrides: Record<string, unknown> = {}) => ({
  cif: OUTSIDE_CIF,
  nombreEmpresa: 'Taller Nou SL',
  emailContacto: 'rrhh@tallernou.example.net',
  fechaInicio: '2031-02-01',
  fechaFin: '2031-05-31',
  horasDia: 5,
  horasSemana: 25,
  puestoTrabajo: 'Auxiliar de taller',
  tareas: 'Apoyo en el taller y en la atención a clientes.',
  tutor: { nombre: 'Pere', apellidos: 'Vidal Roig', email: 'pere@tallernou.example.net' },
  aceptaCondiciones: true,
  ...overrides,
});
const staffItems = async () =>
  (await t.call('GET', '/api/Gestor/dameSolicitudesPracticasGestor?estado=pendiente', { token: staff })).body.datos.items as {
    idSolicitudPractica: number;
    empresa: string;
    origen: string;
    decidibleGestor: boolean;
  }[];
const noticesOf = (kind: string) => t.db.selectFrom('notifications').select(['user_id', 'params', 'link']).where('kind', '=', kind as never).orderBy('id').execute();

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterAll(async () => t.close());

describe("a student's internship proposal at a company outside the portal", () => {
  it('tells the service, which decides it: the internship is created and the student hears it was the service', async () => {
    const candidate = await createCandidate(t.db, 'generic');
    const token = await t.login('Alumno', candidate.email);
    const sent = await t.call('POST', '/api/Alumno/solicitudPractica', { token, body: proposal() });
    expect(sent.body.status).toBe(Status.InternshipProposalRegistered);
    const id = sent.body.datos.idSolicitud as number;

    const told = await noticesOf('education-request.outside');
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]).toMatchObject({ link: `/gestion/solicitudes-practicas/${id}` });
    expect(JSON.stringify(told[0]!.params)).toContain('rrhh@tallernou.example.net');
    expect(await noticesOf('education-request.received')).toEqual([]);

    const item = (await staffItems()).find((i) => i.idSolicitudPractica === id);
    expect(item).toMatchObject({ empresa: 'Taller Nou SL', origen: 'alumno', decidibleGestor: true });
    // A student's request to a company of the portal stays the company's to decide.
    const portalCompanys = (await staffItems()).find((i) => i.origen === 'alumno' && i.idSolicitudPractica !== id && !i.decidibleGestor);
    expect(portalCompanys).toBeDefined();
    const refused = await t.call('POST', '/api/Gestor/aceptarSolicitudPracticaGestor', { token: staff, body: { idSolicitudPractica: portalCompanys!.idSolicitudPractica } });
    expect(refused.body.status).toBe(Status.ActionNotAllowed);

    const accepted = await t.call('POST', '/api/Gestor/aceptarSolicitudPracticaGestor', { token: staff, body: { idSolicitudPractica: id } });
    expect(accepted.body.status).toBe(Status.RequestAccepted);
    const internship = await t.db.selectFrom('internships').select(['company_id', 'state']).where('candidate_id', '=', candidate.id).executeTakeFirstOrThrow();
    expect(internship).toEqual({ company_id: null, state: 'pending' });
    const decided = await noticesOf('education-request.service-decided');
    expect(decided.map((n) => n.user_id)).toEqual([candidate.id]);
    expect(JSON.stringify(decided[0]!.params)).toContain('Taller Nou SL');
    expect((await noticesOf('education-request.reviewed')).filter((n) => n.user_id === candidate.id)).toEqual([]);
  });
});
