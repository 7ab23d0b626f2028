import type { CatalogRow } from './types.ts';
import { CANDIDACY_STATE } from '@portal/shared';

/** The state ids and moves live in the shared package (constants/candidacy-states.ts); this is their catalogue. */
export { CANDIDACY_STATE };

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
