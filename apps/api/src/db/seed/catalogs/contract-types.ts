import type { CatalogRow } from './types.ts';

export const CONTRACT = {
  permanent: 1,
  temporary: 2,
  traineeship: 3,
  apprenticeship: 4,
  seasonalPermanent: 5,
  selfEmployed: 6,
  grant: 7,
} as const;

/** Contract types after the 2021 labour reform (Real Decreto-ley 32/2021). */
export const CONTRACT_TYPES: readonly CatalogRow[] = [
  { id: 1, code: 'indefinido', ca: 'Indefinit', es: 'Indefinido', en: 'Permanent' },
  { id: 2, code: 'temporal', ca: 'Temporal (durada determinada)', es: 'Temporal (duración determinada)', en: 'Fixed-term' },
  {
    id: 3,
    code: 'practicas',
    ca: 'Contracte formatiu per a la pràctica professional',
    es: 'Contrato formativo para la práctica profesional',
    en: 'Traineeship contract (professional practice)',
  },
  {
    id: 4,
    code: 'formacion-aprendizaje',
    ca: 'Formació i aprenentatge (formació en alternança)',
    es: 'Formación y aprendizaje (formación en alternancia)',
    en: 'Apprenticeship (work-linked training)',
  },
  { id: 5, code: 'fijo-discontinuo', ca: 'Fix discontinu', es: 'Fijo discontinuo', en: 'Seasonal permanent (fijo discontinuo)' },
  { id: 6, code: 'autonomo-mercantil', ca: 'Autònom / mercantil', es: 'Autónomo / mercantil', en: 'Self-employed / commercial contract' },
  { id: 7, code: 'beca', ca: 'Beca', es: 'Beca', en: 'Grant' },
];
