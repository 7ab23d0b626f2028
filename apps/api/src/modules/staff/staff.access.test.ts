import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, staffSettingsCalls, staffSurveysCalls, type CallDefinition } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { allStaffCalls, companyIdByEmail, staffToken, UIB } from './staff.testing.ts';

let t: TestApp;
let uibStaff: string;
let genericCompanyId: number;
let genericOfferId: number;
let genericCandidacyId: number;
let genericCandidateId: number;
let genericCommunicationId: number;
let genericDocuments: { idConvenio: number; idFactura: number; idDocumento: number };
let genericContent: { survey: number; event: number; guide: number; programme: number; published: number; added: number; activeProgramme: number; adhesion: number };
let genericRequests: { change: number; education: number; internshipDocument: number };

beforeAll(async () => {
  t = await createTestApp();
  uibStaff = await staffToken(t, 'uib');
  genericCompanyId = await companyIdByEmail(t, 'pendiente@example.org');
  const offer = await t.db.selectFrom('offers').select('id').where('institution_id', '=', 'generic').where('state', '=', 'pending').executeTakeFirstOrThrow();
  genericOfferId = offer.id;
  const candidacy = await t.db.selectFrom('candidacies').select(['id', 'candidate_id']).where('institution_id', '=', 'generic').executeTakeFirstOrThrow();
  genericCandidacyId = candidacy.id;
  genericCandidateId = candidacy.candidate_id;
  genericCommunicationId = (await t.db.selectFrom('communications').select('id').where('institution_id', '=', 'generic').executeTakeFirstOrThrow()).id;
  genericDocuments = {
    idConvenio: (await t.db.selectFrom('agreements').select('id').where('institution_id', '=', 'generic').where('state', '=', 'generado').executeTakeFirstOrThrow()).id,
    idFactura: (await t.db.selectFrom('company_invoices').select('id').where('institution_id', '=', 'generic').executeTakeFirstOrThrow()).id,
    idDocumento: (await t.db.selectFrom('company_internship_documents').select('id').where('institution_id', '=', 'generic').executeTakeFirstOrThrow()).id,
  };
  const generic = await staffToken(t);
  const programmes = await t.call('GET', '/api/Gestor/dameProgramasGestor', { token: generic });
  genericContent = {
    survey: (await t.db.selectFrom('surveys').select('id').where('institution_id', '=', 'generic').executeTakeFirstOrThrow()).id,
    event: (await t.db.selectFrom('events').select('id').where('institution_id', '=', 'generic').executeTakeFirstOrThrow()).id,
    guide: (await t.db.selectFrom('guides').select('id').where('institution_id', '=', 'generic').executeTakeFirstOrThrow()).id,
    programme: programmes.body.datos[0].id,
    published: (await t.db.selectFrom('published_documents').select('id').where('institution_id', '=', 'generic').executeTakeFirstOrThrow()).id,
    added: (await t.db.selectFrom('company_added_documents').select('id').where('institution_id', '=', 'generic').executeTakeFirstOrThrow()).id,
    activeProgramme: (await t.db.selectFrom('active_programmes').select('id').where('institution_id', '=', 'generic').executeTakeFirstOrThrow()).id,
    adhesion: (await t.db.selectFrom('programme_company_adhesions').select('id').where('institution_id', '=', 'generic').where('state', '=', 'solicitada').executeTakeFirstOrThrow()).id,
  };
  genericRequests = {
    change: (await t.db.selectFrom('internship_change_requests').select('id').where('institution_id', '=', 'generic').executeTakeFirstOrThrow()).id,
    education: (await t.db.selectFrom('internship_requests').select('id').where('institution_id', '=', 'generic').where('origin', '=', 'company').executeTakeFirstOrThrow()).id,
    internshipDocument: (
      await t.db
        .selectFrom('internship_documents as d')
        .innerJoin('internships as i', 'i.id', 'd.internship_id')
        .select('d.id')
        .where('i.institution_id', '=', 'generic')
        .orderBy('d.id')
        .executeTakeFirstOrThrow()
    ).id,
  };
});
afterAll(async () => {
  await t?.close();
});

