import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { PDF_BYTES, createInternship, pdfUpload } from '../internships/internships.testing.ts';
import { companyOf } from './company-interns.testing.ts';

/** uib lets companies ask for internship changes, so a company's open request and a renunciation can meet. */
const UIB = 'uib.localhost';
let t: TestApp;
let gestor: string;
let company: string;
let candidate: string;
let candidateId: number;
let companyId: number;
let internshipId: number;

const renounce = (idPractica: number, name = 'renuncia.pdf') =>
  t.call('POST', '/api/Alumno/addFicheroRenunciaSet', { token: candidate, body: { idPractica, fichero: pdfUpload(name) }, host: UIB });
const queue = async (estado = 'pendiente') =>
  (await t.call('GET', `/api/Gestor/dameSolicitudesCambioPracticasGestor?estado=${estado}`, { token: gestor, host: UIB })).body.datos.items as {
    idSolicitud: number;
    idPractica: number;
    accion: string;
    estado: string;
    empresa: string;
    documentos: { id: number; nombre: string }[];
    motivoDecision: string | null;
  }[];
const renunciationOf = async (idPractica: number, estado = 'pendiente') => (await queue(estado)).find((r) => r.idPractica === idPractica && r.accion === 'renuncia');
const staffCall = (path: string, body: Record<string, unknown>) => t.call('POST', `/api/Gestor/${path}`, { token: gestor, body, host: UIB });
const mine = async (idPractica: number) =>
  ((await t.call('GET', '/api/Alumno/damePracticasAlumno', { token: candidate, host: UIB })).body.datos as { idPractica: number; renuncia: unknown }[]).find(
    (i) => i.idPractica === idPractica,
  )?.renuncia;
