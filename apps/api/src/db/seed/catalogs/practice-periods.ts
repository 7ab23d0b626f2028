import type { CatalogRow } from './types.ts';

/** The candidate's preferred internship period (CV). */
export const PRACTICE_PERIODS: readonly CatalogRow[] = [
  { id: 1, code: 'primer-semestre', ca: 'Primer semestre', es: 'Primer semestre', en: 'First semester' },
  { id: 2, code: 'segundo-semestre', ca: 'Segon semestre', es: 'Segundo semestre', en: 'Second semester' },
  { id: 3, code: 'verano', ca: 'Estiu', es: 'Verano', en: 'Summer' },
  { id: 4, code: 'anual', ca: 'Anual', es: 'Anual', en: 'Full academic year' },
];
