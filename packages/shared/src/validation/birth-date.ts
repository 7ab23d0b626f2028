/**
 * The birth dates the portal accepts: a person between 14 and 100 years old today. 14 is the age from which the
 * Spanish data-protection law lets a person consent on their own (LOPDGDD art. 7); no student or graduate of the
 * services is younger, and 100 catches a mistyped year (1925 for 2025) without refusing any real person.
 * One rule for the CV form and the server (docs/decisions.md).
 */
export const BIRTH_AGE_MIN = 14;
export const BIRTH_AGE_MAX = 100;

function yearsBefore(today: Date, years: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

/** The earliest and latest birth dates (yyyy-mm-dd) accepted on `today`. */
export function birthDateRange(today: Date = new Date()): { min: string; max: string } {
  return { min: yearsBefore(today, BIRTH_AGE_MAX), max: yearsBefore(today, BIRTH_AGE_MIN) };
}

/** `iso` (yyyy-mm-dd) is the birth date of someone aged 14 to 100 on `today`. */
export function isBirthDateInRange(iso: string, today: Date = new Date()): boolean {
  const { min, max } = birthDateRange(today);
  return iso >= min && iso <= max;
}
