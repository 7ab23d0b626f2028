const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_PREFIX_DIGIT: Record<string, string> = { X: '0', Y: '1', Z: '2' };
const DNI_NIE_PATTERN = /^(?:\d{8}|[XYZ]\d{7})[A-Z]$/;

/** Upper-cases and drops whitespace and hyphens, as people type "12345678-z" or "X 1234567 L". */
export function normaliseDni(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** The control letter of a DNI number (or an NIE with its X/Y/Z already replaced by 0/1/2). */
export function dniControlLetter(digits: string | number): string {
  return CONTROL_LETTERS.charAt(Number(digits) % 23);
}

/** DNI (8 digits + letter) or NIE (X/Y/Z + 7 digits + letter), letter checked with the modulo-23 table. */
export function isValidDniNie(value: string): boolean {
  const id = normaliseDni(value);
  if (!DNI_NIE_PATTERN.test(id)) return false;
  const first = id.charAt(0);
  const digits = (NIE_PREFIX_DIGIT[first] ?? first) + id.slice(1, -1);
  return dniControlLetter(digits) === id.slice(-1);
}
