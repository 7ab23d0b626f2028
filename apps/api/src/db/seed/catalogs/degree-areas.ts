import type { CatalogRow } from './types.ts';

/** The five branches of knowledge of Spanish university degrees (areasTitulaciones). */
export const DEGREE_AREA = {
  artsHumanities: 1,
  sciences: 2,
  health: 3,
  socialLaw: 4,
  engineering: 5,
} as const;
export type DegreeAreaId = (typeof DEGREE_AREA)[keyof typeof DEGREE_AREA];

export const DEGREE_AREAS: readonly CatalogRow[] = [
  { id: 1, code: 'artes-humanidades', ca: 'Arts i Humanitats', es: 'Artes y Humanidades', en: 'Arts and Humanities' },
  { id: 2, code: 'ciencias', ca: 'Ciències', es: 'Ciencias', en: 'Sciences' },
  { id: 3, code: 'ciencias-salud', ca: 'Ciències de la Salut', es: 'Ciencias de la Salud', en: 'Health Sciences' },
  { id: 4, code: 'ciencias-sociales-juridicas', ca: 'Ciències Socials i Jurídiques', es: 'Ciencias Sociales y Jurídicas', en: 'Social Sciences and Law' },
  { id: 5, code: 'ingenieria-arquitectura', ca: 'Enginyeria i Arquitectura', es: 'Ingeniería y Arquitectura', en: 'Engineering and Architecture' },
];
