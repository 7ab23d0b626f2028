import type { BrandId } from '../brands/brand-config.ts';
import { UIB_MAX_HOURS_NON_TEACHING, UIB_MAX_HOURS_PER_DAY, UIB_MAX_HOURS_PER_WEEK } from './business.ts';

/**
 * The rules of a candidate's internship proposal that the form shows and the API enforces: one source for both.
 */

/** The institution whose internships have legal hour limits (spec 1 §5). */
export const HOUR_LIMITED_INSTITUTION: BrandId = 'uib';

/**
 * The spec raises only the daily limit in non-teaching periods; a working week of five such days gives the weekly
 * one, so the weekly cap never makes the daily allowance unusable.
 */
const WORKING_DAYS_PER_WEEK = 5;

export interface HourLimits {
  perDay: number;
  perWeek: number;
}

export function hourLimits(nonTeachingPeriod: boolean): HourLimits {
  return nonTeachingPeriod
    ? { perDay: UIB_MAX_HOURS_NON_TEACHING, perWeek: UIB_MAX_HOURS_NON_TEACHING * WORKING_DAYS_PER_WEEK }
    : { perDay: UIB_MAX_HOURS_PER_DAY, perWeek: UIB_MAX_HOURS_PER_WEEK };
}

export type HourField = 'horasDia' | 'horasSemana';

/** The fields over the limits, empty when the hours are allowed. */
export function hourLimitBreaches(hours: { perDay?: number; perWeek?: number }, limits: HourLimits): HourField[] {
  const breaches: HourField[] = [];
  if (hours.perDay !== undefined && hours.perDay > limits.perDay) breaches.push('horasDia');
  if (hours.perWeek !== undefined && hours.perWeek > limits.perWeek) breaches.push('horasSemana');
  return breaches;
}

/** A programme's dedication rule (code 58): its catalogue attributes say dedication percent and months. */
export interface DedicationRule {
  dedicationPercent: number;
  durationMonths: number;
}

export function dedicationRuleOf(attributes: Record<string, unknown> | undefined): DedicationRule | undefined {
  const dedicationPercent = attributes?.dedicationPercent;
  const durationMonths = attributes?.durationMonths;
  if (typeof dedicationPercent !== 'number' || typeof durationMonths !== 'number') return undefined;
  return { dedicationPercent, durationMonths };
}

export function meetsDedicationRule(rule: DedicationRule, declared: { dedication?: number; months?: number }): boolean {
  return declared.dedication === rule.dedicationPercent && declared.months === rule.durationMonths;
}
