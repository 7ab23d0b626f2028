import type { Language } from '../i18n/language.ts';
import { catalogueRules, type CatalogueRule } from './catalogue-rules.ts';
import type { CatalogueTexts, Line } from './catalogue-texts/catalogue-texts-type.ts';
import type { MessageText } from './catalogue.ts';
import { Status, type StatusCode } from './status.ts';
import { interpolate } from '../i18n/interpolate.ts';

export function isKnownStatus(value: unknown): value is StatusCode {
  return typeof value === 'number' && Object.hasOwn(catalogueRules, value);
}

/** The rules of a code; a code the catalogue does not know reads as a general error, never as nothing. */
export function catalogueEntry(code: number): CatalogueRule {
  return isKnownStatus(code) ? catalogueRules[code] : catalogueRules[Status.GeneralError];
}

/** The texts of each language, loaded on demand: a page carries only the language it shows. */
const loaded: Partial<Record<Language, CatalogueTexts>> = {};
const loaders: Record<Language, () => Promise<{ texts: CatalogueTexts }>> = {
  ca: () => import('./catalogue-texts/ca.ts'),
  es: () => import('./catalogue-texts/es.ts'),
  en: () => import('./catalogue-texts/en.ts'),
};

/** Loads the catalogue texts of a language (the web does it with the interface language, before showing it). */
export async function loadCatalogueTexts(language: Language): Promise<void> {
  loaded[language] ??= (await loaders[language]()).texts;
}

/** Fills `{name}` placeholders of a catalogue text (see interpolate). */
export const fillPlaceholders: (text: string, params?: Record<string, string>) => string = interpolate;

/**
 * The message of a code in a language whose texts are loaded (loadCatalogueTexts). Until they are, another
 * loaded language answers, and before any, the code alone: never an exception while showing an error.
 */
export function messageFor(code: number, language: Language, params?: Record<string, string>): MessageText {
  const texts = loaded[language] ?? Object.values(loaded)[0];
  const known = isKnownStatus(code) ? code : Status.GeneralError;
  const [title, body, button]: Line = texts?.[known] ?? [`${known}`, ''];
  const text: MessageText = { title: fillPlaceholders(title, params), body: fillPlaceholders(body, params) };
  if (button !== undefined) text.button = fillPlaceholders(button, params);
  return text;
}
