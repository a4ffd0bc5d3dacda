import { useCallback, useEffect, useState } from 'react';
import { sampleOrders } from './prasad-data';
import { addOrder, createPrasadOrder, markFeedbackGiven } from './prasad-orders';
import type { PrasadOrder, PrasadOrders } from './types';

const STORAGE_KEY = 'sankalp:prasad-orders';

function restore(): PrasadOrders {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as PrasadOrders | null;
    if (saved && Array.isArray(saved.current) && Array.isArray(saved.previous)) return saved;
  } catch {
    /* storage blocked or corrupt: start from the samples */
  }
  return sampleOrders(new Date());
}

/**
 * The devotee's prasad orders. Local only (the spec makes no call); kept in sessionStorage so a
 * refresh during the visit does not lose an order just placed.
 */
export function usePrasadOrders() {
  const [orders, setOrders] = useState(restore);

  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(orders));
    } catch {
      /* private mode: orders last while the page is open */
    }
  }, [orders]);

  const placeOrder = useCallback((source: Pick<PrasadOrder, 'temple' | 'items' | 'image' | 'price'>) => {
    const order = createPrasadOrder(source, new Date());
    setOrders((o) => addOrder(o, order));
    return order;
  }, []);

  const recordFeedback = useCallback((orderId: string) => setOrders((o) => markFeedbackGiven(o, orderId)), []);

  return { orders, placeOrder, recordFeedback };
}
