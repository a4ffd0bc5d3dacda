import { istDayNumber } from '@sankalp/shared/calendar';
import { describe, expect, it } from 'vitest';
import { dayPanchang } from '../../modules/kundli/engine';
import {
  currentDate,
  ist,
  istWeekday,
  nextDate,
  occurrence,
  previousDate,
  tithiLabel,
  tithiShown,
  tithiOn,
  type Place,
  type Schedule,
} from './dates';

const KASHI: Place = { latitude: 25.3109, longitude: 83.0107 };
const KAMAKHYA: Place = { latitude: 26.1664, longitude: 91.7055 };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** YYYY-MM-DD of an instant in IST. */
const istDate = (ms: number) => new Date(ms + 5.5 * HOUR).toISOString().slice(0, 10);
/** The engine's own day panchang (a separate code path from dates.ts) for an instant's IST date at a place. */
const panchangOf = (ms: number, place: Place) => {
  const [year, month, day] = istDate(ms).split('-').map(Number) as [number, number, number];
  return dayPanchang({
    year,
    month,
    day,
    latitude: place.latitude,
    longitude: place.longitude,
    timezone: 'Asia/Kolkata',
  });
};

describe('tithiLabel and istWeekday', () => {
  it('names tithis as the catalog does', () => {
    expect(tithiLabel(13)).toBe('Shukla Paksha Trayodashi');
    expect(tithiLabel(28)).toBe('Krishna Paksha Trayodashi');
    expect(tithiLabel(19)).toBe('Krishna Paksha Chaturthi');
    expect(tithiLabel(15)).toBe('Purnima');
    expect(tithiLabel(30)).toBe('Amavasya');
  });

  it('gives IST weekdays, Sunday 0', () => {
    expect(istWeekday(istDayNumber(Date.parse('2026-11-21T06:30:00Z')))).toBe(6); // a Saturday
    expect(istWeekday(istDayNumber(Date.parse('2026-11-22T20:00:00Z')))).toBe(1); // 01:30 IST Monday
    expect(istWeekday(0)).toBe(4); // 1 January 1970, a Thursday
  });
});

describe('nextDate', () => {
  const purnima: Schedule = { rule: { tithi: [15] }, start: ist('10:00'), end: { minutes: 120 } };

  it('finds the next Purnima by the tithi at sunrise: Kartik Purnima, 24 November 2026', () => {
    const o = nextDate(purnima, Date.parse('2026-11-21T06:30:00Z'), KASHI);
    expect(istDate(o.start)).toBe('2026-11-24');
    expect(o.start).toBe(Date.parse('2026-11-24T10:00:00+05:30'));
    expect(o.end - o.start).toBe(2 * HOUR);
    expect(panchangOf(o.start, KASHI).tithis[0]?.number).toBe(15);
  });

  it('skips a day whose start has passed; a tithi that no sunrise falls in (kshaya) is observed on the day it runs', () => {
    // The day of Purnima itself, after the puja: the next is a month later.
    const later = nextDate(purnima, Date.parse('2026-11-24T07:00:00Z'), KASHI);
    expect(istDate(later.start)).toBe('2026-12-24');
    // Shukla Dwadashi runs from after sunrise on 21 November to before sunrise on the 22nd at Kashi.
    const dwadashi = nextDate(
      { rule: { tithi: [12] }, start: ist('09:00') },
      Date.parse('2026-11-20T00:00:00Z'),
      KASHI,
    );
    expect(istDate(dwadashi.start)).toBe('2026-11-21');
    const day = panchangOf(dwadashi.start, KASHI);
    expect(day.tithis[0]?.number).toBe(11); // Ekadashi at sunrise, then Dwadashi begins and ends before the next
    expect(day.tithis[1]?.number).toBe(12);
    expect(Date.parse(day.tithis[1]!.end!)).toBeLessThan(Date.parse(day.nextSunrise!));
    expect(tithiShown({ tithi: [12] }, istDayNumber(dwadashi.start), KASHI)).toBe(12);
  });

  it('places a Pradosh by the tithi at sunset, the day before the udaya Trayodashi when it ends before dusk', () => {
    const after = Date.parse('2026-07-20T00:00:00Z');
    const dusk: Schedule = { rule: { tithi: [13, 28], at: 'sunset' }, start: { sunset: 0 }, end: { minutes: 150 } };
    const dawn: Schedule = { rule: { tithi: [13, 28] }, start: { sunset: 0 }, end: { minutes: 150 } };
    const pradosh = nextDate(dusk, after, KASHI);
    expect(istDate(pradosh.start)).toBe('2026-07-26');
    expect(istDate(nextDate(dawn, after, KASHI).start)).toBe('2026-07-27');
    // At sunset on the 26th Trayodashi is running (it began at 13:58 and ends on the 27th at 16:15).
    const p = panchangOf(pradosh.start, KASHI);
    const sunset = Date.parse(p.sunset!);
    const running = p.tithis.find((t) => t.end !== null && Date.parse(t.end) > sunset);
    expect(running?.number).toBe(13);
    expect(pradosh.start).toBeGreaterThanOrEqual(sunset);
    expect(pradosh.start - sunset).toBeLessThan(5 * 60_000); // on the five minutes
    expect(tithiOn(istDayNumber(pradosh.start), KASHI, 'sunset')).toBe(13);
  });

  it('finds weekdays in IST', () => {
    const monday = nextDate({ rule: { weekday: 1 }, start: ist('08:00') }, Date.parse('2026-11-21T06:30:00Z'), KASHI);
    expect(monday.start).toBe(Date.parse('2026-11-23T08:00:00+05:30'));
    expect(monday.end).toBe(monday.start); // no end: a moment (an event's date)
  });

  it('keeps clear of the days a temple is closed', () => {
    const ashtami: Schedule = { rule: { tithi: [8] }, start: ist('09:00'), end: { minutes: 240 } };
    const after = Date.parse('2026-06-15T00:00:00Z');
    // Shukla Ashtami is the udaya tithi at Kamakhya on 22 June 2026, during the Ambubachi closure.
    expect(istDate(nextDate(ashtami, after, KAMAKHYA).start)).toBe('2026-06-22');
    const closed: Place = {
      ...KAMAKHYA,
      closedOn: (d) => istDate(d * DAY) >= '2026-06-21' && istDate(d * DAY) <= '2026-06-26',
    };
    const o = nextDate(ashtami, after, closed);
    expect(istDate(o.start) > '2026-06-26').toBe(true);
    expect(panchangOf(o.start, KAMAKHYA).tithis[0]?.number).toBe(8);
  });
});

