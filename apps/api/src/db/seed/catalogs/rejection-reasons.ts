import type { OfferProfileId } from '@portal/shared';
import { CANDIDACY_STATE } from './candidacy-states.ts';
import type { CatalogRow } from './types.ts';

type Actor = 'company' | 'candidate';

/**
 * Every reason belongs to the rejection (state 17, spec 1 §4); `actor` says whose words they are: a student turning
 * down a pre-enrolment is offered only the reasons written for students, in the first person, and companies and
 * the service only theirs.
 */
function reason(id: number, code: string, profileId: OfferProfileId | null, actor: Actor, ca: string, es: string, en: string): CatalogRow {
  return { id, code, ca, es, en, extra: { stateId: CANDIDACY_STATE.rejected, profileId, actor } };
}

/**
 * idMotivo rows (spec 1 §3): offered only with state 17, when `profileId` matches the offer type (1 employment,
 * 2 internship) or is null. `actor` tells who normally gives it: the company rejecting a candidate, or the
 * student turning down a pre-enrolment.
 */
export const REJECTION_REASONS: readonly CatalogRow[] = [
  // Employment
  reason(1, 'experiencia-insuficiente', 1, 'company',
    'Experiència professional insuficient per al lloc',
    'Experiencia profesional insuficiente para el puesto',
    'Not enough professional experience for the position'),
  reason(2, 'expectativas-salariales', 1, 'company',
    'Expectatives salarials fora de la banda oferta',
    'Expectativas salariales fuera de la banda ofrecida',
    'Salary expectations outside the offered range'),
  reason(3, 'otro-candidato', 1, 'company',
    "S'ha seleccionat una altra persona amb un perfil més ajustat",
    'Se ha seleccionado a otra persona con un perfil más ajustado',
    'Another candidate with a closer profile was selected'),
  reason(4, 'horario-incompatible', 1, 'company',
    'Disponibilitat horària incompatible amb la jornada',
    'Disponibilidad horaria incompatible con la jornada',
    'Availability does not fit the working hours'),
  reason(5, 'he-encontrado-empleo', 1, 'candidate',
    'He trobat feina',
    'He encontrado empleo',
    'I have found a job'),
  // Internships
  reason(6, 'titulacion-no-requerida', 2, 'company',
    'Els estudis no corresponen a la titulació requerida',
    'Los estudios no corresponden a la titulación requerida',
    'The studies do not match the required degree'),
  reason(7, 'creditos-insuficientes', 2, 'company',
    'No arriba al percentatge de crèdits superats requerit',
    'No alcanza el porcentaje de créditos superados requerido',
    'The required share of passed credits is not reached'),
  reason(8, 'calendario-incompatible', 2, 'company',
    'Calendari acadèmic incompatible amb el període de pràctiques',
    'Calendario académico incompatible con el periodo de prácticas',
    'Academic timetable incompatible with the internship period'),
  reason(9, 'plazas-cubiertas', 2, 'company',
    'Les places de pràctiques ja estan cobertes',
    'Las plazas de prácticas ya están cubiertas',
    'The internship places have already been filled'),
  reason(10, 'practicas-en-otra-entidad', 2, 'candidate',
    'Ja faig pràctiques en una altra entitat',
    'Ya estoy haciendo prácticas en otra entidad',
    'I am already doing an internship elsewhere'),
  // Both
  reason(11, 'nivel-idiomas', null, 'company',
    "No compleix el nivell d'idiomes requerit",
    'No cumple el nivel de idiomas requerido',
    'The required language level is not met'),
  reason(12, 'no-se-presenta', null, 'company',
    "No s'ha presentat a l'entrevista",
    'No se ha presentado a la entrevista',
    'Did not attend the interview'),
  reason(13, 'sin-respuesta', null, 'company',
    'No ha respost als intents de contacte',
    'No ha respondido a los intentos de contacto',
    'Did not answer our attempts to make contact'),
  reason(14, 'ya-no-interesa', null, 'candidate',
    "L'oferta ja no m'interessa",
    'La oferta ya no me interesa',
    'I am no longer interested in the offer'),
  reason(15, 'otros', null, 'company',
    'Altres motius',
    'Otros motivos',
    'Other reasons'),
  // The student's own words for turning down a pre-enrolment
  reason(16, 'condiciones-no-encajan', 1, 'candidate',
    "L'horari, el sou o el lloc de feina no m'encaixen",
    'El horario, el sueldo o el lugar de trabajo no me encajan',
    'The hours, pay or place of work do not suit me'),
  reason(17, 'fechas-no-encajan', 2, 'candidate',
    'Les dates o l\'horari no em van bé amb els estudis',
    'Las fechas o el horario no me van bien con mis estudios',
    'The dates or hours do not fit my studies'),
  reason(18, 'otro-motivo-propio', null, 'candidate',
    'Un altre motiu',
    'Otro motivo',
    'Another reason'),
];
