import { describe, expect, it } from 'vitest';
import { availableOf, clampQuantity, isSoldOut, lowStockCount, maxQuantityFor } from './stock';

const product = {
  variants: {
    sizes: [{ name: 'M', extraPrice: 0 }],
    colors: [{ name: 'Red', extraPrice: 0, colorHex: '#f00' }],
    stock: [
      { size: 'M', color: 'Red', available: 3 },
      { size: 'L', color: 'Red', available: 0 },
      { size: 'S', color: 'Red', available: null },
      { size: '', color: '', available: 7 },
    ],
  },
};

describe('stock', () => {
  it('reads the combination, null when made to order or unknown', () => {
    expect(availableOf(product, 'M', 'Red')).toBe(3);
    expect(availableOf(product, 'L', 'Red')).toBe(0);
    expect(availableOf(product, 'S', 'Red')).toBeNull();
    expect(availableOf(product, 'XL', 'Red')).toBeNull();
    expect(availableOf(product, null, null)).toBe(7);
    expect(availableOf({ variants: { sizes: [], colors: [] } }, 'M', 'Red')).toBeNull();
  });
  it('sold out only at 0 or below', () => {
    expect(isSoldOut(0)).toBe(true);
    expect(isSoldOut(1)).toBe(false);
    expect(isSoldOut(null)).toBe(false);
  });
  it('says Only N left for 1..4', () => {
    expect(lowStockCount(1)).toBe(1);
    expect(lowStockCount(4)).toBe(4);
    expect(lowStockCount(5)).toBeNull();
    expect(lowStockCount(0)).toBeNull();
    expect(lowStockCount(null)).toBeNull();
  });
  it('caps the stepper at min(10, available)', () => {
    expect(maxQuantityFor(null)).toBe(10);
    expect(maxQuantityFor(25)).toBe(10);
    expect(maxQuantityFor(3)).toBe(3);
    expect(maxQuantityFor(0)).toBe(1);
    expect(clampQuantity(7, 3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
  });
});
