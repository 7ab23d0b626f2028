import { describe, expect, it } from 'vitest';
import { IBAN_SEGMENT_LENGTHS, formatIban, isValidIban, joinIban, splitIban } from './iban.ts';

describe('isValidIban', () => {
  it('accepts real IBANs of several countries', () => {
    const valid = [
      'ES9121000418450200051332',
      'ES7921000813610123456789',
      'DE89370400440532013000',
      'GB82WEST12345698765432',
      'FR1420041010050500013M02606',
      'NL91ABNA0417164300',
      'BE68539007547034',
      'IT60X0542811101000000123456',
      'PT50000201231234567890154',
    ];
    for (const iban of valid) expect(isValidIban(iban), iban).toBe(true);
  });

  it('accepts the printed form with spaces and lower case', () => {
    expect(isValidIban('ES91 2100 0418 4502 0005 1332')).toBe(true);
    expect(isValidIban('es79 2100 0813 6101 2345 6789')).toBe(true);
  });

  it('refuses a changed digit or swapped digits', () => {
    expect(isValidIban('ES9121000418450200051333')).toBe(false);
    expect(isValidIban('ES9121000418450200051323')).toBe(false);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
  });

  it("refuses the wrong length for the country and unknown countries", () => {
    expect(isValidIban('ES912100041845020005133')).toBe(false);
    expect(isValidIban('ES91210004184502000513321')).toBe(false);
    expect(isValidIban('XX9121000418450200051332')).toBe(false);
  });

  it('refuses malformed text', () => {
    for (const iban of ['', 'ES', '9121000418450200051332ES', 'ES91-2100-0418-4502-0005-1332', 'ESAB21000418450200051332']) {
      expect(isValidIban(iban), iban).toBe(false);
    }
  });
});

describe('splitIban and joinIban', () => {
  it('split a pasted spaced IBAN into the 4-4-4-2-10 inputs', () => {
    expect(splitIban('es91 2100 0418 4502 0005 1332')).toEqual(['ES91', '2100', '0418', '45', '0200051332']);
  });

  it('have segment lengths that add up to a Spanish IBAN', () => {
    expect(IBAN_SEGMENT_LENGTHS.reduce((sum, length) => sum + length, 0)).toBe(24);
  });

  it('fill only what was pasted of a partial IBAN', () => {
    expect(splitIban('ES91 21')).toEqual(['ES91', '21', '', '', '']);
  });

  it('keep the excess of a too long IBAN in the last input instead of cutting it', () => {
    expect(splitIban('ES91210004184502000513329')[4]).toBe('02000513329');
  });

  it('join segments back into the IBAN', () => {
    expect(joinIban(['ES91', '2100', '0418', '45', '0200051332'])).toBe('ES9121000418450200051332');
    expect(joinIban(splitIban('ES79 2100 0813 6101 2345 6789'))).toBe('ES7921000813610123456789');
  });
});

describe('formatIban', () => {
  it('groups by four for display', () => {
    expect(formatIban('ES9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
  });
});
