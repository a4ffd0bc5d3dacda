import { describe, expect, it } from 'vitest';
import { HISTORY_TABS, parseTab, statusLabel, statusTone } from './history';

describe('parseTab', () => {
  it('accepts the six tabs and falls back to profile', () => {
    expect(parseTab('orders')).toBe('orders');
    expect(parseTab('panditBookings')).toBe('panditBookings');
    expect(parseTab('nope')).toBe('profile');
    expect(parseTab(null)).toBe('profile');
  });
});

describe('statusTone', () => {
  it.each([
    ['completed', 'success'],
    ['Confirmed', 'success'],
    ['paid', 'success'],
    ['pending', 'warning'],
    ['placed', 'warning'],
    ['shipped', 'warning'],
    ['delivered', 'success'],
    ['refunded', 'neutral'],
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
    expect(HISTORY_TABS.map((t) => t.action.to)).toEqual(['/pujas', '/chadhava', '/donations', '/store', '/astro', '/prasad']);
    expect(HISTORY_TABS[0]!.action.label).toBe('Book Your First Puja');
  });
});
