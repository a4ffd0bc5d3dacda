import { describe, expect, it } from 'vitest';
import { displayName, formatDate, formatTime, initials } from './display';

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
  it('keeps clock times and reads ISO times', () => {
    expect(formatTime('10:30')).toBe('10:30');
    expect(formatTime('')).toBe('');
    expect(formatTime('garbage')).toBe('garbage');
  });
});
