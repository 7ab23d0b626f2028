import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { maskEmails } from '../lib/logging.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Set by the outbox, the same on every try of one mail. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise every mail is written as an .eml file to the outbox folder and
 * logged, so a developer can open the reset link without a mail server. The log names the recipient masked, as
 * every log line does (the full address is in the .eml file, beside the rest of the mail).
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      options.log.info({ to: maskEmails(message.to), subject: message.subject, file }, 'mail written to the outbox (no SMTP_URL)');
    },
  };
}
