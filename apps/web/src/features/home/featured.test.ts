import { describe, expect, it } from 'vitest';
import { pickFeatured, showViewAllPujas } from './featured';

const p = (id: string, joinedNo: number) => ({ id, joinedNo });

describe('pickFeatured', () => {
  it('takes the 3 with the highest joinedNo, highest first', () => {
    const list = [p('a', 10), p('b', 500), p('c', 40), p('d', 12540), p('e', 41)];
    expect(pickFeatured(list).map((x) => x.id)).toEqual(['d', 'b', 'e']);
  });
  it('keeps the server order for equal counts and does not mutate the input', () => {
    const list = [p('a', 5), p('b', 5), p('c', 5), p('d', 5)];
    expect(pickFeatured(list).map((x) => x.id)).toEqual(['a', 'b', 'c']);
    expect(list.map((x) => x.id)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('returns what there is when fewer than 3 exist', () => {
    expect(pickFeatured([p('a', 1)])).toHaveLength(1);
    expect(pickFeatured([])).toEqual([]);
  });
});

describe('showViewAllPujas', () => {
  it('shows the link from 3 pujas on', () => {
    expect(showViewAllPujas(2)).toBe(false);
    expect(showViewAllPujas(3)).toBe(true);
    expect(showViewAllPujas(9)).toBe(true);
  });
});