/** A 1×1 PNG: the content calls check an image's shape before they look the record up. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The service's content calls take bodies of their own: each names an institution-generic record. */
function contentBodyFor(name: string): Record<string, unknown> | undefined {
  const texts = (field: string, text: string) => ({ [`${field}Ca`]: text, [`${field}Es`]: text, [`${field}En`]: text });
  switch (name) {
    case 'guardaEventoGestor':
      return { id: genericContent.event, categoria: 'feria', fecha: '2027-03-01T10:00:00+01:00', lugar: 'Campus', destacado: false, tituloEs: 'Evento de prueba', videos: [] };
    case 'anadeImagenGaleriaEventoGestor':
      return { id: genericContent.event, imagen: { ficheroB64: `data:image/png;base64,${PNG}`, extension: 'png' } };
    case 'quitaImagenGaleriaEventoGestor':
      return { id: genericContent.event, indice: 0 };
    case 'borraEventoGestor':
      return { id: genericContent.event };
    case 'guardaGuiaGestor':
      return { id: genericContent.guide, ...texts('titulo', 'Guía de prueba'), ...texts('descripcion', 'Descripción de prueba'), enlace: 'https://example.org/guia' };
    case 'borraGuiaGestor':
      return { id: genericContent.guide };
    case 'guardaProgramaGestor':
      return { id: genericContent.programme, ...texts('nombre', 'Programa de prueba') };
    case 'activaProgramaGestor':
      return { id: genericContent.programme, activo: false };
    case 'guardaDocumentoPublicadoGestor':
      return { id: genericContent.published, tipo: 'anexo', titulo: 'Documento de prueba' };
    case 'publicaDocumentoGestor':
      return { id: genericContent.published, publicado: false };
    case 'borraDocumentoPublicadoGestor':
      return { id: genericContent.published };
    case 'guardaProgramaPracticasGestor':
      return { id: genericContent.activeProgramme, tituloEs: 'Programa de prueba', descripcionEs: 'Descripción de prueba', fechaInicio: '2027-01-01', abierto: true };
    case 'abreProgramaPracticasGestor':
      return { id: genericContent.activeProgramme, abierto: false };
    case 'resuelveAdhesionProgramaGestor':
      return { id: genericContent.adhesion, aceptar: true };
    case 'aceptarSolicitudCambioPractica':
    case 'rechazarSolicitudCambioPractica':
      return { idSolicitud: genericRequests.change, motivo: 'Motivo de prueba' };
    case 'aceptarSolicitudPracticaGestor':
    case 'rechazarSolicitudPracticaGestor':
      return { idSolicitudPractica: genericRequests.education, motivo: 'Motivo de prueba' };
    case 'guardaEncuestaGestor':
      return {
        id: genericContent.survey,
        titulo: 'Encuesta de prueba',
        anonima: false,
        obligatoria: false,
        destinatarios: 'Alumno',
        fechaInicio: '2026-01-01T00:00:00Z',
        fechaFin: '2027-01-01T00:00:00Z',
        preguntas: [{ clave: 'p1', tipo: 'texto', texto: '¿Algo?', obligatoria: false, opciones: [] }],
      };
    case 'borraEncuestaGestor':
      return { id: genericContent.survey };
    case 'guardaMotivoRechazoGestor':
      return { idMotivo: 1, idPerfil: 1, ...texts('descripcion', 'Motivo de prueba'), paraAlumnos: true };
    default:
      return undefined;
  }
}

/** What another institution's record answers: 608, or the not-found code of that kind of record. */
const PROGRAMME_CALLS = new Set(['guardaProgramaGestor', 'activaProgramaGestor', 'guardaProgramaPracticasGestor', 'abreProgramaPracticasGestor']);
const EVENT_CALLS = new Set(['dameInscritosEventoGestor', 'exportaInscritosEventoGestor']);
const SURVEY_CALLS = new Set(Object.values(staffSurveysCalls).map((call) => call.name as string));
const notFoundOf = (name: string) => (PROGRAMME_CALLS.has(name) ? 63 : EVENT_CALLS.has(name) ? 74 : SURVEY_CALLS.has(name) ? 35 : 608);

