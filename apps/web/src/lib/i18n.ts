import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  loadCatalogueTexts,
  resolveLanguage,
  type BrandConfig,
  type Language,
} from '@portal/shared';

/**
 * The texts, one chunk per language and namespace (`locales/<language>/<namespace>.json`), found by file name: a
 * namespace file added later is picked up without code here (its keys are typed in src/i18next.d.ts). Only the
 * interface language is fetched, and each namespace when a component first asks for it (`useTranslation('cv')`
 * suspends until then; navigations keep the previous page on screen meanwhile).
 */
const textFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });
const textFile = (language: string, namespace: string) => textFiles[`../locales/${language}/${namespace}.json`];

export const namespaces: readonly string[] = Object.keys(textFiles)
  .map((file) => /^\.\.\/locales\/es\/(.+)\.json$/.exec(file)?.[1])
  .filter((name): name is string => name !== undefined);

const bundledTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = textFile(language, namespace);
    if (!load) return callback(null, {});
    load().then(
      (texts) => callback(null, texts as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Starts fetching these namespaces' texts in the language the first render will use, ahead of the components that
 * ask for them (the entry does it for the page being opened); i18next later reads them from the module cache.
 */
export function preloadTexts(namespaces: readonly string[]): void {
  for (const namespace of namespaces) textFile(initialLanguage(), namespace)?.().catch(() => undefined);
}

/** Every text of every language at once (tests, where nothing may wait for a chunk). */
export async function loadAllTexts(): Promise<void> {
  await Promise.all(LANGUAGES.map((language) => loadCatalogueTexts(language)));
  await Promise.all(
    Object.entries(textFiles).map(async ([file, load]) => {
      const [, language, namespace] = /^\.\.\/locales\/([^/]+)\/(.+)\.json$/.exec(file) ?? [];
      if (language && namespace) i18n.addResourceBundle(language, namespace, await load(), true, true);
    }),
  );
}

function initialLanguage(): Language {
  const stored = readStoredLanguage();
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The one i18next instance of the app. */
export const i18n = i18next.createInstance();
/**
 * Resolves once the common texts and the status messages (the catalogue's, a chunk per language) of the stored (or
 * default) language are in: the first render waits for it.
 */
export const i18nReady = Promise.all([loadCatalogueTexts(initialLanguage()), initTexts()]);

function initTexts() {
  return i18n
    .use(bundledTexts)
    .use(initReactI18next)
    .init({
      lng: initialLanguage(),
      // The three languages hold the same keys (locales.test.ts): no fallback language to fetch as well.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
}

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

/** The interface language; before the first texts are in, the language they are being loaded in. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : initialLanguage();
}

/** The current interface language, re-rendering on change. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
