import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PayableKind } from '@sankalp/shared/api/payments';
import type { Db } from '../../../db/client';
import { paymentOrders, paymentTransactions, refunds, users } from '../../../db/schema/index';

/**
 * A record's payment history in three queries, oldest first: its payment orders (payment_orders_ref_idx),
 * their provider payments (payment_transactions_order_idx) and its refunds (refunds_ref_idx) with
 * who asked for each.
 */
export async function paymentHistory(db: Db, kind: PayableKind, refId: string) {
  const orders = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.kind, kind), eq(paymentOrders.refId, refId)))
    .orderBy(asc(paymentOrders.createdAt), asc(paymentOrders.id));
  const transactions =
    orders.length === 0
      ? []
      : await db
          .select()
          .from(paymentTransactions)
          .where(
            inArray(
              paymentTransactions.orderId,
              orders.map((o) => o.id),
            ),
          )
          .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.id));
  const refundRows = await db
    .select({ refund: refunds, requester: { id: users.id, name: users.fullName } })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.requestedBy))
    .where(and(eq(refunds.kind, kind), eq(refunds.refId, refId)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return { orders, transactions, refunds: refundRows };
}
