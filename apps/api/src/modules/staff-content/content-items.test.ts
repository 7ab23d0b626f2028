import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffToken, UIB } from '../staff/staff.testing.ts';

let t: TestApp;
let staff: string;
let uibStaff: string;
let png: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  uibStaff = await staffToken(t, 'uib');
  png = (await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1d4ed8' } }).png().toBuffer()).toString('base64');
});
afterAll(async () => {
  await t?.close();
});

const post = (name: string, body: unknown, token = staff, host?: string) => t.call('POST', `/api/Gestor/${name}`, { token, body, ...(host ? { host } : {}) });
const get = (name: string, token = staff, host?: string) => t.call('GET', `/api/Gestor/${name}`, { token, ...(host ? { host } : {}) });
const lastContentLine = () => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'content').orderBy('id', 'desc').executeTakeFirstOrThrow();
const inDays = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString();

const eventFields = () => ({
  categoria: 'feria',
  fecha: inDays(2),
  lugar: 'Aula magna',
  destacado: true,
  tituloEs: 'Feria de empleo de primavera',
  tituloCa: "Fira d'ocupació de primavera",
  entradillaEs: 'Cincuenta empresas buscan talento.',
  descripcionEs: 'Trae tu CV impreso.',
  videos: ['https://video.example.org/feria'],
});

