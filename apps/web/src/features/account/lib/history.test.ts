import { describe, expect, it } from 'vitest';
import { HISTORY_TABS, parseTab, populatedBookings, statusLabel, statusTone } from './history';

describe('parseTab', () => {
  it('accepts the six tabs and falls back to profile', () => {
    expect(parseTab('orders')).toBe('orders');
    expect(parseTab('panditBookings')).toBe('panditBookings');
    expect(parseTab('nope')).toBe('profile');
    expect(parseTab(null)).toBe('profile');
  });
});

describe('populatedBookings', () => {
  it('keeps populated objects once each, by _id, and drops plain ids', () => {
    const list = [{ _id: 'a', n: 1 }, 'b-plain-id', { _id: 'a', n: 2 }, null, { id: 'c' }, { title: 'no id' }, 42];
    expect(populatedBookings(list)).toEqual([
      { _id: 'a', n: 1 },
      { _id: 'c', id: 'c' },
    ]);
    expect(populatedBookings(undefined)).toEqual([]);
  });
});

describe('statusTone', () => {
  it.each([
    ['completed', 'success'],
    ['Confirmed', 'success'],
    ['paid', 'success'],
    ['pending', 'warning'],
    ['PENDING ', 'warning'],
    ['failed', 'danger'],
    ['cancelled', 'danger'],
    ['expired', 'danger'],
  ] as const)('%s → %s', (s, tone) => expect(statusTone(s)).toBe(tone));

  it('labels statuses for reading', () => {
    expect(statusLabel('payment_pending')).toBe('Payment pending');
    expect(statusLabel('COMPLETED')).toBe('Completed');
    expect(statusLabel('')).toBe('');
  });
});

describe('HISTORY_TABS', () => {
  it('sends empty states to screens that exist', () => {
    expect(HISTORY_TABS.map((t) => t.action.to)).toEqual(['/pujas', '/chadhava', '/donations', '/store', '/astro']);
    expect(HISTORY_TABS[0]!.action.label).toBe('Book Your First Puja');
  });
});
