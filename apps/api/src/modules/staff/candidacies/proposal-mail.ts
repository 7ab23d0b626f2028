import { isLanguage, type Language } from '@portal/shared';
import type { MailMessage } from '../../../mail/mailer.ts';
import { escapeHtml } from '../../../mail/escape-html.ts';

const texts: Record<Language, { subject: string; body: string }> = {
  es: { subject: 'El servicio de empleo le propone una oferta', body: 'El servicio de empleo le ha preinscrito en la oferta «{titulo}». Entre en el portal, en «Mis candidaturas», para aceptarla o rechazarla.' },
  ca: { subject: "El servei d'ocupació us proposa una oferta", body: "El servei d'ocupació us ha preinscrit a l'oferta «{titulo}». Entreu al portal, a «Les meves candidatures», per acceptar-la o rebutjar-la." },
  en: { subject: 'The employment service proposes an offer to you', body: 'The employment service has pre-enrolled you in the offer "{titulo}". Open "My candidacies" in the portal to accept or reject it.' },
};


/** The mail a candidate receives when the service proposes them for an offer (state 16), in their language. */
export function proposalMail(to: string, language: string, title: string): MailMessage {
  const t = texts[isLanguage(language) ? language : 'es'];
  const text = t.body.replaceAll('{titulo}', title);
  return { to, subject: t.subject, text, html: `<p>${escapeHtml(text)}</p>` };
}
