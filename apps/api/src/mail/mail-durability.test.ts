import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../testing/test-database.ts';
import { eventually, startServerProcesses, type ServerProcesses } from '../testing/server-processes.ts';
import { startSmtpInbox } from '../testing/smtp-inbox.ts';

/**
 * The outbox with real server processes on one PostgreSQL: two processes send each mail once, and a process killed
 * with SIGKILL after an action and before its mail went out loses nothing: the next process sends it. PGlite is one
 * process by construction (db/data-dir-lock.ts), so this runs where CI's second stage sets DATABASE_URL.
 */
describe.skipIf(!process.env.DATABASE_URL)('mail through the outbox with real processes (needs DATABASE_URL)', () => {
  let database: { url?: string; drop: () => Promise<void> };
  const running: ServerProcesses[] = [];
  const inboxes: Awaited<ReturnType<typeof startSmtpInbox>>[] = [];

  beforeAll(async () => {
    database = await freshDatabaseUrl();
  });
  afterAll(async () => {
    for (const processes of running) await processes.stop();
    for (const inbox of inboxes) await inbox.close();
    await database?.drop();
  }, 60_000);

  async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const messageIds = (raw: string) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1];

  it('sends each of many queued mails exactly once when two processes share the queue', async () => {
    const inbox = await startSmtpInbox();
    inboxes.push(inbox);
    const two = await startServerProcesses(2, database.url as string, { SMTP_URL: inbox.url, MAIL_POLL_MS: '200' });
    running.push(two);
    await sql(
      `insert into mail_outbox (institution_id, recipient, subject, text_body, html_body, created_at, run_after)
       select 'generic', 'persona' || n || '@example.org', 'Aviso ' || n, 'Texto', '<p>Texto</p>', now(), now() from generate_series(1, 60) n`,
    );
    await eventually('60 mails received', async () => inbox.mails.length >= 60, 60_000);
    // Both processes keep polling: give a duplicate the time to show up.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const ids = inbox.mails.map((m) => messageIds(m.raw));
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    const [left] = await sql<{ n: string }>(`select count(*) as n from mail_outbox where sent_at is null`);
    expect(Number(left!.n)).toBe(0);
    await two.stop();
  }, 240_000);

  it('loses no mail when the process is killed with SIGKILL between the action and the delivery', async () => {
    // SMTP is down when the action is made (nothing listens on port 1): the reset is committed with its mail,
    // which cannot leave yet.
    const deadUrl = 'smtp://127.0.0.1:1';
    const first = await startServerProcesses(1, database.url as string, { SMTP_URL: deadUrl, MAIL_POLL_MS: '200' });
    running.push(first);
    const [base] = first.urls as [string];
    const answer = await fetch(`${base}/api/Alumno/solicitarReseteoPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: 'alumno@example.org' }),
    }).then((r) => r.json() as Promise<{ status: number }>);
    expect(answer.status).toBe(505);
    await eventually(
      'the first try failed',
      async () => (await sql<{ last_error: string | null }>(`select last_error from mail_outbox where recipient = 'alumno@example.org'`))[0]?.last_error != null,
      30_000,
    );
    await first.kill('SIGKILL');

    // A new process, with SMTP back, sends it after the backoff of the failed try.
    const inbox = await startSmtpInbox();
    inboxes.push(inbox);
    const second = await startServerProcesses(1, database.url as string, { SMTP_URL: inbox.url, MAIL_POLL_MS: '500' });
    running.push(second);
    await eventually('the reset mail delivered after the restart', async () => inbox.mails.some((m) => m.to.includes('alumno@example.org')), 90_000).catch(async (error: Error) => {
      const rows = await sql(`select id, attempts, run_after, locked_until, sent_at, failed_at, last_error, now() as db_now from mail_outbox where recipient = 'alumno@example.org'`);
      throw new Error(`${error.message}; the outbox holds ${JSON.stringify(rows)}`);
    });
    const [row] = await sql<{ sent_at: Date | null; attempts: number }>(`select sent_at, attempts from mail_outbox where recipient = 'alumno@example.org'`);
    expect(row!.sent_at).not.toBeNull();
    expect(row!.attempts).toBe(2);
    expect(inbox.mails.filter((m) => m.to.includes('alumno@example.org'))).toHaveLength(1);
  }, 300_000);
});
