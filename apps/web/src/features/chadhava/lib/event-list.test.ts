import { describe, expect, it } from 'vitest';
import { filterEvents, matchesEventSearch, parseWhen, sortEvents } from './event-list';
import { makeEvent } from './test-fixtures';

// 21 November 2026, 10:00 IST
const NOW = '2026-11-21T10:00:00+05:30';
const at = (date: string, name = date) => makeEvent({ _id: name, name, date });

describe('parseWhen', () => {
  it('accepts the five filters and falls back to all', () => {
    for (const w of ['all', 'today', 'tomorrow', 'week', 'month']) expect(parseWhen(w)).toBe(w);
    expect(parseWhen('year')).toBe('all');
    expect(parseWhen(null)).toBe('all');
  });
});

describe('search', () => {
  const e = makeEvent({
    name: 'Kartik Purnima Deep Daan',
    temple: { _id: 't', name: 'Shri Mahakaleshwar Jyotirlinga', location: 'Ujjain' },
  });
  it('matches the event name case-insensitively', () => {
    expect(matchesEventSearch(e, 'purnima')).toBe(true);
    expect(matchesEventSearch(e, 'DEEP daan')).toBe(true);
  });
  it('matches the temple name', () => {
    expect(matchesEventSearch(e, 'mahakal')).toBe(true);
  });
  it('a blank query matches, an unrelated one does not', () => {
    expect(matchesEventSearch(e, '   ')).toBe(true);
    expect(matchesEventSearch(e, 'tirupati')).toBe(false);
  });
});

describe('date filters at IST day boundaries', () => {
  const names = (when: Parameters<typeof filterEvents>[1]['when'], events: ReturnType<typeof at>[]) =>
    filterEvents(events, { q: '', when }, NOW).map((e) => e.name);

  it('today: from 00:00 to 23:59 IST today', () => {
    const events = [
      at('2026-11-21T00:00:00+05:30', 'start'),
      at('2026-11-21T23:59:59+05:30', 'end'),
      at('2026-11-22T00:00:00+05:30', 'next'),
      at('2026-11-20T23:59:59+05:30', 'prev'),
    ];
    expect(names('today', events)).toEqual(['start', 'end']);
  });
  it('tomorrow: only the next IST day', () => {
    const events = [
      at('2026-11-21T23:59:59+05:30', 'today'),
      at('2026-11-22T00:00:00+05:30', 'tstart'),
      at('2026-11-22T23:59:59+05:30', 'tend'),
      at('2026-11-23T00:00:00+05:30', 'after'),
    ];
    expect(names('tomorrow', events)).toEqual(['tstart', 'tend']);
  });
  it('week: today and the next 6 days (7 days)', () => {
    const events = [
      at('2026-11-21T08:00:00+05:30', 'today'),
      at('2026-11-27T23:59:00+05:30', 'day7'),
      at('2026-11-28T00:00:00+05:30', 'day8'),
      at('2026-11-20T12:00:00+05:30', 'yesterday'),
    ];
    expect(names('week', events)).toEqual(['today', 'day7']);
  });
  it('month: up to, not including, the same day next month', () => {
    const events = [
      at('2026-12-20T23:00:00+05:30', 'in'),
      at('2026-12-21T00:00:00+05:30', 'out'),
      at('2026-11-21T01:00:00+05:30', 'today'),
    ];
    expect(names('month', events)).toEqual(['in', 'today']);
  });
  it('all keeps every event and combines with search', () => {
    const events = [at('2026-11-20T12:00:00+05:30', 'Old Aarti'), at('2027-05-01T12:00:00+05:30', 'Far Deep Daan')];
    expect(names('all', events)).toEqual(['Old Aarti', 'Far Deep Daan']);
    expect(filterEvents(events, { q: 'deep', when: 'all' }, NOW).map((e) => e.name)).toEqual(['Far Deep Daan']);
  });
});

describe('sortEvents', () => {
  it('puts open events first by date, then full, then closed (most recent first)', () => {
    const events = [
      makeEvent({ _id: 'closed-old', name: 'a', date: '2026-11-15T10:00:00+05:30' }),
      makeEvent({ _id: 'later', name: 'b', date: '2026-12-01T10:00:00+05:30' }),
      makeEvent({ _id: 'full', name: 'c', date: '2026-11-22T10:00:00+05:30', currentParticipants: 100 }),
      makeEvent({ _id: 'closed-new', name: 'd', date: '2026-11-19T10:00:00+05:30' }),
      makeEvent({ _id: 'soon', name: 'e', date: '2026-11-23T10:00:00+05:30' }),
    ];
    expect(sortEvents(events, NOW).map((e) => e._id)).toEqual(['soon', 'later', 'full', 'closed-new', 'closed-old']);
  });
});
