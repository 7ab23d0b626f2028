import type { CatalogRow } from './types.ts';

/**
 * States of a candidacy. 16 and 17 are fixed by the spec: 16 is the pre-enrolment the student accepts or
 * rejects, 17 the rejection, which carries a reason (spec 1 §4, spec 2 §9). `extra.final` marks the states a
 * candidacy does not leave.
 */
export const CANDIDACY_STATE = {
  enrolled: 1,
  inReview: 2,
  shortlisted: 3,
  interview: 4,
  selected: 5,
  withdrawn: 6,
  closed: 7,
  preEnrolment: 16,
  rejected: 17,
} as const;

export const CANDIDACY_STATES: readonly CatalogRow[] = [
  { id: 1, code: 'inscrita', ca: 'Inscrita', es: 'Inscrita', en: 'Applied', extra: { final: false } },
  { id: 2, code: 'en-revision', ca: 'En revisió', es: 'En revisión', en: 'Under review', extra: { final: false } },
  { id: 3, code: 'preseleccionada', ca: 'Preseleccionada', es: 'Preseleccionada', en: 'Shortlisted', extra: { final: false } },
  { id: 4, code: 'entrevista', ca: 'Entrevista', es: 'Entrevista', en: 'Interview', extra: { final: false } },
  { id: 5, code: 'seleccionada', ca: 'Seleccionada / contractada', es: 'Seleccionada / contratada', en: 'Selected / hired', extra: { final: true } },
  { id: 6, code: 'retirada', ca: 'Retirada per la persona candidata', es: 'Retirada por el candidato', en: 'Withdrawn by the candidate', extra: { final: true } },
  { id: 7, code: 'cerrada', ca: 'Tancada', es: 'Cerrada', en: 'Closed', extra: { final: true } },
  { id: 16, code: 'preinscripcion', ca: 'Preinscripció', es: 'Preinscripción', en: 'Pre-enrolment', extra: { final: false } },
  { id: 17, code: 'descartada', ca: 'Descartada', es: 'Descartada', en: 'Rejected', extra: { final: true } },
];
