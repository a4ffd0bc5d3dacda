import { describe, expect, it } from 'vitest';
import { clockLabel, longDayOf, timeRangeIST } from './consult-time';

describe('consultation times in Hindi', () => {
  it('says the day and the part of the day in Hindi, IST as in English', () => {
    expect(longDayOf('2026-11-24', 'hi')).toBe('मंगलवार, 24 नवंबर 2026');
    expect(clockLabel('16:30', 'hi')).toMatch(/4:30$/);
    expect(clockLabel('16:30', 'hi')).not.toMatch(/PM/);
    expect(timeRangeIST({ from: '2026-11-24T10:00:00+05:30', to: '2026-11-24T10:30:00+05:30' }, 'hi')).toMatch(/ IST$/);
  });
});
