import { LANGUAGE_STORAGE_KEY, LANGUAGES, isLanguage, resolveLanguage, type BrandConfig, type Language } from '@portal/shared';

export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Spec 1 §1: the locally stored preference, else the brand default (`languagebydefault`), else Spanish. A stored
 * language the brand does not offer (English on a Catalan/Spanish-only brand) is skipped.
 */
export function resolveInitialLanguage(
  stored: string | null,
  brand: Pick<BrandConfig, 'languagebydefault' | 'languages'> | null,
): Language {
  const offered: readonly Language[] = brand?.languages ?? LANGUAGES;
  const candidates = [stored, brand?.languagebydefault].filter((l) => isLanguage(l) && offered.includes(l));
  return resolveLanguage(...candidates);
}
