import { describe, expect, it, vi } from 'vitest';
import { createGuestCart, GUEST_CART_KEY, type LineStorage } from './cart-storage';

const id = '3f1c2d9e-8a4b-4c6d-9e2f-1a2b3c4d5e01';
const fake = (init: Record<string, string> = {}): LineStorage & { data: Map<string, string> } => {
  const data = new Map(Object.entries(init));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

describe('the guest cart in local storage', () => {
  it('reads garbage as an empty cart and never throws', () => {
    expect(createGuestCart(fake({ [GUEST_CART_KEY]: '{not json' })).read()).toEqual([]);
    expect(createGuestCart(null).read()).toEqual([]);
  });

  it('writes, reads back the same array until the text changes, and tells listeners', () => {
    const storage = fake();
    const cart = createGuestCart(storage);
    const listener = vi.fn();
    cart.subscribe(listener);
    cart.write([{ product: id, size: 'M', color: 'Red', quantity: 2 }]);
    expect(listener).toHaveBeenCalledTimes(1);
    const first = cart.read();
    expect(first).toEqual([{ product: id, size: 'M', color: 'Red', quantity: 2 }]);
    expect(cart.read()).toBe(first); // stable for useSyncExternalStore
    storage.setItem(GUEST_CART_KEY, JSON.stringify([{ product: id, size: 'M', color: 'Red', quantity: 3 }])); // another tab
    expect(cart.read()[0]!.quantity).toBe(3);
    cart.write([]);
    expect(storage.data.has(GUEST_CART_KEY)).toBe(false);
  });

  it('keeps the cart for this visit when storage refuses to write', () => {
    const storage = fake();
    storage.setItem = () => {
      throw new Error('QuotaExceeded');
    };
    const cart = createGuestCart(storage);
    cart.write([{ product: id, size: '', color: '', quantity: 1 }]);
    expect(cart.read()).toHaveLength(1);
    const none = createGuestCart(null); // no local storage at all
    none.write([{ product: id, size: '', color: '', quantity: 1 }]);
    expect(none.read()).toHaveLength(1);
  });
});
