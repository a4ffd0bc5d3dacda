import { describe, expect, it } from 'vitest';
import {
  countdownParts,
  EVENT_ERRORS,
  eventBookingError,
  eventDateFilter,
  eventState,
  formatCountdown,
  formatDateGB,
  formatViewers,
  isEventBookable,
  pujaBadge,
  pujaStatus,
  slotsLeft,
  streamCountdownText,
  streamIsLive,
  streamPageStatus,
} from './timing';
import type { EventLike } from './timing';

const H = 3_600_000;
const M = 60_000;
const start = Date.parse('2026-11-21T10:00:00+05:30');
const end = start + 2 * H;

describe('pujaStatus', () => {
  it('is exact at the boundaries', () => {
    expect(pujaStatus(start, end, start - 1)).toBe('upcoming');
    expect(pujaStatus(start, end, start)).toBe('live');
    expect(pujaStatus(start, end, end)).toBe('live');
    expect(pujaStatus(start, end, end + 1)).toBe('closed');
  });
  it('accepts strings and Dates, and closes on bad times', () => {
    expect(pujaStatus(new Date(start).toISOString(), new Date(end), start + H)).toBe('live');
    expect(pujaStatus('garbage', end, start)).toBe('closed');
  });
  it('drives the badge', () => {
    expect(pujaBadge(start, end, start - 90_000)).toMatchObject({
      label: 'Starts in',
      parts: { minutes: 1, seconds: 30 },
    });
    expect(pujaBadge(start, end, start)).toMatchObject({ label: 'Ends in', parts: { hours: 2, minutes: 0 } });
    expect(pujaBadge(start, end, end + 1)).toMatchObject({ label: 'Closed', parts: { done: true } });
  });
});

describe('live streams', () => {
  it('list label with an end time', () => {
    expect(streamIsLive(start, end, start - 1)).toBe(false);
    expect(streamIsLive(start, end, start)).toBe(true);
    expect(streamIsLive(start, end, end)).toBe(true);
    expect(streamIsLive(start, end, end + 1)).toBe(false);
  });
  it('list label without an end time', () => {
    expect(streamIsLive(start, undefined, start - 1)).toBe(false);
    expect(streamIsLive(start, null, start + 100 * H)).toBe(true);
  });
  it('page status with an end time', () => {
    expect(streamPageStatus(start, end, start - 1)).toBe('UPCOMING');
    expect(streamPageStatus(start, end, start + H)).toBe('LIVE');
    expect(streamPageStatus(start, end, end + 1)).toBe('ENDED');
  });
  it('page status without an end time', () => {
    expect(streamPageStatus(start, undefined, start - 1)).toBe('UPCOMING');
    expect(streamPageStatus(start, undefined, start + 100 * H)).toBe('LIVE');
  });
  it('a stream with an unreadable start is never live', () => {
    expect(streamIsLive('bad', undefined, start)).toBe(false);
    expect(streamPageStatus('bad', undefined, start)).toBe('UPCOMING');
    expect(streamPageStatus('bad', end, end + 1)).toBe('ENDED');
  });
  it('countdown text', () => {
    expect(streamCountdownText(start, end, start - (3 * H + 5 * M))).toBe('Starts in 3h 5m');
    expect(streamCountdownText(start, end, start - 30_000)).toBe('Starts in 0h 1m');
    expect(streamCountdownText(start, end, start + 30 * M)).toBe('1h 30m remaining');
    expect(streamCountdownText(start, end, end + H)).toBe('Duration: 2h 0m');
    expect(streamCountdownText(start, undefined, start + H)).toBe('Live');
    expect(streamCountdownText(start, undefined, start - 26 * H)).toBe('Starts in 26h 0m');
  });
});

describe('countdown', () => {
  it('splits into parts and formats days then hh:mm:ss', () => {
    const target = start + 2 * 24 * H + 3 * H + 4 * M + 5_000;
    const parts = countdownParts(target, start);
    expect(parts).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
    expect(formatCountdown(parts)).toBe('2d 03:04:05');
    expect(formatCountdown(countdownParts(start + 3 * H + 4 * M + 5_000, start))).toBe('03:04:05');
  });
  it('rolls over at a day', () => {
    expect(formatCountdown(countdownParts(start + 24 * H, start))).toBe('1d 00:00:00');
    expect(formatCountdown(countdownParts(start + 24 * H - 1_000, start))).toBe('23:59:59');
  });
  it('shows zeros at and after expiry, never negative', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
    expect(countdownParts(start, start)).toEqual(zero);
    expect(countdownParts(start, start + 5 * H)).toEqual(zero);
    expect(formatCountdown(zero)).toBe('00:00:00');
    expect(countdownParts(start + 999, start)).toMatchObject({ seconds: 0, done: false });
  });
});

