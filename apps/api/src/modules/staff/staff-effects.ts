import type { Mailer, MailMessage } from '../../mail/mailer.ts';

/** What a staff service may do beyond the database: mail, only once the call's transaction is committed. */
export interface StaffEffects {
  afterCommit(hook: () => Promise<void> | void): void;
  mailer: Mailer;
}

export function mailAfterCommit(effects: StaffEffects, messages: MailMessage[]): void {
  if (messages.length === 0) return;
  effects.afterCommit(async () => {
    for (const message of messages) await effects.mailer.send(message);
  });
}
