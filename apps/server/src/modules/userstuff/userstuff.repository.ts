import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userStuff } from '../../db/schema/index';

/** Which array of the user-stuff record a booking id goes to. */
export type BookingKind = 'puja' | 'chadhava' | 'donation' | 'productOrder' | 'panditBooking' | 'prasadOrder';

const COLUMN: Record<BookingKind, string> = {
  puja: 'puja_booking_ids',
  chadhava: 'chadhava_booking_ids',
  donation: 'donation_booking_ids',
  productOrder: 'product_order_ids',
  panditBooking: 'pandit_booking_ids',
  prasadOrder: 'prasad_order_ids',
};

/**
 * Appends a booking id to the user's record once (idempotent: a second call changes nothing).
 * Pass the transaction that marks the booking paid so both happen together.
 */
export async function appendBookingId(db: Db, userId: string, kind: BookingKind, bookingId: string): Promise<void> {
  const col = sql.raw(COLUMN[kind]);
  await db.execute(
    sql`UPDATE user_stuff SET ${col} = array_append(${col}, ${bookingId}::uuid)
        WHERE user_id = ${userId}::uuid AND NOT (${bookingId}::uuid = ANY(${col}))`,
  );
}

export type UserStuffRow = typeof userStuff.$inferSelect;

export async function findUserStuff(db: Db, id: string): Promise<UserStuffRow | undefined> {
  const [row] = await db.select().from(userStuff).where(eq(userStuff.id, id)).limit(1);
  return row;
}

/** Creates the user's record with the id the user row points at, unless it exists; true when created. */
export async function ensureUserStuff(db: Db, id: string, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(userStuff)
    .values({ id, userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: userStuff.id });
  return rows.length === 1;
}
