import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { startSmtpInbox } from '../testing/smtp-inbox.ts';
import { createMailer } from './mailer.ts';
import { LEASE_MS, MAX_ATTEMPTS, queueMail, retryDelayMs, startMailOutbox, type MailOutbox } from './outbox.ts';

const silent = pino({ level: 'silent' });
/**
 * SMTP that is down: port 1, where nothing listens, refuses at once. (A port freed by a closed test server may be
 * taken meanwhile by another process of a busy machine, which then keeps the connection waiting for a greeting.)
 */
const NOTHING_LISTENS = 'smtp://127.0.0.1:1';
const mail = (n: number, extra: { dedupeKey?: string } = {}) => ({
  to: `persona${n}@example.org`,
  subject: `Aviso ${n}`,
  text: `Texto ${n}`,
  html: `<p>Texto ${n}</p>`,
  institutionId: 'generic',
  ...extra,
});

describe('the mail outbox', () => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let workers: MailOutbox[] = [];

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    // The app's own worker never polls here: the workers of each test are the only ones that send.
    t = await createTestApp({ overrides: { mailPollMs: 3_600_000 } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });
  beforeEach(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    workers = [];
    inbox.mails.length = 0;
    await t.db.deleteFrom('mail_outbox').execute();
  });

  function worker(smtpUrl = inbox.url): MailOutbox {
    const w = startMailOutbox({
      db: t.db,
      mailer: createMailer({ smtpUrl, from: 'Portal <no-reply@portal.example>', outboxDir: '/nonexistent', log: silent }),
      now: t.clock.now,
      log: silent,
      messageIdDomain: 'portal.example',
      pollMs: 3_600_000,
    });
    workers.push(w);
    return w;
  }
  const rows = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

  it('sends a queued mail over SMTP once, with a Message-ID that names its row, and marks it sent', async () => {
    await queueMail(t.db, mail(1), t.clock.now());
    expect(await worker().deliverDue()).toBe(1);
    expect(inbox.mails).toHaveLength(1);
    expect(inbox.mails[0]!.to).toEqual(['persona1@example.org']);
    const [row] = await rows();
    expect(inbox.mails[0]!.raw).toContain(`Message-ID: <outbox-${row!.id}@portal.example>`);
    expect(row!.sent_at).not.toBeNull();
    expect(row!.attempts).toBe(1);
    // A second pass finds nothing to send.
    expect(await worker().deliverDue()).toBe(0);
    expect(inbox.mails).toHaveLength(1);
  });

  it('queues nothing when the transaction that queued the mail rolls back', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await queueMail(trx, mail(2), t.clock.now());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows()).toHaveLength(0);
    expect(await worker().deliverDue()).toBe(0);
    expect(inbox.mails).toHaveLength(0);
  });

  it('keeps a mail through an SMTP outage and sends it on a later try, after the backoff', async () => {
    await queueMail(t.db, mail(3), t.clock.now());
    expect(await worker(NOTHING_LISTENS).deliverDue()).toBe(0);
    let [row] = await rows();
    expect(row!.sent_at).toBeNull();
    expect(row!.attempts).toBe(1);
    expect(row!.last_error).toBeTruthy();
    expect(row!.locked_until).toBeNull();
    // Not due again before the backoff ends, even once SMTP is back.
    expect(await worker().deliverDue()).toBe(0);
    t.clock.advance(retryDelayMs(1) / 1000 + 1);
    expect(await worker().deliverDue()).toBe(1);
    [row] = await rows();
    expect(row!.sent_at).not.toBeNull();
    expect(row!.last_error).toBeNull();
    expect(inbox.mails).toHaveLength(1);
  });

  it('gives a mail up after the last try and never sends it again', async () => {
    await queueMail(t.db, mail(4), t.clock.now());
    const dead = worker(NOTHING_LISTENS);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await dead.deliverDue();
      t.clock.advance(retryDelayMs(attempt) / 1000 + 1);
    }
    const [row] = await rows();
    expect(row!.attempts).toBe(MAX_ATTEMPTS);
    expect(row!.failed_at).not.toBeNull();
    expect(await worker().deliverDue()).toBe(0);
    expect(inbox.mails).toHaveLength(0);
  });

  it('lets a mail held by a worker that died go when its lease ends, and not before', async () => {
    await queueMail(t.db, mail(5), t.clock.now());
    // A worker claimed it and died before sending: the row is leased, not sent.
    await t.db.updateTable('mail_outbox').set({ locked_until: new Date(t.clock.now().getTime() + LEASE_MS), attempts: 1 }).execute();
    expect(await worker().deliverDue()).toBe(0);
    t.clock.advance(LEASE_MS / 1000 + 1);
    expect(await worker().deliverDue()).toBe(1);
    expect(inbox.mails).toHaveLength(1);
  });

  it('sends each of many mails exactly once when several workers run at the same time', async () => {
    await queueMail(t.db, Array.from({ length: 45 }, (_, i) => mail(100 + i)), t.clock.now());
    const sent = await Promise.all([worker().deliverDue(), worker().deliverDue(), worker().deliverDue()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(45);
    const recipients = inbox.mails.map((m) => m.to[0]);
    expect(new Set(recipients).size).toBe(45);
    expect(recipients).toHaveLength(45);
  });

  it('queues a mail with a dedupe key once, however often it is asked for', async () => {
    expect(await queueMail(t.db, mail(6, { dedupeKey: 'digest:1:2026-11-26' }), t.clock.now())).toBe(1);
    expect(await queueMail(t.db, mail(6, { dedupeKey: 'digest:1:2026-11-26' }), t.clock.now())).toBe(0);
    expect(await rows()).toHaveLength(1);
  });

  it('backs off from 30 s, doubling, to at most four hours', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(20)).toBe(4 * 3600 * 1000);
  });
});
