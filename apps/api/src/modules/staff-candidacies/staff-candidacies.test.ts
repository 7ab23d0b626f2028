import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDACY_STATE } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditLines, staffToken, UIB } from '../staff/staff.testing.ts';

let t: TestApp;
let staff: string;
let offer: { id: number; url_access: string };
let rejectionReason: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  // The open offer that stays open longest (PostgreSQL sorts an open-ended offer first in descending order).
  offer = await t.db
    .selectFrom('offers')
    .select(['id', 'url_access'])
    .where('institution_id', '=', 'generic')
    .where('state', '=', 'published')
    .orderBy('expires_on', 'desc')
    .executeTakeFirstOrThrow();
  const reasons = await t.call('GET', '/api/Dominios/tipoMotivoCambioEstadoCandidatura/es');
  rejectionReason = reasons.body.datos.find((r: { idEstado: number }) => r.idEstado === 17).idMotivo;
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: unknown) => t.call('POST', `/api/Gestor/${path}`, { token: staff, body });

describe("an offer's candidacies in the back office", () => {
  it('finds candidates by name, document or e-mail, never of another institution', async () => {
    const byEmail = await t.call('GET', '/api/Gestor/buscaCandidatosGestor?texto=alumno.nuevo', { token: staff });
    expect(byEmail.body.datos.map((c: { email: string }) => c.email)).toEqual(['alumno.nuevo@example.org']);
    const uib = await staffToken(t, 'uib');
    const other = await t.call('GET', '/api/Gestor/buscaCandidatosGestor?texto=alumno.nuevo', { token: uib, host: UIB });
    expect(other.body.datos.map((c: { email: string }) => c.email)).toEqual(['alumno.nuevo@uib.example.org']);
    expect((await t.call('GET', '/api/Gestor/buscaCandidatosGestor?texto=a', { token: staff })).body.datos).toEqual([]);
  });

  it('proposes a candidate (pre-enrolment, mailed), who accepts; the process moves with the shared state machine', async () => {
    const [candidate] = (await t.call('GET', '/api/Gestor/buscaCandidatosGestor?texto=alumno.nuevo', { token: staff })).body.datos;
    t.sentMail.length = 0;
    const proposed = await post('proponeCandidato', { idOferta: offer.id, idAlumno: candidate.idAlumno });
    expect(proposed.body.status, JSON.stringify(proposed.body)).toBe(0);
    expect(proposed.body.datos).toMatchObject({ idEstado: 16, propuestaServicio: true });
    expect(proposed.body.datos.movimientos.map((m: { idEstado: number }) => m.idEstado)).toEqual([17]);
    expect(t.sentMail.map((m) => m.to)).toEqual(['alumno.nuevo@example.org']);
    expect((await post('proponeCandidato', { idOferta: offer.id, idAlumno: candidate.idAlumno })).body.status).toBe(10);

    // The candidate answers on their side: accepting enrols them.
    const candidateToken = await t.login('Alumno', 'alumno.nuevo@example.org');
    const rgpd = await t.call('GET', '/api/Alumno/guardaAceptacionRGPD', { token: candidateToken });
    const accepted = await t.call('POST', '/api/Alumno/aceptarPreinscripcion', { token: rgpd.body.datos.token, body: { urlOferta: offer.url_access } });
    expect(accepted.body.status).toBe(521);

    const id = proposed.body.datos.idCandidatura;
    const list = await t.call('GET', `/api/Gestor/dameCandidaturasOfertaGestor/${offer.id}`, { token: staff });
    const row = list.body.datos.items.find((c: { idCandidatura: number }) => c.idCandidatura === id);
    expect(row).toMatchObject({ idEstado: CANDIDACY_STATE.enrolled, propuestaServicio: true });

    expect((await post('cambiaEstadoCandidaturaGestor', { idCandidatura: id, idEstado: CANDIDACY_STATE.withdrawn })).body.status).toBe(49);
    const moved = await post('cambiaEstadoCandidaturaGestor', { idCandidatura: id, idEstado: CANDIDACY_STATE.interview });
    expect(moved.body.datos.idEstado).toBe(CANDIDACY_STATE.interview);
    const noReason = await post('cambiaEstadoCandidaturaGestor', { idCandidatura: id, idEstado: CANDIDACY_STATE.rejected });
    expect(noReason.body.status).toBe(15);
    expect(noReason.body.datos.errores[0].campo).toBe('idMotivo');
    const rejected = await post('cambiaEstadoCandidaturaGestor', { idCandidatura: id, idEstado: CANDIDACY_STATE.rejected, idMotivo: rejectionReason });
    expect(rejected.body.datos).toMatchObject({ idEstado: 17, movimientos: [] });
    expect(rejected.body.datos.motivo).not.toBeNull();

    const lines = (await auditLines(t, 'candidacy', id)).map((l) => l.action);
    expect(lines).toEqual(['propose', 'changeState', 'changeState']);

    // The offer's company hears of each move it did not make, in its language, linked to the offer's candidates.
    const company = await t.db.selectFrom('offers').select('company_id').where('id', '=', offer.id).executeTakeFirstOrThrow();
    const told = await t.db
      .selectFrom('notifications')
      .select(['company_id', 'params', 'link'])
      .where('kind', '=', 'candidacy.moved')
      .where('company_id', '=', company.company_id)
      .orderBy('id')
      .execute();
    const states = told.map((n) => (n.params as { estado: { es: string } }).estado.es);
    expect(new Set(states)).toEqual(new Set(['Entrevista', 'Descartada']));
    expect(told.every((n) => n.link === `/mis-ofertas/${offer.id}` && JSON.stringify(n.params).includes(candidate.nombre))).toBe(true);
  });

  it('refuses to propose for an offer that is not published, or a candidate of another institution', async () => {
    const pending = await t.db.selectFrom('offers').select('id').where('institution_id', '=', 'generic').where('state', '=', 'pending').executeTakeFirstOrThrow();
    const candidate = await t.db.selectFrom('users').select('id').where('email', '=', 'alumno@example.org').executeTakeFirstOrThrow();
    expect((await post('proponeCandidato', { idOferta: pending.id, idAlumno: candidate.id })).body.status).toBe(14);
    const foreign = await t.db.selectFrom('users').select('id').where('email', '=', 'alumno@uib.example.org').executeTakeFirstOrThrow();
    expect((await post('proponeCandidato', { idOferta: offer.id, idAlumno: foreign.id })).body.status).toBe(608);
  });
});
