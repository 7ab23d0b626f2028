import { dedicationRuleOf as dedicationRuleOfAttributes, parseDecimal, type DedicationRule, type DomainItem } from '@portal/shared';

/** The internship rules are the API's own (shared package); the form reads a programme's from its list entry. */
export { HOUR_LIMITED_INSTITUTION as HOUR_LIMITED_BRAND, hourLimits, type DedicationRule, type HourLimits } from '@portal/shared';

export function dedicationRuleOf(programme: DomainItem | undefined): DedicationRule | undefined {
  return dedicationRuleOfAttributes(programme?.atributos);
}

/** A typed number ("2,5" or "2.5"), or undefined while the text is not one. */
export function numberIn(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? parseDecimal(value) : undefined;
}
