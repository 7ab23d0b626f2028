import { UIB_MAX_HOURS_NON_TEACHING, type DedicationRule, type HourLimits, type Language } from '@portal/shared';

/** The texts of the internship proposal rules; the rules themselves live in the shared package (internship-rules). */

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
