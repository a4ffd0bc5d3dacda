/**
 * Kinds whose record has its own fulfilment status column, kept in step with the board's parcel
 * steps (a store order's `status`: placed → packed → shipped → delivered). A step never moves a
 * status back, nor out of cancelled or refunded.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ParcelStep } from '@sankalp/shared/api/admin-fulfilment';
import type { Db } from '../../db/client';
import { productOrders, type ProductOrderStatus } from '../../db/schema/index';

type StatusHook = (tx: Db, refId: string, step: ParcelStep, now: Date) => Promise<void>;

/** The statuses a step may move a store order from. */
const ORDER_FROM: Record<ParcelStep, ProductOrderStatus[]> = {
  packed: ['placed'],
  shipped: ['placed', 'packed'],
  out_for_delivery: [],
  delivered: ['placed', 'packed', 'shipped'],
};

export const PARCEL_STATUS_HOOKS: Partial<Record<string, StatusHook>> = {
  product_order: async (tx, refId, step, now) => {
    if (step === 'out_for_delivery') return; // no such status: the evidence records it
    await tx
      .update(productOrders)
      .set({ status: step, updatedAt: now })
      .where(and(eq(productOrders.id, refId), inArray(productOrders.status, ORDER_FROM[step])));
  },
};
