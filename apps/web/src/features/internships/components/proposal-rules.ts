import {
  UIB_MAX_HOURS_NON_TEACHING,
  UIB_MAX_HOURS_PER_DAY,
  UIB_MAX_HOURS_PER_WEEK,
  parseDecimal,
  type BrandId,
  type DomainItem,
} from '@portal/shared';

/** The institution whose internships have legal hour limits (spec 1 §5); the API refuses the same hours. */
export const HOUR_LIMITED_BRAND: BrandId = 'uib';

/**
 * The spec raises only the daily limit in non-teaching periods; like the API, the weekly limit is then five such
 * days, so the weekly cap never makes the daily allowance unusable.
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

/** A programme's dedication rule (code 58): its catalogue attributes say dedication percent and months. */
export interface DedicationRule {
  dedicationPercent: number;
  durationMonths: number;
}

export function dedicationRuleOf(programme: DomainItem | undefined): DedicationRule | undefined {
  const dedicationPercent = programme?.atributos.dedicationPercent;
  const durationMonths = programme?.atributos.durationMonths;
  if (typeof dedicationPercent !== 'number' || typeof durationMonths !== 'number') return undefined;
  return { dedicationPercent, durationMonths };
}

/** A typed number ("2,5" or "2.5"), or undefined while the text is not one. */
export function numberIn(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? parseDecimal(value) : undefined;
}
