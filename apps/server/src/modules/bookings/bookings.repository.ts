import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  pujaBookingItems,
  pujaBookings,
  pujaChadhavaItems,
  pujaPackages,
  pujas,
  sankalps,
  temples,
} from '../../db/schema/index';
import type { Language } from '../../lib/request-language';
import { payableRows, type OrderState } from '../payments/payable-rows';

export type SankalpRow = typeof sankalps.$inferSelect;
export type BookingRow = typeof pujaBookings.$inferSelect;
export type BookingItemRow = typeof pujaBookingItems.$inferSelect;
export type PujaRow = typeof pujas.$inferSelect;
export type PackageRow = typeof pujaPackages.$inferSelect;
export type ChadhavaItemRow = typeof pujaChadhavaItems.$inferSelect;
export type TempleRow = typeof temples.$inferSelect;

// ─── Catalog reads (prices come from here, never from the client) ───────────

export async function findPuja(db: Db, id: string): Promise<PujaRow | undefined> {
  // Only a published puja takes bookings (an unpublished one is withdrawn, issue 14).
  const [row] = await db
    .select()
    .from(pujas)
    .where(and(eq(pujas.id, id), eq(pujas.published, true)));
  return row;
}

export async function findPackage(db: Db, id: string): Promise<PackageRow | undefined> {
  const [row] = await db.select().from(pujaPackages).where(eq(pujaPackages.id, id));
  return row;
}

/**
 * findPuja and findPackage in one query (issue 16): undefined when there is no such published
 * puja; else the puja and the package with this id, whichever puja it belongs to (undefined when
 * there is none).
 */
export async function findPujaWithPackage(
  db: Db,
  pujaId: string,
  packageId: string,
): Promise<{ puja: PujaRow; pkg: PackageRow | undefined } | undefined> {
  const [row] = await db
    .select({ puja: pujas, pkg: pujaPackages })
    .from(pujas)
    .leftJoin(pujaPackages, eq(pujaPackages.id, packageId))
    .where(and(eq(pujas.id, pujaId), eq(pujas.published, true)));
  return row && { puja: row.puja, pkg: row.pkg ?? undefined };
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

const rows = payableRows('puja_booking', pujaBookings, {
  record: 'booking',
  lines: { table: pujaBookingItems, by: 'bookingId', as: 'items' },
});

export const {
  find: findBooking,
  lock: lockBooking,
  insert: insertBooking,
  update: updateBooking,
  lockPayable,
  payPayable,
  markPaid,
  markUnpaid,
  findOwner,
  idsBelongingTo,
} = rows;

/** The booking's chadhava items become `lines` (a changed choice replaces the old one). */
export async function replaceItems(
  db: Db,
  bookingId: string,
  lines: Array<Omit<typeof pujaBookingItems.$inferInsert, 'bookingId'>>,
): Promise<void> {
  await db.delete(pujaBookingItems).where(eq(pujaBookingItems.bookingId, bookingId));
  if (lines.length > 0) await db.insert(pujaBookingItems).values(lines.map((l) => ({ ...l, bookingId })));
}

export async function incrementJoined(db: Db, pujaId: string): Promise<void> {
  await db
    .update(pujas)
    .set({ joinedNo: sql`${pujas.joinedNo} + 1` })
    .where(eq(pujas.id, pujaId));
}

// ─── Everything a booking view needs, in one query ──────────────────────────

export type BookingBundle = OrderState & {
  booking: BookingRow;
  puja: PujaRow;
  temple: TempleRow;
  pkg: PackageRow;
  sankalp: SankalpRow;
  items: BookingItemRow[];
};

export const loadBundles = (db: Db, ids: string[]): Promise<BookingBundle[]> =>
  rows.bundles(db, ids, (valid) =>
    db
      .select({
        booking: pujaBookings,
        puja: pujas,
        temple: temples,
        pkg: pujaPackages,
        sankalp: sankalps,
        ...rows.orderState(),
        linesJson: rows.linesJson(),
      })
      .from(pujaBookings)
      .innerJoin(pujas, eq(pujas.id, pujaBookings.pujaId))
      .innerJoin(temples, eq(temples.id, pujas.templeId))
      .innerJoin(pujaPackages, eq(pujaPackages.id, pujaBookings.packageId))
      .innerJoin(sankalps, eq(sankalps.id, pujaBookings.sankalpId))
      .where(inArray(pujaBookings.id, valid)),
  );

/**
 * What a reader in `lang` needs beyond the bundles to see their catalog names translated (issue
 * 13): the chadhava items they chose, in one query for the whole list. Undefined for English,
 * which reads the bookings' own copies and needs nothing more.
 */
export type ReaderTexts = { lang: Language; items: ReadonlyMap<string, ChadhavaItemRow> };

export async function readerTexts(
  db: Db,
  bundles: BookingBundle[],
  lang: Language | undefined,
): Promise<ReaderTexts | undefined> {
  if (!lang || lang === 'en') return undefined;
  const ids = [...new Set(bundles.flatMap((b) => b.items.map((i) => i.itemId)))];
  const rows = ids.length > 0 ? await db.select().from(pujaChadhavaItems).where(inArray(pujaChadhavaItems.id, ids)) : [];
  return { lang, items: new Map(rows.map((r) => [r.id, r])) };
}
