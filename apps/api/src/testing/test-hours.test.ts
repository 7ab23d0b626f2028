import { describe, expect, it } from 'vitest';
import { serviceDay, serviceHour } from '../modules/offers/calendar.ts';
import { fileClockOffsetMs, templateSeedingInstant } from './test-hours.ts';
import { templateStillFits } from './template-database.ts';

const MINUTE = 60_000;

/** Every 10 minutes of the days around both clock changes of 2026 and an ordinary day. */
function instants(): number[] {
  const out: number[] = [];
  for (const start of ['2026-03-28T00:00:00Z', '2026-10-24T00:00:00Z', '2026-11-26T00:00:00Z']) {
    const from = Date.parse(start);
    for (let at = from; at < from + 3 * 24 * 60 * MINUTE; at += 10 * MINUTE) out.push(at);
  }
  return out;
}

describe("a test file's clock and the run's template", () => {
  it('keeps a file clock on its service day and at least an hour from midnight', () => {
    for (const real of instants()) {
      const clock = new Date(real + fileClockOffsetMs(real));
      expect(serviceDay(clock), new Date(real).toISOString()).toBe(serviceDay(new Date(real)));
      expect(serviceHour(clock), new Date(real).toISOString()).toBeGreaterThanOrEqual(1);
      expect(serviceHour(clock), new Date(real).toISOString()).toBeLessThanOrEqual(22);
    }
  });

  it('dates the template on the service day it was seeded', () => {
    for (const real of instants()) expect(serviceDay(templateSeedingInstant(real))).toBe(serviceDay(new Date(real)));
  });

  it('never lets a file that starts from the template run on a clock earlier than the seeding', () => {
    let fitting = 0;
    for (const seeded of instants()) {
      const template = { seededAt: templateSeedingInstant(seeded).toISOString() };
      // Files start at any time in the following four hours of the run.
      for (let real = seeded; real <= seeded + 4 * 60 * MINUTE; real += 10 * MINUTE) {
        const clock = new Date(real + fileClockOffsetMs(real));
        if (!templateStillFits(template, clock)) continue;
        fitting++;
        expect(clock.getTime(), `seeded ${new Date(seeded).toISOString()}, file at ${new Date(real).toISOString()}`).toBeGreaterThanOrEqual(Date.parse(template.seededAt));
      }
    }
    expect(fitting).toBeGreaterThan(1000);
  });
});
