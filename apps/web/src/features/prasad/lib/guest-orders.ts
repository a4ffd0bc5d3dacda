import { useSyncExternalStore } from 'react';
import { sessionStorageOrNull } from '../../../lib/payments';

/**
 * The prasad orders placed in this browser session (their ids; each order's access key is kept by
 * lib/payments rememberAccessKey), so a guest sees the order just placed. Newest first, at most 20.
 */
export const GUEST_ORDERS_KEY = 'sankalp:prasad-orders';
const MAX = 20;

const listeners = new Set<() => void>();
let cache: { raw: string | null; ids: string[] } = { raw: null, ids: [] };

export function guestOrderIds(storage = sessionStorageOrNull()): string[] {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(GUEST_ORDERS_KEY) ?? null;
  } catch {
    return [];
  }
  if (raw === cache.raw) return cache.ids;
  let ids: string[] = [];
  try {
    const parsed = JSON.parse(raw ?? '[]') as unknown;
    if (Array.isArray(parsed)) ids = parsed.filter((v): v is string => typeof v === 'string').slice(0, MAX);
  } catch {
    /* corrupt: start again */
  }
  cache = { raw, ids };
  return ids;
}

export function rememberGuestOrder(id: string, storage = sessionStorageOrNull()): void {
  const ids = [id, ...guestOrderIds(storage).filter((x) => x !== id)].slice(0, MAX);
  try {
    storage?.setItem(GUEST_ORDERS_KEY, JSON.stringify(ids));
  } catch {
    /* private mode: the order shows while the page is open */
  }
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** None on the server (and while hydrating): one array, as React needs a stable snapshot. */
const NONE: string[] = [];

/** The ids, re-rendering when an order is remembered. */
export const useGuestOrderIds = () =>
  useSyncExternalStore(
    subscribe,
    () => guestOrderIds(),
    () => NONE,
  );
