import type { CartLine, CartView } from '@sankalp/shared/api/cart';
import { apiGet, apiPost, apiPut } from '../api';

// The four cart endpoints and their query keys (one key per resource: the header badge, the cart
// page and the checkout read the same cache entry).

type Envelope = { data: CartView };

export const cartKeys = {
  all: ['cart'] as const,
  /** The signed-in user's stored cart (GET /cart). */
  account: (userId: string) => ['cart', 'account', userId] as const,
  /** A guest's lines priced (POST /cart/quote). */
  quote: (lines: readonly CartLine[]) => ['cart', 'quote', lines] as const,
};

export const fetchAccountCart = (signal?: AbortSignal) => apiGet<CartView>('/cart', signal);
export const replaceAccountCart = async (lines: CartLine[]) => (await apiPut<Envelope>('/cart', { lines })).data;
export const mergeIntoAccountCart = async (lines: CartLine[]) =>
  (await apiPost<Envelope>('/cart/merge', { lines })).data;
export const quoteCart = async (lines: readonly CartLine[]) => (await apiPost<Envelope>('/cart/quote', { lines })).data;

/** The account cart's query (GET /cart), shared by the header badge, the cart page and the checkout. */
export const accountCartQuery = (userId: string) => ({
  queryKey: cartKeys.account(userId),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchAccountCart(signal),
});
