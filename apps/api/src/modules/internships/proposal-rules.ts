import {
  UIB_MAX_HOURS_NON_TEACHING,
  UIB_MAX_HOURS_PER_DAY,
  UIB_MAX_HOURS_PER_WEEK,
  type Language,
} from '@portal/shared';

/** The institution whose internships have legal hour limits (spec 1 §5). */
export const HOUR_LIMITED_INSTITUTION = 'uib';

/**
 * The spec raises only the daily limit in non-teaching periods; a working week of five such days gives the
 * weekly one, so the weekly cap never makes the daily allowance unusable.
 */
const WORKING_DAYS_PER_WEEK = 5;

export interface HourLimits {
  perDay: number;
  perWeek: number;
}

export function uibHourLimits(nonTeachingPeriod: boolean): HourLimits {
  return nonTeachingPeriod
    ? { perDay: UIB_MAX_HOURS_NON_TEACHING, perWeek: UIB_MAX_HOURS_NON_TEACHING * WORKING_DAYS_PER_WEEK }
    : { perDay: UIB_MAX_HOURS_PER_DAY, perWeek: UIB_MAX_HOURS_PER_WEEK };
}

export type HourField = 'horasDia' | 'horasSemana';

/** The fields over the limits, empty when the hours are allowed. */
export function hourLimitBreaches(hours: { perDay: number; perWeek: number }, limits: HourLimits): HourField[] {
  const breaches: HourField[] = [];
  if (hours.perDay > limits.perDay) breaches.push('horasDia');
  if (hours.perWeek > limits.perWeek) breaches.push('horasSemana');
  return breaches;
}

export function hourLimitMessage(limits: HourLimits, nonTeachingPeriod: boolean, language: Language): string {
  const { perDay, perWeek } = limits;
  const texts: Record<Language, string> = nonTeachingPeriod
    ? {
        ca: `En període no lectiu les pràctiques poden tenir com a màxim ${perDay} hores al dia i ${perWeek} a la setmana.`,
        es: `En periodo no lectivo las prácticas pueden tener como máximo ${perDay} horas al día y ${perWeek} a la semana.`,
        en: `Outside the teaching period an internship may take at most ${perDay} hours a day and ${perWeek} a week.`,
      }
    : {
        ca: `Les pràctiques poden tenir com a màxim ${perDay} hores al dia i ${perWeek} a la setmana (fins a ${UIB_MAX_HOURS_NON_TEACHING} al dia en període no lectiu).`,
        es: `Las prácticas pueden tener como máximo ${perDay} horas al día y ${perWeek} a la semana (hasta ${UIB_MAX_HOURS_NON_TEACHING} al día en periodo no lectivo).`,
        en: `An internship may take at most ${perDay} hours a day and ${perWeek} a week (up to ${UIB_MAX_HOURS_NON_TEACHING} a day outside the teaching period).`,
      };
  return texts[language];
}

/** A programme's dedication rule (code 58), when its catalogue entry has one. */
export interface DedicationRule {
  dedicationPercent: number;
  durationMonths: number;
}

export function dedicationRuleOf(extra: Record<string, unknown> | undefined): DedicationRule | undefined {
  const dedicationPercent = extra?.dedicationPercent;
  const durationMonths = extra?.durationMonths;
  if (typeof dedicationPercent !== 'number' || typeof durationMonths !== 'number') return undefined;
  return { dedicationPercent, durationMonths };
}

export function meetsDedicationRule(rule: DedicationRule, declared: { dedication?: number; months?: number }): boolean {
  return declared.dedication === rule.dedicationPercent && declared.months === rule.durationMonths;
}

export function dedicationRuleMessage(rule: DedicationRule, programme: string, language: Language): string {
  const texts: Record<Language, string> = {
    ca: `Les pràctiques del programa «${programme}» han de tenir una dedicació del ${rule.dedicationPercent} % de la jornada i una durada de ${rule.durationMonths} mesos.`,
    es: `Las prácticas del programa «${programme}» deben tener una dedicación del ${rule.dedicationPercent} % de la jornada y una duración de ${rule.durationMonths} meses.`,
    en: `Internships in the programme "${programme}" must take ${rule.dedicationPercent}% of a full working day and last ${rule.durationMonths} months.`,
  };
  return texts[language];
}

/** Proposals a candidate may send per academic year; rejected ones give the place back. */
export const PROPOSALS_PER_ACADEMIC_YEAR = 3;

/** Academic years start on 1 September (UTC: the hours of difference with Spain do not matter here). */
export function academicYearStart(now: Date): Date {
  const year = now.getUTCMonth() >= 8 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return new Date(Date.UTC(year, 8, 1));
}
