import type { Language } from '@portal/shared';
import type { MailMessage } from '../../mail/mailer.ts';
import { noticeMail, type MailTemplate } from '../../mail/notice-mail.ts';

const texts: Record<Language, MailTemplate> = {
  es: { subject: 'El servicio de empleo le propone una oferta', body: 'El servicio de empleo le ha preinscrito en la oferta «{titulo}». Entre en el portal, en «Mis candidaturas», para aceptarla o rechazarla.' },
  ca: { subject: "El servei d'ocupació us proposa una oferta", body: "El servei d'ocupació us ha preinscrit a l'oferta «{titulo}». Entreu al portal, a «Les meves candidatures», per acceptar-la o rebutjar-la." },
  en: { subject: 'The employment service proposes an offer to you', body: 'The employment service has pre-enrolled you in the offer "{titulo}". Open "My candidacies" in the portal to accept or reject it.' },
};

/** The mail a candidate receives when the service proposes them for an offer (state 16), in their language. */
export function proposalMail(to: string, language: string, title: string): MailMessage {
  return noticeMail(to, language, texts, { titulo: title });
}
