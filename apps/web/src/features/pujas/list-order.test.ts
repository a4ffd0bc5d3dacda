import { describe, expect, it } from 'vitest';
import { flattenPages } from '../../lib/catalog/pages';
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

describe('open-first across pages', () => {
  const page = (...items: ReturnType<typeof puja>[]) => ({ items, page: { limit: 3, nextCursor: null } });
  const ids = (list: { id: string }[]) => list.map((p) => p.id);
  const withId = (p: ReturnType<typeof puja>) => ({ ...p, _id: p.id });

  it('adds a next page’s open pujas after the open ones already shown, before the closed', () => {
    // Page 1 ended in the open part; page 2 finishes it and starts the recently closed.
    const pages = [
      page(puja('o1', '2026-12-01T10:00:00Z', '2026-12-01T14:00:00Z'), puja('o2', '2026-12-02T06:00:00Z', '2026-12-02T10:00:00Z')),
      page(puja('o3', '2026-12-03T06:00:00Z', '2026-12-03T10:00:00Z'), puja('c1', '2026-11-30T06:00:00Z', '2026-11-30T10:00:00Z')),
    ].map((p) => ({ ...p, items: p.items.map(withId) }));
    expect(ids(openPujasFirst(flattenPages(pages), now))).toEqual(['o1', 'o2', 'o3', 'c1']);
  });

  it('shows a puja that closed between two pages once, first among the closed', () => {
    // o1 was open when page 1 loaded and had ended by page 2, which lists it again as closed.
    const o1 = puja('o1', '2026-12-01T06:00:00Z', '2026-12-01T11:00:00Z');
    const pages = [
      page(o1, puja('o2', '2026-12-02T06:00:00Z', '2026-12-02T10:00:00Z')),
      page(o1, puja('c1', '2026-11-30T06:00:00Z', '2026-11-30T10:00:00Z')),
    ].map((p) => ({ ...p, items: p.items.map(withId) }));
    expect(ids(openPujasFirst(flattenPages(pages), now))).toEqual(['o2', 'o1', 'c1']);
  });
});
