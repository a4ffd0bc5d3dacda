import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  paymentOrders,
  pujaBookingItems,
  pujaBookings,
  pujaChadhavaItems,
  pujaPackages,
  pujas,
  sankalps,
  temples,
} from '../../db/schema/index';
import type { PujaPaymentStatus } from '../../db/schema/bookings';

export type SankalpRow = typeof sankalps.$inferSelect;
export type BookingRow = typeof pujaBookings.$inferSelect;
export type BookingItemRow = typeof pujaBookingItems.$inferSelect;
export type PujaRow = typeof pujas.$inferSelect;
export type PackageRow = typeof pujaPackages.$inferSelect;
export type ChadhavaItemRow = typeof pujaChadhavaItems.$inferSelect;
export type TempleRow = typeof temples.$inferSelect;

// ─── Catalog reads (prices come from here, never from the client) ───────────

export async function findPuja(db: Db, id: string): Promise<PujaRow | undefined> {
  const [row] = await db.select().from(pujas).where(eq(pujas.id, id));
  return row;
}

export async function findPackage(db: Db, id: string): Promise<PackageRow | undefined> {
  const [row] = await db.select().from(pujaPackages).where(eq(pujaPackages.id, id));
  return row;
}

export const listChadhavaItemsOf = (db: Db, pujaId: string) =>
  db.select().from(pujaChadhavaItems).where(eq(pujaChadhavaItems.pujaId, pujaId)).orderBy(asc(pujaChadhavaItems.sort));

// ─── Sankalps ───────────────────────────────────────────────────────────────

export async function insertSankalp(db: Db, row: typeof sankalps.$inferInsert): Promise<SankalpRow> {
  const [stored] = await db.insert(sankalps).values(row).returning();
  if (!stored) throw new Error('sankalp not stored');
  return stored;
}

export async function findSankalp(db: Db, id: string): Promise<SankalpRow | undefined> {
  const [row] = await db.select().from(sankalps).where(eq(sankalps.id, id));
  return row;
}

// ─── Bookings ───────────────────────────────────────────────────────────────

export async function insertBooking(db: Db, row: typeof pujaBookings.$inferInsert): Promise<BookingRow> {
  const [stored] = await db.insert(pujaBookings).values(row).returning();
  if (!stored) throw new Error('booking not stored');
  return stored;
}

export async function findBooking(db: Db, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(pujaBookings).where(eq(pujaBookings.id, id));
  return row;
}

/** The booking row locked for the rest of the transaction. */
export async function lockBooking(db: Db, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(pujaBookings).where(eq(pujaBookings.id, id)).for('update');
  return row;
}

export async function updateBooking(db: Db, id: string, set: Partial<typeof pujaBookings.$inferInsert>): Promise<void> {
  await db.update(pujaBookings).set(set).where(eq(pujaBookings.id, id));
}

export async function replaceItems(
  db: Db,
  bookingId: string,
  rows: Array<typeof pujaBookingItems.$inferInsert>,
): Promise<void> {
  await db.delete(pujaBookingItems).where(eq(pujaBookingItems.bookingId, bookingId));
  if (rows.length > 0) await db.insert(pujaBookingItems).values(rows);
}

/**
 * pending|failed|expired → completed, only while `orderId` is still the booking's order and it
 * is not paid yet; the row for the one caller that changed it.
 */
export async function markPaid(
  db: Db,
  id: string,
  orderId: string,
  paymentId: string,
  now: Date,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(pujaBookings)
    .set({ paymentStatus: 'completed', paymentId, paidAt: now, updatedAt: now })
    .where(
      and(
        eq(pujaBookings.id, id),
        eq(pujaBookings.paymentOrderId, orderId),
        ne(pujaBookings.paymentStatus, 'completed'),
      ),
    )
    .returning();
  return row;
}

/** Mirrors a failed or expired order on its booking (never over a completed one, never for a replaced order). */
export async function markUnpaid(
  db: Db,
  id: string,
  orderId: string,
  status: Extract<PujaPaymentStatus, 'failed' | 'expired'>,
  now: Date,
): Promise<void> {
  const from: PujaPaymentStatus[] = status === 'failed' ? ['pending'] : ['pending', 'failed'];
  await db
    .update(pujaBookings)
    .set({ paymentStatus: status, updatedAt: now })
    .where(
      and(eq(pujaBookings.id, id), eq(pujaBookings.paymentOrderId, orderId), inArray(pujaBookings.paymentStatus, from)),
    );
}

export async function incrementJoined(db: Db, pujaId: string): Promise<void> {
  await db
    .update(pujas)
    .set({ joinedNo: sql`${pujas.joinedNo} + 1` })
    .where(eq(pujas.id, pujaId));
}

/** The ids among `ids` made while signed in as `userId`, or as a guest with `email` (lower-cased). */
export async function idsBelongingTo(db: Db, userId: string, email: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: pujaBookings.id })
    .from(pujaBookings)
    .where(
      and(
        inArray(pujaBookings.id, ids),
        or(
          eq(pujaBookings.userId, userId),
          and(isNull(pujaBookings.userId), eq(pujaBookings.donorEmail, email.toLowerCase())),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

// ─── Everything a booking view needs, in a fixed number of queries ──────────

export type BookingBundle = {
  booking: BookingRow;
  puja: PujaRow;
  temple: TempleRow;
  pkg: PackageRow;
  sankalp: SankalpRow;
  items: BookingItemRow[];
  providerOrderId: string | null;
};

export async function loadBundles(db: Db, ids: string[]): Promise<BookingBundle[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      booking: pujaBookings,
      puja: pujas,
      temple: temples,
      pkg: pujaPackages,
      sankalp: sankalps,
      providerOrderId: paymentOrders.providerOrderId,
    })
    .from(pujaBookings)
    .innerJoin(pujas, eq(pujas.id, pujaBookings.pujaId))
    .innerJoin(temples, eq(temples.id, pujas.templeId))
    .innerJoin(pujaPackages, eq(pujaPackages.id, pujaBookings.packageId))
    .innerJoin(sankalps, eq(sankalps.id, pujaBookings.sankalpId))
    .leftJoin(paymentOrders, eq(paymentOrders.id, pujaBookings.paymentOrderId))
    .where(inArray(pujaBookings.id, ids));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(pujaBookingItems)
    .where(
      inArray(
        pujaBookingItems.bookingId,
        rows.map((r) => r.booking.id),
      ),
    )
    .orderBy(asc(pujaBookingItems.sort), asc(pujaBookingItems.id));
  return rows.map((r) => ({
    ...r,
    providerOrderId: r.providerOrderId ?? null,
    items: items.filter((i) => i.bookingId === r.booking.id),
  }));
}
