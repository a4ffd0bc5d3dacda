import { describe, expect, it } from 'vitest';
import type { CartItem, CartLine } from '@sankalp/shared/api/cart';
import {
  addLine,
  CartFullError,
  countOf,
  parseLines,
  priceLines,
  problemOf,
  removeLine,
  setLineQuantity,
  subtotalOf,
} from './cart-lines';

const id = (n: number) => `3f1c2d9e-8a4b-4c6d-9e2f-1a2b3c4d5e${String(n).padStart(2, '0')}`;
const l = (n: number, quantity = 1, size = 'M'): CartLine => ({ product: id(n), size, color: 'Red', quantity });
const item = (line: CartLine, o: Partial<CartItem> = {}): CartItem => ({
  ...line,
  name: 'Kurta',
  slug: 'kurta',
  category: 'cloths',
  primaryImage: '/art/k.svg',
  unitPrice: 649.5,
  subtotal: 649.5 * line.quantity,
  available: null,
  problem: null,
  ...o,
});

describe('addLine', () => {
  it('adds to an identical variant (product id in any case), capped at 10', () => {
    expect(addLine([l(1, 4)], { ...l(1, 3), product: id(1).toUpperCase() })).toEqual([l(1, 7)]);
    expect(addLine([l(1, 8)], l(1, 5))).toEqual([l(1, 10)]);
  });

  it('appends another size as a new line; a 21st line is refused', () => {
    expect(addLine([l(1)], l(1, 1, 'L'))).toEqual([l(1), l(1, 1, 'L')]);
    const full = Array.from({ length: 20 }, (_, i) => l(i));
    expect(() => addLine(full, l(99))).toThrow(CartFullError);
    expect(addLine(full, l(3, 2))[3]).toEqual(l(3, 3)); // an existing line still grows
  });
});

describe('setLineQuantity / removeLine / countOf', () => {
  it('sets within 1..10 and removes by variant', () => {
    const lines = [l(1, 2), l(2, 3)];
    expect(setLineQuantity(lines, l(2), 12)).toEqual([l(1, 2), l(2, 10)]);
    expect(setLineQuantity(lines, l(2), 0)).toEqual([l(1, 2), l(2, 1)]);
    expect(removeLine(lines, l(1))).toEqual([l(2, 3)]);
    expect(countOf(lines)).toBe(5);
    expect(countOf([])).toBe(0);
  });
});

describe('parseLines (whatever local storage holds)', () => {
  it('reads current lines and an older { lines } wrapper with option objects', () => {
    expect(parseLines([l(1, 2)])).toEqual([l(1, 2)]);
    expect(
      parseLines({
        lines: [{ productId: id(1), size: { name: 'M', extraPrice: 0 }, color: { name: 'Red' }, quantity: '2' }],
      }),
    ).toEqual([l(1, 2)]);
  });

  it('drops garbage, clamps quantities, adds up repeats, keeps at most 20 lines', () => {
    expect(parseLines(null)).toEqual([]);
    expect(parseLines('x')).toEqual([]);
    expect(
      parseLines([
        null,
        3,
        { product: 5 },
        { product: id(1), size: 'M', color: 'Red', quantity: 0 },
        { product: id(2), size: 4, color: 'Red', quantity: 1 },
      ]),
    ).toEqual([]);
    expect(parseLines([l(1, 50), l(1, 2.7)])).toEqual([l(1, 10)]);
    expect(parseLines([{ product: id(1), color: 'Red', quantity: 1 }])).toEqual([
      { product: id(1), size: '', color: 'Red', quantity: 1 },
    ]);
    expect(parseLines(Array.from({ length: 25 }, (_, i) => l(i)))).toHaveLength(20);
  });
});

describe('priceLines (the last server answer, applied to the current quantities)', () => {
  it('takes price and availability per variant and recomputes subtotal and problem', () => {
    const known = [item(l(1, 1), { available: 3 }), item(l(2, 1), { problem: 'unavailable', available: 0 })];
    const priced = priceLines([l(1, 4), l(2, 1), l(3, 1)], known);
    expect(priced.map((i) => [i.product, i.quantity, i.subtotal, i.problem])).toEqual([
      [id(1), 4, 2598, 'not_enough'],
      [id(2), 1, 649.5, 'unavailable'],
    ]);
    expect(subtotalOf(priced)).toBe(3247.5);
  });

  it('problemOf follows the server: sold out at 0, not enough above what is left, made to order never', () => {
    expect(problemOf({ available: 0, problem: null }, 1)).toBe('sold_out');
    expect(problemOf({ available: 2, problem: 'not_enough' }, 2)).toBe(null);
    expect(problemOf({ available: null, problem: null }, 10)).toBe(null);
  });
});
