import { LANGUAGES, type Language, type TextTranslations } from '@portal/shared';

/** One text of a survey in each language, as the builder edits it: '' where it is not written. */
export type Texts = Record<Language, string>;

export const noTexts = (): Texts => ({ ca: '', es: '', en: '' });

/** The texts of a saved text: its own language's, and the translations staff wrote. */
export const textsOf = (own: string, language: Language, translations: TextTranslations = {}): Texts => ({ ...noTexts(), ...translations, [language]: own });

/** The translations to send: the languages other than the survey's own that have a text. */
export function translationsOf(texts: Texts, own: Language): TextTranslations {
  const kept: TextTranslations = {};
  for (const language of LANGUAGES) if (language !== own && texts[language].trim() !== '') kept[language] = texts[language];
  return kept;
}

/** `texts` with the empty languages filled from `from` (a start for whoever translates it). */
export const fillEmpty = (texts: Texts, from: Language): Texts => {
  const filled = { ...texts };
  for (const language of LANGUAGES) if (filled[language].trim() === '') filled[language] = texts[from];
  return filled;
};
