import { describe, expect, it } from 'vitest';
import { istAddMonths, istDate, istDayNumber, istDayStart, toMillis } from './calendar';

describe('calendar (IST)', () => {
  it('reads dates, strings and numbers; bad input is NaN', () => {
    expect(toMillis(new Date(5))).toBe(5);
    expect(toMillis(5)).toBe(5);
    expect(toMillis('1970-01-01T00:00:00.005Z')).toBe(5);
    for (const v of ['', 'nope', null, undefined, Number.NaN]) expect(toMillis(v)).toBeNaN();
  });

  it('starts IST days at 18:30 UTC', () => {
    const a = toMillis('2026-11-20T18:29:59.999Z');
    const b = toMillis('2026-11-20T18:30:00.000Z');
    expect(istDayNumber(b) - istDayNumber(a)).toBe(1);
    expect(istDayStart(istDayNumber(b))).toBe(b);
    expect(istDate(b)).toEqual({ year: 2026, month: 11, day: 21 });
  });

  it('adds calendar months with the day clamped', () => {
    const day = (iso: string) => istDayNumber(toMillis(`${iso}T12:00:00+05:30`));
    expect(istAddMonths(day('2026-11-21'), 1)).toBe(day('2026-12-21'));
    expect(istAddMonths(day('2026-12-15'), 1)).toBe(day('2027-01-15'));
    expect(istAddMonths(day('2027-01-31'), 1)).toBe(day('2027-02-28'));
    expect(istAddMonths(day('2028-01-31'), 1)).toBe(day('2028-02-29'));
  });
});
