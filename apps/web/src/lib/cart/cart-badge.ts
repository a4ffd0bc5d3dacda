import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userIdOf } from '../auth/reducer';
import { useStoredUser } from '../auth/session';
import { accountCartQuery } from './cart-api';
import { countOf } from './stored-lines';
import { useGuestLines } from './cart-storage';

// What the header needs of the cart, kept small (it is on every page's first load): the unit
// count, and the merge of a guest's cart into the account once someone is signed in.

/**
 * Units in the cart: a guest's from local storage (no request), a signed-in user's from the
 * cached GET /cart the cart page shares. While signed in, guest lines left in local storage (a
 * fresh sign-in, or a merge that failed) are merged into the account, then cleared.
 */
export function useCartBadge(): number {
  const qc = useQueryClient();
  const userId = userIdOf(useStoredUser()) ?? null;
  const guestLines = useGuestLines();
  const account = useQuery({ ...accountCartQuery(userId ?? ''), enabled: userId !== null });

  const hasGuestLines = guestLines.length > 0;
  useEffect(() => {
    // Loaded only when there is something to merge (off the first load).
    if (userId !== null && hasGuestLines)
      import('./account-cart').then((m) => m.mergeGuestCart(qc, userId)).catch(() => undefined);
  }, [qc, userId, hasGuestLines]);

  return userId === null ? countOf(guestLines) : (account.data?.count ?? 0);
}
