import { cifControlDigit, dniControlLetter, ibanMod97, slugify as slugifyWords } from '@portal/shared';

/** Valid Spanish identifiers for demo data, computed with the same rules the portal validates them with. */

/** An 8-digit DNI with its modulo-23 control letter, e.g. dni(12345678) = '12345678Z'. */
export function dni(number: number): string {
  const digits = String(number).padStart(8, '0');
  return `${digits}${dniControlLetter(number)}`;
}

/** Organisation letters whose control character is a letter (public bodies, foreign entities...). */
const LETTER_CONTROL = 'NPQSW';

/** A CIF from its organisation letter and seven digits (the first two are the province code). */
export function cif(letter: string, digits: string): string {
  if (!/^\d{7}$/.test(digits)) throw new Error(`A CIF needs seven digits, got ${digits}`);
  const control = cifControlDigit(digits);
  return `${letter}${digits}${LETTER_CONTROL.includes(letter) ? 'JABCDEFGHI'.charAt(control) : String(control)}`;
}

const CCC_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];

function cccDigit(tenDigits: string): number {
  let sum = 0;
  for (let index = 0; index < 10; index += 1) sum += Number(tenDigits.charAt(index)) * (CCC_WEIGHTS[index] ?? 0);
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? 1 : digit;
}

/** A Spanish IBAN (ES + check digits + bank, branch, the two CCC control digits and the account). */
export function spanishIban(bank: string, branch: string, account: string): string {
  const dc = `${cccDigit(`00${bank}${branch}`)}${cccDigit(account)}`;
  const bban = `${bank}${branch}${dc}${account}`;
  const check = 98 - ibanMod97(`${bban}ES00`);
  return `ES${String(check).padStart(2, '0')}${bban}`;
}

/** Lowercase ASCII words joined by hyphens ('Desarrollador/a Full Stack' -> 'desarrollador-a-full-stack'). */
export function slugify(text: string): string {
  // 'Col·legi' -> 'collegi': the Catalan middle dot joins a letter, it does not part two words.
  return slugifyWords(text.replace(/·/g, ''));
}

/** A small deterministic generator (mulberry32), so demo data is the same on every run. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
