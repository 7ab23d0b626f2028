import type { Language } from '@portal/shared';

/** Calendar days travel as YYYY-MM-DD: read and shown in UTC so no time zone moves them a day. */
export function formatDay(isoDay: string, language: Language): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A moment (ISO 8601) as the user's calendar day. */
export function formatMoment(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}
