import type { CatalogRow } from './types.ts';

/** CEFR levels plus native; ids grow with the level, so "at least B2" is `levelId >= 4`. */
export const LANGUAGE_LEVEL = { A1: 1, A2: 2, B1: 3, B2: 4, C1: 5, C2: 6, native: 7 } as const;

export const LANGUAGE_LEVELS: readonly CatalogRow[] = [
  { id: 1, code: 'A1', ca: 'A1 (accés)', es: 'A1 (acceso)', en: 'A1 (beginner)', extra: { rank: 1 } },
  { id: 2, code: 'A2', ca: 'A2 (plataforma)', es: 'A2 (plataforma)', en: 'A2 (elementary)', extra: { rank: 2 } },
  { id: 3, code: 'B1', ca: 'B1 (llindar)', es: 'B1 (umbral)', en: 'B1 (intermediate)', extra: { rank: 3 } },
  { id: 4, code: 'B2', ca: 'B2 (avançat)', es: 'B2 (avanzado)', en: 'B2 (upper intermediate)', extra: { rank: 4 } },
  { id: 5, code: 'C1', ca: 'C1 (domini funcional efectiu)', es: 'C1 (dominio operativo eficaz)', en: 'C1 (advanced)', extra: { rank: 5 } },
  { id: 6, code: 'C2', ca: 'C2 (mestratge)', es: 'C2 (maestría)', en: 'C2 (proficiency)', extra: { rank: 6 } },
  { id: 7, code: 'nativo', ca: 'Llengua materna', es: 'Lengua materna', en: 'Native speaker', extra: { rank: 7 } },
];
