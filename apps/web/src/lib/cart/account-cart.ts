import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { CartLine, CartView } from '@sankalp/shared/api/cart';
import { accountCartQuery, mergeIntoAccountCart, replaceAccountCart } from './cart-api';
import { countOf, linesOf, priceLines, subtotalOf } from './cart-lines';
import { guestCart } from './cart-storage';

// The signed-in user's cart: changes go to the server one at a time (each PUT starts from the
// answer to the one before, so quick clicks never overwrite each other), shown at once.

let queue: Promise<unknown> = Promise.resolve();
const enqueue = <T>(job: () => Promise<T>): Promise<T> => {
  const run = queue.then(job, job);
  queue = run.catch(() => undefined);
  return run;
};

/** The view with new lines, priced with what the view knew (the server's answer replaces it). */
const optimistic = (view: CartView, lines: CartLine[]): CartView => {
  const items = priceLines(lines, view.items);
  return { items, count: countOf(items), subtotal: subtotalOf(items) };
};

/** Applies `change` to the stored lines and saves them with PUT /cart. Rejects (and refetches) on failure. */
export function changeAccountCart(
  qc: QueryClient,
  userId: string,
  change: (lines: CartLine[]) => CartLine[],
): Promise<void> {
  const query = accountCartQuery(userId);
  return enqueue(async () => {
    await qc.cancelQueries({ queryKey: query.queryKey });
    const current: CartView = qc.getQueryData<CartView>(query.queryKey) ?? (await qc.fetchQuery<CartView>(query));
    const next = change(linesOf(current.items));
    qc.setQueryData(query.queryKey, optimistic(current, next));
    try {
      qc.setQueryData(query.queryKey, await replaceAccountCart(next));
    } catch (e) {
      void qc.invalidateQueries({ queryKey: query.queryKey });
      throw e;
    }
  });
}

// ─── Merging a guest's cart at sign-in ─────────────────────────────────────

let merging = false;
const mergeListeners = new Set<() => void>();
const setMerging = (v: boolean) => {
  merging = v;
  mergeListeners.forEach((l) => l());
};
/** True while a guest cart is being merged into the account (the cart shows as loading). */
export const useCartMerging = () =>
  useSyncExternalStore(
    (l) => (mergeListeners.add(l), () => void mergeListeners.delete(l)),
    () => merging,
    () => false,
  );

/** One tab at a time (Web Locks where the browser has them): the lines are read inside the lock. */
const exclusive = (job: () => Promise<void>): Promise<void> => {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('sankalp-cart-merge', () => job()).then(() => undefined) : job();
};

/**
 * Moves the guest lines into the account cart (POST /cart/merge) and empties local storage: once,
 * even with two tabs signing in together. On failure the lines stay for the next try.
 */
export function mergeGuestCart(qc: QueryClient, userId: string): Promise<void> {
  if (merging) return Promise.resolve();
  setMerging(true);
  const { queryKey } = accountCartQuery(userId);
  return enqueue(() =>
    exclusive(async () => {
      const lines = guestCart.read();
      if (lines.length === 0) return;
      const view = await mergeIntoAccountCart(lines);
      guestCart.write([]);
      await qc.cancelQueries({ queryKey });
      qc.setQueryData(queryKey, view);
    }),
  ).finally(() => setMerging(false));
}
