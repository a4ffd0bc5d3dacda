import { describe, expect, it } from 'vitest';
import { formatWhen } from './format';

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
