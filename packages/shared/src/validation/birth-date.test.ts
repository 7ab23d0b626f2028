import { describe, expect, it } from 'vitest';
import { birthDateRange, isBirthDateInRange } from './birth-date.ts';
import { personalDataBody } from '../contract/cv.ts';

const today = new Date('2026-11-23T10:00:00Z');

describe('the birth-date range (14 to 100 years old)', () => {
  it('accepts the 14th and the 100th birthday, and refuses a day either side', () => {
    expect(birthDateRange(today)).toEqual({ min: '1926-11-23', max: '2012-11-23' });
    expect(isBirthDateInRange('2012-11-23', today)).toBe(true);
    expect(isBirthDateInRange('2012-11-24', today)).toBe(false);
    expect(isBirthDateInRange('1926-11-23', today)).toBe(true);
    expect(isBirthDateInRange('1926-11-22', today)).toBe(false);
    expect(isBirthDateInRange('2002-03-14', today)).toBe(true);
  });

  it('is the rule of the personal-data form and call: a birth date out of range is a field error', () => {
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 5);
    const result = personalDataBody.safeParse({ fechaNacimiento: young.toISOString().slice(0, 10) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['fechaNacimiento'], message: 'birthDate' });
    expect(personalDataBody.safeParse({ fechaNacimiento: '1925-01-01' }).success).toBe(false);
    expect(personalDataBody.safeParse({ fechaNacimiento: '2000-01-01' }).success).toBe(true);
  });
});
