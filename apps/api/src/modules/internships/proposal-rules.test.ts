import { describe, expect, it } from 'vitest';
import {
  UIB_MAX_HOURS_NON_TEACHING,
  UIB_MAX_HOURS_PER_DAY,
  UIB_MAX_HOURS_PER_WEEK,
  dedicationRuleOf,
  hourLimitBreaches,
  hourLimits as uibHourLimits,
  meetsDedicationRule,
} from '@portal/shared';
import { academicYearStart } from './proposal-rules.ts';

describe('academicYearStart', () => {
  it('starts the academic year on 1 September', () => {
    expect(academicYearStart(new Date('2026-08-31T23:59:59Z')).toISOString()).toBe('2025-09-01T00:00:00.000Z');
    expect(academicYearStart(new Date('2026-09-01T00:00:00Z')).toISOString()).toBe('2026-09-01T00:00:00.000Z');
    expect(academicYearStart(new Date('2027-01-15T10:00:00Z')).toISOString()).toBe('2026-09-01T00:00:00.000Z');
  });
});

describe('UIB hour limits', () => {
  it('takes the spec limits in teaching periods and the longer day outside them', () => {
    expect(uibHourLimits(false)).toEqual({ perDay: UIB_MAX_HOURS_PER_DAY, perWeek: UIB_MAX_HOURS_PER_WEEK });
    expect(uibHourLimits(true)).toEqual({ perDay: UIB_MAX_HOURS_NON_TEACHING, perWeek: UIB_MAX_HOURS_NON_TEACHING * 5 });
  });

  it('names every field over its limit, and none at the limit', () => {
    const limits = uibHourLimits(false);
    expect(hourLimitBreaches({ perDay: 5, perWeek: 25 }, limits)).toEqual([]);
    expect(hourLimitBreaches({ perDay: 5.5, perWeek: 26 }, limits)).toEqual(['horasDia', 'horasSemana']);
  });
});

describe('programme dedication rule', () => {
  it('applies only to programmes with both figures, and needs both declared exactly', () => {
    expect(dedicationRuleOf({ requiresAdhesion: true })).toBeUndefined();
    const rule = dedicationRuleOf({ dedicationPercent: 80, durationMonths: 12 })!;
    expect(meetsDedicationRule(rule, { dedication: 80, months: 12 })).toBe(true);
    expect(meetsDedicationRule(rule, { dedication: 80 })).toBe(false);
    expect(meetsDedicationRule(rule, { dedication: 100, months: 12 })).toBe(false);
  });
});
