import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine, CartView } from '@sankalp/shared/api/cart';
import { changeAccountCart, mergeGuestCart } from './account-cart';
import { cartKeys } from './cart-api';
import { addLine } from './cart-lines';
import { guestCart } from './cart-storage';

const id = (n: number) => `3f1c2d9e-8a4b-4c6d-9e2f-1a2b3c4d5e${String(n).padStart(2, '0')}`;
const l = (n: number, quantity = 1): CartLine => ({ product: id(n), size: 'M', color: 'Red', quantity });
const view = (lines: CartLine[]): CartView => ({
  items: lines.map((x) => ({
    ...x,
    name: 'K',
    slug: 'k',
    category: 'cloths',
    primaryImage: '',
    unitPrice: 100,
    subtotal: 100 * x.quantity,
    available: null,
    problem: null,
  })),
  count: lines.reduce((n, x) => n + x.quantity, 0),
  subtotal: lines.reduce((n, x) => n + 100 * x.quantity, 0),
});

/** A fake server: the account cart in memory, each call recorded. */
function fakeServer(initial: CartLine[] = []) {
  let stored = initial;
  const calls: { method: string; path: string; lines?: CartLine[] }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace('/api/v1', '');
    const lines = init.body ? (JSON.parse(String(init.body)) as { lines: CartLine[] }).lines : undefined;
    calls.push({ method, path, lines });
    await new Promise((r) => setTimeout(r, 5));
    if (method === 'PUT') stored = lines!;
    if (path === '/cart/merge') stored = lines!.reduce(addLine, stored);
    return new Response(JSON.stringify({ success: true, message: 'ok', data: view(stored) }), { status: 200 });
  });
  return { calls, stored: () => stored };
}

afterEach(() => {
  vi.unstubAllGlobals();
  guestCart.write([]);
});

describe('changeAccountCart', () => {
  it('sends quick changes one after the other, each from the answer before (no lost update)', async () => {
    const server = fakeServer([l(1)]);
    const qc = new QueryClient();
    await Promise.all([
      changeAccountCart(qc, 'u1', (lines) => addLine(lines, l(2))),
      changeAccountCart(qc, 'u1', (lines) => addLine(lines, l(3))),
      changeAccountCart(qc, 'u1', (lines) => addLine(lines, l(1, 2))),
    ]);
    expect(server.stored()).toEqual([l(1, 3), l(2), l(3)]);
    expect(server.calls.map((c) => c.method)).toEqual(['GET', 'PUT', 'PUT', 'PUT']);
    expect(qc.getQueryData<CartView>(cartKeys.account('u1'))?.count).toBe(5);
  });
});

describe('mergeGuestCart', () => {
  it('moves the guest lines into the account once and empties the guest cart', async () => {
    const server = fakeServer([l(1, 2)]);
    const qc = new QueryClient();
    guestCart.write([l(1, 9), l(2)]);
    await Promise.all([mergeGuestCart(qc, 'u1'), mergeGuestCart(qc, 'u1')]);
    expect(server.calls.filter((c) => c.path === '/cart/merge')).toHaveLength(1);
    expect(server.stored()).toEqual([l(1, 10), l(2)]);
    expect(guestCart.read()).toEqual([]);
    expect(qc.getQueryData<CartView>(cartKeys.account('u1'))?.count).toBe(11);
    await mergeGuestCart(qc, 'u1'); // nothing left: no request
    expect(server.calls.filter((c) => c.path === '/cart/merge')).toHaveLength(1);
  });
});
