import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, indianStateSchema } from './states';

describe('INDIAN_STATES', () => {
  it('has exactly 31 unique entries, alphabetical, Andhra Pradesh to West Bengal', () => {
    expect(INDIAN_STATES).toHaveLength(31);
    expect(new Set(INDIAN_STATES).size).toBe(31);
    expect(INDIAN_STATES[0]).toBe('Andhra Pradesh');
    expect(INDIAN_STATES[30]).toBe('West Bengal');
    expect([...INDIAN_STATES].sort((a, b) => a.localeCompare(b, 'en'))).toEqual([...INDIAN_STATES]);
  });

  it('includes Delhi, Ladakh, Jammu and Kashmir but not other union territories', () => {
    for (const s of ['Delhi', 'Ladakh', 'Jammu and Kashmir']) expect(INDIAN_STATES).toContain(s);
    for (const s of ['Puducherry', 'Chandigarh', 'Lakshadweep', 'Andaman and Nicobar Islands']) {
      expect(INDIAN_STATES as readonly string[]).not.toContain(s);
    }
  });

  it('validates with clear messages', () => {
    expect(indianStateSchema.parse('Uttar Pradesh')).toBe('Uttar Pradesh');
    expect(indianStateSchema.safeParse('').error?.issues[0]?.message).toBe('State is required');
    expect(indianStateSchema.safeParse(undefined).error?.issues[0]?.message).toBe('State is required');
    expect(indianStateSchema.safeParse('Puducherry').error?.issues[0]?.message).toBe('Please select a valid state');
  });
});