describe('events', () => {
  let eventBody: ReturnType<typeof eventFields>;
  beforeAll(() => {
    eventBody = eventFields();
  });
  it('staff publish an event with an image; candidates read it in their language; edits and deletion are audited', async () => {
    const saved = await post('guardaEventoGestor', { ...eventBody, imagen: { ficheroB64: png, extension: 'png' } });
    expect(saved.body.status).toBe(514);
    const event = saved.body.datos;
    expect(event).toMatchObject({ tituloEs: 'Feria de empleo de primavera', tituloCa: "Fira d'ocupació de primavera", tituloEn: '', destacado: true, videos: eventBody.videos });
    expect(event.imagen).toMatch(/^data:image\/png;base64,/);
    // Scaled down to at most 1200 px a side.
    const stored = await sharp(Buffer.from(event.imagen.split(',')[1], 'base64')).metadata();
    expect(stored.width).toBe(1200);
    expect((await lastContentLine()).action).toBe('createEvent');

    const candidate = await t.login('Alumno', 'alumno@example.org');
    const ca = await t.call('GET', '/api/Alumno/dameEventos', { token: candidate, headers: { 'accept-language': 'ca' } });
    const es = await t.call('GET', '/api/Alumno/dameEventos', { token: candidate, headers: { 'accept-language': 'es' } });
    expect(ca.body.datos.find((e: { idEvento: number }) => e.idEvento === event.id)).toMatchObject({ titulo: "Fira d'ocupació de primavera", destacado: true });
    expect(es.body.datos.find((e: { idEvento: number }) => e.idEvento === event.id)).toMatchObject({ titulo: 'Feria de empleo de primavera', entradilla: 'Cincuenta empresas buscan talento.' });

    const withImage = await post('anadeImagenGaleriaEventoGestor', { id: event.id, imagen: { ficheroB64: png, extension: 'png' } });
    expect(withImage.body.datos.galeria).toHaveLength(1);
    const removed = await post('quitaImagenGaleriaEventoGestor', { id: event.id, indice: 0 });
    expect(removed.body.datos.galeria).toHaveLength(0);

    const edited = await post('guardaEventoGestor', { ...eventBody, id: event.id, tituloEs: 'Feria de empleo', destacado: false });
    expect(edited.body.datos).toMatchObject({ tituloEs: 'Feria de empleo', destacado: false, urlAcceso: event.urlAcceso });
    expect(edited.body.datos.imagen).toBe(event.imagen);
    expect(await lastContentLine()).toMatchObject({ action: 'editEvent', entity_id: event.id });

    expect((await post('borraEventoGestor', { id: event.id })).body.status).toBe(0);
    expect((await get('dameEventosGestor')).body.datos.map((e: { id: number }) => e.id)).not.toContain(event.id);
    expect(await lastContentLine()).toMatchObject({ action: 'deleteEvent', entity_id: event.id });
  });

  it('tells the people of an event still to come when its day or place changes, and when it is cancelled', async () => {
    const event = (await post('guardaEventoGestor', { ...eventBody, fecha: inDays(5), tituloEs: 'Taller de LinkedIn', tituloCa: 'Taller de LinkedIn (ca)' })).body.datos;
    const candidate = await t.login('Alumno', 'alumno@example.org');
    expect((await t.call('POST', '/api/Alumno/inscribirseEnEvento', { token: candidate, body: { idEvento: event.id } })).body.datos.miInscripcion).toMatchObject({ estado: 'inscrito' });
    const noticesOf = (kind: 'event.changed' | 'event.cancelled') => t.db.selectFrom('notifications').select(['user_id', 'params', 'link']).where('kind', '=', kind).execute();

    // A new text only: nothing they planned around changed.
    const texts = { tituloEs: 'Taller de LinkedIn avanzado', tituloCa: 'Taller de LinkedIn avançat' };
    await post('guardaEventoGestor', { ...eventBody, ...texts, id: event.id, fecha: event.fecha });
    expect(await noticesOf('event.changed')).toHaveLength(0);

    await post('guardaEventoGestor', { ...eventBody, ...texts, id: event.id, fecha: event.fecha, lugar: 'Sala 3, edificio Jovellanos' });
    const changed = await noticesOf('event.changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]?.link).toBe(`/eventos/${event.id}`);
    const bell = (await t.call('GET', '/api/Alumno/dameNotificaciones', { token: candidate })).body.datos.notificaciones as { tipo: string; texto: string }[];
    expect(bell.find((n) => n.tipo === 'event.changed')?.texto).toContain('Sala 3, edificio Jovellanos');

    expect((await post('borraEventoGestor', { id: event.id })).body.status).toBe(0);
    const cancelled = await noticesOf('event.cancelled');
    expect(cancelled.map((n) => n.link)).toEqual(['/eventos']);
    const inCatalan = (await t.call('GET', '/api/Alumno/dameNotificaciones', { token: candidate, headers: { 'accept-language': 'ca' } })).body.datos.notificaciones as { tipo: string; texto: string }[];
    expect(inCatalan.find((n) => n.tipo === 'event.cancelled')?.texto).toContain('Taller de LinkedIn avançat');
  });

  it('refuses an image whose content is not an image, a bad category and another institution’s event', async () => {
    const fake = Buffer.from('not a picture at all').toString('base64');
    const bad = await post('guardaEventoGestor', { ...eventBody, imagen: { ficheroB64: fake, extension: 'png' } });
    expect(bad.body.status).toBe(46);
    expect(bad.body.datos.errores[0].campo).toBe('imagen.ficheroB64');
    expect((await post('guardaEventoGestor', { ...eventBody, categoria: 'Feria de empleo' })).statusCode).toBe(400);

    const uib = await post('guardaEventoGestor', { ...eventBody, tituloEs: 'Evento de la UIB' }, uibStaff, UIB);
    const before = await t.db.selectFrom('events').selectAll().where('id', '=', uib.body.datos.id).executeTakeFirstOrThrow();
    expect((await post('guardaEventoGestor', { ...eventBody, id: uib.body.datos.id })).body.status).toBe(608);
    expect((await post('borraEventoGestor', { id: uib.body.datos.id })).body.status).toBe(608);
    expect((await post('anadeImagenGaleriaEventoGestor', { id: uib.body.datos.id, imagen: { ficheroB64: png, extension: 'png' } })).body.status).toBe(608);
    expect(await t.db.selectFrom('events').selectAll().where('id', '=', uib.body.datos.id).executeTakeFirstOrThrow()).toEqual(before);
    expect(JSON.stringify((await get('dameEventosGestor')).body.datos)).not.toContain('Evento de la UIB');
  });
});

describe('orientation guides', () => {
  const guide = {
    tituloCa: 'Guia de l’entrevista',
    tituloEs: 'Guía de la entrevista',
    tituloEn: 'Interview guide',
    descripcionCa: 'Com preparar-la.',
    descripcionEs: 'Cómo prepararla.',
    descripcionEn: 'How to prepare it.',
  };
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF').toString('base64');

  it('a guide with a file and an image reaches the candidate; its file downloads; deletion removes it', async () => {
    const saved = await post('guardaGuiaGestor', { ...guide, fichero: { ficheroB64ParaAltas: pdf, extension_adjunto: 'pdf', nombre: 'entrevista' }, imagen: { ficheroB64: png, extension: 'png' } });
    expect(saved.body.status).toBe(514);
    expect(saved.body.datos).toMatchObject({ tituloEs: 'Guía de la entrevista', nombreFichero: 'entrevista.pdf', enlace: null });
    expect(saved.body.datos.imagen).toMatch(/^data:image\/png/);
    const candidate = await t.login('Alumno', 'alumno@example.org');
    const listed = await t.call('GET', '/api/Alumno/dameGuiaOrientacion', { token: candidate });
    const mine = listed.body.datos.find((g: { id: number }) => g.id === saved.body.datos.id);
    expect(mine).toMatchObject({ titulo: 'Guía de la entrevista', urlFichero: saved.body.datos.urlFichero });
    const file = await t.app.inject({ method: 'GET', url: saved.body.datos.urlFichero, headers: { host: '127.0.0.1', authorization: `Bearer ${candidate}` } });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF-1.4')).toBe(true);

    const toLink = await post('guardaGuiaGestor', { ...guide, id: saved.body.datos.id, enlace: 'https://guides.example.org/entrevista' });
    expect(toLink.body.datos).toMatchObject({ nombreFichero: null, urlFichero: 'https://guides.example.org/entrevista' });
    expect(toLink.body.datos.imagen).toBe(saved.body.datos.imagen);
    expect(await lastContentLine()).toMatchObject({ action: 'editGuide' });

    await post('borraGuiaGestor', { id: saved.body.datos.id });
    expect((await get('dameGuiasGestor')).body.datos.map((g: { id: number }) => g.id)).not.toContain(saved.body.datos.id);
    expect(await lastContentLine()).toMatchObject({ action: 'deleteGuide', entity_id: saved.body.datos.id });
  });

  it('needs a file or an address; refuses a file of a forbidden type and another institution’s guide', async () => {
    const none = await post('guardaGuiaGestor', guide);
    expect(none.body.status).toBe(15);
    expect(none.body.datos.errores[0]).toMatchObject({ campo: 'fichero', clave: 'fileOrUrl' });
    const exe = await post('guardaGuiaGestor', { ...guide, fichero: { ficheroB64ParaAltas: pdf, extension_adjunto: 'exe' } });
    expect(exe.statusCode).toBe(400);
    const uib = await post('guardaGuiaGestor', { ...guide, enlace: 'https://uib.example.org/guia' }, uibStaff, UIB);
    expect((await post('guardaGuiaGestor', { ...guide, id: uib.body.datos.id, enlace: 'https://x.example.org' })).body.status).toBe(608);
    expect((await post('borraGuiaGestor', { id: uib.body.datos.id })).body.status).toBe(608);
  });
});

describe('internship programmes', () => {
  it('staff add a programme; one in use is deactivated, kept for its offers, and can be activated again', async () => {
    const list = await get('dameProgramasGestor');
    const inUse = list.body.datos.find((p: { ofertas: number }) => p.ofertas > 0);
    expect(inUse).toBeDefined();
    const created = await post('guardaProgramaGestor', { nombreCa: 'Programa Talent', nombreEs: 'Programa Talento', nombreEn: 'Talent programme' });
    expect(created.body.datos).toMatchObject({ nombreEs: 'Programa Talento', activo: true, ofertas: 0 });
    const domains = await t.call('GET', '/api/Dominios/dominios/es');
    expect(domains.body.datos.programas.map((p: { id: number }) => p.id)).toContain(created.body.datos.id);

    const off = await post('activaProgramaGestor', { id: inUse.id, activo: false });
    expect(off.body.datos).toMatchObject({ id: inUse.id, activo: false, ofertas: inUse.ofertas });
    expect(await lastContentLine()).toMatchObject({ action: 'deactivateProgramme', entity_id: inUse.id });
    expect((await post('activaProgramaGestor', { id: inUse.id, activo: true })).body.datos.activo).toBe(true);
  });

  it("another institution's programme is not found", async () => {
    const uib = (await get('dameProgramasGestor', uibStaff, UIB)).body.datos[0];
    expect((await post('activaProgramaGestor', { id: uib.id, activo: false })).body.status).toBe(63);
    expect((await post('guardaProgramaGestor', { id: uib.id, nombreCa: 'Xxx', nombreEs: 'Xxx', nombreEn: 'Xxx' })).body.status).toBe(63);
    expect((await get('dameProgramasGestor', uibStaff, UIB)).body.datos[0]).toEqual(uib);
  });
});

describe('rejection reasons', () => {
  const reason = { idPerfil: 1, descripcionCa: 'He acceptat una altra oferta', descripcionEs: 'He aceptado otra oferta', descripcionEn: 'I accepted another offer', paraAlumnos: true };
  const version = async () => (await t.db.selectFrom('reference_data_version').select('version').executeTakeFirstOrThrow()).version;
  const studentReasons = async (host?: string) =>
    (await t.call('GET', '/api/Dominios/tipoMotivoCambioEstadoCandidatura/es?perfil=1', host ? { host } : {})).body.datos.map((r: { descripcion: string }) => r.descripcion);

  it('a reason for students is offered to students at once; deactivated, it no longer is; other institutions never see it', async () => {
    const v0 = await version();
    const saved = await post('guardaMotivoRechazoGestor', reason);
    expect(saved.body.datos).toMatchObject({ idEstado: 17, idPerfil: 1, paraAlumnos: true, activo: true, propio: true });
    expect(saved.body.datos.idMotivo).toBeGreaterThanOrEqual(1000);
    expect(await version()).not.toBe(v0);
    expect(await studentReasons()).toContain('He aceptado otra oferta');
    // Students are offered only the reasons written for them.
    expect(await studentReasons()).not.toContain('Experiencia profesional insuficiente para el puesto');
    expect(await studentReasons(UIB)).not.toContain('He aceptado otra oferta');

    const v1 = await version();
    const off = await post('activaMotivoRechazoGestor', { id: saved.body.datos.idMotivo, activo: false });
    expect(off.body.datos.activo).toBe(false);
    expect(await version()).not.toBe(v1);
    expect(await studentReasons()).not.toContain('He aceptado otra oferta');
    expect(await lastContentLine()).toMatchObject({ action: 'deactivateRejectionReason', entity_id: saved.body.datos.idMotivo });

    const forCompanies = await post('guardaMotivoRechazoGestor', { ...reason, idMotivo: saved.body.datos.idMotivo, paraAlumnos: false, descripcionEs: 'Ha aceptado otra oferta' });
    expect(forCompanies.body.datos).toMatchObject({ paraAlumnos: false, activo: false, descripcionEs: 'Ha aceptado otra oferta' });
  });

  it('the common list is read-only and another institution’s reasons are not found', async () => {
    const list = (await get('dameMotivosRechazoGestor')).body.datos;
    const common = list.find((r: { propio: boolean }) => !r.propio);
    expect(common).toBeDefined();
    expect((await post('guardaMotivoRechazoGestor', { ...reason, idMotivo: common.idMotivo })).body.status).toBe(608);
    expect((await post('activaMotivoRechazoGestor', { id: common.idMotivo, activo: false })).body.status).toBe(608);
    const uib = await post('guardaMotivoRechazoGestor', { ...reason, descripcionEs: 'Motivo de la UIB' }, uibStaff, UIB);
    // Own ids are per institution: the same number names this institution's reason, never the other's.
    await post('activaMotivoRechazoGestor', { id: uib.body.datos.idMotivo, activo: false });
    const uibList = (await get('dameMotivosRechazoGestor', uibStaff, UIB)).body.datos;
    expect(uibList.find((r: { idMotivo: number }) => r.idMotivo === uib.body.datos.idMotivo)).toMatchObject({ descripcionEs: 'Motivo de la UIB', activo: true });
    expect(JSON.stringify((await get('dameMotivosRechazoGestor')).body.datos)).not.toContain('Motivo de la UIB');
    expect((await post('guardaMotivoRechazoGestor', { ...reason, idPerfil: 3 })).statusCode).toBe(400);
  });
});
