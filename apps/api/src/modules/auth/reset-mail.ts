import { interpolate, type Language } from '@portal/shared';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml } from '../../mail/escape-html.ts';

const texts: Record<Language, { subject: string; intro: string; action: string; expiry: string; ignore: string }> = {
  ca: {
    subject: 'Restabliment de la contrasenya',
    intro: "Hem rebut una sol·licitud per restablir la contrasenya del teu compte a {portal}.",
    action: 'Tria una contrasenya nova aquí',
    expiry: "L'enllaç caduca en {hours} hores i només es pot fer servir una vegada.",
    ignore: "Si no ho has demanat tu, pots ignorar aquest missatge.",
  },
  es: {
    subject: 'Restablecimiento de la contraseña',
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta en {portal}.',
    action: 'Elige una contraseña nueva aquí',
    expiry: 'El enlace caduca en {hours} horas y solo se puede usar una vez.',
    ignore: 'Si no lo has pedido tú, puedes ignorar este mensaje.',
  },
  en: {
    subject: 'Password reset',
    intro: 'We received a request to reset the password of your account at {portal}.',
    action: 'Choose a new password here',
    expiry: 'The link expires in {hours} hours and can be used only once.',
    ignore: 'If you did not ask for this, you can ignore this message.',
  },
};

const setTexts: Record<Language, { subject: string; intro: string; action: string }> = {
  ca: { subject: 'Et donem la benvinguda: tria la contrasenya', intro: "S'ha creat el teu accés a {portal}.", action: 'Tria la contrasenya aquí' },
  es: { subject: 'Te damos la bienvenida: elige tu contraseña', intro: 'Se ha creado tu acceso a {portal}.', action: 'Elige tu contraseña aquí' },
  en: { subject: 'Welcome: set your password', intro: 'Your access to {portal} has been created.', action: 'Set your password here' },
};

/** The web pages that take the link, in each language (the routes reset-company, reset-candidate, set-password). */
const PAGES: Record<'reset-company' | 'reset-candidate' | 'set-password', Record<Language, string>> = {
  'reset-company': { es: '/restablecer-login', ca: '/restablir-login', en: '/restablecer-login' },
  'reset-candidate': { es: '/restablecer-candidato', ca: '/restablir-candidat', en: '/restablecer-candidato' },
  'set-password': { es: '/establecer-login', ca: '/establir-login', en: '/establecer-login' },
};

export function passwordPage(purpose: 'reset' | 'set', role: string, language: Language): string {
  const page = purpose === 'set' ? 'set-password' : role === 'Empresa' ? 'reset-company' : 'reset-candidate';
  return PAGES[page][language];
}

export function passwordMail(options: {
  purpose: 'reset' | 'set';
  to: string;
  link: string;
  portal: string;
  language: Language;
  hours: number;
}): MailMessage {
  const base = texts[options.language];
  const t = options.purpose === 'set' ? { ...base, ...setTexts[options.language] } : base;
  const fill = (s: string) => interpolate(s, { portal: options.portal, hours: options.hours });
  const lines = [fill(t.intro), '', `${t.action}: ${options.link}`, '', fill(t.expiry), t.ignore];
  return {
    to: options.to,
    subject: `${t.subject} - ${options.portal}`,
    text: lines.join('\n'),
    html: `<p>${escapeHtml(fill(t.intro))}</p><p><a href="${escapeHtml(options.link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(fill(t.expiry))}<br>${escapeHtml(t.ignore)}</p>`,
  };
}
