import type { Language } from '@portal/shared';
import { noticeMail, type MailTemplate } from '../../mail/notice-mail.ts';
import type { QueuedMail } from '../../mail/outbox.ts';

/**
 * A candidate changed the address they sign in with. Both addresses hear of it: the old one, so a change the person
 * did not make (a session left open, a stolen password) is noticed by whoever owns the mailbox; the new one, so a
 * typo is noticed before the next sign-in fails.
 */
const TO_OLD: Record<Language, MailTemplate> = {
  es: {
    subject: 'Tu correo de acceso ha cambiado',
    body: 'Hola, {nombre}:\n\nEl correo con el que entras en el portal de empleo ha cambiado de {antiguo} a {nuevo}. A partir de ahora, entra con el nuevo.\n\nSi no has sido tú, escribe cuanto antes al servicio de empleo: alguien podría estar usando tu cuenta.',
  },
  ca: {
    subject: "El teu correu d'accés ha canviat",
    body: "Hola, {nombre}:\n\nEl correu amb què entres al portal d'ocupació ha canviat de {antiguo} a {nuevo}. A partir d'ara, entra amb el nou.\n\nSi no has estat tu, escriu com més aviat millor al servei d'ocupació: algú podria estar fent servir el teu compte.",
  },
  en: {
    subject: 'Your sign-in e-mail has changed',
    body: 'Hello {nombre},\n\nThe e-mail you sign in to the employment portal with has changed from {antiguo} to {nuevo}. From now on, sign in with the new one.\n\nIf this was not you, write to the employment service as soon as you can: someone may be using your account.',
  },
};

const TO_NEW: Record<Language, MailTemplate> = {
  es: {
    subject: 'Este es ahora tu correo de acceso',
    body: 'Hola, {nombre}:\n\nA partir de ahora entras en el portal de empleo con esta dirección, {nuevo}, en lugar de {antiguo}. Tu contraseña no ha cambiado.',
  },
  ca: {
    subject: "Aquest és ara el teu correu d'accés",
    body: "Hola, {nombre}:\n\nA partir d'ara entres al portal d'ocupació amb aquesta adreça, {nuevo}, en lloc de {antiguo}. La teva contrasenya no ha canviat.",
  },
  en: {
    subject: 'This is now your sign-in e-mail',
    body: 'Hello {nombre},\n\nFrom now on you sign in to the employment portal with this address, {nuevo}, instead of {antiguo}. Your password has not changed.',
  },
};

export function emailChangeMails(change: { institutionId: string; name: string; language: string; from: string; to: string }): QueuedMail[] {
  const values = { nombre: change.name, antiguo: change.from, nuevo: change.to };
  return [
    { ...noticeMail(change.from, change.language, TO_OLD, values), institutionId: change.institutionId },
    { ...noticeMail(change.to, change.language, TO_NEW, values), institutionId: change.institutionId },
  ];
}
