import { catalogueEntry, messageFor, type Category, type Language, type RedirectTarget } from '@portal/shared';

export interface NoticeView {
  title: string;
  body: string;
  button: string | undefined;
  category: Category;
  redirect: RedirectTarget | undefined;
  /** Success notices (501-538) are announced politely; errors are alerts. */
  kind: 'error' | 'notice';
}

/**
 * The text of a catalogue code in a language: title and body from the shared catalogue, with the server's
 * `mensaje` in place of the body for the codes that show it (3, 90, 58, 80, 105, 515...). Unknown codes read as
 * the general error (the catalogue's own rule).
 */
export function describeNotice(
  notice: { status: number; mensaje?: string | undefined },
  language: Language,
  params: Record<string, string> = {},
): NoticeView {
  const entry = catalogueEntry(notice.status);
  const text = messageFor(notice.status, language, params);
  const serverText = entry.showServerMessage && notice.mensaje?.trim() ? notice.mensaje : undefined;
  return {
    title: text.title,
    body: serverText ?? text.body,
    button: text.button,
    category: entry.category,
    redirect: entry.redirect,
    kind: entry.kind,
  };
}
