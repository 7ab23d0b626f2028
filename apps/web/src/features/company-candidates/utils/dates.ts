import type { Language } from '@portal/shared';

/** A day as people of the language write it (the instant read on Madrid's calendar, as the service works). */
export function formatDay(value: string | Date, language: Language): string {
  const date = typeof value === 'string' ? new Date(value.length === 10 ? `${value}T12:00:00Z` : value) : value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'Europe/Madrid' }).format(date);
}

/** A CV date (YYYY-MM-DD) as month and year. */
export function formatMonth(value: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${value}T12:00:00Z`));
}
