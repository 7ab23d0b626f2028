/**
 * When, on the service's clock, a test file runs and the run's template was seeded. Both follow Madrid's day
 * (the service day of `serviceDay`), and they must agree: a file that starts from the template sees the demo data
 * as seeded before its own clock began, or what it does lands "before" the data it acts on (a rejection dated
 * earlier than the enrolment it rejects, an offer published after the file's "now").
 */

import { serviceHour } from '../modules/offers/calendar.ts';

const HOUR_MS = 3600 * 1000;

/**
 * Near midnight in Madrid a file would see the service day change halfway (its data dated from one day, its checks
 * from the next), and "a few minutes ago" fall on the day before. There the file's clock starts away from midnight,
 * on the same service day: two hours back in the last hour of a day (21:00 at the earliest), one hour on in its
 * first.
 */
export function fileClockOffsetMs(now: number): number {
  const hour = serviceHour(new Date(now));
  if (hour === 23) return -2 * HOUR_MS;
  if (hour === 0) return HOUR_MS;
  return 0;
}

/**
 * The instant the run's template is dated from. A file clock never runs earlier than 21:00 of its service day (the
 * last hour's two hours back), so a template seeded from 21:00 on is dated three hours back: still the same service
 * day, and never after the clock of a file that starts from it later that day.
 */
export function templateSeedingInstant(now: number): Date {
  return new Date(serviceHour(new Date(now)) >= 21 ? now - 3 * HOUR_MS : now);
}
