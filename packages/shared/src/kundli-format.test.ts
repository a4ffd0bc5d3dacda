import { describe, expect, it } from 'vitest';
import { clockAt, coordinates, dateAt, degMin, degMinSec, localDateTime, shortDate, utcOffset } from './kundli-format';

describe('kundli formats (the report page and the PDF alike)', () => {
  it('writes angles, offsets, dates and places the astrologer’s way', () => {
    expect(degMin(13.456)).toBe('13°27′');
    expect(degMin(29.9999)).toBe('30°00′');
    expect(degMinSec(23.85305)).toBe('23°51′11″');
    expect(utcOffset(330)).toBe('UTC+05:30');
    expect(utcOffset(-210)).toBe('UTC−03:30');
    expect(dateAt('1990-05-13T20:00:00.000Z', 330)).toBe('14 May 1990');
    expect(shortDate('2026-02-01')).toBe('1 Feb 2026');
    expect(localDateTime('1990-05-14T06:30:00+05:30')).toBe('14 May 1990, 06:30');
    expect(clockAt('2026-11-24T06:42:10+05:30')).toBe('06:42');
    expect(coordinates(25.3176, -82.9739)).toBe('25.3176° N, 82.9739° W');
  });
});
