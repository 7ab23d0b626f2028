import { interpolate, isLanguage, type Language } from '@portal/shared';
import type { MailMessage } from './mailer.ts';
import { escapeHtml } from './escape-html.ts';

/** A mail's text in one language: `{placeholders}` filled by `interpolate`, paragraphs split by a blank line. */
export interface MailTemplate {
  subject: string;
  body: string;
}

/**
 * A plain notice mail (a decision of the service, a proposal...) in the recipient's language, Spanish when the
 * stored language is unknown. The values are filled in the text as given and escaped in the HTML part, so a reason
 * typed by staff can contain anything, `$&` and `<` included.
 */
export function noticeMail(to: string, language: string, templates: Record<Language, MailTemplate>, values: Record<string, string> = {}): MailMessage {
  const template = templates[isLanguage(language) ? language : 'es'];
  const subject = interpolate(template.subject, values);
  const text = interpolate(template.body, values);
  const html = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return { to, subject, text, html };
}
