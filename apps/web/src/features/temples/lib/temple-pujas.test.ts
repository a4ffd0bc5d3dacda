import { describe, expect, it } from 'vitest';
import type { Puja } from '@sankalp/shared/api/catalog';
import { openPujasAtTemple } from './temple-pujas';

const now = Date.parse('2026-11-21T10:00:00Z');
const day = 86_400_000;
const puja = (id: string, templeId: string, startOffsetDays: number, lengthDays = 1) =>
  ({
    _id: id,
    temple: { _id: templeId, name: 'T', location: 'L' },
    startTime: new Date(now + startOffsetDays * day).toISOString(),
    endTime: new Date(now + (startOffsetDays + lengthDays) * day).toISOString(),
  }) as Puja;

describe('openPujasAtTemple', () => {
  it('keeps upcoming and running pujas of the temple, soonest first', () => {
    const list = [
      puja('later', 'kashi', 5),
      puja('running', 'kashi', -0.5),
      puja('soon', 'kashi', 1),
      puja('other', 'ujjain', 1),
    ];
    expect(openPujasAtTemple(list, 'kashi', now).map((p) => p._id)).toEqual(['running', 'soon', 'later']);
  });
  it('leaves out closed pujas', () => {
    expect(openPujasAtTemple([puja('past', 'kashi', -3)], 'kashi', now)).toEqual([]);
  });
});
