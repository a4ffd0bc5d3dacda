import { useSyncExternalStore } from 'react';
import type { CartLine } from '@sankalp/shared/api/cart';
import { parseLines } from './stored-lines';

/** A guest's cart in local storage (versioned key: a later shape gets a new key or a tolerant parse). */
export const GUEST_CART_KEY = 'sankalp.cart.v1';

export type LineStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): LineStorage | null => {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
};

/**
 * The guest cart over a storage (localStorage in the app, a fake in tests). Reads are memoised by
 * the raw string, so React sees the same array until the stored text changes; other tabs' writes
 * arrive through `notify` (the window's storage event).
 */
export function createGuestCart(storage: LineStorage | null) {
  const listeners = new Set<() => void>();
  let memo: { raw: string | null; lines: CartLine[] } = { raw: null, lines: [] };

  const read = (): CartLine[] => {
    let raw: string | null = null;
    try {
      raw = storage?.getItem(GUEST_CART_KEY) ?? null;
    } catch {
      /* unreadable storage: an empty cart */
    }
    if (raw === memo.raw) return memo.lines;
    let lines: CartLine[] = [];
    try {
      lines = raw ? parseLines(JSON.parse(raw)) : [];
    } catch {
      /* garbage: an empty cart */
    }
    memo = { raw, lines };
    return lines;
  };

  const notify = () => listeners.forEach((l) => l());

  const write = (lines: CartLine[]) => {
    try {
      if (!storage) throw new Error('no storage');
      if (lines.length === 0) storage.removeItem(GUEST_CART_KEY);
      else storage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
    } catch {
      /* no storage, or full or disabled: the cart lasts for this visit (in the memo) */
      memo = { raw: memo.raw, lines };
    }
    notify();
  };

  return {
    read,
    write,
    notify,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The app's one guest cart; other tabs' changes reach it through the storage event. */
export const guestCart = createGuestCart(browserStorage());
if (typeof window !== 'undefined')
  window.addEventListener('storage', (e) => {
    if (e.key === GUEST_CART_KEY || e.key === null) guestCart.notify();
  });

const none: CartLine[] = [];
/** The guest's lines, re-rendering on every change (this tab or another). */
export const useGuestLines = (): CartLine[] => useSyncExternalStore(guestCart.subscribe, guestCart.read, () => none);
