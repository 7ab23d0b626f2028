import type { Language } from '@portal/shared';
import { eventTitle } from './events.presenter.ts';
import type { EventRow } from './events.repository.ts';

/** An event lasts two hours in the calendar when nothing says otherwise (the entity has one date). */
const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines of at most 75 octets, continued with a space (cut between characters, never inside one). */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
    }
    current += char;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** One VEVENT with the event's title, place, lead text and start (UTC); its uid is stable, so importing twice updates. */
export function eventCalendar(row: EventRow, language: Language, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Portal de empleo//Eventos//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${row.id}@portal-empleo`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(row.starts_at)}`,
    `DTEND:${stamp(new Date(row.starts_at.getTime() + DEFAULT_DURATION_MS))}`,
    `SUMMARY:${escapeText(eventTitle(row, language))}`,
    `LOCATION:${escapeText(row.place)}`,
    `DESCRIPTION:${escapeText(row.lead)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