describe('chadhava events', () => {
  const now = Date.parse('2026-11-21T12:00:00+05:30');
  const base: EventLike = {
    _id: '3f1c2d9e-8a4b-4c6d-9e2f-1a2b3c4d5e6f',
    name: 'Kartik Purnima Deepdaan',
    temple: { name: 'Kashi Vishwanath' },
    date: '2026-11-25T06:00:00+05:30',
    isActive: true,
    maxParticipants: 10,
    currentParticipants: 4,
  };

  it('a complete, active, future event with room is bookable (countdown)', () => {
    expect(eventBookingError(base, now)).toBeNull();
    expect(isEventBookable(base, now)).toBe(true);
    expect(eventState(base, now)).toBe('not_started');
    expect(slotsLeft(base)).toBe(6);
  });

  it('stays bookable for the rest of its own IST day, then closes', () => {
    const today = { ...base, date: '2026-11-21T06:00:00+05:30' };
    expect(eventState(today, now)).toBe('bookable');
    expect(eventState(today, Date.parse('2026-11-21T23:59:59+05:30'))).toBe('bookable');
    expect(eventState(today, Date.parse('2026-11-22T00:00:00+05:30'))).toBe('closed');
    expect(eventBookingError({ ...base, date: '2026-11-20T23:00:00+05:30' }, now)).toBe(EVENT_ERRORS.past);
  });

  it('needs an id, a name, a temple and a date', () => {
    expect(eventBookingError(null, now)).toBe('Event data is missing');
    expect(eventBookingError({ ...base, _id: undefined }, now)).toBe('Invalid event ID');
    expect(eventBookingError({ ...base, _id: undefined, id: base._id }, now)).toBeNull();
    expect(eventBookingError({ ...base, name: '' }, now)).toBe('Event information is incomplete');
    expect(eventBookingError({ ...base, temple: null }, now)).toBe('Event information is incomplete');
    expect(eventBookingError({ ...base, temple: '  ' }, now)).toBe('Event information is incomplete');
    expect(eventBookingError({ ...base, temple: 'Kashi' }, now)).toBeNull();
    expect(eventBookingError({ ...base, date: undefined }, now)).toBe('Event date is missing');
    expect(eventBookingError({ ...base, date: 'soon' }, now)).toBe('Event date is missing');
    for (const e of [
      { ...base, _id: '' },
      { ...base, name: undefined },
      { ...base, date: null },
    ]) {
      expect(eventState(e, now)).toBe('closed');
      expect(isEventBookable(e, now)).toBe(false);
    }
  });

  it('must be active', () => {
    expect(eventBookingError({ ...base, isActive: false }, now)).toBe('This event is not currently active');
    expect(eventBookingError({ ...base, isActive: undefined }, now)).toBe('This event is not currently active');
    expect(eventState({ ...base, isActive: false }, now)).toBe('closed');
  });

  it('is full at and above the maximum, with one place left it is not', () => {
    expect(eventState({ ...base, currentParticipants: 9 }, now)).toBe('not_started');
    expect(slotsLeft({ ...base, currentParticipants: 9 })).toBe(1);
    expect(eventState({ ...base, currentParticipants: 10 }, now)).toBe('full');
    expect(eventBookingError({ ...base, currentParticipants: 10 }, now)).toBe('This event is fully booked');
    expect(eventState({ ...base, currentParticipants: 12 }, now)).toBe('full');
    expect(slotsLeft({ ...base, currentParticipants: 12 })).toBe(0);
  });

  it('without a maximum is never full and has no "Only N left"', () => {
    const open = { ...base, maxParticipants: undefined, currentParticipants: 5000 };
    expect(slotsLeft(open)).toBeNull();
    expect(eventState(open, now)).toBe('not_started');
  });

  it('a past event reads closed even when full', () => {
    expect(eventState({ ...base, date: '2026-11-01', currentParticipants: 10 }, now)).toBe('closed');
  });
});

describe('eventDateFilter (IST days)', () => {
  const now = Date.parse('2026-11-21T22:00:00+05:30');
  const on = (iso: string) => `${iso}T09:00:00+05:30`;
  it('all passes everything', () => {
    expect(eventDateFilter('2020-01-01', 'all', now)).toBe(true);
    expect(eventDateFilter('nonsense', 'all', now)).toBe(true);
    expect(eventDateFilter('nonsense', 'today', now)).toBe(false);
  });
  it('today and tomorrow', () => {
    expect(eventDateFilter(on('2026-11-21'), 'today', now)).toBe(true);
    expect(eventDateFilter('2026-11-21T23:59:59+05:30', 'today', now)).toBe(true);
    expect(eventDateFilter(on('2026-11-22'), 'today', now)).toBe(false);
    expect(eventDateFilter(on('2026-11-22'), 'tomorrow', now)).toBe(true);
    expect(eventDateFilter('2026-11-22T00:00:00+05:30', 'tomorrow', now)).toBe(true);
    expect(eventDateFilter(on('2026-11-23'), 'tomorrow', now)).toBe(false);
  });
  it('week is today plus the next 6 days', () => {
    expect(eventDateFilter(on('2026-11-21'), 'week', now)).toBe(true);
    expect(eventDateFilter(on('2026-11-27'), 'week', now)).toBe(true);
    expect(eventDateFilter(on('2026-11-28'), 'week', now)).toBe(false);
    expect(eventDateFilter(on('2026-11-20'), 'week', now)).toBe(false);
  });
  it('month runs to the same day next month (exclusive)', () => {
    expect(eventDateFilter(on('2026-12-20'), 'month', now)).toBe(true);
    expect(eventDateFilter(on('2026-12-21'), 'month', now)).toBe(false);
    expect(eventDateFilter(on('2026-11-20'), 'month', now)).toBe(false);
  });
});

describe('formatting', () => {
  it('formats dates en-GB in IST', () => {
    expect(formatDateGB('2026-11-21T10:00:00+05:30')).toBe('21 November 2026');
    expect(formatDateGB('2026-11-20T19:00:00Z')).toBe('21 November 2026');
    expect(formatDateGB(new Date('2027-01-05T00:00:00+05:30'))).toBe('5 January 2027');
    expect(formatDateGB('bad')).toBe('');
  });
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0k'],
    [1049, '1.0k'],
    [1050, '1.1k'],
    [1550, '1.6k'],
    [12345, '12.3k'],
    [999_949, '999.9k'],
  ])('viewers %d → %s', (n, s) => {
    expect(formatViewers(n)).toBe(s);
  });
});
