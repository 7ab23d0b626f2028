import type { z } from 'zod';
import type { Language } from '../i18n/language.ts';
import { zOptionalText, zRequiredText } from './schemas.ts';

/**
 * The one rule for what the service publishes in several languages (communications, events; issue 22, point 8):
 * Spanish is the text of record and is required, Catalan and English are optional translations, and a reader whose
 * language has none reads the Spanish. A field is `<base>Es`, `<base>Ca`, `<base>En` (tituloEs...), so a refusal
 * names the exact language field. The data-protection text is not content: it is a legal text each person accepts
 * in their language, so it keeps all three required.
 */

export const CONTENT_LANGUAGE_SUFFIXES = { es: 'Es', ca: 'Ca', en: 'En' } as const satisfies Record<Language, string>;
export type ContentLanguageSuffix = (typeof CONTENT_LANGUAGE_SUFFIXES)[Language];

type OptionalText = ReturnType<typeof zOptionalText>;
type RequiredText = ReturnType<typeof zRequiredText>;
type ContentShape<B extends string, Spanish> = { [K in `${B}Es`]: Spanish } & { [K in `${B}Ca` | `${B}En`]: OptionalText };

/**
 * The three fields of one text. `required: true` (a title) makes the Spanish one required; otherwise the whole text
 * is optional, but a translation still needs its Spanish text (`requireSpanishOfTranslations`).
 */
export function contentTextFields<const B extends string>(base: B, min: number, max: number, options: { required: true }): ContentShape<B, RequiredText>;
export function contentTextFields<const B extends string>(base: B, min: number, max: number, options?: { required?: false }): ContentShape<B, OptionalText>;
export function contentTextFields(base: string, min: number, max: number, options: { required?: boolean } = {}) {
  return {
    [`${base}Es`]: options.required ? zRequiredText(min, max) : zOptionalText(min, max),
    [`${base}Ca`]: zOptionalText(min, max),
    [`${base}En`]: zOptionalText(min, max),
  };
}

/**
 * A translation without its Spanish text would leave Spanish readers, and every fallback, with nothing: refused as
 * 'required' on the Spanish field of that text. For a `.superRefine` of the body.
 */
export function requireSpanishOfTranslations(bases: readonly string[]) {
  return (body: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const base of bases) {
      const filled = (suffix: ContentLanguageSuffix) => typeof body[`${base}${suffix}`] === 'string' && (body[`${base}${suffix}`] as string) !== '';
      if (!filled('Es') && (filled('Ca') || filled('En'))) {
        ctx.addIssue({ code: 'custom', message: 'required', path: [`${base}Es`], input: body[`${base}Es`] });
      }
    }
  };
}

/** A text as the reader's language has it, the Spanish where that language was left empty. */
export function inContentLanguage(language: Language, texts: { es: string; ca?: string | null | undefined; en?: string | null | undefined }): string {
  const own = language === 'es' ? texts.es : texts[language];
  return own && own.trim() !== '' ? own : texts.es;
}
