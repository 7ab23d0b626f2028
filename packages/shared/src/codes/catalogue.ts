import type { Language } from '../i18n/language.ts';
import { catalogueRules, type CatalogueRule } from './catalogue-rules.ts';
import type { CatalogueTexts, Line } from './catalogue-texts/catalogue-texts-type.ts';
import { texts as ca } from './catalogue-texts/ca.ts';
import { texts as en } from './catalogue-texts/en.ts';
import { texts as es } from './catalogue-texts/es.ts';
import type { StatusCode } from './status.ts';

export type { Category, CatalogueRule, RedirectTarget } from './catalogue-rules.ts';
export type { CatalogueTexts } from './catalogue-texts/catalogue-texts-type.ts';

export interface MessageText {
  title: string;
  body: string;
  button?: string;
}

export interface CatalogueEntry extends CatalogueRule {
  texts: Record<Language, MessageText>;
}

export const CATALOGUE_TEXTS: Record<Language, CatalogueTexts> = { ca, es, en };

export function toMessageText([title, body, button]: Line): MessageText {
  return button === undefined ? { title, body } : { title, body, button };
}

/**
 * Every code with its rules and its texts in every language, for the server and the tests. The web reads the
 * rules (catalogue-rules.ts) and the texts of its language only (messages.ts), so this table is not in its bundle.
 */
export const catalogue = Object.fromEntries(
  Object.values(catalogueRules).map((rule) => [
    rule.code,
    { ...rule, texts: { ca: toMessageText(ca[rule.code]), es: toMessageText(es[rule.code]), en: toMessageText(en[rule.code]) } },
  ]),
) as Record<StatusCode, CatalogueEntry>;
