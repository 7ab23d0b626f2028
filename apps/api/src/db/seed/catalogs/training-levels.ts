import type { CatalogRow } from './types.ts';

/** Highest training level of the CV, as the public employment service (SNE/SEPE) groups it; `extra.isced` is ISCED 2011. */
export const TRAINING_LEVELS: readonly CatalogRow[] = [
  { id: 1, code: 'sin-estudios', ca: 'Sense estudis', es: 'Sin estudios', en: 'No formal education', extra: { isced: 0 } },
  { id: 2, code: 'eso', ca: 'Educació secundària obligatòria (ESO)', es: 'Educación secundaria obligatoria (ESO)', en: 'Lower secondary education (ESO)', extra: { isced: 2 } },
  { id: 3, code: 'bachillerato', ca: 'Batxillerat', es: 'Bachillerato', en: 'Upper secondary education (Bachillerato)', extra: { isced: 3 } },
  { id: 4, code: 'fp-grado-medio', ca: 'FP de grau mitjà', es: 'FP de grado medio', en: 'Intermediate vocational training', extra: { isced: 3 } },
  { id: 5, code: 'fp-grado-superior', ca: 'FP de grau superior', es: 'FP de grado superior', en: 'Higher vocational training', extra: { isced: 5 } },
  { id: 6, code: 'grado', ca: 'Grau universitari', es: 'Grado universitario', en: "Bachelor's degree", extra: { isced: 6 } },
  { id: 7, code: 'master', ca: 'Màster universitari', es: 'Máster universitario', en: "Master's degree", extra: { isced: 7 } },
  { id: 8, code: 'doctorado', ca: 'Doctorat', es: 'Doctorado', en: 'Doctorate', extra: { isced: 8 } },
];
