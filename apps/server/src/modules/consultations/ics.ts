/**
 * The calendar invitation (RFC 5545) attached to a consultation's confirmation e-mail: one VEVENT
 * with DTSTART/DTEND in UTC, CRLF line endings and lines folded at 75 octets.
 */

export type IcsEvent = {
  uid: string;
  start: Date;
  end: Date;
  stamp: Date;
  summary: string;
  description: string;
  location?: string;
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
};

/** 20261124T043000Z */
const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export const escapeText = (v: string) =>
  v.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value (CN=…): quoted, without quotes or control characters. */
const param = (v: string) => `"${v.replace(/["\p{Cc}]/gu, '')}"`;

/** Folds a content line at 75 octets (continuations start with a space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74; // continuation lines carry the leading space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function buildIcs(e: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sankalp//Consultations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utc(e.stamp)}`,
    `DTSTART:${utc(e.start)}`,
    `DTEND:${utc(e.end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    ...(e.organizer ? [`ORGANIZER;CN=${param(e.organizer.name)}:mailto:${e.organizer.email}`] : []),
    ...(e.attendee
      ? [`ATTENDEE;CN=${param(e.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${e.attendee.email}`]
      : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
