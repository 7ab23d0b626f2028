/**
 * Dates as the institutions live them: an offer's last day (expires_on) ends at midnight in Spain, whatever the
 * server's time zone. The Canary Islands are an hour behind; one calendar for every institution keeps an offer
 * expiring at the same moment for every candidate.
 */
const SERVICE_TIME_ZONE = 'Europe/Madrid';

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: SERVICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

const hourOfDay = new Intl.DateTimeFormat('en-GB', { timeZone: SERVICE_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

/** The hour (0-23) of the instant in the service's time zone: when the daily passes may run. */
export function serviceHour(instant: Date): number {
  return Number(hourOfDay.format(instant));
}

/** yyyy-mm-dd of the instant, in the service's time zone. */
export function serviceDay(instant: Date): string {
  return isoDay.format(instant);
}

/** yyyy-mm-dd plus whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The wire format of dates (spec 2 §4: fechaDestacada dd/mm/yyyy). */
export function wireDate(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const day = value instanceof Date ? serviceDay(value) : value.slice(0, 10);
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
