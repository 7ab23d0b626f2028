import type { Language } from '@portal/shared';
import type { MailMessage } from '../../mail/mailer.ts';
import { noticeMail, type MailTemplate } from '../../mail/notice-mail.ts';

export type OfferDecision = 'published' | 'returned' | 'rejected';

const texts: Record<Language, Record<OfferDecision, MailTemplate>> = {
  es: {
    published: { subject: 'Oferta publicada: {titulo}', body: 'El servicio de empleo ha validado la oferta «{titulo}». Ya es visible para los candidatos.' },
    returned: { subject: 'Oferta devuelta: {titulo}', body: 'El servicio de empleo le devuelve la oferta «{titulo}» con estas observaciones:\n\n{motivo}' },
    rejected: { subject: 'Oferta rechazada: {titulo}', body: 'El servicio de empleo ha rechazado la oferta «{titulo}».\n\nMotivo: {motivo}' },
  },
  ca: {
    published: { subject: 'Oferta publicada: {titulo}', body: "El servei d'ocupació ha validat l'oferta «{titulo}». Ja és visible per als candidats." },
    returned: { subject: 'Oferta retornada: {titulo}', body: "El servei d'ocupació us retorna l'oferta «{titulo}» amb aquestes observacions:\n\n{motivo}" },
    rejected: { subject: 'Oferta rebutjada: {titulo}', body: "El servei d'ocupació ha rebutjat l'oferta «{titulo}».\n\nMotiu: {motivo}" },
  },
  en: {
    published: { subject: 'Offer published: {titulo}', body: 'The employment service has validated the offer "{titulo}". Candidates can see it now.' },
    returned: { subject: 'Offer sent back: {titulo}', body: 'The employment service sends the offer "{titulo}" back with these remarks:\n\n{motivo}' },
    rejected: { subject: 'Offer rejected: {titulo}', body: 'The employment service has rejected the offer "{titulo}".\n\nReason: {motivo}' },
  },
};

/** The mail a company receives when the service decides on one of its offers, in the contact's language. */
export function offerDecisionMail(to: string, language: string, decision: OfferDecision, title: string, reason?: string): MailMessage {
  const templates = { es: texts.es[decision], ca: texts.ca[decision], en: texts.en[decision] };
  return noticeMail(to, language, templates, { titulo: title, motivo: reason ?? '' });
}
