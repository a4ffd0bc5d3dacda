import { describe, expect, it } from 'vitest';
import { buildCatalogRows } from '../../db/seed/catalog-rows';
import { buildIcs, escapeText, foldLine } from './ics';
import { freeIntervals, subtract, toIstIso, withinHours } from './ist-time';

const event = {
  uid: 'pandit-booking-1234@sankalp',
  start: new Date('2026-11-23T04:30:00Z'),
  end: new Date('2026-11-23T05:00:00Z'),
  stamp: new Date('2026-11-21T06:31:02.345Z'),
  summary: 'Astrology Consultation with Acharya Rajendra Shastri',
  description: `Line one, with; specials\\ and a break\n${'दीर्घ पाठ '.repeat(20)}`,
  location: 'Phone call',
  organizer: { name: 'Sankalp "Seva" Trust', email: 'support@sankalp.org.in' },
  attendee: { name: 'Asha Verma', email: 'asha@example.in' },
};

describe('the consultation .ics', () => {
  const ics = buildIcs(event);
  const lines = ics.split('\r\n');

  it('is one VCALENDAR with one VEVENT, CRLF line endings and the required properties', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('UID:pandit-booking-1234@sankalp');
    expect(lines).toContain('DTSTAMP:20261121T063102Z');
    expect(lines).toContain('DTSTART:20261123T043000Z');
    expect(lines).toContain('DTEND:20261123T050000Z');
    expect(lines).toContain('SUMMARY:Astrology Consultation with Acharya Rajendra Shastri');
    expect(ics).toContain('ORGANIZER;CN="Sankalp Seva Trust":mailto:support@sankalp.org.in');
  });

  it('folds lines at 75 octets without splitting a character, and escapes TEXT', () => {
    for (const l of lines) expect(Buffer.byteLength(l, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('DESCRIPTION:Line one\\, with\\; specials\\\\ and a break\\nदीर्घ पाठ');
    expect(unfolded).toContain('दीर्घ पाठ '.repeat(19));
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });
});

describe('IST intervals', () => {
  const hours = [[], [{ from: '10:00', to: '13:00' }], [], [], [], [], []];
  const ms = (iso: string) => Date.parse(iso);

  it('formats instants with +05:30 and subtracts taken times', () => {
    expect(toIstIso(ms('2026-11-23T04:30:00Z'))).toBe('2026-11-23T10:00:00+05:30');
    expect(
      subtract(
        [{ from: 0, to: 100 }],
        [
          { from: 10, to: 20 },
          { from: 90, to: 200 },
        ],
      ),
    ).toEqual([
      { from: 0, to: 10 },
      { from: 20, to: 90 },
    ]);
  });

  it('free intervals drop the past and pieces under the minimum; withinHours needs one working interval', () => {
    const monday = '2026-11-23';
    const now = ms('2026-11-23T10:50:30+05:30');
    const taken = [{ from: ms('2026-11-23T11:00:00+05:30'), to: ms('2026-11-23T12:50:00+05:30') }];
    expect(freeIntervals(hours, monday, taken, now, 15)).toEqual([]);
    expect(freeIntervals(hours, monday, [], now, 15)).toEqual([
      { from: ms('2026-11-23T10:51:00+05:30'), to: ms('2026-11-23T13:00:00+05:30') },
    ]);
    expect(withinHours(hours, ms('2026-11-23T10:00:00+05:30'), ms('2026-11-23T13:00:00+05:30'))).toBe(true);
    expect(withinHours(hours, ms('2026-11-23T09:59:00+05:30'), ms('2026-11-23T10:30:00+05:30'))).toBe(false);
    expect(withinHours(hours, ms('2026-11-24T10:00:00+05:30'), ms('2026-11-24T10:30:00+05:30'))).toBe(false);
  });
});

describe('demo pandits (seed)', () => {
  it('charge ₹1000, offer Astro or Vastu (both offered somewhere) and keep one day off a week', () => {
    const { pandits } = buildCatalogRows(new Date('2026-11-21T06:30:00Z'));
    expect(pandits.every((p) => p.feePaise === 100_000)).toBe(true);
    expect(pandits.every((p) => (p.services ?? []).length > 0)).toBe(true);
    const offered = new Set(pandits.flatMap((p) => p.services ?? []));
    expect([...offered].sort()).toEqual(['Astro', 'Vastu']);
    for (const p of pandits) {
      expect(p.workingHours).toHaveLength(7);
      expect(p.workingHours!.filter((d) => d.length === 0)).toHaveLength(1);
    }
  });
});
