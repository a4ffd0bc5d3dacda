import { describe, expect, it } from 'vitest';
import { DEFAULT_PLACE, PLACE_KEY, clock, placeFromQuery, rememberedPlace, shiftDate, todayAt } from './panchang-place';

const store = (v: string | null) => ({ getItem: (k: string) => (k === PLACE_KEY ? v : null) });

describe('the panchang place and date', () => {
  it('remembers only a whole place; anything else in storage is ignored', () => {
    expect(rememberedPlace(store(JSON.stringify(DEFAULT_PLACE)))).toEqual(DEFAULT_PLACE);
    expect(rememberedPlace(store('{"name":"x"}'))).toBeNull();
    expect(rememberedPlace(store('not json'))).toBeNull();
    expect(rememberedPlace(store(JSON.stringify({ ...DEFAULT_PLACE, latitude: 91 })))).toBeNull();
    expect(rememberedPlace(null)).toBeNull();
  });

  it('reads a place from the URL when it is whole', () => {
    const q = new URLSearchParams({
      place: 'Chennai',
      region: 'Tamil Nadu',
      country: 'IN',
      latitude: '13.0878',
      longitude: '80.2785',
      timezone: 'Asia/Kolkata',
    });
    expect(placeFromQuery(q)).toMatchObject({ name: 'Chennai', latitude: 13.0878 });
    expect(placeFromQuery(new URLSearchParams({ place: 'Chennai' }))).toBeNull();
  });

  it('takes today at the place, not in the browser', () => {
    const late = new Date('2026-11-23T20:00:00Z'); // 01:30 on the 24th in India, still the 23rd in New York
    expect(todayAt('Asia/Kolkata', late)).toBe('2026-11-24');
    expect(todayAt('America/New_York', late)).toBe('2026-11-23');
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('writes times as the place’s clock shows them, with the weekday after midnight', () => {
    expect(clock('2026-11-24T06:42:10+05:30', '2026-11-24')).toBe('6:42 am');
    expect(clock('2026-11-24T12:05:00+05:30', '2026-11-24')).toBe('12:05 pm');
    expect(clock('2026-11-25T05:40:00+05:30', '2026-11-24')).toBe('Wed, 5:40 am');
  });
});
