import type { Language } from '@portal/shared';
import type { MailMessage } from '../../mail/mailer.ts';
import { noticeMail, type MailTemplate } from '../../mail/notice-mail.ts';

export type CompanyDecision = 'validated' | 'rejected' | 'blocked' | 'unblocked';

const texts: Record<Language, Record<CompanyDecision, MailTemplate>> = {
  es: {
    validated: { subject: 'Cuenta de empresa validada', body: 'El servicio de empleo ha validado la cuenta de {empresa}. Ya puede iniciar sesión y publicar ofertas.' },
    rejected: { subject: 'Solicitud de cuenta de empresa rechazada', body: 'El servicio de empleo no ha validado la solicitud de cuenta de {empresa}.\n\nMotivo: {motivo}' },
    blocked: { subject: 'Cuenta de empresa bloqueada', body: 'El servicio de empleo ha bloqueado la cuenta de {empresa}.\n\nMotivo: {motivo}' },
    unblocked: { subject: 'Cuenta de empresa desbloqueada', body: 'El servicio de empleo ha desbloqueado la cuenta de {empresa}. Ya puede volver a iniciar sesión.' },
  },
  ca: {
    validated: { subject: "Compte d'empresa validat", body: "El servei d'ocupació ha validat el compte de {empresa}. Ja pots iniciar sessió i publicar ofertes." },
    rejected: { subject: "Sol·licitud de compte d'empresa rebutjada", body: "El servei d'ocupació no ha validat la sol·licitud de compte de {empresa}.\n\nMotiu: {motivo}" },
    blocked: { subject: "Compte d'empresa bloquejat", body: "El servei d'ocupació ha bloquejat el compte de {empresa}.\n\nMotiu: {motivo}" },
    unblocked: { subject: "Compte d'empresa desbloquejat", body: "El servei d'ocupació ha desbloquejat el compte de {empresa}. Ja pots tornar a iniciar sessió." },
  },
  en: {
    validated: { subject: 'Company account validated', body: 'The employment service has validated the account of {empresa}. You can now log in and post offers.' },
    rejected: { subject: 'Company account request rejected', body: 'The employment service has not validated the account request of {empresa}.\n\nReason: {motivo}' },
    blocked: { subject: 'Company account blocked', body: 'The employment service has blocked the account of {empresa}.\n\nReason: {motivo}' },
    unblocked: { subject: 'Company account unblocked', body: 'The employment service has unblocked the account of {empresa}. You can log in again.' },
  },
};

/** The mail a company contact receives when the service decides on its account, in the contact's language. */
export function companyDecisionMail(to: string, language: string, decision: CompanyDecision, company: string, reason?: string): MailMessage {
  const templates = { es: texts.es[decision], ca: texts.ca[decision], en: texts.en[decision] };
  return noticeMail(to, language, templates, { empresa: company, motivo: reason ?? '' });
}
