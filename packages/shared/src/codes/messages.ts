import type { Language } from '../i18n/language.ts';
import { catalogue, type CatalogueEntry, type MessageText } from './catalogue.ts';
import { Status, type StatusCode } from './status.ts';
import { interpolate } from '../i18n/interpolate.ts';

export function isKnownStatus(value: unknown): value is StatusCode {
  return typeof value === 'number' && Object.hasOwn(catalogue, value);
}

/** The entry of a code; a code the catalogue does not know reads as a general error, never as nothing. */
export function catalogueEntry(code: number): CatalogueEntry {
  return isKnownStatus(code) ? catalogue[code] : catalogue[Status.GeneralError];
}

/** Fills `{name}` placeholders of a catalogue text (see interpolate). */
export const fillPlaceholders: (text: string, params?: Record<string, string>) => string = interpolate;

export function messageFor(code: number, language: Language, params?: Record<string, string>): MessageText {
  const { title, body, button } = catalogueEntry(code).texts[language];
  const text: MessageText = { title: fillPlaceholders(title, params), body: fillPlaceholders(body, params) };
  if (button !== undefined) text.button = fillPlaceholders(button, params);
  return text;
}
