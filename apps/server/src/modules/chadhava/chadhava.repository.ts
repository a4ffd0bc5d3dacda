import { and, asc, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chadhavaBookingOfferings,
  chadhavaBookings,
  chadhavaEvents,
  eventOfferings,
  liveHold,
  temples,
} from '../../db/schema/index';
import type { Language } from '../../lib/request-language';
import { payableRows, type OrderState } from '../payments/payable-rows';

export type ChadhavaBookingRow = typeof chadhavaBookings.$inferSelect;
export type ChadhavaBookingLineRow = typeof chadhavaBookingOfferings.$inferSelect;
export type EventRow = typeof chadhavaEvents.$inferSelect;
export type EventOfferingRow = typeof eventOfferings.$inferSelect;
export type TempleRow = typeof temples.$inferSelect;

// ─── Events (prices and slots come from here, never from the client) ────────

export async function findEvent(db: Db, id: string): Promise<EventRow | undefined> {
  // Only a published event takes bookings (an unpublished one is withdrawn, issue 14).
  const [row] = await db
    .select()
    .from(chadhavaEvents)
    .where(and(eq(chadhavaEvents.id, id), eq(chadhavaEvents.published, true)));
  return row;
}

/** The event row locked for the rest of the transaction: slot decisions on one event queue here. */
export async function lockEvent(db: Db, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(chadhavaEvents).where(eq(chadhavaEvents.id, id)).for('update');
  return row;
}

export const listOfferingsOf = (db: Db, eventId: string) =>
  db.select().from(eventOfferings).where(eq(eventOfferings.eventId, eventId)).orderBy(asc(eventOfferings.sort));

/** Live holds on an event at `now`, leaving out one booking (its own hold, when it is being paid). */
export async function countLiveHolds(db: Db, eventId: string, now: Date, exceptBookingId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chadhavaBookings)
    .where(
      and(
        eq(chadhavaBookings.eventId, eventId),
        liveHold(now),
        exceptBookingId ? ne(chadhavaBookings.id, exceptBookingId) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * One more participant, never above maxParticipants: the condition is in the UPDATE itself, so
 * it holds whatever the caller checked before. False when the event is full.
 */
export async function addParticipant(db: Db, eventId: string): Promise<boolean> {
  const rows = await db
    .update(chadhavaEvents)
    .set({ currentParticipants: sql`${chadhavaEvents.currentParticipants} + 1` })
    .where(
      and(
        eq(chadhavaEvents.id, eventId),
        or(
          isNull(chadhavaEvents.maxParticipants),
          sql`${chadhavaEvents.currentParticipants} < ${chadhavaEvents.maxParticipants}`,
        ),
      ),
    )
    .returning({ id: chadhavaEvents.id });
  return rows.length === 1;
}

// ─── Bookings ───────────────────────────────────────────────────────────────

const rows = payableRows('chadhava_booking', chadhavaBookings, {
  record: 'booking',
  lines: { table: chadhavaBookingOfferings, by: 'bookingId', as: 'lines' },
});

export const {
  find: findBooking,
  insert: insertBooking,
  lockPayable,
  markPaid,
  markUnpaid,
  findOwner,
  idsBelongingTo,
} = rows;

// ─── Everything a booking view needs, in two queries ────────────────────────

export type ChadhavaBundle = OrderState & {
  booking: ChadhavaBookingRow;
  event: EventRow;
  temple: TempleRow;
  lines: ChadhavaBookingLineRow[];
};

export const loadBundles = (db: Db, ids: string[]): Promise<ChadhavaBundle[]> =>
  rows.bundles(db, ids, (valid) =>
    db
      .select({ booking: chadhavaBookings, event: chadhavaEvents, temple: temples, ...rows.orderState() })
      .from(chadhavaBookings)
      .innerJoin(chadhavaEvents, eq(chadhavaEvents.id, chadhavaBookings.eventId))
      .innerJoin(temples, eq(temples.id, chadhavaEvents.templeId))
      .where(inArray(chadhavaBookings.id, valid)),
  );

/**
 * What a reader in `lang` needs beyond the bundles to see their catalog names translated (issue
 * 13): the offerings they chose, in one query for the whole list. Undefined for English, which
 * reads the bookings' own copies and needs nothing more.
 */
export type ReaderTexts = { lang: Language; offerings: ReadonlyMap<string, EventOfferingRow> };

export async function readerTexts(
  db: Db,
  bundles: ChadhavaBundle[],
  lang: Language | undefined,
): Promise<ReaderTexts | undefined> {
  if (!lang || lang === 'en') return undefined;
  const ids = [...new Set(bundles.flatMap((b) => b.lines.map((l) => l.offeringId)))];
  const rows = ids.length > 0 ? await db.select().from(eventOfferings).where(inArray(eventOfferings.id, ids)) : [];
  return { lang, offerings: new Map(rows.map((r) => [r.id, r])) };
}
