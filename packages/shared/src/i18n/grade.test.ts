import { describe, expect, it } from 'vitest';
import { formatGrade } from './grade.ts';

describe('formatGrade', () => {
  it('writes the decimal comma in Catalan and Spanish and the point in English', () => {
    expect(formatGrade(2.6, 'es')).toBe('2,6');
    expect(formatGrade(2.6, 'ca')).toBe('2,6');
    expect(formatGrade(2.6, 'en')).toBe('2.6');
  });

  it('keeps at most two decimals and no trailing zeros', () => {
    expect(formatGrade(3, 'es')).toBe('3');
    expect(formatGrade(2.456, 'es')).toBe('2,46');
  });
});
