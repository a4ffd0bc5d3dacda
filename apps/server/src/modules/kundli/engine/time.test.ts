import { describe, expect, it } from 'vitest';
import { isoWithOffset, isRealDate, localToUtcMs, offsetMinutesAt } from './time';

const utc = (local: Parameters<typeof localToUtcMs>[0], timezone: string) =>
  new Date(localToUtcMs(local, { timezone })).toISOString();

describe('local time → UTC (IANA tz database via Intl)', () => {
  it('uses the historical Indian offsets: +05:30 today, +06:30 in the war time of 1942-45, Madras time in 1900', () => {
    expect(utc({ year: 1990, month: 5, day: 15, hour: 10, minute: 30 }, 'Asia/Kolkata')).toBe(
      '1990-05-15T05:00:00.000Z',
    );
    expect(offsetMinutesAt({ timezone: 'Asia/Kolkata' }, Date.UTC(1943, 5, 1))).toBe(390);
    // tzdata: Asia/Kolkata used Madras Mean Time (+5:21:10) from 1870 to 1906.
    expect(utc({ year: 1900, month: 1, day: 1, hour: 5, minute: 21, second: 10 }, 'Asia/Kolkata')).toBe(
      '1900-01-01T00:00:00.000Z',
    );
  });

  it('reads a time in a spring-forward gap with the offset before it (02:30 → 03:30 EDT)', () => {
    expect(utc({ year: 2024, month: 3, day: 10, hour: 2, minute: 30 }, 'America/New_York')).toBe(
      '2024-03-10T07:30:00.000Z',
    );
  });

  it('reads a repeated time in a fall-back overlap as the earlier moment (01:30 EDT)', () => {
    expect(utc({ year: 2024, month: 11, day: 3, hour: 1, minute: 30 }, 'America/New_York')).toBe(
      '2024-11-03T05:30:00.000Z',
    );
  });

  it('handles southern-hemisphere daylight saving (Sydney, January is +11:00)', () => {
    expect(utc({ year: 2024, month: 1, day: 15, hour: 12, minute: 0 }, 'Australia/Sydney')).toBe(
      '2024-01-15T01:00:00.000Z',
    );
  });

  it('accepts a fixed offset', () => {
    expect(
      new Date(
        localToUtcMs({ year: 2000, month: 1, day: 1, hour: 0, minute: 0 }, { utcOffsetMinutes: -345 }),
      ).toISOString(),
    ).toBe('2000-01-01T05:45:00.000Z');
  });

  it('formats ISO with the offset of that instant', () => {
    expect(isoWithOffset(Date.UTC(2024, 0, 1, 1, 13, 36), { timezone: 'Asia/Kolkata' })).toBe(
      '2024-01-01T06:43:36+05:30',
    );
    expect(isoWithOffset(Date.UTC(2024, 6, 1, 12), { timezone: 'America/St_Johns' })).toBe('2024-07-01T09:30:00-02:30');
  });

  it('knows real dates', () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(1900, 2, 29)).toBe(false);
    expect(isRealDate(2023, 2, 31)).toBe(false);
  });
});
