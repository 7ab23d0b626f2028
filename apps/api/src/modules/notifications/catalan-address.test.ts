import { NOTIFICATION_KINDS, isCatalanFormal } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { digestMail, notificationMail } from './notification-mail.ts';
import { renderNotification } from './notification-texts.ts';

/** The notices and their mails speak Catalan with tu, like the web (its texts are checked in apps/web/src/locales). */
describe('Catalan notices and mails', () => {
  const reader = { email: 'persona@example.org', name: 'Persona', language: 'ca' };

  it('use tu in every kind of notice, its mail and the digest', () => {
    const formal: string[] = [];
    for (const kind of NOTIFICATION_KINDS) {
      const notice = renderNotification(kind, {}, 'ca');
      const mail = notificationMail(reader, 'generic', 'http://127.0.0.1', kind, {}, '/');
      for (const text of [notice.title, notice.text, mail.subject, mail.text]) if (isCatalanFormal(text)) formal.push(`${kind}: ${text}`);
    }
    const digest = digestMail(reader, 'generic', 'http://127.0.0.1', NOTIFICATION_KINDS.map((kind) => ({ kind, params: {}, link: '/' })), 'http://127.0.0.1/baja', 'digest');
    for (const text of [digest.subject, digest.text]) if (isCatalanFormal(text)) formal.push(`digest: ${text}`);
    expect(formal).toEqual([]);
  });
});
