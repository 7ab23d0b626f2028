import type { Language } from '@portal/shared';

/** A yyyy-mm-dd calendar date as a reader of the language writes it, without any time-zone shift. */
export function formatCalendarDate(value: string | null, language: Language): string | null {
  if (!value) return null;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return value;
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** "jul 2025": the month and year of a yyyy-mm-dd date. */
export function formatMonth(value: string | null, language: Language): string | null {
  if (!value) return null;
  const [year, month] = value.slice(0, 7).split('-').map(Number);
  if (!year || !month) return value;
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** An ISO timestamp as a date of the language. */
export function formatTimestamp(value: string | null, language: Language): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
