import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, isLanguage, loadCatalogueTexts, type Language } from '@portal/shared';
import { readStoredLanguage } from './language';
import { loadTexts, textFiles } from './text-files';
import { TextStore } from './text-store';

function storedOrDefaultLanguage(): Language {
  const stored = readStoredLanguage();
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * The app's one text store (i18next's instance surface: `language`, `changeLanguage`, `loadNamespaces`,
 * `addResourceBundle`). The browser fetches each namespace's JSON when a component first asks for it; the three
 * languages hold the same keys (locales.test.ts), so there is no fallback language to fetch as well.
 */
export const i18n = new TextStore(storedOrDefaultLanguage(), loadTexts);

/**
 * Resolves once the common texts and the status messages (the catalogue's, a chunk per language) of the stored (or
 * default) language are in: the first render waits for it.
 */
export const i18nReady: Promise<void> = Promise.all([loadCatalogueTexts(i18n.language as Language), i18n.loadNamespaces('common')]).then(() => undefined);

/** Every text of every language at once (tests, where nothing may wait; they read the files, see setTextSource). */
export async function loadAllTexts(): Promise<void> {
  await Promise.all(LANGUAGES.map((language) => loadCatalogueTexts(language)));
  await Promise.all(textFiles.map(([language, namespace]) => i18n.pendingLoad(language, [namespace])));
}

/** Switches the interface language and `<html lang>`; `persist` stores it as the user's preference. */
export async function applyLanguage(language: Language, { persist }: { persist: boolean }): Promise<void> {
  if (persist) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Without storage the choice lasts for this visit only.
    }
  }
  document.documentElement.lang = language;
  await Promise.all([loadCatalogueTexts(language), i18n.changeLanguage(language)]);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
