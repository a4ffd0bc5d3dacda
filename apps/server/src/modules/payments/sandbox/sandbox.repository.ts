import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rawRows, tableRowOf } from '../../../db/raw-rows';
import { sandboxOrders, sandboxPayments } from '../../../db/schema/index';

export type SandboxOrderRow = typeof sandboxOrders.$inferSelect;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

/** Inserts the order unless one with this receipt exists; answers the stored one either way. */
export async function insertOrderOnce(db: Db, row: typeof sandboxOrders.$inferInsert): Promise<SandboxOrderRow> {
  const [inserted] = await db.insert(sandboxOrders).values(row).onConflictDoNothing({ target: sandboxOrders.receipt }).returning();
  if (inserted) return inserted;
  const [stored] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.receipt, row.receipt));
  if (!stored) throw new Error('sandbox order vanished');
  return stored;
}

export async function findOrder(db: Db, id: string): Promise<SandboxOrderRow | undefined> {
  const [row] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, id));
  return row;
}

export const listPayments = (db: Db, orderId: string) =>
  db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.orderId, orderId))
    .orderBy(asc(sandboxPayments.createdAt), asc(sandboxPayments.id));

/**
 * A payment of an order that is not paid yet, in one statement (issue 16): the order becomes
 * `paid` (a captured payment) or `attempted` (a failed one) and the payment is written with the
 * order's amount and currency. Answers the order, or undefined when there is no such order or it
 * is paid already (nothing written). Its row lock makes two payments of one order take turns, so
 * the second finds it paid.
 */
export async function payOrder(
  db: Db,
  orderId: string,
  payment: Pick<
    typeof sandboxPayments.$inferInsert,
    'id' | 'status' | 'method' | 'errorCode' | 'errorDescription' | 'createdAt'
  >,
): Promise<SandboxOrderRow | undefined> {
  const status = payment.status === 'captured' ? 'paid' : 'attempted';
  const [row] = await rawRows(
    db,
    sql`with o as (update ${sandboxOrders} set status = ${status} where id = ${orderId} and status <> 'paid' returning *),
    p as (insert into ${sandboxPayments} (id, order_id, amount_paise, currency, status, method, error_code, error_description, created_at)
      select ${payment.id}, o.id, o.amount_paise, o.currency, ${payment.status}, ${payment.method ?? 'upi'},
        ${payment.errorCode ?? null}::text, ${payment.errorDescription ?? null}::text, ${payment.createdAt.toISOString()}::timestamptz
      from o)
    select * from o`,
  );
  return row ? tableRowOf(sandboxOrders, row) : undefined;
}
