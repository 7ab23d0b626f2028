import { isValidDniNie } from './dni.ts';

/** Organisation letters of a CIF (Orden EHA/451/2008). */
const CIF_PATTERN = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/;
const CONTROL_AS_LETTER = 'JABCDEFGHI';
/** Companies with share capital and similar: the control character is always a digit. */
const DIGIT_CONTROL = 'ABEH';
/** Public bodies, foreign entities and others: always a letter. */
const LETTER_CONTROL = 'NPQSW';

export function normaliseCif(value: string): string {
  return value.replace(/[\s.-]+/g, '').toUpperCase();
}

/** The control digit of a CIF's seven digits (its letter form is `JABCDEFGHI`[digit]). */
export function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits.charAt(index));
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidCif(value: string): boolean {
  const match = CIF_PATTERN.exec(normaliseCif(value));
  if (!match) return false;
  const [, letter = '', digits = '', control = ''] = match;
  const expectedDigit = cifControlDigit(digits);
  const asDigit = control === String(expectedDigit);
  const asLetter = control === CONTROL_AS_LETTER.charAt(expectedDigit);
  if (DIGIT_CONTROL.includes(letter)) return asDigit;
  if (LETTER_CONTROL.includes(letter)) return asLetter;
  return asDigit || asLetter;
}

/** A company's tax id: a CIF, or the DNI/NIE of a self-employed person trading as a company. */
export function isValidTaxId(value: string): boolean {
  return isValidCif(value) || isValidDniNie(value);
}
