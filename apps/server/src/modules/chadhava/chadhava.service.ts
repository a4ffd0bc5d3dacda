import type { ChadhavaBookingCreated } from '@sankalp/shared/api/chadhava-bookings';
import { toPaise, toRupees } from '@sankalp/shared/money';
import { eventTotal } from '@sankalp/shared/pricing';
import {
  chadhavaVerifySchema,
  INVALID_OFFERING_QUANTITY,
  mergeOfferingLines,
  type ChadhavaBookingRequest,
} from '@sankalp/shared/schemas/chadhavaBooking';
import { CHADHAVA_OFFERING_QUANTITY_MAX } from '@sankalp/shared/constants';
import { EVENT_ERRORS, isPastDate } from '@sankalp/shared/timing';
import type { AppContext, SessionUser } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { assertApproved } from '../admin/approvals.service';
import { bookedTags, invalidateCatalogCache } from '../catalog/catalog.service';
import {
  checkClientTotal,
  cleanNotes,
  newPayable,
  openCheckout,
} from '../payments/payments.service';
import { toChadhavaBookingView } from './chadhava.mappers';
import * as repo from './chadhava.repository';
import { payableReads } from '../payments/payable-reads';
import type { Language } from '../../lib/request-language';

type Ctx = Pick<AppContext, 'config' | 'db' | 'now' | 'secrets'>;

/** How long a new booking holds its slot while the devotee pays. */
export const HOLD_MS = 15 * 60_000;

export const EVENT_NOT_FOUND = 'Event not found';
export const BOOKING_NOT_FOUND = 'Booking not found';
export const FOREIGN_OFFERING = 'Please select offerings of this event';
export const NO_OFFERING = 'Please select at least one offering';
export const INVALID_AMOUNT = 'Invalid Amount';

/** 409 unless the event can take a booking: active, not past (IST day), not full (holds count). */
function checkOpen(ctx: Ctx, event: repo.EventRow, liveHolds: number) {
  if (!event.isActive) throw conflict(EVENT_ERRORS.inactive, undefined, 'event_inactive');
  // An event stays bookable for the whole of its IST day.
  if (isPastDate(event.date, ctx.now())) throw conflict(EVENT_ERRORS.past, undefined, 'event_closed');
  if (event.maxParticipants !== null && event.currentParticipants + liveHolds >= event.maxParticipants)
    throw conflict(EVENT_ERRORS.full, undefined, 'event_full');
}

type PricedLine = {
  offeringId: string;
  name: string;
  type: string;
  pricePaise: number;
  quantity: number;
  sort: number;
};

/**
 * basePrice + Σ(offering price × quantity), in paise from the database. Offerings must be this
 * event's; repeated lines of one offering add up (at most 10 of each); an empty list needs a
 * base price.
 */
function price(event: repo.EventRow, catalog: repo.EventOfferingRow[], wanted: ChadhavaBookingRequest['offerings']) {
  const byId = new Map(catalog.map((o) => [o.id, o]));
  const merged = mergeOfferingLines(wanted);
  const lines: PricedLine[] = [];
  for (const [id, quantity] of merged) {
    const offering = byId.get(id);
    if (!offering) throw badRequest(FOREIGN_OFFERING, { offering: id });
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > CHADHAVA_OFFERING_QUANTITY_MAX)
      throw badRequest(INVALID_OFFERING_QUANTITY, { offering: id });
    lines.push({
      offeringId: id,
      name: offering.name,
      type: offering.type,
      pricePaise: offering.pricePaise,
      quantity,
      sort: offering.sort,
    });
  }
  if (lines.length === 0 && event.basePricePaise <= 0) throw badRequest(NO_OFFERING, { field: 'offerings' });
  // The web's figure by construction: the shared eventTotal, summed in paise.
  const totalPaise = toPaise(
    eventTotal(
      toRupees(event.basePricePaise),
      lines.map((l) => ({ price: toRupees(l.pricePaise), quantity: l.quantity })),
    ),
  );
  if (totalPaise <= 0) throw badRequest(INVALID_AMOUNT);
  return { lines: lines.sort((a, b) => a.sort - b.sort), basePaise: event.basePricePaise, totalPaise };
}

