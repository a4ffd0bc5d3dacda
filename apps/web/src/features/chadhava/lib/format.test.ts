import { describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n/index';
import { formatEventDate } from './format';

describe('formatEventDate', () => {
  it('is IST in both languages, with the part of the day in words in Hindi', async () => {
    expect(formatEventDate('2026-11-25T00:30:00Z', 'en')).toBe('25 November 2026, 6:00 am IST');
    await loadLanguage('hi');
    expect(formatEventDate('2026-11-25T00:30:00Z', 'hi')).toMatch(/^25 नवंबर 2026, .*6:00 IST$/);
  });
});
