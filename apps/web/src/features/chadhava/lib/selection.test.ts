import { describe, expect, it } from 'vitest';
import {
  addOffering,
  canProceed,
  changeQuantity,
  cleanSelection,
  serverSlotsLeft,
  selectedLines,
  selectionTotal,
  validateEventSelection,
} from './selection';
import { buildCheckoutState, checkoutPath } from './checkout-state';
import { makeEvent, makeOffering } from './test-fixtures';

const NOW = '2026-11-21T10:00:00+05:30';
const diya = makeOffering({ _id: 'diya', price: 51 });
const mala = makeOffering({ _id: 'mala', name: 'Marigold Mala', price: 101, type: 'Flowers' });
const event = makeEvent({ basePrice: 251, offerings: [diya, mala] });

describe('selection stepper', () => {
  it('Add sets quantity 1; plus and minus change it; 0 removes it', () => {
    let s = addOffering({}, 'diya');
    expect(s).toEqual({ diya: 1 });
    s = changeQuantity(s, 'diya', 1);
    expect(s).toEqual({ diya: 2 });
    s = changeQuantity(s, 'diya', -1);
    s = changeQuantity(s, 'diya', -1);
    expect(s).toEqual({});
  });
});

describe('total', () => {
  it('is base price + Σ price × quantity', () => {
    expect(selectionTotal(event, {})).toBe(251);
    expect(selectionTotal(event, { diya: 2, mala: 1 })).toBe(251 + 102 + 101);
    expect(selectedLines(event.offerings, { mala: 3 }).map((l) => l.subtotal)).toEqual([303]);
  });
});

describe('validateEventSelection', () => {
  it('asks for at least one offering', () => {
    expect(validateEventSelection(event, {}, NOW)).toEqual({
      general: null,
      offerings: 'Please select at least one offering',
    });
  });
  it('is clean with a valid selection', () => {
    expect(validateEventSelection(event, { diya: 1 }, NOW)).toEqual({ general: null, offerings: null });
  });
  it('rejects an invalid quantity or unknown offering', () => {
    expect(validateEventSelection(event, { diya: 0.5 }, NOW).offerings).toBe('Invalid offering quantity');
    expect(validateEventSelection(event, { ghost: 1 }, NOW).offerings).toBe('Invalid offering quantity');
  });
  it('reports the event state with the spec texts', () => {
    expect(validateEventSelection(makeEvent({ date: '2026-11-20T10:00:00+05:30' }), { diya: 1 }, NOW).general).toBe(
      'This event has already passed',
    );
    expect(validateEventSelection(makeEvent({ isActive: false }), {}, NOW).general).toBe(
      'This event is not currently active',
    );
    expect(validateEventSelection(makeEvent({ currentParticipants: 100 }), {}, NOW).general).toBe(
      'This event is fully booked',
    );
    expect(validateEventSelection(makeEvent({ maxParticipants: null, availableSlots: 0 }), {}, NOW).general).toBe(
      'No slots available for this event',
    );
    expect(validateEventSelection(null, {}, NOW).general).toBe('Event data is missing');
  });
});

describe('canProceed', () => {
  const clean = { general: null, offerings: null };
  const bad = { general: null, offerings: 'Please select at least one offering' };
  it('errors only disable after the first interaction', () => {
    expect(canProceed(bad, false, 251)).toBe(true);
    expect(canProceed(bad, true, 251)).toBe(false);
    expect(canProceed(clean, true, 251)).toBe(true);
  });
  it('a total of 0 or less disables', () => {
    expect(canProceed(clean, false, 0)).toBe(false);
    expect(canProceed(clean, true, -1)).toBe(false);
  });
});

describe('serverSlotsLeft', () => {
  it('takes the server’s availableSlots (holds counted), else the participant figures', () => {
    expect(serverSlotsLeft(makeEvent({ maxParticipants: 100, currentParticipants: 98, availableSlots: 0 }))).toBe(0);
    expect(serverSlotsLeft(makeEvent({ maxParticipants: 100, currentParticipants: 98, availableSlots: null }))).toBe(2);
    expect(serverSlotsLeft(makeEvent({ maxParticipants: null, availableSlots: null }))).toBeNull();
  });
  it('a hold on the last slot makes the event unbookable for others', () => {
    expect(validateEventSelection(makeEvent({ maxParticipants: 100, currentParticipants: 99, availableSlots: 0 }), { diya: 1 }, NOW).general).toBe(
      'No slots available for this event',
    );
  });
});

describe('quantity cap', () => {
  it('plus stops at 10 of one offering (what one booking takes)', () => {
    let s = addOffering({}, 'diya');
    for (let i = 0; i < 12; i++) s = changeQuantity(s, 'diya', 1);
    expect(s.diya).toBe(10);
  });
});

describe('cleanSelection', () => {
  it('drops unknown offerings and bad quantities from a stored draft', () => {
    expect(cleanSelection({ diya: 2, mala: 0, ghost: 1, x: 'a' }, event.offerings)).toEqual({ diya: 2 });
    expect(cleanSelection({ diya: 11 }, event.offerings)).toEqual({});
    expect(cleanSelection('nonsense', event.offerings)).toEqual({});
  });
});

describe('checkout state', () => {
  it('carries event, selected offerings, offerings data and total to the slug path', () => {
    const s = buildCheckoutState(event, { mala: 2 });
    expect(s.total).toBe(453);
    expect(s.selectedOfferings).toEqual([
      { offering: 'mala', name: 'Marigold Mala', price: 101, quantity: 2, subtotal: 202 },
    ]);
    expect(s.offeringsData).toBe(event.offerings);
    // By the slug, whatever the language of the name (a Hindi name made a path that 404'd).
    const inHindi = { ...event, name: 'कार्तिक पूर्णिमा दीपदान', slug: 'kartik-purnima-deep-daan' };
    expect(checkoutPath(inHindi)).toBe('/chadhava-checkout/kartik-purnima-deep-daan');
  });
});
