/** Interface languages. English is the portal's addition: the spec's product has Catalan and Spanish only. */
export const LANGUAGES = ['ca', 'es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Spec 1 §1: the stored preference wins, then the brand default, then Spanish. */
export const DEFAULT_LANGUAGE: Language = 'es';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The numeric `idIdioma` that `editarIdiomaPreferido` carries and the CV stores as communication language. */
export const LANGUAGE_IDS = { ca: 1, es: 2, en: 3 } as const satisfies Record<Language, number>;
export type LanguageId = (typeof LANGUAGE_IDS)[Language];

export function languageId(language: Language): LanguageId {
  return LANGUAGE_IDS[language];
}

export function languageFromId(id: unknown): Language | undefined {
  const numeric = typeof id === 'string' && id.trim() !== '' ? Number(id) : id;
  return LANGUAGES.find((language) => LANGUAGE_IDS[language] === numeric);
}

/** Applies the default-language rule to whatever candidates the caller has, in order of preference. */
export function resolveLanguage(...candidates: unknown[]): Language {
  return candidates.find(isLanguage) ?? DEFAULT_LANGUAGE;
}
