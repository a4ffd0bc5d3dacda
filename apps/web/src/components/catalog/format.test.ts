import { describe, expect, it } from 'vitest';
import { formatJoined, templeName } from './format';

describe('formatJoined', () => {
  it('groups digits the Indian way and adds +', () => {
    expect(formatJoined(12540)).toBe('12,540+ devotees joined');
    expect(formatJoined(125400)).toBe('1,25,400+ devotees joined');
    expect(formatJoined(999)).toBe('999+ devotees joined');
  });
  it('uses the singular for one devotee and floors fractions', () => {
    expect(formatJoined(1)).toBe('1+ devotee joined');
    expect(formatJoined(42.9)).toBe('42+ devotees joined');
  });
  it('invites the first devotee when nobody has joined or the count is missing', () => {
    expect(formatJoined(0)).toBe('Be the first to join');
    expect(formatJoined(-5)).toBe('Be the first to join');
    expect(formatJoined(undefined)).toBe('Be the first to join');
    expect(formatJoined(Number.NaN)).toBe('Be the first to join');
  });
});

describe('templeName', () => {
  it('reads text or an object with a name', () => {
    expect(templeName('Kashi Vishwanath, Varanasi')).toBe('Kashi Vishwanath, Varanasi');
    expect(templeName({ _id: 't1', name: 'Somnath Temple', location: 'Gujarat' })).toBe('Somnath Temple');
    expect(templeName(null)).toBe('');
  });
});
