import { brands, isBrandId, isLanguage, type Language, type NotificationKind } from '@portal/shared';
import { escapeHtml } from '../../mail/escape-html.ts';
import type { QueuedMail } from '../../mail/outbox.ts';
import { renderNotification, type NotificationParams } from './notification-texts.ts';

/** The page where a reader sees all their notifications and chooses how to hear of each kind. */
export const NOTIFICATIONS_PAGE = '/notificaciones';

const LABELS: Record<Language, { open: string; settings: string; digestSubject: string; digestIntro: string; unsubscribe: string }> = {
  es: {
    open: 'Abrir en el portal',
    settings: 'Puede elegir qué avisos recibe por correo en',
    digestSubject: 'Resumen del día',
    digestIntro: 'Esto es lo que ha pasado desde el último resumen:',
    unsubscribe: 'Dejar de recibir el resumen diario',
  },
  ca: {
    open: 'Obre al portal',
    settings: 'Pots triar quins avisos reps per correu a',
    digestSubject: 'Resum del dia',
    digestIntro: "Això és el que ha passat des de l'últim resum:",
    unsubscribe: 'Deixa de rebre el resum diari',
  },
  en: {
    open: 'Open in the portal',
    settings: 'You can choose which notices you get by e-mail at',
    digestSubject: 'Daily summary',
    digestIntro: 'This is what happened since the last summary:',
    unsubscribe: 'Stop receiving the daily summary',
  },
};

export interface MailReader {
  email: string;
  language: string;
}

const languageOf = (reader: MailReader): Language => (isLanguage(reader.language) ? reader.language : 'es');
const portalName = (institutionId: string, language: Language) => (isBrandId(institutionId) ? brands[institutionId].name[language] : 'Portal');

function frame(institutionId: string, language: Language, origin: string, inner: string, footer: string): string {
  const name = escapeHtml(portalName(institutionId, language));
  return (
    `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2933;line-height:1.5">` +
    `<p style="font-weight:bold;font-size:18px">${name}</p>${inner}` +
    `<p style="font-size:13px;color:#52606d">${footer} <a href="${escapeHtml(origin + NOTIFICATIONS_PAGE)}">${escapeHtml(origin + NOTIFICATIONS_PAGE)}</a></p>` +
    `</body></html>`
  );
}

/** The mail of one notification, sent at once: in the reader's language, with the institution's name and the link. */
export function notificationMail(reader: MailReader, institutionId: string, origin: string, kind: NotificationKind, params: NotificationParams, link: string | null): QueuedMail {
  const language = languageOf(reader);
  const labels = LABELS[language];
  const { title, text, html } = renderNotification(kind, params, language);
  const url = link ? (/^https?:\/\//.test(link) ? link : origin + link) : null;
  const button = url ? `<p><a href="${escapeHtml(url)}" style="background:#0b5cad;color:#fff;padding:8px 16px;text-decoration:none;border-radius:4px">${escapeHtml(labels.open)}</a></p>` : '';
  return {
    to: reader.email,
    institutionId,
    subject: `${title} · ${portalName(institutionId, language)}`,
    text: `${text}\n\n${url ? `${labels.open}: ${url}\n\n` : ''}--\n${labels.settings} ${origin}${NOTIFICATIONS_PAGE}`,
    html: frame(institutionId, language, origin, `<h1 style="font-size:20px">${escapeHtml(title)}</h1>${html}${button}`, escapeHtml(labels.settings)),
  };
}

/** One mail with the day's notifications of a reader who chose the daily summary, with a one-click way out. */
export function digestMail(
  reader: MailReader,
  institutionId: string,
  origin: string,
  items: readonly { kind: NotificationKind; params: NotificationParams; link: string | null }[],
  unsubscribeUrl: string,
  dedupeKey: string,
): QueuedMail {
  const language = languageOf(reader);
  const labels = LABELS[language];
  const rendered = items.map((item) => ({ ...renderNotification(item.kind, item.params, language), url: item.link ? origin + item.link : null }));
  const text = rendered.map((r) => `- ${r.title}: ${r.text}${r.url ? `\n  ${r.url}` : ''}`).join('\n');
  const list = rendered
    .map((r) => `<li><strong>${escapeHtml(r.title)}</strong>${r.html}${r.url ? `<a href="${escapeHtml(r.url)}">${escapeHtml(labels.open)}</a>` : ''}</li>`)
    .join('');
  return {
    to: reader.email,
    institutionId,
    dedupeKey,
    subject: `${labels.digestSubject} (${items.length}) · ${portalName(institutionId, language)}`,
    text: `${labels.digestIntro}\n\n${text}\n\n--\n${labels.unsubscribe}: ${unsubscribeUrl}\n${labels.settings} ${origin}${NOTIFICATIONS_PAGE}`,
    html: frame(
      institutionId,
      language,
      origin,
      `<p>${escapeHtml(labels.digestIntro)}</p><ul>${list}</ul><p><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(labels.unsubscribe)}</a></p>`,
      escapeHtml(labels.settings),
    ),
  };
}
