import { describe, expect, it } from 'vitest';
import { MAX_TIMER_MS, msUntilStatusChange } from './puja-status';

const start = '2026-12-01T06:00:00.000Z';
const end = '2026-12-01T10:00:00.000Z';

describe('msUntilStatusChange', () => {
  it('waits for the start while upcoming', () => {
    expect(msUntilStatusChange(start, end, '2026-12-01T05:59:00.000Z')).toBe(60_000);
  });
  it('waits until just after the end while live (the end itself is still live)', () => {
    expect(msUntilStatusChange(start, end, '2026-12-01T09:59:59.000Z')).toBe(1001);
    expect(msUntilStatusChange(start, end, end)).toBe(1);
  });
  it('is null once closed or when a time is invalid', () => {
    expect(msUntilStatusChange(start, end, '2026-12-01T10:00:00.001Z')).toBeNull();
    expect(msUntilStatusChange('not a date', end, start)).toBeNull();
  });
  it('never exceeds what setTimeout can wait', () => {
    expect(
      msUntilStatusChange('2027-06-01T00:00:00.000Z', '2027-06-02T00:00:00.000Z', '2026-12-01T00:00:00.000Z'),
    ).toBe(MAX_TIMER_MS);
  });
});
