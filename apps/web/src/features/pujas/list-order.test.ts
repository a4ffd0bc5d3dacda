import { describe, expect, it } from 'vitest';
import { openPujasFirst } from './list-order';

const now = '2026-12-01T12:00:00.000Z';
const puja = (id: string, startTime: string, endTime: string) => ({ id, startTime, endTime });

describe('openPujasFirst', () => {
  it('moves closed pujas after the open ones and keeps the order within each group', () => {
    const list = [
      puja('closed-1', '2026-11-20T06:00:00Z', '2026-11-20T10:00:00Z'),
      puja('upcoming-1', '2026-12-05T06:00:00Z', '2026-12-05T10:00:00Z'),
      puja('live', '2026-12-01T10:00:00Z', '2026-12-01T14:00:00Z'),
      puja('closed-2', '2026-11-25T06:00:00Z', '2026-11-25T10:00:00Z'),
      puja('upcoming-2', '2026-12-02T06:00:00Z', '2026-12-02T10:00:00Z'),
    ];
    expect(openPujasFirst(list, now).map((p) => p.id)).toEqual([
      'upcoming-1',
      'live',
      'upcoming-2',
      'closed-1',
      'closed-2',
    ]);
  });
  it('counts a puja whose end is exactly now as still open', () => {
    expect(openPujasFirst([puja('a', '2026-11-30T00:00:00Z', now)], now).map((p) => p.id)).toEqual(['a']);
  });
});
