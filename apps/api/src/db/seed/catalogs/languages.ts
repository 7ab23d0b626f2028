import type { CatalogRow } from './types.ts';

/** Ids 1-3 match LANGUAGE_IDS of @portal/shared (idIdioma of the interface languages ca, es, en). */
export const LANGUAGE = {
  catalan: 1,
  spanish: 2,
  english: 3,
  french: 4,
  german: 5,
  italian: 6,
  portuguese: 7,
  chinese: 8,
  arabic: 9,
} as const;

export const LANGUAGES: readonly CatalogRow[] = [
  { id: 1, code: 'ca', ca: 'Català', es: 'Catalán', en: 'Catalan' },
  { id: 2, code: 'es', ca: 'Castellà', es: 'Castellano', en: 'Spanish' },
  { id: 3, code: 'en', ca: 'Anglès', es: 'Inglés', en: 'English' },
  { id: 4, code: 'fr', ca: 'Francès', es: 'Francés', en: 'French' },
  { id: 5, code: 'de', ca: 'Alemany', es: 'Alemán', en: 'German' },
  { id: 6, code: 'it', ca: 'Italià', es: 'Italiano', en: 'Italian' },
  { id: 7, code: 'pt', ca: 'Portuguès', es: 'Portugués', en: 'Portuguese' },
  { id: 8, code: 'zh', ca: 'Xinès mandarí', es: 'Chino mandarín', en: 'Mandarin Chinese' },
  { id: 9, code: 'ar', ca: 'Àrab', es: 'Árabe', en: 'Arabic' },
  { id: 10, code: 'ru', ca: 'Rus', es: 'Ruso', en: 'Russian' },
  { id: 11, code: 'ja', ca: 'Japonès', es: 'Japonés', en: 'Japanese' },
  { id: 12, code: 'nl', ca: 'Neerlandès', es: 'Neerlandés', en: 'Dutch' },
  { id: 13, code: 'ro', ca: 'Romanès', es: 'Rumano', en: 'Romanian' },
  { id: 14, code: 'sv', ca: 'Suec', es: 'Sueco', en: 'Swedish' },
  { id: 15, code: 'pl', ca: 'Polonès', es: 'Polaco', en: 'Polish' },
  { id: 16, code: 'gl', ca: 'Gallec', es: 'Gallego', en: 'Galician' },
  { id: 17, code: 'eu', ca: 'Basc', es: 'Euskera', en: 'Basque' },
  { id: 18, code: 'lse', ca: 'Llengua de signes espanyola', es: 'Lengua de signos española', en: 'Spanish Sign Language' },
];
