import { describe, expect, it } from 'vitest';
import { PANDIT_BOOKING_ERRORS } from '@sankalp/shared/schemas/panditBooking';
import {
  NOT_FREE_MESSAGE,
  checkTimes,
  clockLabel,
  clockMinutes,
  durationMinutes,
  intervalHolding,
  intervalLabel,
  isIsoDate,
  istClockOf,
  istDateOf,
  istInstant,
  istIso,
  longDateOf,
  longDayOf,
  rangeFromInterval,
  timeRangeIST,
} from './consult-time';

const DAY = '2026-11-24';
const at = (hhmm: string) => istIso(DAY, hhmm);
const FREE = [
  { from: at('10:00'), to: at('13:00') },
  { from: at('16:00'), to: at('19:00') },
];
const ok = { date: DAY, from: '10:00', to: '10:30', today: '2026-11-23', free: FREE };

describe('IST dates and clocks', () => {
  it('names the IST date of an instant, also across UTC midnight', () => {
    expect(istDateOf(Date.parse('2026-11-23T18:29:00Z'))).toBe('2026-11-23');
    expect(istDateOf(Date.parse('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
  });
  it('accepts real dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('24-11-2026')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
  it('reads 24-hour clocks', () => {
    expect(clockMinutes('00:00')).toBe(0);
    expect(clockMinutes('16:30')).toBe(990);
    expect(clockMinutes('24:00')).toBeNull();
    expect(clockMinutes('9:30')).toBeNull();
  });
  it('writes an IST date and time as ISO with +05:30, and back', () => {
    expect(istIso(DAY, '10:00')).toBe('2026-11-24T10:00:00+05:30');
    expect(istInstant(DAY, '10:00')).toBe(Date.parse('2026-11-24T04:30:00Z'));
    expect(istInstant(DAY, 'bad')).toBeNaN();
    expect(istClockOf('2026-11-24T04:30:00Z')).toBe('10:00');
    expect(istClockOf('2026-11-24T16:15:00+05:30')).toBe('16:15');
  });
  it('labels clocks and intervals for people', () => {
    expect(clockLabel('00:15')).toBe('12:15 AM');
    expect(clockLabel('12:00')).toBe('12:00 PM');
    expect(clockLabel('16:30')).toBe('4:30 PM');
    expect(intervalLabel(FREE[0]!)).toBe('10:00 AM – 1:00 PM');
    expect(timeRangeIST({ from: at('16:00'), to: at('16:45') })).toBe('4:00 PM – 4:45 PM IST');
  });
  it('writes long en-IN dates in IST', () => {
    expect(longDateOf('2026-11-23T20:00:00Z')).toBe('24 November 2026');
    expect(longDayOf(DAY)).toBe('Tuesday, 24 November 2026');
    expect(longDayOf('nope')).toBe('');
  });
  it('measures a duration only when the end is after the start', () => {
    expect(durationMinutes('10:00', '10:45')).toBe(45);
    expect(durationMinutes('10:00', '10:00')).toBeNull();
    expect(durationMinutes('', '10:00')).toBeNull();
  });
});

describe('free intervals', () => {
  it('finds the interval holding a range, edges included', () => {
    expect(intervalHolding(FREE, istInstant(DAY, '10:00'), istInstant(DAY, '13:00'))).toBe(FREE[0]);
    expect(intervalHolding(FREE, istInstant(DAY, '12:45'), istInstant(DAY, '13:15'))).toBeUndefined();
    expect(intervalHolding(FREE, istInstant(DAY, '16:30'), istInstant(DAY, '17:00'))).toBe(FREE[1]);
  });
  it('a tap starts a 30-minute call at the interval start, or takes a shorter interval whole', () => {
    expect(rangeFromInterval(FREE[1]!)).toEqual({ from: '16:00', to: '16:30' });
    expect(rangeFromInterval({ from: at('11:40'), to: at('12:00') })).toEqual({ from: '11:40', to: '12:00' });
  });
});

describe('checkTimes', () => {
  it('passes a range inside a free interval', () => {
    expect(checkTimes(ok)).toBeNull();
    expect(checkTimes({ ...ok, date: ok.today, free: null })).toBeNull();
  });
  it('needs a date that is not in the past (IST)', () => {
    expect(checkTimes({ ...ok, date: '' })).toEqual({ field: 'date', message: PANDIT_BOOKING_ERRORS.date });
    expect(checkTimes({ ...ok, date: '2026-11-22' })).toEqual({ field: 'date', message: PANDIT_BOOKING_ERRORS.past });
  });
  it('needs both times, the end after the start', () => {
    expect(checkTimes({ ...ok, from: '' })).toEqual({ field: 'from', message: PANDIT_BOOKING_ERRORS.times });
    expect(checkTimes({ ...ok, to: '' })).toEqual({ field: 'to', message: PANDIT_BOOKING_ERRORS.times });
    expect(checkTimes({ ...ok, to: '09:30' })).toEqual({ field: 'to', message: 'End time must be after start time' });
    expect(checkTimes({ ...ok, to: '10:00' })).toEqual({ field: 'to', message: 'End time must be after start time' });
  });
  it('keeps a consultation between 15 and 120 minutes', () => {
    expect(checkTimes({ ...ok, to: '10:14' })?.message).toBe(PANDIT_BOOKING_ERRORS.tooShort);
    expect(checkTimes({ ...ok, to: '10:15' })).toBeNull();
    expect(checkTimes({ ...ok, from: '16:00', to: '18:00' })).toBeNull();
    expect(checkTimes({ ...ok, from: '16:00', to: '18:01' })?.message).toBe(PANDIT_BOOKING_ERRORS.tooLong);
  });
  it('refuses a range that is not inside one free interval, before any payment', () => {
    expect(checkTimes({ ...ok, from: '12:45', to: '13:15' })).toEqual({ field: 'from', message: NOT_FREE_MESSAGE });
    expect(checkTimes({ ...ok, from: '13:30', to: '14:00' })).toEqual({ field: 'from', message: NOT_FREE_MESSAGE });
    expect(checkTimes({ ...ok, free: [] })).toEqual({ field: 'from', message: NOT_FREE_MESSAGE });
  });
});
