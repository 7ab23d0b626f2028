import { describe, expect, it } from 'vitest';
import { BRAND_LEVELS, EU_COUNTRIES, FORUM_YEARS_FROM, OFFER_PROFILE, forumYears, isEuCountry } from './business.ts';

describe('forumYears', () => {
  it('lists 2010 up to the current year, newest first', () => {
    const years = forumYears(new Date(2025, 5, 1));
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(FORUM_YEARS_FROM);
    expect(years).toHaveLength(16);
  });

  it('has only 2010 in 2010', () => {
    expect(forumYears(new Date(2010, 0, 1))).toEqual([2010]);
  });
});

describe('EU countries', () => {
  it('are the 28 the spec counts, without repeats', () => {
    expect(EU_COUNTRIES).toHaveLength(28);
    expect(new Set(EU_COUNTRIES).size).toBe(28);
  });

  it('include Spain and the United Kingdom but not Switzerland or Norway', () => {
    expect(isEuCountry('es')).toBe(true);
    expect(isEuCountry('GB')).toBe(true);
    expect(isEuCountry('CH')).toBe(false);
    expect(isEuCountry('NO')).toBe(false);
  });
});

describe('other constants', () => {
  it('match the spec table', () => {
    expect(OFFER_PROFILE).toEqual({ job: 1, internship: 2 });
    expect(BRAND_LEVELS).toEqual(['grado', 'postgrado', 'tituloPropio', 'doctorado', 'nivelOtros']);
  });
});
