import { IBAN_SEGMENTS } from './limits.ts';

/** IBAN length per country, from the SWIFT IBAN registry (all of the EU and EEA, and the usual others). */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21, CR: 22,
  CY: 28, CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22,
  GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30,
  KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31,
  MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SC: 31, SE: 24,
  SI: 19, SK: 24, SM: 27, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};

export const IBAN_SEGMENT_LENGTHS = IBAN_SEGMENTS;

export type IbanSegments = [string, string, string, string, string];

/** Drops whitespace (IBANs are printed in groups of four) and upper-cases. */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616 remainder: letters become 10..35, the number they spell mod 97. */
export function ibanMod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    const value = code >= 65 ? code - 55 : code - 48;
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder;
}

/** The four leading characters move to the end; a valid IBAN leaves remainder 1. */
function ibanChecksumIsValid(iban: string): boolean {
  return ibanMod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** Format, the country's length and the mod-97 check digits. Spaces between groups are allowed. */
export function isValidIban(value: string): boolean {
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  return ibanChecksumIsValid(iban);
}

/** Groups of four for display, as printed on bank documents. */
export function formatIban(value: string): string {
  return normaliseIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Splits a pasted IBAN into the agreement form's five inputs. The last input keeps whatever is left, so an IBAN
 * that is too long stays visibly wrong instead of being cut into one that merely looks right.
 */
export function splitIban(text: string): IbanSegments {
  const iban = normaliseIban(text);
  const segments: string[] = [];
  let start = 0;
  IBAN_SEGMENTS.forEach((length, index) => {
    const end = index === IBAN_SEGMENTS.length - 1 ? undefined : start + length;
    segments.push(iban.slice(start, end));
    start += length;
  });
  return segments as IbanSegments;
}

export function joinIban(segments: readonly string[]): string {
  return normaliseIban(segments.join(''));
}
