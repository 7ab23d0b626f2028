import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { Status } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { queueMail } from '../../mail/outbox.ts';
import { createMailer } from '../../mail/mailer.ts';
import { readable, startSmtpInbox } from '../../testing/smtp-inbox.ts';
import { offersFactory, type OffersFactory } from '../offers/offers.factory.ts';
import { sendDigests } from '../notifications/digest.ts';
import { runSearchAlerts } from './alert-pass.ts';

/**
 * A candidate watches a saved search; the daily pass tells them, in the bell and in the daily summary mail
 * (received by a real SMTP server), of the offers published since that match it: once, and only the new ones.
 */
describe('saved-search alerts', () => {
  let t: TestApp;
  let f: OffersFactory;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  const queue = (handle: Parameters<typeof queueMail>[0], mails: Parameters<typeof queueMail>[1]) => queueMail(handle, mails, t.clock.now());
  const pass = () => runSearchAlerts(t.db, queue, t.config, t.clock.now());
  const minutesLater = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000);

  async function watching(token: string, nombre: string, filtros: Record<string, unknown>, tipo = 'empleo') {
    const saved = await t.call('POST', '/api/Alumno/guardaBusqueda', { token, body: { nombre, tipo, filtros } });
    expect(saved.body.status).toBe(Status.Ok);
    const id = saved.body.datos.id as number;
    const on = await t.call('POST', '/api/Alumno/editAlertaBusqueda', { token, body: { id, alerta: true } });
    expect(on.body).toMatchObject({ status: Status.Ok, datos: { id, alerta: true } });
    return id;
  }
  async function matchesOf(token: string) {
    const answer = await t.call('GET', '/api/Alumno/dameNotificaciones', { token });
    return (answer.body.datos.notificaciones as { tipo: string; titulo: string; texto: string; urlAcceso: string | null }[]).filter((n) => n.tipo === 'search.matches');
  }

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({ mailer: createMailer({ smtpUrl: inbox.url, from: 'Portal <no-reply@portal.example>', outboxDir: '/nonexistent', log: pino({ level: 'silent' }) }) });
    f = offersFactory(t);
    // Start from a clean slate: the demo's offers are not news to anyone.
    await pass();
    t.clock.advance(24 * 3600);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  it('turns an alert on and off, twice without harm, and lists the watched searches', async () => {
    const candidate = await f.candidate();
    const id = await watching(candidate.token, 'Datos', { texto: 'datos' });
    expect((await t.call('POST', '/api/Alumno/editAlertaBusqueda', { token: candidate.token, body: { id, alerta: true } })).body.status).toBe(Status.Ok);
    expect((await t.call('GET', '/api/Alumno/dameAlertasBusqueda', { token: candidate.token })).body.datos).toEqual({ ids: [id] });
    for (let i = 0; i < 2; i++) {
      expect((await t.call('POST', '/api/Alumno/editAlertaBusqueda', { token: candidate.token, body: { id, alerta: false } })).body.datos).toEqual({ id, alerta: false });
    }
    expect((await t.call('GET', '/api/Alumno/dameAlertasBusqueda', { token: candidate.token })).body.datos).toEqual({ ids: [] });
  });

  it('refuses to watch the history list, another candidate’s search and a missing one, writing nothing', async () => {
    const owner = await f.candidate();
    const other = await f.candidate();
    const saved = await t.call('POST', '/api/Alumno/guardaBusqueda', { token: owner.token, body: { nombre: 'Vistas', tipo: 'empleo', filtros: { historial: true } } });
    const history = saved.body.datos.id as number;
    expect((await t.call('POST', '/api/Alumno/editAlertaBusqueda', { token: owner.token, body: { id: history, alerta: true } })).body.status).toBe(Status.ActionNotAllowed);
    const mine = await watching(owner.token, 'Mía', { texto: 'ventas' });
    expect((await t.call('POST', '/api/Alumno/editAlertaBusqueda', { token: other.token, body: { id: mine, alerta: false } })).body.status).toBe(Status.NotFound);
    expect((await t.call('POST', '/api/Alumno/editAlertaBusqueda', { token: other.token, body: { id: 99_999_999, alerta: true } })).body.status).toBe(Status.NotFound);
    expect((await t.call('POST', '/api/Alumno/editAlertaBusqueda', { token: other.token, body: { id: 'x', alerta: 'sí' } })).body.status).toBe(Status.MissingMandatoryData);
    expect((await t.call('GET', '/api/Alumno/dameAlertasBusqueda', { token: owner.token })).body.datos).toEqual({ ids: [mine] });
  });

  it('tells the candidate once a day of the new offers that match, and mails them in the daily summary with a working link', async () => {
    const candidate = await f.candidate();
    const id = await watching(candidate.token, 'Robótica en Madrid', { texto: 'robotica', provincia: 28 });
    await f.offer({ title: 'Ingeniero/a de robótica antes de la alerta', published_at: minutesLater(-5) });
    await f.offer({ title: 'Técnico/a de Robótica industrial', published_at: minutesLater(1) });
    await f.offer({ title: 'Ingeniero/a de Robótica', published_at: minutesLater(2) });
    await f.offer({ title: 'Robótica en Barcelona', province_id: 8, published_at: minutesLater(3) });
    await f.offer({ title: 'Robótica, prácticas', profile: 2, published_at: minutesLater(4) });
    t.clock.advance(10 * 60);
    const result = await pass();
    expect(result.told).toBeGreaterThanOrEqual(1);
    const [told, ...more] = await matchesOf(candidate.token);
    expect(more).toHaveLength(0);
    expect(told!.titulo).toBe('Nuevas ofertas para «Robótica en Madrid»');
    expect(told!.texto).toContain('2 ofertas nuevas');
    expect(told!.texto).toContain('Ingeniero/a de Robótica');
    const link = new URL(told!.urlAcceso!, 'http://portal');
    expect(link.pathname).toBe('/ofertas-empleo');
    expect(Object.fromEntries(link.searchParams)).toEqual({ texto: 'robotica', provincia: '28' });

    // The same day again: nothing new, from this process or another.
    expect(await pass()).toMatchObject({ institutions: 0, told: 0 });
    expect(await matchesOf(candidate.token)).toHaveLength(1);

    // The summary of the day carries it, by real SMTP.
    await sendDigests(t.db, queue, t.config, t.clock.now());
    t.app.mailQueue.nudge();
    await t.app.mailOutbox.settled();
    const mail = inbox.mails.find((m) => m.to.includes(candidate.email));
    expect(mail, 'the candidate’s daily summary').toBeDefined();
    const text = readable(mail!.raw);
    expect(text).toContain('Robótica en Madrid');
    expect(text).toMatch(/\/ofertas-empleo\?[^\s]*texto=robotica/);

    // The next day (signed in again), only what was published since; a search turned off hears nothing.
    t.clock.advance(24 * 3600);
    const token = await t.login('Alumno', candidate.email);
    await f.offer({ title: 'Robótica colaborativa', published_at: minutesLater(-30) });
    expect((await pass()).told).toBeGreaterThanOrEqual(1);
    const [latest] = await matchesOf(token);
    expect(latest!.texto).toContain('1 oferta nueva');
    expect(latest!.texto).toContain('Robótica colaborativa');
    await t.call('POST', '/api/Alumno/editAlertaBusqueda', { token, body: { id, alerta: false } });
    t.clock.advance(24 * 3600);
    await f.offer({ title: 'Robótica para nadie', published_at: minutesLater(-30) });
    await pass();
    expect(await matchesOf(await t.login('Alumno', candidate.email))).toHaveLength(2);
  });

  it('leaves out the offers the candidate has applied to when the search says so, and blocked candidates', async () => {
    const applicant = await f.candidate();
    const blocked = await f.candidate();
    await watching(applicant.token, 'Sin las mías', { texto: 'oceanografia', omitirInscritas: true });
    await watching(blocked.token, 'Bloqueada', { texto: 'oceanografia' });
    await t.db.updateTable('users').set({ blocked: true }).where('id', '=', blocked.userId).execute();
    const offer = await f.offer({ title: 'Oceanografía aplicada', published_at: minutesLater(1), degrees: [] });
    await t.db.insertInto('candidacies').values({ institution_id: 'generic', offer_id: offer.id, candidate_id: applicant.userId, state_id: 1, created_at: t.clock.now(), updated_at: t.clock.now() }).execute();
    t.clock.advance(24 * 3600);
    await pass();
    expect(await matchesOf(await t.login('Alumno', applicant.email))).toHaveLength(0);
    expect(await t.db.selectFrom('notifications').select('id').where('user_id', '=', blocked.userId).execute()).toHaveLength(0);
  });
});
