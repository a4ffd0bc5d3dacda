import { describe, expect, it } from 'vitest';
import { displayName, formatDate, formatIstDate, formatIstRange, initials } from './display';

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
    expect(formatDate('nope')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
  it('shows consultation times in IST whatever the device zone, and tolerates junk', () => {
    expect(formatIstDate('2026-11-24T19:00:00.000Z')).toBe('25 Nov 2026');
    expect(formatIstRange('2026-11-24T04:30:00.000Z', '2026-11-24T05:00:00.000Z')).toBe('10:00 am – 10:30 am IST');
    expect(formatIstRange('nope', '2026-11-24T05:00:00.000Z')).toBe('');
    expect(formatIstDate('nope')).toBe('');
  });
});
