import type { Language } from '@portal/shared';
import { noticeMail, type MailTemplate } from '../../mail/notice-mail.ts';
import type { QueuedMail } from '../../mail/outbox.ts';

/**
 * A blocked candidate can no longer sign in, so a notice in the portal would never be read: the service's decision
 * and its reason go by mail, and so does the unblocking ("you can sign in again").
 */
const BLOCKED: Record<Language, MailTemplate> = {
  es: {
    subject: 'Tu cuenta del portal de empleo está bloqueada',
    body: 'Hola, {nombre}:\n\nEl servicio de empleo ha bloqueado tu cuenta del portal. Mientras siga bloqueada no podrás entrar ni inscribirte en ofertas.\n\nMotivo: {motivo}\n\nSi crees que es un error o quieres aclararlo, responde al servicio de empleo.',
  },
  ca: {
    subject: "El teu compte del portal d'ocupació està bloquejat",
    body: "Hola, {nombre}:\n\nEl servei d'ocupació ha bloquejat el teu compte del portal. Mentre continuï bloquejat no hi podràs entrar ni inscriure't a ofertes.\n\nMotiu: {motivo}\n\nSi creus que és un error o ho vols aclarir, respon al servei d'ocupació.",
  },
  en: {
    subject: 'Your employment portal account is blocked',
    body: 'Hello {nombre},\n\nThe employment service has blocked your portal account. While it stays blocked you cannot sign in or apply to offers.\n\nReason: {motivo}\n\nIf you think this is a mistake or want to clear it up, write back to the employment service.',
  },
};

const UNBLOCKED: Record<Language, MailTemplate> = {
  es: { subject: 'Tu cuenta del portal de empleo vuelve a estar activa', body: 'Hola, {nombre}:\n\nEl servicio de empleo ha desbloqueado tu cuenta: ya puedes volver a entrar en el portal.' },
  ca: { subject: "El teu compte del portal d'ocupació torna a estar actiu", body: "Hola, {nombre}:\n\nEl servei d'ocupació ha desbloquejat el teu compte: ja pots tornar a entrar al portal." },
  en: { subject: 'Your employment portal account is active again', body: 'Hello {nombre},\n\nThe employment service has unblocked your account: you can sign in to the portal again.' },
};

export function accountBlockMail(to: { institutionId: string; email: string; language: string; name: string }, block: { reason: string } | null): QueuedMail {
  const mail = block ? noticeMail(to.email, to.language, BLOCKED, { nombre: to.name, motivo: block.reason }) : noticeMail(to.email, to.language, UNBLOCKED, { nombre: to.name });
  return { ...mail, institutionId: to.institutionId };
}
