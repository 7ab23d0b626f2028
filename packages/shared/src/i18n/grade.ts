import { GRADE_MAX, GRADE_MIN } from '../validation/limits.ts';
import type { Language } from './language.ts';

/**
 * An average grade as a reader of `language` writes it: the local decimal mark (2,6 in Catalan and Spanish, 2.6 in
 * English), at most two decimals. The scale (`GRADE_SCALE`) goes with it wherever it is shown: the record's
 * average runs from 1 to 4, and "2,6" alone reads as a fail to anyone used to marks out of 10.
 */
export function formatGrade(grade: number, language: Language): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(grade);
}

/** The grade's scale, for texts such as "Nota media: 2,6 (escala de 1 a 4)". */
export const GRADE_SCALE = { min: GRADE_MIN, max: GRADE_MAX } as const;
