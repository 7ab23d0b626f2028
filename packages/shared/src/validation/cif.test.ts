import { describe, expect, it } from 'vitest';
import { cifControlDigit, isValidCif, isValidTaxId, normaliseCif } from './cif.ts';

/*
 * Control of a CIF's digits d1..d7: sum d2+d4+d6, add the digit sums of 2*d1, 2*d3, 2*d5, 2*d7; the control digit is
 * (10 - sum mod 10) mod 10, its letter form JABCDEFGHI[digit].
 *   A58818501: 8+1+5 = 14; 2*5=10->1, 2*8=16->7, 2*8=16->7, 0 -> 15; 29 -> 1
 *   B65410011: 5+1+0 = 6; 12->3, 8, 0, 2 -> 13; 19 -> 1
 *   Q2826000H: 8+6+0 = 14; 4, 4, 0, 0 -> 8; 22 -> 8 -> H
 *   B12345674: 2+4+6 = 12; 2, 6, 10->1, 14->5 -> 14; 26 -> 4
 *   G12345674 / G1234567D: as above, 4 -> D (G takes either form)
 *   S0800000B: 8+0+0 = 8; 0, 0, 0, 0 -> 0; 8 -> 2 -> B
 */
describe('isValidCif', () => {
  it('accepts real and computed CIFs', () => {
    for (const cif of ['A58818501', 'B65410011', 'Q2826000H', 'B12345674', 'G12345674', 'G1234567D', 'S0800000B']) {
      expect(isValidCif(cif), cif).toBe(true);
    }
  });

  it('accepts lower case, spaces and hyphens', () => {
    expect(isValidCif('b-65410011')).toBe(true);
    expect(isValidCif(' a 58818501 ')).toBe(true);
  });

  it('refuses a wrong control character', () => {
    for (const cif of ['A58818502', 'B65410012', 'Q2826000J', 'G1234567E']) expect(isValidCif(cif), cif).toBe(false);
  });

  it('requires a digit for A, B, E and H and a letter for N, P, Q, S and W', () => {
    expect(isValidCif('A5881850A')).toBe(false);
    expect(isValidCif('B1234567D')).toBe(false);
    expect(isValidCif('Q28260008')).toBe(false);
    expect(isValidCif('S08000002')).toBe(false);
  });

  it('refuses organisation letters that do not exist and wrong shapes', () => {
    for (const cif of ['I12345674', 'O12345674', 'T12345674', 'X1234567L', '12345678Z', 'B1234567', 'B123456745', '']) {
      expect(isValidCif(cif), cif).toBe(false);
    }
  });

  it('computes the control digit', () => {
    expect(cifControlDigit('5881850')).toBe(1);
    expect(cifControlDigit('2826000')).toBe(8);
  });

  it('normalises to the stored form', () => {
    expect(normaliseCif(' b-65.410.011 ')).toBe('B65410011');
  });
});

describe('isValidTaxId', () => {
  it('accepts a CIF or the DNI/NIE of a self-employed company', () => {
    for (const id of ['B65410011', '12345678Z', 'X1234567L']) expect(isValidTaxId(id), id).toBe(true);
  });

  it('refuses anything else', () => {
    for (const id of ['B65410012', '12345678A', 'ABC']) expect(isValidTaxId(id), id).toBe(false);
  });
});
