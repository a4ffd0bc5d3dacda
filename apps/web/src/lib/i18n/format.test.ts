import { describe, expect, it } from 'vitest';
import { formatNumber, formatTime, formatWhen } from './format';

describe('formatWhen', () => {
  const at = '2026-11-25T15:41:00Z'; // 9:11 in the evening, IST

  it('says the part of the day in Hindi words, never am/pm, whatever shape asks for an hour', () => {
    const hi = formatWhen(at, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }, 'hi');
    expect(hi).toContain('रात 9:11');
    expect(hi).not.toMatch(/[ap]m/i);
  });

  it('keeps am/pm in English, and a 24-hour clock where one is asked for', () => {
    expect(formatWhen(at, { hour: 'numeric', minute: '2-digit' }, 'en')).toMatch(/9:11\s?pm/i);
    expect(formatWhen(at, { hour: '2-digit', minute: '2-digit', hour12: false }, 'hi')).toBe('21:11');
  });
});

describe('formatTime and formatNumber, written out without Intl', () => {
  it('write an English time of day exactly as en-IN Intl does, in IST', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true });
    // Every minute of one IST day, seconds that must be cut (not rounded), and a day long ago.
    const start = Date.UTC(2026, 10, 24, 18, 30);
    const times = Array.from({ length: 1440 }, (_, i) => start + i * 60_000 + 59_999);
    for (const ms of [...times, Date.UTC(1950, 0, 1, 12), Date.UTC(1930, 0, 1, 12)])
      expect(formatTime(ms, 'en')).toBe(intl.format(ms));
    expect(formatTime('not a date', 'en')).toBe('');
  });

  it('write numbers exactly as Intl does in both languages', () => {
    const numbers = [0, -0, 1, 7, 999, 1000, 12540, 99999, 100000, 1234567, 2.5, -2.5, 3.49, -0.4, 1e15, Number.NaN, Infinity, 1e21];
    for (const lng of ['en', 'hi'] as const) {
      const intl = new Intl.NumberFormat(lng === 'en' ? 'en-IN' : 'hi-IN', { maximumFractionDigits: 0 });
      for (const n of numbers) expect(formatNumber(n, lng)).toBe(intl.format(Number.isFinite(n) ? n : 0));
    }
  });
});
