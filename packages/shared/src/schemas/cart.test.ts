import { describe, expect, it } from 'vitest';
import { CART_LINES_MAX, CART_QUANTITY_MAX } from '../api/cart';
import { CART_FULL, cartLinesSchema, mergeCartLines } from './cart';
import { INVALID_QUANTITY } from './productOrder';
import { PRODUCT_ORDER_LINES_MAX, PRODUCT_ORDER_QUANTITY_MAX } from '../constants';
import { firstMessage } from './test-utils';

const id = (n: number) => `3f1c2d9e-8a4b-4c6d-9e2f-1a2b3c4d5e${String(n).padStart(2, '0')}`;
const l = (n: number, quantity = 1, size = 'M') => ({ product: id(n), size, color: 'Red', quantity });

describe('cart limits', () => {
  it("are the order's (the header keeps a zod-free copy)", () => {
    expect(CART_QUANTITY_MAX).toBe(PRODUCT_ORDER_QUANTITY_MAX);
    expect(CART_LINES_MAX).toBe(PRODUCT_ORDER_LINES_MAX);
  });
});

describe('cartLinesSchema', () => {
  it('trims option names, lower-cases the product id, allows "" for a product without the option', () => {
    const r = cartLinesSchema.parse({ lines: [{ product: id(1).toUpperCase(), size: ' M ', color: '', quantity: 2 }] });
    expect(r.lines).toEqual([{ product: id(1), size: 'M', color: '', quantity: 2 }]);
  });

  it("refuses quantities outside 1..10 and more than 20 lines with the spec's messages", () => {
    expect(firstMessage(cartLinesSchema, { lines: [l(1, 0)] }, 'lines.0.quantity')).toBe(INVALID_QUANTITY);
    expect(firstMessage(cartLinesSchema, { lines: [l(1, 11)] }, 'lines.0.quantity')).toBe(INVALID_QUANTITY);
    expect(firstMessage(cartLinesSchema, { lines: Array.from({ length: 21 }, (_, i) => l(i)) }, 'lines')).toBe(
      CART_FULL,
    );
  });

  it('refuses control characters in names', () => {
    expect(firstMessage(cartLinesSchema, { lines: [{ ...l(1), color: 'Re\u0007d' }] }, 'lines.0.color')).toBe(
      'Please select a valid colour',
    );
  });
});

describe('mergeCartLines', () => {
  it('adds identical variants up to 10, keeps order, appends new ones', () => {
    expect(mergeCartLines([l(1, 6), l(2, 1)], [l(1, 7), l(3, 2), l(2, 1, 'L')])).toEqual([
      l(1, 10),
      l(2, 1),
      l(3, 2),
      l(2, 1, 'L'),
    ]);
  });

  it('folds repeats within one list and keeps at most 20 lines', () => {
    expect(mergeCartLines([], [l(1, 2), l(1, 3)])).toEqual([l(1, 5)]);
    const base = Array.from({ length: 19 }, (_, i) => l(i));
    const merged = mergeCartLines(base, [l(0, 1), l(50), l(51)]);
    expect(merged).toHaveLength(20);
    expect(merged[0]!.quantity).toBe(2);
    expect(merged[19]).toEqual(l(50));
  });

  it('never changes its inputs', () => {
    const base = [l(1, 2)];
    mergeCartLines(base, [l(1, 3)]);
    expect(base).toEqual([l(1, 2)]);
  });
});
