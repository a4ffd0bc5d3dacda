import { describe, expect, it } from 'vitest';
import { buildCheckoutNotes, checkoutDescription } from './notes';

describe('buildCheckoutNotes (part 2 § 7)', () => {
  it('carries puja, package, temple, gotra, chadhava total and booking id', () => {
    expect(
      buildCheckoutNotes({
        pujaTitle: 'Saraswati Puja',
        packageTitle: 'Family Puja',
        templeName: 'Shri Kashi Vishwanath Temple',
        gotra: 'Kashyap',
        chadhavaTotal: 503,
        bookingId: 'b1',
      }),
    ).toEqual({
      puja: 'Saraswati Puja',
      package: 'Family Puja',
      temple: 'Shri Kashi Vishwanath Temple',
      gotra: 'Kashyap',
      chadhava_total: '503',
      booking_id: 'b1',
    });
  });
  it('says 0 for no chadhava and leaves out what is unknown', () => {
    const n = buildCheckoutNotes({ pujaTitle: 'P', packageTitle: 'K', templeName: '', gotra: ' ', chadhavaTotal: Number.NaN, bookingId: 'b' });
    expect(n).toEqual({ puja: 'P', package: 'K', chadhava_total: '0', booking_id: 'b' });
  });
  it('describes the payment', () => {
    expect(checkoutDescription('Saraswati Puja', 'Family Puja')).toBe('Saraswati Puja — Family Puja');
    expect(checkoutDescription('Saraswati Puja', '')).toBe('Saraswati Puja');
  });
});
