import { describe, expect, it } from 'vitest';
import { displayName, formatDate, formatIstRange, initials } from './display';

describe('display helpers', () => {
  it('greets by name or as User', () => {
    expect(displayName({ fullName: ' Asha Devi ' })).toBe('Asha Devi');
    expect(displayName({ fullName: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
  it('makes initials', () => {
    expect(initials('Asha Devi Sharma')).toBe('AS');
    expect(initials('asha')).toBe('A');
    expect(initials('  ')).toBe('?');
  });
  it('formats dates en-GB and tolerates junk', () => {
    expect(formatDate('2026-11-21T06:35:04.368Z')).toBe('21 Nov 2026');
    expect(formatDate(Date.parse('2026-11-21T06:35:04.368Z'))).toBe('21 Nov 2026');
    expect(formatDate('nope')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
  it('gives the IST day whatever the device zone (booked at 00:30 IST is that day, not the UTC day before)', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/London'; // a devotee abroad
    try {
      expect(formatDate('2026-11-24T19:00:00.000Z')).toBe('25 Nov 2026');
      expect(formatDate('2026-11-20T19:00:00.000Z')).toBe('21 Nov 2026');
      // 23:59 IST is still the same day.
      expect(formatDate('2026-11-21T18:29:00.000Z')).toBe('21 Nov 2026');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
  it('shows consultation times in IST, and tolerates junk', () => {
    expect(formatIstRange('2026-11-24T04:30:00.000Z', '2026-11-24T05:00:00.000Z')).toBe('10:00 am – 10:30 am IST');
    expect(formatIstRange('nope', '2026-11-24T05:00:00.000Z')).toBe('');
  });
});
