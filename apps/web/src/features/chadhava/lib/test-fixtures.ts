import type { ChadhavaEvent, EventOffering } from '@sankalp/shared/api/catalog';

/** Test data: an event with sensible defaults, overridable per test. */
export function makeEvent(over: Partial<ChadhavaEvent> = {}): ChadhavaEvent {
  const event: ChadhavaEvent = {
    _id: 'e1',
    slug: 'kartik-purnima-deep-daan',
    name: 'Kartik Purnima Deep Daan',
    temple: { _id: 't1', name: 'Shri Kashi Vishwanath Temple', location: 'Varanasi, Uttar Pradesh' },
    date: '2026-11-25T06:00:00+05:30',
    isActive: true,
    maxParticipants: 100,
    currentParticipants: 40,
    availableSlots: 60,
    basePrice: 251,
    about: 'About the event',
    images: [],
    offerings: [],
    approval: { temple: 'Shri Kashi Vishwanath Temple', approvedAt: '2026-11-20T10:00:00Z', note: null },
    ...over,
  };
  // As the server answers it (no holds): unless a test sets it, slots follow the participant figures.
  if (!('availableSlots' in over))
    event.availableSlots = event.maxParticipants === null ? null : Math.max(0, event.maxParticipants - event.currentParticipants);
  return event;
}

export function makeOffering(over: Partial<EventOffering> = {}): EventOffering {
  return { _id: 'o1', name: 'Diya', price: 51, description: 'A ghee diya', image: '', type: 'Deep Daan', ...over };
}
