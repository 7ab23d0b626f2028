import type { CatalogRow } from './types.ts';

/** Transversal competences of the CV and of offers. */
export const COMPETENCES: readonly CatalogRow[] = [
  { id: 1, code: 'trabajo-equipo', ca: 'Treball en equip', es: 'Trabajo en equipo', en: 'Teamwork' },
  { id: 2, code: 'comunicacion', ca: 'Comunicació oral i escrita', es: 'Comunicación oral y escrita', en: 'Oral and written communication' },
  { id: 3, code: 'resolucion-problemas', ca: 'Resolució de problemes', es: 'Resolución de problemas', en: 'Problem solving' },
  { id: 4, code: 'pensamiento-critico', ca: 'Pensament crític', es: 'Pensamiento crítico', en: 'Critical thinking' },
  { id: 5, code: 'adaptabilidad', ca: 'Adaptabilitat', es: 'Adaptabilidad', en: 'Adaptability' },
  { id: 6, code: 'liderazgo', ca: 'Lideratge', es: 'Liderazgo', en: 'Leadership' },
  { id: 7, code: 'organizacion', ca: 'Organització i planificació', es: 'Organización y planificación', en: 'Organisation and planning' },
  { id: 8, code: 'orientacion-cliente', ca: 'Orientació al client', es: 'Orientación al cliente', en: 'Customer focus' },
  { id: 9, code: 'creatividad', ca: 'Creativitat i innovació', es: 'Creatividad e innovación', en: 'Creativity and innovation' },
  { id: 10, code: 'iniciativa', ca: 'Iniciativa i proactivitat', es: 'Iniciativa y proactividad', en: 'Initiative' },
  { id: 11, code: 'negociacion', ca: 'Negociació', es: 'Negociación', en: 'Negotiation' },
  { id: 12, code: 'gestion-tiempo', ca: 'Gestió del temps', es: 'Gestión del tiempo', en: 'Time management' },
  { id: 13, code: 'aprendizaje-autonomo', ca: 'Aprenentatge autònom', es: 'Aprendizaje autónomo', en: 'Self-directed learning' },
  { id: 14, code: 'compromiso-etico', ca: 'Compromís ètic', es: 'Compromiso ético', en: 'Ethical commitment' },
  { id: 15, code: 'competencia-digital', ca: 'Competència digital', es: 'Competencia digital', en: 'Digital skills' },
  { id: 16, code: 'orientacion-resultados', ca: 'Orientació a resultats', es: 'Orientación a resultados', en: 'Results orientation' },
];
