import { describe, expect, it } from 'vitest';
import { cardPrice, eventCardView } from './event-card';
import { makeEvent, makeOffering } from './test-fixtures';

const NOW = '2026-11-21T10:00:00+05:30';

describe('eventCardView', () => {
  it('not started: countdown in days then h:m:s, bookable, Only N left', () => {
    const v = eventCardView(
      makeEvent({ date: '2026-11-23T13:04:05+05:30', maxParticipants: 50, currentParticipants: 47 }),
      NOW,
    );
    expect(v.state).toBe('not_started');
    expect(v.countdown).toBe('2d 03:04:05');
    expect(v.slotsNote).toBe('Only 3 left');
    expect(v.action).toEqual({ label: 'Offer Chadhava', disabled: false });
  });

  it('under a day left: h:m:s only', () => {
    expect(eventCardView(makeEvent({ date: '2026-11-21T11:30:00+05:30' }), NOW).countdown).toBe('01:30:00');
  });

  it('past date: Closed, disabled, no countdown nor slots note', () => {
    const v = eventCardView(makeEvent({ date: '2026-11-20T10:00:00+05:30' }), NOW);
    expect(v.state).toBe('closed');
    expect(v.countdown).toBeNull();
    expect(v.slotsNote).toBeNull();
    expect(v.action).toEqual({ label: 'Closed', disabled: true });
  });

  it('full when currentParticipants reaches (or passes) maxParticipants: Fully Booked, disabled', () => {
    for (const current of [100, 120]) {
      const v = eventCardView(makeEvent({ maxParticipants: 100, currentParticipants: current }), NOW);
      expect(v.state).toBe('full');
      expect(v.action).toEqual({ label: 'Fully Booked', disabled: true });
      expect(v.slotsNote).toBeNull();
    }
  });

  it('one place left is still bookable', () => {
    const v = eventCardView(makeEvent({ maxParticipants: 100, currentParticipants: 99 }), NOW);
    expect(v.action.disabled).toBe(false);
    expect(v.slotsNote).toBe('Only 1 left');
  });

  it('no participant limit: no slots note', () => {
    expect(eventCardView(makeEvent({ maxParticipants: null }), NOW).slotsNote).toBeNull();
  });

  it('later the same day after its start time: still bookable, no countdown', () => {
    const v = eventCardView(makeEvent({ date: '2026-11-21T06:00:00+05:30' }), NOW);
    expect(v.state).toBe('bookable');
    expect(v.countdown).toBeNull();
  });
});

describe('cardPrice', () => {
  it('shows the base price when there is one', () => {
    expect(cardPrice(makeEvent({ basePrice: 251, offerings: [makeOffering({ price: 51 })] }))).toEqual({
      label: 'Base price',
      value: 251,
    });
  });
  it('without a base fee, the cheapest offering', () => {
    const offerings = [makeOffering({ _id: 'a', price: 151 }), makeOffering({ _id: 'b', price: 51 })];
    expect(cardPrice(makeEvent({ basePrice: 0, offerings }))).toEqual({ label: 'Offerings from', value: 51 });
    expect(cardPrice(makeEvent({ basePrice: 0, offerings: [] }))).toEqual({ label: 'Base price', value: 0 });
  });
});

describe('eventCardView with the server’s slots', () => {
  it('availableSlots 0 (the last slots held by devotees paying) is Fully Booked', () => {
    const v = eventCardView(makeEvent({ maxParticipants: 100, currentParticipants: 98, availableSlots: 0 }), NOW);
    expect(v.state).toBe('full');
    expect(v.action).toEqual({ label: 'Fully Booked', disabled: true });
  });
  it('Only N left counts the server’s figure', () => {
    expect(eventCardView(makeEvent({ maxParticipants: 100, currentParticipants: 90, availableSlots: 4 }), NOW).slotsNote).toBe('Only 4 left');
  });
});
