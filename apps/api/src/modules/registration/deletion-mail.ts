import { interpolate, type Language } from '@portal/shared';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml } from '../../mail/escape-html.ts';

const texts: Record<Language, { subject: string; body: string; keep: string }> = {
  ca: {
    subject: 'Sol·licitud de baixa rebuda',
    body: "Hem rebut la teva sol·licitud de baixa de {portal}. El {date} suprimirem les teves dades personals, el currículum i els documents, i el teu compte deixarà d'existir.",
    keep: "Fins aleshores pots entrar al portal, però ja no et pots inscriure a cap oferta. Si no ho has demanat tu, posa't en contacte amb el servei d'ocupació.",
  },
  es: {
    subject: 'Solicitud de baja recibida',
    body: 'Hemos recibido su solicitud de baja de {portal}. El {date} suprimiremos sus datos personales, el currículum y los documentos, y su cuenta dejará de existir.',
    keep: 'Hasta entonces puede entrar en el portal, pero ya no puede inscribirse en ninguna oferta. Si no lo ha solicitado usted, póngase en contacto con el servicio de empleo.',
  },
  en: {
    subject: 'Deletion request received',
    body: 'We have received your request to leave {portal}. On {date} we will delete your personal data, CV and documents, and your account will cease to exist.',
    keep: 'Until then you can still log in, but you can no longer apply to offers. If you did not ask for this, please contact the employment service.',
  },
};

/** Confirms the request and says when the erasure happens (the 520 notice promises an e-mail). */
export function deletionRequestMail(options: { to: string; portal: string; eraseAfter: Date; language: Language }): MailMessage {
  const t = texts[options.language];
  const date = new Intl.DateTimeFormat(options.language, { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(options.eraseAfter);
  const body = interpolate(t.body, { portal: options.portal, date });
  return {
    to: options.to,
    subject: `${t.subject} - ${options.portal}`,
    text: [body, '', t.keep].join('\n'),
    html: `<p>${escapeHtml(body)}</p><p>${escapeHtml(t.keep)}</p>`,
  };
}

const withdrawnTexts: Record<Language, { subject: string; body: string; who: { self: string; service: string } }> = {
  ca: {
    subject: 'Sol·licitud de baixa anul·lada',
    body: "La sol·licitud de baixa de {portal} s'ha anul·lat: no suprimirem les teves dades i el teu compte continua actiu. Ja et pots tornar a inscriure a ofertes.",
    who: { self: "L'has anul·lada tu des del portal.", service: "L'ha anul·lada el servei d'ocupació, tal com ho vas demanar." },
  },
  es: {
    subject: 'Solicitud de baja anulada',
    body: 'La solicitud de baja de {portal} se ha anulado: no suprimiremos sus datos y su cuenta sigue activa. Ya puede volver a inscribirse en ofertas.',
    who: { self: 'La ha anulado usted desde el portal.', service: 'La ha anulado el servicio de empleo, tal como lo pidió.' },
  },
  en: {
    subject: 'Deletion request withdrawn',
    body: 'Your request to leave {portal} has been withdrawn: we will not delete your data and your account stays active. You can apply to offers again.',
    who: { self: 'You withdrew it in the portal.', service: 'The employment service withdrew it, as you asked.' },
  },
};

/**
 * Confirms that the erasure the first mail announced will not happen, and who withdrew the request: a request
 * withdrawn by someone else (a shared computer, a session left open) is noticed, as the request itself was.
 */
export function deletionWithdrawnMail(options: { to: string; portal: string; by: 'self' | 'service'; language: Language }): MailMessage {
  const t = withdrawnTexts[options.language];
  const body = interpolate(t.body, { portal: options.portal });
  const who = t.who[options.by];
  return {
    to: options.to,
    subject: `${t.subject} - ${options.portal}`,
    text: [body, '', who].join('\n'),
    html: `<p>${escapeHtml(body)}</p><p>${escapeHtml(who)}</p>`,
  };
}
