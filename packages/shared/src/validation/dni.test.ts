import { describe, expect, it } from 'vitest';
import { dniControlLetter, isValidDniNie, normaliseDni } from './dni.ts';

describe('isValidDniNie', () => {
  it('accepts DNIs whose letter matches the modulo-23 table', () => {
    // 12345678 mod 23 = 14 -> Z; 0 -> T; 87654321 mod 23 = 10 -> X
    for (const dni of ['12345678Z', '00000000T', '87654321X']) expect(isValidDniNie(dni), dni).toBe(true);
  });

  it('accepts NIEs, with X, Y and Z standing for 0, 1 and 2', () => {
    // X1234567: 01234567 mod 23 = 19 -> L; Y1234567: 11234567 mod 23 = 10 -> X; Z1234567: 21234567 mod 23 = 1 -> R
    for (const nie of ['X1234567L', 'Y1234567X', 'Z1234567R']) expect(isValidDniNie(nie), nie).toBe(true);
  });

  it('ignores case, surrounding blanks and the usual separators', () => {
    for (const dni of ['12345678z', ' 12345678Z ', '12345678-Z', 'x 1234567 l']) expect(isValidDniNie(dni), dni).toBe(true);
  });

  it('refuses a wrong letter', () => {
    for (const dni of ['12345678A', '00000000R', 'X1234567T', 'Y1234567L']) expect(isValidDniNie(dni), dni).toBe(false);
  });

  it('refuses wrong shapes', () => {
    for (const dni of ['', '1234567Z', '123456789Z', 'A1234567L', 'X12345678L', '12345678', 'Z', '1234567ZZ', '12345678Ñ']) {
      expect(isValidDniNie(dni), dni).toBe(false);
    }
  });
});

describe('normaliseDni and dniControlLetter', () => {
  it('normalise to the stored form', () => {
    expect(normaliseDni(' x-1234567-l ')).toBe('X1234567L');
  });

  it('compute the letter of a number', () => {
    expect(dniControlLetter(12345678)).toBe('Z');
    expect(dniControlLetter('00000023')).toBe('T');
  });
});
