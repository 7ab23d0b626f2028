import type { Language } from '@portal/shared';
import type { MailMessage } from '../../mail/mailer.ts';
import { noticeMail, type MailTemplate } from '../../mail/notice-mail.ts';

export type CompanyDecision = 'validated' | 'rejected' | 'blocked' | 'unblocked';

const texts: Record<Language, Record<CompanyDecision, MailTemplate>> = {
  es: {
    validated: { subject: 'Cuenta de empresa validada', body: 'El servicio de empleo ha validado la cuenta de {empresa}. Ya puedes iniciar sesión y publicar ofertas:\n\n{enlace}' },
    rejected: { subject: 'Solicitud de cuenta de empresa rechazada', body: 'El servicio de empleo no ha validado la solicitud de cuenta de {empresa}.\n\nMotivo: {motivo}' },
    blocked: { subject: 'Cuenta de empresa bloqueada', body: 'El servicio de empleo ha bloqueado la cuenta de {empresa}.\n\nMotivo: {motivo}' },
    unblocked: { subject: 'Cuenta de empresa desbloqueada', body: 'El servicio de empleo ha desbloqueado la cuenta de {empresa}. Ya puedes volver a iniciar sesión:\n\n{enlace}' },
  },
  ca: {
    validated: { subject: "Compte d'empresa validat", body: "El servei d'ocupació ha validat el compte de {empresa}. Ja pots iniciar sessió i publicar ofertes:\n\n{enlace}" },
    rejected: { subject: "Sol·licitud de compte d'empresa rebutjada", body: "El servei d'ocupació no ha validat la sol·licitud de compte de {empresa}.\n\nMotiu: {motivo}" },
    blocked: { subject: "Compte d'empresa bloquejat", body: "El servei d'ocupació ha bloquejat el compte de {empresa}.\n\nMotiu: {motivo}" },
    unblocked: { subject: "Compte d'empresa desbloquejat", body: "El servei d'ocupació ha desbloquejat el compte de {empresa}. Ja pots tornar a iniciar sessió:\n\n{enlace}" },
  },
  en: {
    validated: { subject: 'Company account validated', body: 'The employment service has validated the account of {empresa}. You can now log in and post offers:\n\n{enlace}' },
    rejected: { subject: 'Company account request rejected', body: 'The employment service has not validated the account request of {empresa}.\n\nReason: {motivo}' },
    blocked: { subject: 'Company account blocked', body: 'The employment service has blocked the account of {empresa}.\n\nReason: {motivo}' },
    unblocked: { subject: 'Company account unblocked', body: 'The employment service has unblocked the account of {empresa}. You can log in again:\n\n{enlace}' },
  },
};

/** Where a company contact signs in; the Spanish path answers in every language. */
const COMPANY_LOGIN_PATH = '/login/empresas';

/**
 * The mail a company contact receives when the service decides on its account, in the contact's language. A mail
 * that says "you can sign in now" carries the page to do it (`origin`: the portal the decision was taken on).
 */
export function companyDecisionMail(to: string, language: string, decision: CompanyDecision, company: string, reason?: string, origin = ''): MailMessage {
  const templates = { es: texts.es[decision], ca: texts.ca[decision], en: texts.en[decision] };
  return noticeMail(to, language, templates, { empresa: company, motivo: reason ?? '', enlace: `${origin}${COMPANY_LOGIN_PATH}` });
}