// ─── Booking ────────────────────────────────────────────────────────────────

/**
 * POST /chadhava-bookings/: the booking is written pending, holding one slot of the event for
 * HOLD_MS, and the provider order is created for the server's total. The slot is taken with the
 * event row locked and the live holds counted, so the event never oversells; a full event, a
 * client total that differs (409 total_changed) or bad input writes nothing.
 */
export async function createBooking(
  ctx: Ctx,
  me: SessionUser | null,
  input: ChadhavaBookingRequest,
  language: Language = 'en',
): Promise<ChadhavaBookingCreated> {
  const eventId = input.event.toLowerCase();
  const event = await repo.findEvent(ctx.db, eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  checkOpen(ctx, event, 0);
  // Only what its temple approved, as it stands now (prices and date), takes money (B9).
  await assertApproved(ctx, 'event', event.id);
  const priced = price(event, await repo.listOfferingsOf(ctx.db, event.id), input.offerings);
  if (input.totalAmount !== null && input.totalAmount !== undefined)
    checkClientTotal(input.totalAmount, priced.totalPaise);

  const bookingId = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const locked = await repo.lockEvent(tx, eventId);
    if (!locked) throw notFound(EVENT_NOT_FOUND);
    checkOpen(ctx, locked, locked.maxParticipants === null ? 0 : await repo.countLiveHolds(tx, eventId, now));
    const { donorDetails: donor } = input;
    const pending = await newPayable(tx, ctx, 'chadhava_booking', me, {
      language,
      now,
      amountPaise: priced.totalPaise,
      notes: (id) =>
        cleanNotes({
          booking_id: id,
          event: locked.name,
          gotra: donor.gotra ?? '',
          offerings_total: toRupees(priced.totalPaise - priced.basePaise),
        }),
    });
    await repo.insertBooking(
      tx,
      {
        ...pending,
        eventId,
        donorName: donor.fullName,
        donorEmail: donor.email.toLowerCase(),
        donorPhone: donor.phone,
        donorGotra: donor.gotra,
        basePricePaise: priced.basePaise,
        amountTotalPaise: priced.totalPaise,
        holdExpiresAt: new Date(now.getTime() + HOLD_MS),
      },
      priced.lines,
    );
    return pending.id;
  });
  // Slots shown by the catalog changed.
  invalidateCatalogCache(ctx.db, bookedTags.event(event.id));

  const checkout = await openCheckout(ctx, await repo.findBooking(ctx.db, bookingId));
  return { booking: await viewOf(ctx, bookingId), ...checkout };
}

/** The view, verify and read every payable kind has (payments/payable-reads). */
const reads = payableReads('chadhava_booking', {
  notFoundMessage: BOOKING_NOT_FOUND,
  load: async (db, id, promises, lang) => {
    const [bundle] = await repo.loadBundles(db, [id]);
    return bundle && toChadhavaBookingView(bundle, promises, await repo.readerTexts(db, [bundle], lang));
  },
  verify: { schema: chadhavaVerifySchema, named: (v) => v.bookingId, byOrder: true, as: 'booking' },
});
const viewOf = reads.view;

// ─── Verify and read ────────────────────────────────────────────────────────

/**
 * POST /chadhava-bookings/verify-payment: the booking is the one whose order WE stored under the
 * given provider order id (a `bookingId`, when sent, must name it); the signature is checked and
 * the payment settled. No session needed: the signature is the proof. Malformed input is a plain
 * failed verification, never a 500.
 */
export const verifyPayment = reads.verifyPayment;

/** GET /chadhava-bookings/{id}?key=: the owner's session or the booking's access key, else 404. */
export const getBooking = reads.read;