/** A body that passes every call's validation, naming institution-generic records. */
function bodyFor(call: CallDefinition) {
  const content = contentBodyFor(call.name);
  if (content) return content;
  return {
    idEmpresa: genericCompanyId,
    idsEmpresa: [genericCompanyId],
    idOferta: genericOfferId,
    idsOferta: [genericOfferId],
    idUsuario: 1,
    idCandidatura: genericCandidacyId,
    idAlumno: genericCandidateId,
    idEstado: 2,
    idMotivo: 1,
    idGestor: null,
    motivo: 'Motivo de prueba',
    observaciones: 'Observaciones de prueba',
    fechaDestacada: '01/01/2030',
    razonSocial: 'Otra razón social',
    nombreComercial: 'Otro nombre',
    nombre: 'Ana',
    apellidos: 'Pons',
    validado: true,
    activo: false,
    flags: {},
    id: genericCommunicationId,
    destinatarios: 'all',
    desde: '2026-01-01',
    textoCa: 'Text de prova',
    textoEs: 'Texto de prueba',
    textoEn: 'Test text',
    ...genericDocuments,
    estado: 'erroneo',
    tipo: 'anexo',
    numero: 'F-1',
    fecha: '2026-01-01',
    importe: 10,
    fichero: { ficheroB64ParaAltas: `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`, extension_adjunto: 'pdf' },
  };
}
const pathFor = (call: CallDefinition) =>
  buildPath(call.path, {
    idEmpresa: genericCompanyId,
    idOferta: genericOfferId,
    idAlumno: genericCandidateId,
    id: '00000000-0000-0000-0000-000000000000',
    ...genericDocuments,
    ...(call.name === 'ficheroDocumentoPublicadoGestor' ? { idDocumento: genericContent.published } : {}),
    ...(call.name === 'ficheroDocumentoAportadoGestor' ? { idDocumento: genericContent.added } : {}),
    ...(EVENT_CALLS.has(call.name) ? { id: genericContent.event } : {}),
    ...(call.name === 'dameSolicitudPracticaGestor' ? { id: genericRequests.education } : {}),
    ...(call.name === 'dameDocumentoPracticaGestor' ? { id: genericRequests.internshipDocument } : {}),
    ...(SURVEY_CALLS.has(call.name) ? { id: genericContent.survey } : {}),
  });

describe('the back office is for staff only', () => {
  it.each(allStaffCalls.map((call) => [call.name, call] as const))('%s refuses candidates and companies with 607', async (_name, call) => {
    for (const [role, usuario] of [
      ['Alumno', 'alumno@example.org'],
      ['Empresa', 'empresa@example.org'],
    ] as const) {
      const token = await t.login(role, usuario);
      const res = await t.call(call.method, pathFor(call), { token, body: call.method === 'POST' ? bodyFor(call) : undefined });
      expect(res.statusCode, `${role} ${call.path}`).toBe(403);
      expect(res.body.status).toBe(607);
    }
    expect((await t.call(call.method, pathFor(call), { body: call.method === 'POST' ? {} : undefined })).body.status).toBe(2);
  });
});

// Calls that name a record of the institution (creating a staff account names none).
// Institution settings name no record: they are the caller's own institution's by construction (settings.test.ts).
// The information pages (career guidance, help) are the caller's institution's by construction, like its settings;
// so are the god-mode passes and the single sign-on settings (god-mode.test.ts, sso.test.ts).
const callsWithoutRecord = new Set([
  'creaGestor',
  'publicaTextoProteccionDatosGestor',
  'guardaPaginaInformativaGestor',
  'creaPaseModoDios',
  'retiraPasesModoDios',
  'editaAccesoUnicoGestor',
  ...Object.values(staffSettingsCalls).map((call) => call.name),
]);
const callsWithIds = allStaffCalls.filter((call) => (call.method === 'POST' && !callsWithoutRecord.has(call.name)) || call.path.includes(':'));

describe("a staff member of another institution gets nothing of this one's", () => {
  it.each(callsWithIds.map((call) => [call.name, call] as const))("%s with another institution's ids answers 608 and changes nothing", async (_name, call) => {
    const before = await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await t.call(call.method, pathFor(call), { token: uibStaff, host: UIB, body: call.method === 'POST' ? bodyFor(call) : undefined });
    expect(res.body.status, JSON.stringify(res.body)).toBe(notFoundOf(call.name));
    expect(res.statusCode).toBe(404);
    const after = await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("lists only the staff member's own institution", async () => {
    const companies = await t.call('GET', '/api/Gestor/dameEmpresasGestor?estado=validada', { token: uibStaff, host: UIB });
    const offers = await t.call('GET', '/api/Gestor/dameOfertasGestor?estado=publicada', { token: uibStaff, host: UIB });
    const ids = (rows: { idEmpresa: number }[]) => rows.map((r) => r.idEmpresa);
    const uibCompanies = await t.db.selectFrom('companies').select('id').where('institution_id', '=', 'uib').execute();
    expect(companies.body.datos.items.length).toBeGreaterThan(0);
    expect(ids(companies.body.datos.items).every((id: number) => uibCompanies.some((c) => c.id === id))).toBe(true);
    expect(ids(offers.body.datos.items).every((id: number) => uibCompanies.some((c) => c.id === id))).toBe(true);
    const staff = await t.call('GET', '/api/Gestor/dameGestores', { token: uibStaff, host: UIB });
    expect(staff.body.datos.map((s: { email: string }) => s.email)).toEqual(['gestor@uib.example.org']);
  });

  it("a staff token of one institution is not accepted at another's host", async () => {
    const res = await t.call('GET', '/api/Gestor/dameEmpresasGestor', { token: uibStaff });
    expect(res.body.status).toBe(2);
  });
});
