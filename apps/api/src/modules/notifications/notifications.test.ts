import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PAGE_SIZE, Status, UNREAD_COUNT_CAP } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { queueMail } from '../../mail/outbox.ts';
import { notify, type NotificationEvent } from './notifications.service.ts';

describe('notifications: the panel calls, preferences and the mails of an event', () => {
  let t: TestApp;
  let candidate: { id: number; token: string };
  let other: { id: number; token: string };
  let multi: { first: number; second: number; tokenFirst: string; tokenSecond: string };

  const userId = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  /** Records an event the way a feature does: on a transaction, with its mails in the outbox. */
  async function record(event: Omit<NotificationEvent, 'institutionId'> & { institutionId?: string }) {
    await t.db.transaction().execute((trx) =>
      notify({ db: trx, mail: (mails) => queueMail(trx, mails, t.clock.now()).then(() => undefined), origin: 'http://127.0.0.1:3000', now: t.clock.now() }, { institutionId: 'generic', ...event }),
    );
    await t.app.mailOutbox.deliverDue();
  }
  const list = (token: string, role = 'Alumno', query = '') => t.call('GET', `/api/${role}/dameNotificaciones${query}`, { token });

  beforeAll(async () => {
    t = await createTestApp();
    candidate = { id: await userId('alumno@example.org'), token: await t.login('Alumno', 'alumno@example.org') };
    other = { id: await userId('alumno.sinbusqueda@example.org'), token: await t.login('Alumno', 'alumno.sinbusqueda@example.org') };
    const companies = await t.db
      .selectFrom('company_contacts as cc')
      .innerJoin('users as u', 'u.id', 'cc.user_id')
      .select('cc.company_id')
      .where('u.email', '=', 'multi@example.org')
      .orderBy('cc.company_id')
      .execute();
    const [first, second] = companies.map((c) => c.company_id) as [number, number];
    multi = {
      first,
      second,
      tokenFirst: await t.login('Empresa', 'multi@example.org', { idEmpresa: first }),
      tokenSecond: await t.login('Empresa', 'multi@example.org', { idEmpresa: second }),
    };
  }, 120_000);
  afterAll(async () => t?.close());

  it('shows a candidate their own notification, newest first, in the language of the request, with the unread count', async () => {
    await record({ kind: 'candidacy.state', to: { users: [candidate.id] }, params: { oferta: 'Técnico <b>de</b> redes', empresa: 'Acme', estado: { es: 'Preseleccionada', ca: 'Preseleccionada', en: 'Shortlisted' } }, link: '/mis-candidaturas/1' });
    const es = await list(candidate.token);
    expect(es.body.status).toBe(Status.Ok);
    const [item] = es.body.datos.notificaciones;
    expect(item).toMatchObject({ tipo: 'candidacy.state', titulo: 'Tu candidatura ha cambiado', leida: false, Importante: false, urlAcceso: '/mis-candidaturas/1', urlExterna: false });
    // A value is escaped in the HTML: the offer's title cannot inject markup.
    expect(item.texto).toContain('Técnico &#60;b&#62;de&#60;/b&#62; redes');
    expect(item.texto).not.toContain('<b>');
    expect(es.body.datos.noLeidas).toBe(1);
    const en = await t.call('GET', '/api/Alumno/dameNotificaciones', { token: candidate.token, headers: { 'accept-language': 'en' } });
    expect(en.body.datos.notificaciones[0].texto).toContain('Shortlisted');
    // Nobody else sees it.
    expect((await list(other.token)).body.datos.notificaciones).toHaveLength(0);
  });

  it('mails a reader who hears of the kind by mail at once, in their language, with the link; a daily-summary kind waits', async () => {
    t.sentMail.length = 0;
    await record({ kind: 'candidacy.state', to: { users: [candidate.id] }, params: { oferta: 'Analista', empresa: 'Acme', estado: 'Contratada' }, link: '/mis-candidaturas/2' });
    expect(t.sentMail).toHaveLength(1);
    expect(t.sentMail[0]).toMatchObject({ to: 'alumno@example.org' });
    expect(t.sentMail[0]!.subject).toContain('Tu candidatura ha cambiado');
    expect(t.sentMail[0]!.text).toContain('http://127.0.0.1:3000/mis-candidaturas/2');
    expect(t.sentMail[0]!.html).toContain('href="http://127.0.0.1:3000/mis-candidaturas/2"');
    t.sentMail.length = 0;
    await record({ kind: 'search.matches', to: { users: [candidate.id] }, params: { total: '3', busqueda: 'Python' }, link: '/ofertas-empleo' });
    expect(t.sentMail).toHaveLength(0);
    const row = await t.db.selectFrom('notifications').select('digest_pending').where('kind', '=', 'search.matches').executeTakeFirstOrThrow();
    expect(row.digest_pending).toBe(true);
  });

  it('marks one read, and again without harm; deletes one, and again without harm', async () => {
    const before = (await list(candidate.token)).body.datos;
    const target = before.notificaciones[0].idNotificacion as number;
    const read = await t.call('POST', '/api/Alumno/marcarNotificacionLeida', { token: candidate.token, body: { id: target } });
    expect(read.body).toMatchObject({ status: 0, datos: { noLeidas: before.noLeidas - 1 } });
    const again = await t.call('POST', '/api/Alumno/marcarNotificacionLeida', { token: candidate.token, body: { id: target } });
    expect(again.body).toMatchObject({ status: 0, datos: { noLeidas: before.noLeidas - 1 } });
    const del = await t.call('POST', '/api/Alumno/eliminaNotificacion', { token: candidate.token, body: { id: target } });
    expect(del.body.status).toBe(0);
    expect((await t.call('POST', '/api/Alumno/eliminaNotificacion', { token: candidate.token, body: { id: target } })).body.status).toBe(0);
    const after = (await list(candidate.token)).body.datos;
    expect(after.notificaciones.map((n: { idNotificacion: number }) => n.idNotificacion)).not.toContain(target);
  });

  it("refuses another reader's notification id with 608 and changes nothing", async () => {
    const mine = (await list(candidate.token)).body.datos.notificaciones[0].idNotificacion as number;
    for (const call of ['marcarNotificacionLeida', 'eliminaNotificacion']) {
      const res = await t.call('POST', `/api/Alumno/${call}`, { token: other.token, body: { id: mine } });
      expect(res.body.status).toBe(Status.NotFound);
    }
    const row = await t.db.selectFrom('notifications').select(['read_at', 'deleted_at']).where('id', '=', mine).executeTakeFirstOrThrow();
    expect(row).toEqual({ read_at: null, deleted_at: null });
  });

  it('marks read only the link-less ones when the panel closes, and deletes all', async () => {
    await record({ kind: 'proposal.new', to: { users: [candidate.id] }, params: { oferta: 'Sin enlace' }, link: null });
    const before = (await list(candidate.token)).body.datos;
    const linked = before.notificaciones.filter((n: { urlAcceso: string | null; leida: boolean }) => n.urlAcceso !== null && !n.leida).length;
    const closed = await t.call('POST', '/api/Alumno/marcarNotificacionesSinEnlaceLeidas', { token: candidate.token });
    expect(closed.body.datos.noLeidas).toBe(linked);
    const cleared = await t.call('POST', '/api/Alumno/eliminaNotificaciones', { token: candidate.token });
    expect(cleared.body).toMatchObject({ status: 0, datos: { noLeidas: 0 } });
    expect((await list(candidate.token)).body.datos).toMatchObject({ notificaciones: [], noLeidas: 0, hayMas: false });
  });

  it('shows a contact of two companies only the notifications of the company they act for', async () => {
    await record({ kind: 'candidacy.new', to: { company: multi.first }, params: { candidato: 'Ana', oferta: 'Recepción' }, link: '/mis-ofertas/1' });
    const first = (await list(multi.tokenFirst, 'Empresa')).body.datos;
    const second = (await list(multi.tokenSecond, 'Empresa')).body.datos;
    expect(first.notificaciones.map((n: { tipo: string }) => n.tipo)).toEqual(['candidacy.new']);
    expect(second.notificaciones).toHaveLength(0);
    const id = first.notificaciones[0].idNotificacion as number;
    expect((await t.call('POST', '/api/Empresa/marcarNotificacionLeida', { token: multi.tokenSecond, body: { id } })).body.status).toBe(Status.NotFound);
  });

  it('pages backwards through many notifications, with the whole unread count on every page', async () => {
    await t.db.deleteFrom('notifications').where('user_id', '=', other.id).execute();
    const total = NOTIFICATIONS_PAGE_SIZE * 2 + 5;
    for (let i = 0; i < total; i++) await record({ kind: 'candidacy.state', to: { users: [other.id] }, params: { oferta: `Oferta ${i}`, empresa: 'Acme', estado: 'Inscrita' }, link: null });
    const seen: number[] = [];
    let query = '';
    for (;;) {
      const page = (await list(other.token, 'Alumno', query)).body.datos;
      expect(page.noLeidas).toBe(total);
      seen.push(...page.notificaciones.map((n: { idNotificacion: number }) => n.idNotificacion));
      if (!page.hayMas) break;
      query = `?antesDe=${seen.at(-1)}`;
    }
    expect(seen).toHaveLength(total);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
  });

  it('counts unread notifications up to the cap the bell shows as 99+, however many a reader keeps', async () => {
    await t.db.deleteFrom('notifications').where('user_id', '=', other.id).execute();
    await sql`
      insert into notifications (institution_id, user_id, kind, params, link, created_at)
      select 'generic', ${other.id}, 'candidacy.state', '{}'::jsonb, null, now() from generate_series(1, ${UNREAD_COUNT_CAP + 50}) g`.execute(t.db);
    expect((await list(other.token)).body.datos.noLeidas).toBe(UNREAD_COUNT_CAP);
    await t.db.updateTable('notifications').set({ read_at: t.clock.now() }).where('user_id', '=', other.id).where('id', 'in', (eb) => eb.selectFrom('notifications').select('id').where('user_id', '=', other.id).limit(60)).execute();
    expect((await list(other.token)).body.datos.noLeidas).toBe(UNREAD_COUNT_CAP - 10);
  });

  it('keeps each reader’s choice per kind, offers only the kinds of the role, and refuses another role’s kind', async () => {
    const defaults = (await t.call('GET', '/api/Alumno/damePreferenciasNotificaciones', { token: other.token })).body.datos.preferencias;
    expect(defaults).toContainEqual({ tipo: 'candidacy.state', canal: 'mail' });
    expect(defaults.map((p: { tipo: string }) => p.tipo)).not.toContain('offer.submitted');
    const saved = await t.call('POST', '/api/Alumno/editPreferenciasNotificaciones', { token: other.token, body: { preferencias: [{ tipo: 'candidacy.state', canal: 'portal' }] } });
    expect(saved.body.datos.preferencias).toContainEqual({ tipo: 'candidacy.state', canal: 'portal' });
    t.sentMail.length = 0;
    await record({ kind: 'candidacy.state', to: { users: [other.id] }, params: { oferta: 'X', empresa: 'Y', estado: 'Z' }, link: null });
    expect(t.sentMail).toHaveLength(0);
    const wrong = await t.call('POST', '/api/Alumno/editPreferenciasNotificaciones', { token: other.token, body: { preferencias: [{ tipo: 'offer.submitted', canal: 'mail' }] } });
    expect(wrong.body.status).toBe(Status.ActionNotAllowed);
  });

  it('sends no mail to a blocked reader but keeps the notification', async () => {
    const blocked = await userId('alumno.sinbusqueda@example.org');
    await t.db.updateTable('notification_preferences').set({ channel: 'mail' }).where('user_id', '=', blocked).execute();
    await t.db.updateTable('users').set({ blocked: true }).where('id', '=', blocked).execute();
    t.sentMail.length = 0;
    await record({ kind: 'candidacy.state', to: { users: [blocked] }, params: { oferta: 'X', empresa: 'Y', estado: 'Z' }, link: null });
    expect(t.sentMail).toHaveLength(0);
    await t.db.updateTable('users').set({ blocked: false }).where('id', '=', blocked).execute();
  });
});
