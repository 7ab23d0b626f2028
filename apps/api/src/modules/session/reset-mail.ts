import { interpolate, type Language } from '@portal/shared';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml } from '../../mail/escape-html.ts';

const texts: Record<Language, { subject: string; intro: string; action: string; expiry: string; ignore: string }> = {
  ca: {
    subject: 'Restabliment de la contrasenya',
    intro: "Hem rebut una sol·licitud per restablir la contrasenya del vostre compte a {portal}.",
    action: 'Establiu una contrasenya nova aquí',
    expiry: "L'enllaç caduca en {hours} hores i només es pot fer servir una vegada.",
    ignore: 'Si no ho heu demanat vosaltres, podeu ignorar aquest missatge.',
  },
  es: {
    subject: 'Restablecimiento de la contraseña',
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de su cuenta en {portal}.',
    action: 'Establezca una contraseña nueva aquí',
    expiry: 'El enlace caduca en {hours} horas y solo se puede usar una vez.',
    ignore: 'Si no lo ha solicitado usted, puede ignorar este mensaje.',
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
  ca: { subject: 'Benvinguts: establiu la contrasenya', intro: "S'ha creat el vostre accés a {portal}.", action: 'Establiu la contrasenya aquí' },
  es: { subject: 'Bienvenido: establezca su contraseña', intro: 'Se ha creado su acceso a {portal}.', action: 'Establezca su contraseña aquí' },
  en: { subject: 'Welcome: set your password', intro: 'Your access to {portal} has been created.', action: 'Set your password here' },
};

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
