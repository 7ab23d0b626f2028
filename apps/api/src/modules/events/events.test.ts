import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { queueMail } from '../../mail/outbox.ts';
import { auditLines, staffToken, UIB } from '../staff/staff.testing.ts';
import { remindEvents } from './event-reminders.ts';

let t: TestApp;
let candidate: string;
let sequence = 0;

const DAY_MS = 24 * 3600 * 1000;

async function eventOf(options: { institutionId?: string; inDays: number; capacity?: number | null; title?: string }): Promise<number> {
  sequence += 1;
  const row = await t.db
    .insertInto('events')
    .values({
      institution_id: options.institutionId ?? 'generic',
      url_access: `evento-prueba-${sequence}-${Date.now()}`,
      title: options.title ?? `Evento de prueba ${sequence}`,
      category: 'jornadas',
      starts_at: new Date(t.clock.now().getTime() + options.inDays * DAY_MS),
      place: 'Aula magna, edificio central',
      image_url: null,
      lead: 'Una jornada, con café; y preguntas',
      translations: JSON.stringify({ ca: { title: `Esdeveniment de prova ${sequence}` } }),
      gallery: '[]',
      videos: '[]',
      capacity: options.capacity ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A candidate of the default institution, made straight in the database, signed in with the demo password. */
async function newCandidate(): Promise<{ userId: number; token: string }> {
  sequence += 1;
  const email = `eventos.${sequence}.${Date.now()}@example.net`;
  const hash = await t.db.selectFrom('users').select('password_hash').where('email', '=', 'alumno@example.org').executeTakeFirstOrThrow();
  const user = await t.db
    .insertInto('users')
    .values({ institution_id: 'generic', role: 'Alumno', email, first_name: 'Eva', last_name: 'Puig', password_hash: hash.password_hash, rgpd_version: 1, rgpd_accepted_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('candidates').values({ user_id: user.id, institution_id: 'generic', cv_created_at: new Date() }).execute();
  return { userId: user.id, token: await t.login('Alumno', email) };
}

const enrol = (token: string, idEvento: number) => t.call('POST', '/api/Alumno/inscribirseEnEvento', { token, body: { idEvento, urlEvento: 'x' } });
const unenrol = (token: string, idEvento: number) => t.call('POST', '/api/Alumno/desinscribirseDeEvento', { token, body: { idEvento } });

beforeAll(async () => {
  t = await createTestApp();
  candidate = await t.login('Alumno', 'alumno@example.org');
});
afterAll(async () => {
  await t?.close();
});

describe("an event's record", () => {
  it('shows the event in the reader’s language, signed in or on the public page', async () => {
    const id = await eventOf({ inDays: 3, capacity: 10 });
    const signedIn = await t.call('GET', `/api/Alumno/dameFichaEvento/${id}`, { token: candidate, headers: { 'accept-language': 'ca' } });
    expect(signedIn.body.status).toBe(0);
    expect(signedIn.body.datos).toMatchObject({ idEvento: id, titulo: expect.stringContaining('Esdeveniment de prova'), caducado: false, plazas: 10, inscritos: 0, miInscripcion: null });
    const open = await t.call('GET', `/api/Publico/dameFichaEvento/${id}`);
    expect(open.body.status).toBe(0);
    expect(open.body.datos).toMatchObject({ idEvento: id, titulo: expect.stringContaining('Evento de prueba'), miInscripcion: null });
  });

  it("marks a past event as expired, and refuses an unknown or another institution's event with 74", async () => {
    const past = await eventOf({ inDays: -2 });
    expect((await t.call('GET', `/api/Publico/dameFichaEvento/${past}`)).body.datos.caducado).toBe(true);
    const foreign = await eventOf({ institutionId: 'uib', inDays: 3, title: 'Secreto de la UIB' });
    const refused = await t.call('GET', `/api/Alumno/dameFichaEvento/${foreign}`, { token: candidate });
    expect(refused.body.status).toBe(Status.EventNotFound);
    expect(JSON.stringify(refused.body)).not.toContain('Secreto de la UIB');
    expect((await t.call('GET', `/api/Publico/dameFichaEvento/${foreign}`)).body.status).toBe(Status.EventNotFound);
    expect((await t.call('GET', `/api/Publico/dameFichaEvento/${foreign}`, { host: UIB })).body.status).toBe(0);
    expect((await t.call('GET', '/api/Publico/dameFichaEvento/999999')).body.status).toBe(Status.EventNotFound);
  });

  it('answers bad input with 15 and the field, never a 5xx', async () => {
    const bad = await t.call('POST', '/api/Alumno/inscribirseEnEvento', { token: candidate, body: { idEvento: 'uno' } });
    expect(bad.body.status).toBe(Status.MissingMandatoryData);
    expect(bad.body.datos.errores).toEqual(expect.arrayContaining([expect.objectContaining({ campo: expect.stringContaining('idEvento') })]));
  });
});

describe('enrolment', () => {
  it('enrols, refuses a second enrolment (76), unenrols (536) and refuses giving up twice (641); both are logged', async () => {
    const id = await eventOf({ inDays: 5, capacity: 3 });
    const first = await enrol(candidate, id);
    expect(first.body.status).toBe(Status.EnrolmentDone);
    expect(first.body.datos).toMatchObject({ inscritos: 1, miInscripcion: { estado: 'inscrito', posicionEspera: null } });
    expect((await enrol(candidate, id)).body.status).toBe(Status.EventAlreadyEnrolled);
    const left = await unenrol(candidate, id);
    expect(left.body.status).toBe(Status.EventUnenrolled);
    expect(left.body.datos).toMatchObject({ inscritos: 0, miInscripcion: null });
    expect((await unenrol(candidate, id)).body.status).toBe(Status.EventNotEnrolled);
    const lines = await auditLines(t, 'content', id);
    expect(lines.map((l) => l.action)).toEqual(expect.arrayContaining(['enrolEvent', 'unenrolEvent']));
  });

  it('refuses enrolling in or leaving a past event (77), and another institution’s event (74) without a trace', async () => {
    expect((await enrol(candidate, await eventOf({ inDays: -1 }))).body.status).toBe(Status.EventEnrolmentClosed);
    const foreign = await eventOf({ institutionId: 'uib', inDays: 3 });
    expect((await enrol(candidate, foreign)).body.status).toBe(Status.EventNotFound);
    expect((await unenrol(candidate, foreign)).body.status).toBe(Status.EventNotFound);
    expect(await t.db.selectFrom('event_enrolments').select('id').where('event_id', '=', foreign).execute()).toEqual([]);
  });

  it('puts enrolments past the places on the waiting list, and moves the first waiting in (told) when a place frees', async () => {
    const id = await eventOf({ inDays: 4, capacity: 1, title: 'Taller de entrevistas' });
    const [a, b, c] = [await newCandidate(), await newCandidate(), await newCandidate()];
    expect((await enrol(a.token, id)).body.status).toBe(Status.EnrolmentDone);
    const waiting = await enrol(b.token, id);
    expect(waiting.body.status).toBe(Status.EventWaitingListPlace);
    expect(waiting.body.datos.miInscripcion).toEqual({ estado: 'espera', posicionEspera: 1 });
    expect((await enrol(c.token, id)).body.datos.miInscripcion).toEqual({ estado: 'espera', posicionEspera: 2 });

    expect((await unenrol(a.token, id)).body.status).toBe(Status.EventUnenrolled);
    const forB = await t.call('GET', `/api/Alumno/dameFichaEvento/${id}`, { token: b.token });
    expect(forB.body.datos).toMatchObject({ inscritos: 1, enEspera: 1, miInscripcion: { estado: 'inscrito' } });
    expect((await t.call('GET', `/api/Alumno/dameFichaEvento/${id}`, { token: c.token })).body.datos.miInscripcion).toEqual({ estado: 'espera', posicionEspera: 1 });
    const notices = await t.db.selectFrom('notifications').select(['user_id', 'params', 'link']).where('kind', '=', 'event.place').execute();
    expect(notices.filter((n) => n.user_id === b.userId)).toHaveLength(1);
    expect(notices.find((n) => n.user_id === b.userId)?.link).toBe(`/eventos/${id}`);
    expect(notices.some((n) => n.user_id === c.userId)).toBe(false);
  });

  it('never passes the places when many enrol at once', async () => {
    const id = await eventOf({ inDays: 6, capacity: 3 });
    const people = await Promise.all(Array.from({ length: 8 }, () => newCandidate()));
    const answers = await Promise.all(people.map((p) => enrol(p.token, id)));
    expect(answers.filter((a) => a.body.status === Status.EnrolmentDone)).toHaveLength(3);
    expect(answers.filter((a) => a.body.status === Status.EventWaitingListPlace)).toHaveLength(5);
    const rows = await t.db.selectFrom('event_enrolments').select('state').where('event_id', '=', id).execute();
    expect(rows.filter((r) => r.state === 'inscrito')).toHaveLength(3);
  });
});

describe("an event's calendar file", () => {
  it('downloads the event as an .ics file, its text escaped', async () => {
    const id = await eventOf({ inDays: 2 });
    const file = await t.app.inject({ method: 'GET', url: `/api/Alumno/dameCalendarioEvento/${id}`, headers: { authorization: `Bearer ${candidate}`, host: '127.0.0.1' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(file.body).toContain('BEGIN:VEVENT');
    expect(file.body).toContain(`UID:event-${id}@portal-empleo`);
    expect(file.body).toContain('DESCRIPTION:Una jornada\\, con café\\; y preguntas');
    const foreign = await eventOf({ institutionId: 'uib', inDays: 3 });
    expect((await t.call('GET', `/api/Alumno/dameCalendarioEvento/${foreign}`, { token: candidate })).body.status).toBe(Status.EventNotFound);
  });
});

describe('the reminder of the day before', () => {
  it('reminds the enrolled (not those waiting) of an event starting within a day, once', async () => {
    const queue = (handle: Parameters<typeof queueMail>[0], mails: Parameters<typeof queueMail>[1]) => queueMail(handle, mails, t.clock.now());
    const remind = () => remindEvents(t.db, queue, t.config, t.clock.now());
    await remind();
    const id = await eventOf({ inDays: 0.8, capacity: 1, title: 'Feria de empleo de mañana' });
    const later = await eventOf({ inDays: 3 });
    const [a, b] = [await newCandidate(), await newCandidate()];
    await enrol(a.token, id);
    await enrol(b.token, id);
    await enrol(a.token, later);
    expect(await remind()).toBe(1);
    const told = await t.db.selectFrom('notifications').select(['user_id', 'link', 'params']).where('kind', '=', 'event.reminder').execute();
    expect(told.filter((n) => n.link === `/eventos/${id}`).map((n) => n.user_id)).toEqual([a.userId]);
    expect(told.some((n) => n.link === `/eventos/${later}`)).toBe(false);
    expect(await remind()).toBe(0);
    t.clock.advance(3600);
    expect(await remind()).toBe(0);
  });
});

describe("staff's list of an event's enrolments", () => {
  it('lists the places then the waiting list in order, exports them as CSV, and refuses another institution’s event', async () => {
    const staff = await staffToken(t);
    const id = await eventOf({ inDays: 7, capacity: 1 });
    const [a, b] = [await newCandidate(), await newCandidate()];
    await enrol(a.token, id);
    await enrol(b.token, id);
    const list = await t.call('GET', `/api/Gestor/dameInscritosEventoGestor/${id}`, { token: staff });
    expect(list.body.status).toBe(0);
    expect(list.body.datos.map((e: { estado: string; posicionEspera: number | null }) => [e.estado, e.posicionEspera])).toEqual([
      ['inscrito', null],
      ['espera', 1],
    ]);
    const file = await t.app.inject({ method: 'GET', url: `/api/Gestor/exportaInscritosEventoGestor/${id}`, headers: { authorization: `Bearer ${staff}`, host: '127.0.0.1' } });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Lista de espera');
    expect(file.body.split('\r\n').filter(Boolean)).toHaveLength(3);
    const foreign = await eventOf({ institutionId: 'uib', inDays: 3 });
    expect((await t.call('GET', `/api/Gestor/dameInscritosEventoGestor/${foreign}`, { token: staff })).body.status).toBe(Status.EventNotFound);
  });
});
