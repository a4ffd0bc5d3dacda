import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
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

export async function insertPayment(db: Db, row: typeof sandboxPayments.$inferInsert): Promise<void> {
  await db.insert(sandboxPayments).values(row);
}

export async function setOrderStatus(db: Db, id: string, status: 'attempted' | 'paid'): Promise<void> {
  await db.update(sandboxOrders).set({ status }).where(eq(sandboxOrders.id, id));
}
