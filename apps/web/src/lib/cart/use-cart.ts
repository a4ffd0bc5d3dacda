import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import type { CartItem, CartLine } from '@sankalp/shared/api/cart';
import { userIdOf } from '../auth/reducer';
import { useStoredUser } from '../auth/session';
import { changeAccountCart, useCartMerging } from './account-cart';
import { accountCartQuery, cartKeys, quoteCart } from './cart-api';
import {
  addLine,
  countOf,
  linesOf,
  priceLines,
  removeLine,
  setLineQuantity,
  subtotalOf,
  type CartVariant,
} from './cart-lines';
import { guestCart, useGuestLines } from './cart-storage';

export type { CartItem, CartLine } from '@sankalp/shared/api/cart';
export { CartFullError } from './cart-lines';

export type Cart = {
  /** What is stored (local storage for a guest, the account when signed in). */
  lines: CartLine[];
  /** Total units, for the header badge. */
  count: number;
  /** Priced lines, undefined while loading. */
  items: CartItem[] | undefined;
  /** Sum of item subtotals (0 while loading). */
  subtotal: number;
  status: 'loading' | 'ready' | 'error';
  /** Adds quantity to an identical line (capped at 10); rejects with CartFullError past 20 lines. */
  add(line: CartLine): Promise<void>;
  setQuantity(line: CartVariant, quantity: number): Promise<void>;
  remove(line: CartVariant): Promise<void>;
  /** Empties the cart (after a paid checkout). */
  clear(): Promise<void>;
  retry(): void;
};

export type CartActions = Pick<Cart, 'add' | 'setQuantity' | 'remove' | 'clear'>;

/** Changing the cart without reading it (no request of its own): for Add to Cart buttons. */
export function useCartActions(): CartActions {
  const qc = useQueryClient();
  const userId = userIdOf(useStoredUser()) ?? null;
  const change = useCallback(
    async (fn: (lines: CartLine[]) => CartLine[]) => {
      if (userId !== null) return changeAccountCart(qc, userId, fn);
      guestCart.write(fn(guestCart.read()));
    },
    [qc, userId],
  );

  const add = useCallback((line: CartLine) => change((lines) => addLine(lines, line)), [change]);
  const setQuantity = useCallback(
    (line: CartVariant, quantity: number) => change((lines) => setLineQuantity(lines, line, quantity)),
    [change],
  );
  const remove = useCallback((line: CartVariant) => change((lines) => removeLine(lines, line)), [change]);
  const clear = useCallback(() => change(() => []), [change]);
  return useMemo(() => ({ add, setQuantity, remove, clear }), [add, setQuantity, remove, clear]);
}

/**
 * The cart of whoever is here: a guest's in local storage priced by POST /cart/quote, a signed-in
 * user's on the account (GET/PUT /cart). The guest cart is merged into the account at sign-in by
 * useCartBadge (the header's, on every page).
 */
export function useCart(): Cart {
  const userId = userIdOf(useStoredUser()) ?? null;
  const merging = useCartMerging();
  const guestLines = useGuestLines();

  const account = useQuery({ ...accountCartQuery(userId ?? ''), enabled: userId !== null });
  const quote = useQuery({
    queryKey: cartKeys.quote(guestLines),
    queryFn: () => quoteCart(guestLines),
    enabled: userId === null && guestLines.length > 0,
    placeholderData: keepPreviousData,
  });

  // A fresh quote that leaves a product out: the server does not know it, so it can never be
  // bought; drop it so the badge does not count it.
  const fresh = userId === null && quote.isSuccess && !quote.isPlaceholderData ? quote.data : undefined;
  useEffect(() => {
    if (!fresh) return;
    const known = new Set(fresh.items.map((i) => i.product.toLowerCase()));
    const lines = guestCart.read();
    const kept = lines.filter((l) => known.has(l.product.toLowerCase()));
    if (kept.length !== lines.length) guestCart.write(kept);
  }, [fresh]);

  const view = useMemo(() => {
    if (userId !== null) {
      const items = account.data?.items;
      const status: Cart['status'] = merging || account.isPending ? 'loading' : account.data ? 'ready' : 'error';
      return { lines: items ? linesOf(items) : [], items: status === 'loading' ? undefined : items, status };
    }
    if (guestLines.length === 0) return { lines: guestLines, items: [] as CartItem[], status: 'ready' as const };
    if (!quote.data)
      return { lines: guestLines, items: undefined, status: quote.isError ? ('error' as const) : ('loading' as const) };
    return { lines: guestLines, items: priceLines(guestLines, quote.data.items), status: 'ready' as const };
  }, [userId, merging, account.data, account.isPending, guestLines, quote.data, quote.isError]);

  const actions = useCartActions();

  const { refetch: refetchAccount } = account;
  const { refetch: refetchQuote } = quote;
  return {
    lines: view.lines,
    count: countOf(view.lines),
    items: view.items,
    subtotal: view.items ? subtotalOf(view.items) : 0,
    status: view.status,
    ...actions,
    retry: useCallback(
      () => void (userId !== null ? refetchAccount() : refetchQuote()),
      [userId, refetchAccount, refetchQuote],
    ),
  };
}