describe('previousDate, currentDate and occurrence', () => {
  const tuesday: Schedule = { rule: { weekday: 2 }, start: ist('09:00'), end: { minutes: 150 } };
  const anushthan: Schedule = { rule: { weekday: 1 }, start: ist('08:00'), end: { days: 10, at: ist('18:00') } };

  it('gives the last occurrence that has ended: today once it is over, else the one before', () => {
    expect(previousDate(tuesday, Date.parse('2026-11-24T12:00:00+05:30'), KASHI).start).toBe(
      Date.parse('2026-11-24T09:00:00+05:30'),
    );
    expect(previousDate(tuesday, Date.parse('2026-11-24T10:00:00+05:30'), KASHI).start).toBe(
      Date.parse('2026-11-17T09:00:00+05:30'),
    );
  });

  it('gives a weekly eleven-day anushthan running at every moment', () => {
    const from = Date.parse('2026-11-20T00:00:00Z');
    for (let t = from; t < from + 15 * DAY; t += 5 * HOUR) {
      const o = currentDate(anushthan, t, KASHI);
      expect(o.start).toBeLessThanOrEqual(t);
      expect(o.end).toBeGreaterThanOrEqual(t);
      expect(istWeekday(o.day)).toBe(1);
      expect(o.end).toBe(o.start + 10 * DAY + 10 * HOUR);
    }
  });

  it('refuses "current" for a schedule that is not always running', () => {
    expect(() => currentDate(tuesday, Date.parse('2026-11-26T12:00:00Z'), KASHI)).toThrow(/not running/);
  });

  it('picks by IST day for events', () => {
    const daily: Schedule = { rule: 'daily', start: ist('12:00') };
    const now = Date.parse('2026-11-21T03:00:00Z'); // 08:30 IST, before today's noon
    expect(occurrence(daily, 'next', now, KASHI).start).toBe(Date.parse('2026-11-21T12:00:00+05:30'));
    expect(occurrence(daily, 'after-today', now, KASHI).start).toBe(Date.parse('2026-11-22T12:00:00+05:30'));
    expect(occurrence(daily, 'before-today', now, KASHI).start).toBe(Date.parse('2026-11-20T12:00:00+05:30'));
    expect(occurrence(tuesday, 'before-today', Date.parse('2026-11-24T12:00:00+05:30'), KASHI).start).toBe(
      Date.parse('2026-11-17T09:00:00+05:30'),
    );
  });
});
