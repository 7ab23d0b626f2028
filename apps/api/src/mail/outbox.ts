import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../lib/request-context.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import './outbox.tables.ts';

/** A mail to queue: the message, the institution whose brand it carries, and a key when it must be queued once. */
export interface QueuedMail extends MailMessage {
  institutionId?: string | null;
  dedupeKey?: string;
  /** Not sent before this (a notice held while its cause may still be taken back). */
  runAfter?: Date;
}

/** Tries before a mail is given up (about a day of backoff in all). */
export const MAX_ATTEMPTS = 10;
/** How long a worker holds the mails it claimed: one that dies lets them go after this. */
export const LEASE_MS = 2 * 60 * 1000;
const CLAIM_BATCH = 20;
const FIRST_RETRY_MS = 30 * 1000;
const LAST_RETRY_MS = 4 * 3600 * 1000;

/** The wait before try `attempt + 1`: 30 s, 1 min, 2 min... up to 4 h, so an SMTP outage of hours loses nothing. */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), LAST_RETRY_MS);
}

/**
 * Writes mails to the outbox on `db`, the caller's handle: inside a call's transaction the mails are committed with
 * the change that causes them, or not at all. A mail with a `dedupeKey` already queued is not queued again.
 */
export async function queueMail(db: DbHandle, mails: QueuedMail | readonly QueuedMail[], now: Date): Promise<number> {
  const list = Array.isArray(mails) ? (mails as readonly QueuedMail[]) : [mails as QueuedMail];
  if (list.length === 0) return 0;
  const rows = await db
    .insertInto('mail_outbox')
    .values(
      list.map((m) => ({
        institution_id: m.institutionId ?? null,
        recipient: m.to,
        subject: m.subject,
        text_body: m.text,
        html_body: m.html,
        dedupe_key: m.dedupeKey ?? null,
        created_at: now,
        run_after: m.runAfter ?? now,
      })),
    )
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * Takes back the held mails whose dedupe key starts with `keyPrefix` and that no worker has begun to send.
 * Answers how many of them are already out of reach (sent, or claimed by a worker now).
 */
export async function cancelHeldMail(db: DbHandle, keyPrefix: string, now: Date): Promise<{ gone: number }> {
  const pattern = `${keyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await db
    .deleteFrom('mail_outbox')
    .where('dedupe_key', 'like', pattern)
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .execute();
  const left = await db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<string>().as('n')).where('dedupe_key', 'like', pattern).executeTakeFirstOrThrow();
  return { gone: Number(left.n) };
}

/** The Message-ID of an outbox mail: the same on every try, so a mail sent twice after a crash is seen as one. */
export function outboxMessageId(id: string, domain: string): string {
  return `<outbox-${id}@${domain}>`;
}

export interface MailOutbox {
  /** Look for due mails soon (a call has just committed some). Coalesced: many nudges make one run. */
  nudge(): void;
  /** Resolves when no run is going on or asked for: tests wait for it before they read what was sent. */
  settled(): Promise<void>;
  /** One pass: claims the due mails and tries each once. Answers how many were sent. */
  deliverDue(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The worker that sends the outbox. Each pass claims due mails with `FOR UPDATE SKIP LOCKED` and a lease, so
 * several server processes on one PostgreSQL never send the same mail at once; a mail is marked sent right after
 * the SMTP server took it. A crash between those two steps sends it again once its lease ends (at least once), under
 * the same Message-ID. A failed try is retried with backoff; after MAX_ATTEMPTS the mail is marked failed.
 * Between nudges it polls every `pollMs`, for retries and for mails queued by another process.
 */
export function startMailOutbox(options: {
  db: DbHandle;
  mailer: Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
  messageIdDomain: string;
  pollMs: number;
}): MailOutbox {
  const { db, mailer, now, log } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function claim(): Promise<ClaimedMail[]> {
    const at = now();
    const leaseEnd = new Date(at.getTime() + LEASE_MS);
    const due = db
      .selectFrom('mail_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('run_after', '<=', at)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
      .orderBy('run_after')
      .orderBy('id')
      .limit(CLAIM_BATCH)
      .forUpdate()
      .skipLocked();
    return db
      .updateTable('mail_outbox')
      .set({ locked_until: leaseEnd, attempts: sql`attempts + 1` })
      .where('id', 'in', due)
      .returning(['id', 'recipient', 'subject', 'text_body', 'html_body', 'attempts'])
      .execute();
  }

  async function deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      await mailer.send({ to: mail.recipient, subject: mail.subject, text: mail.text_body, html: mail.html_body, messageId: outboxMessageId(mail.id, options.messageIdDomain) });
    } catch (error) {
      const failed = mail.attempts >= MAX_ATTEMPTS;
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .updateTable('mail_outbox')
        .set({
          locked_until: null,
          last_error: reason.slice(0, 500),
          run_after: new Date(now().getTime() + retryDelayMs(mail.attempts)),
          failed_at: failed ? now() : null,
        })
        .where('id', '=', mail.id)
        .execute();
      log.warn({ mail: mail.id, attempts: mail.attempts, failed, err: reason }, failed ? 'mail given up' : 'mail not sent, will retry');
      return false;
    }
    await db.updateTable('mail_outbox').set({ sent_at: now(), locked_until: null, last_error: null }).where('id', '=', mail.id).execute();
    return true;
  }

  async function deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await claim();
      for (const mail of claimed) if (await deliver(mail)) sent++;
      if (claimed.length < CLAIM_BATCH || stopped) return sent;
    }
  }

  function nudge(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDue();
        } catch (error) {
          // The database may be away for a moment; the next poll tries again.
          log.error({ err: error }, 'mail outbox pass failed');
        }
      } while (again && !stopped);
    })().finally(() => (running = undefined));
  }

  const timer = setInterval(nudge, options.pollMs);
  timer.unref();

  return {
    nudge,
    deliverDue,
    async settled() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}

type ClaimedMail = { id: string; recipient: string; subject: string; text_body: string; html_body: string; attempts: number };

declare module 'fastify' {
  interface FastifyInstance {
    /** The worker that sends the outbox (tests wait for `settled()` before they read what was sent). */
    mailOutbox: MailOutbox;
  }
}
