import { inContentLanguage, type Language } from '@portal/shared';

/**
 * Content the service writes in three languages, as the reader's language has it; Spanish (always required) where
 * a translation was left empty, so a row is never listed without a name. The shared rule of content languages.
 */
export function inLanguage(language: Language, texts: { es: string; ca?: string | null; en?: string | null }): string {
  return inContentLanguage(language, texts);
}
