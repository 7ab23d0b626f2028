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
