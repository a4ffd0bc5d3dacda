import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { userIdOf, useStoredUser } from '../../lib/auth';
import { fetchMyOrders, fetchPrasadOrder, prasadKeys } from './api/prasad';
import { useGuestOrderIds } from './lib/guest-orders';
import { splitOrders } from './prasad-orders';
import type { PrasadOrders } from './types';

/**
 * The devotee's prasad orders from the server: a signed-in devotee's own (GET /prasad/orders),
 * and the orders placed in this browser session (each by its id and access key), so a guest sees
 * the order just placed. Unpaid orders are left out.
 */
export function usePrasadOrders(): {
  orders: PrasadOrders;
  signedIn: boolean;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
} {
  const userId = userIdOf(useStoredUser());
  const mine = useQuery({
    queryKey: prasadKeys.mine(userId ?? ''),
    queryFn: ({ signal }) => fetchMyOrders(signal),
    enabled: !!userId,
  });
  const guestIds = useGuestOrderIds();
  const guest = useQueries({
    queries: guestIds.map((id) => ({
      queryKey: prasadKeys.order(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchPrasadOrder(id, signal),
      retry: false,
    })),
  });
  const guestOrders = guest.flatMap((q) => (q.data ? [q.data] : []));
  const guestKey = guestOrders.map((o) => `${o._id}:${o.status}:${o.hasFeedback}`).join('|');
  const orders = useMemo(
    () => splitOrders([mine.data ? [...mine.data.current, ...mine.data.previous] : [], guestOrders]),
    // guestKey stands for guestOrders (a new array every render).
    [mine.data, guestKey],
  );
  return {
    orders,
    signedIn: !!userId,
    isPending: (!!userId && mine.isPending) || guest.some((q) => q.isPending),
    isError: !!userId && mine.isError,
    refetch: () => {
      void mine.refetch();
      guest.forEach((q) => void q.refetch());
    },
  };
}