const stateOf = async (id: number) => (await t.db.selectFrom('internships').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;
const notices = (kind: string) =>
  t.db.selectFrom('notifications').select(['user_id', 'company_id', 'params', 'link']).where('kind', '=', kind as never).where('institution_id', '=', 'uib').orderBy('id').execute();

beforeAll(async () => {
  t = await createTestApp();
  companyId = await companyOf(t.db, 'empresa@uib.example.org');
  company = await t.login('Empresa', 'empresa@uib.example.org', { host: UIB });
  gestor = await t.login('Gestor', 'gestor@uib.example.org', { host: UIB });
  const row = await t.db
    .selectFrom('internships as i')
    .innerJoin('users as u', 'u.id', 'i.candidate_id')
    .select(['i.id', 'i.candidate_id', 'u.email'])
    .where('i.company_id', '=', companyId)
    .where('i.state', '=', 'active')
    .orderBy('i.id')
    .executeTakeFirstOrThrow();
  internshipId = row.id;
  candidateId = row.candidate_id;
  candidate = await t.login('Alumno', row.email, { host: UIB });
});
afterAll(async () => t.close());

describe("a candidate's renunciation reaches the service's queue", () => {
  it('opens one request for the set, tells the staff once, and lets the service read each file', async () => {
    expect((await renounce(internshipId, 'renuncia-firmada.pdf')).body.status).toBe(Status.DocumentsAttached);
    expect((await renounce(internshipId, 'anexo-renuncia.pdf')).body.status).toBe(Status.DocumentsAttached);
    const request = await renunciationOf(internshipId);
    expect(request).toMatchObject({ estado: 'pendiente', empresa: expect.any(String), documentos: [{ nombre: 'renuncia-firmada.pdf' }, { nombre: 'anexo-renuncia.pdf' }] });
    expect(request!.empresa).not.toBe('');
    // The candidate sees it is with the service.
    expect(await mine(internshipId)).toEqual({ estado: 'pendiente', fecha: expect.any(String), motivo: null });
    const told = await notices('internship.renounced');
    // One notice per member of staff, for the first file only.
    expect(new Set(told.map((n) => n.user_id)).size).toBe(told.length);
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]).toMatchObject({ company_id: null, link: '/gestion/cambios-practicas' });

    const url = `/api/Gestor/dameDocumentoPracticaGestor/${request!.documentos[0]!.id}`;
    const file = await t.app.inject({ method: 'GET', url, headers: { host: UIB, authorization: `Bearer ${gestor}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(file.rawPayload, PDF_BYTES)).toBe(0);
    // Another institution's staff, and a document that does not exist, answer 608 without the file.
    const genericStaff = await t.login('Gestor', 'gestor@example.org');
    const foreign = await t.call('GET', url, { token: genericStaff });
    expect(foreign.body.status).toBe(Status.NotFound);
    expect((await t.call('GET', '/api/Gestor/dameDocumentoPracticaGestor/999999', { token: gestor, host: UIB })).body.status).toBe(Status.NotFound);
  });

  it("is not in the company's own requests, and neither side's open request blocks the other's", async () => {
    const mine = (await t.call('GET', '/api/Empresa/dameSolicitudesCambioPracticas', { token: company, host: UIB })).body.datos as { accion: string }[];
    expect(mine.map((r) => r.accion)).not.toContain('renuncia');
    const asked = await t.call('POST', '/api/Empresa/solictitarAccionSobrePractica', {
      token: company,
      host: UIB,
      body: { idPractica: internshipId, accion: 'horas', horasDia: 4, motivo: 'Menos horas por las tardes' },
    });
    expect(asked.body.status).toBe(Status.PracticeRequestSent);
  });

  it('refused, it leaves the internship running and the candidate reads why; the company hears nothing', async () => {
    const request = (await renunciationOf(internshipId))!;
    const res = await staffCall('rechazarSolicitudCambioPractica', { idSolicitud: request.idSolicitud, motivo: 'Falta la firma del tutor académico' });
    expect(res.body.status).toBe(Status.RequestRejected);
    expect(await stateOf(internshipId)).toBe('active');
    const [told] = await notices('internship.renunciation-decided');
    expect(told).toMatchObject({ user_id: candidateId, link: '/mis-practicas' });
    expect(JSON.stringify(told!.params)).toContain('Falta la firma del tutor académico');
    expect(await notices('internship.ended')).toEqual([]);
    expect((await renunciationOf(internshipId, 'rechazada'))?.motivoDecision).toBe('Falta la firma del tutor académico');
    expect(await mine(internshipId)).toMatchObject({ estado: 'rechazada', motivo: 'Falta la firma del tutor académico' });
  });

  it("accepted, it ends the internship as renounced, closes the company's open request, and tells both", async () => {
    expect((await renounce(internshipId, 'renuncia-con-firmas.pdf')).body.status).toBe(Status.DocumentsAttached);
    const request = (await renunciationOf(internshipId))!;
    // The new request shows the documents of the internship's renunciation, the refused one's among them.
    expect(request.documentos.map((d) => d.nombre)).toContain('renuncia-con-firmas.pdf');
    const res = await staffCall('aceptarSolicitudCambioPractica', { idSolicitud: request.idSolicitud });
    expect(res.body.status).toBe(Status.RequestAccepted);
    expect(await stateOf(internshipId)).toBe('renounced');
    expect(await mine(internshipId)).toMatchObject({ estado: 'aceptada', motivo: null });

    const companyRequest = await t.db
      .selectFrom('internship_change_requests')
      .select(['state', 'decision_reason'])
      .where('internship_id', '=', internshipId)
      .where('kind', '=', 'hours')
      .executeTakeFirstOrThrow();
    expect(companyRequest.state).toBe('rejected');
    // In the words of the member of staff who accepted (uib's works in Catalan).
    expect(companyRequest.decision_reason).toMatch(/renuncia|renúncia/i);
    expect((await notices('internship-change.decided')).map((n) => n.company_id)).toContain(companyId);
    expect(await notices('internship.ended')).toEqual([expect.objectContaining({ company_id: companyId, link: '/solicitar-cambio-practicas' })]);
    expect((await notices('internship.renunciation-decided')).filter((n) => n.user_id === candidateId)).toHaveLength(2);
    const audit = await t.db.selectFrom('audit_log').select('action').where('entity_id', '=', internshipId).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['rejectRenunciation', 'acceptRenunciation', 'rejectInternshipChange']));

    // The internship has ended: no further renunciation, and the service cannot accept a change of it.
    expect((await renounce(internshipId)).body.status).toBe(Status.ActionNotAllowed);
    expect((await staffCall('aceptarSolicitudCambioPractica', { idSolicitud: request.idSolicitud })).body.status).toBe(Status.RequestAlreadyDecided);
  });

  it('withdrawn when the candidate takes back every file before the service decides', async () => {
    const other = await createInternship(t.db, { institutionId: 'uib', candidateId, companyId, state: 'pending' });
    const sent = await renounce(other);
    expect((await renunciationOf(other))?.documentos).toHaveLength(1);
    const removed = await t.call('POST', '/api/Alumno/delDocumentoPractica', { token: candidate, host: UIB, body: { id: sent.body.datos.idDocumento } });
    expect(removed.body.status).toBe(Status.Ok);
    expect(await renunciationOf(other)).toBeUndefined();
    expect(await mine(other)).toBeNull();
    expect(await t.db.selectFrom('internship_change_requests').select('id').where('internship_id', '=', other).execute()).toEqual([]);
  });

  it('of an internship at a company outside the portal, names no company and tells none', async () => {
    const outside = await createInternship(t.db, { institutionId: 'uib', candidateId, companyId: null });
    expect((await renounce(outside)).body.status).toBe(Status.DocumentsAttached);
    const request = (await renunciationOf(outside))!;
    expect(request.empresa).toBe('');
    const told = (await notices('internship.renounced')).at(-1)!;
    expect(JSON.stringify(told.params)).toContain('fuera del portal');
    const endedBefore = (await notices('internship.ended')).length;
    expect((await staffCall('aceptarSolicitudCambioPractica', { idSolicitud: request.idSolicitud })).body.status).toBe(Status.RequestAccepted);
    expect(await stateOf(outside)).toBe('renounced');
    expect(await notices('internship.ended')).toHaveLength(endedBefore);
    // The student's notice names no blank company either.
    expect(JSON.stringify((await notices('internship.renunciation-decided')).at(-1)!.params)).toContain('fuera del portal');
  });
});
