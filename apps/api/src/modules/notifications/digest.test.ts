import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { queueMail } from '../../mail/outbox.ts';
import { notify } from './notifications.service.ts';
import { sendDigests } from './digest.ts';

describe('the daily summary of notifications', () => {
  let t: TestApp;
  let staffIds: number[];

  const queue = (handle: Parameters<typeof queueMail>[0], mails: Parameters<typeof queueMail>[1]) => queueMail(handle, mails, t.clock.now());
  const requested = (empresa: string) =>
    t.db.transaction().execute((trx) =>
      notify(
        { db: trx, mail: (m) => queue(trx, m).then(() => undefined), origin: 'http://127.0.0.1:3000', now: t.clock.now() },
        { kind: 'company.requested', institutionId: 'generic', to: { staff: true }, params: { empresa }, link: '/gestion/empresas/1' },
      ),
    );
  const digests = () => t.db.selectFrom('mail_outbox').selectAll().where('dedupe_key', 'like', 'digest:%').orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp();
    staffIds = (await t.db.selectFrom('users').select('id').where('role', '=', 'Gestor').where('institution_id', '=', 'generic').execute()).map((u) => u.id);
  }, 120_000);
  afterAll(async () => t?.close());

  it('gathers what waits for each reader into one mail a day, with the links and a way out, and sends no mail at once', async () => {
    t.sentMail.length = 0;
    await requested('Nova Empresa');
    await requested('Bahía Datos');
    expect(await t.db.selectFrom('mail_outbox').select('id').where('recipient', 'like', 'gestor%').execute()).toHaveLength(0);

    expect(await sendDigests(t.db, queue, t.config, t.clock.now())).toBe(staffIds.length);
    const mails = await digests();
    expect(mails).toHaveLength(staffIds.length);
    expect(mails[0]!.text_body).toContain('Nova Empresa');
    expect(mails[0]!.text_body).toContain('Bahía Datos');
    expect(mails[0]!.text_body).toContain('/gestion/empresas/1');
    expect(mails[0]!.text_body).toContain('/notificaciones');
    expect(mails[0]!.text_body).toMatch(/\/baja-resumen\?t=\d+\.0\.[\w-]{32}/);
    expect(mails[0]!.subject).toContain('(2)');
    const waiting = await t.db.selectFrom('notifications').select('id').where('digest_pending', '=', true).execute();
    expect(waiting).toHaveLength(0);
  });

  it('queues a reader’s summary once a day: what comes later that day waits for the next one', async () => {
    await requested('Tardía SL');
    expect(await sendDigests(t.db, queue, t.config, t.clock.now())).toBe(0);
    expect(await t.db.selectFrom('notifications').select('id').where('digest_pending', '=', true).execute()).toHaveLength(staffIds.length);
    t.clock.advance(24 * 3600);
    expect(await sendDigests(t.db, queue, t.config, t.clock.now())).toBe(staffIds.length);
    expect((await digests()).at(-1)!.text_body).toContain('Tardía SL');
  });

  it('stops a reader’s summaries from the link of one, without signing in, and refuses a forged link', async () => {
    t.clock.advance(24 * 3600);
    await requested('Enlace de baja SL');
    expect(await sendDigests(t.db, queue, t.config, t.clock.now())).toBe(staffIds.length);
    const mail = (await digests()).at(-1)!;
    const token = /\/baja-resumen\?t=([\w.-]+)/.exec(mail.text_body)![1]!;
    const reader = Number(token.split('.')[0]);
    const stop = (body: unknown) => t.call('POST', '/api/Publico/bajaResumenDiario', { body });

    const [userPart, companyPart, signature] = token.split('.');
    const forged = `${reader === staffIds[0] ? staffIds[1] : staffIds[0]}.${companyPart}.${signature}`;
    expect((await stop({ token: forged })).body.status).toBe(42);
    expect((await stop({ token: `${userPart}.${companyPart}.${'A'.repeat(32)}` })).body.status).toBe(42);
    expect((await stop({})).body.status).toBe(15);

    expect((await stop({ token })).body).toEqual({ status: 0, datos: { hecho: true } });
    expect((await stop({ token })).body).toEqual({ status: 0, datos: { hecho: true } });
    const chosen = await t.db.selectFrom('notification_preferences').select(['kind', 'channel']).where('user_id', '=', reader).orderBy('kind').execute();
    expect(chosen).toEqual([
      { kind: 'agreement.generated', channel: 'portal' },
      { kind: 'company.identity-changed', channel: 'portal' },
      { kind: 'company.requested', channel: 'portal' },
      { kind: 'document.added', channel: 'portal' },
      { kind: 'education-request.accepted', channel: 'portal' },
      { kind: 'education-request.outside', channel: 'portal' },
      { kind: 'internship-change.requested', channel: 'portal' },
      { kind: 'internship.renounced', channel: 'portal' },
      { kind: 'offer.submitted', channel: 'portal' },
      { kind: 'programme.requested', channel: 'portal' },
    ]);
    // The next day the reader gets no summary; the other staff still do, and the notice is in the portal.
    t.clock.advance(24 * 3600);
    await requested('Después de la baja SL');
    expect(await sendDigests(t.db, queue, t.config, t.clock.now())).toBe(staffIds.length - 1);
    const recipient = (await t.db.selectFrom('users').select('email').where('id', '=', reader).executeTakeFirstOrThrow()).email;
    expect((await digests()).filter((m) => m.recipient === recipient && m.text_body.includes('Después de la baja'))).toHaveLength(0);
    expect(await t.db.selectFrom('notifications').select('id').where('user_id', '=', reader).where(sql<boolean>`params->>'empresa' = 'Después de la baja SL'`).execute()).toHaveLength(1);
  });
});
