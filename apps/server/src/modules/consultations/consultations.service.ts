import type { PanditAvailability, PanditBookingCreated } from '@sankalp/shared/api/pandit-bookings';
import {
  CONSULTATION_MAX_MINUTES,
  CONSULTATION_MIN_MINUTES,
  PANDIT_BOOKING_ERRORS,
  PANDIT_SERVICE_LABELS,
  panditVerifySchema,
  type PanditBookingRequest,
} from '@sankalp/shared/schemas/panditBooking';
import type { AppContext, SessionUser } from '../../context';
import type { Db } from '../../db/client';
import type { WeeklyHours } from '../../db/schema/catalog';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { checkClientTotal, cleanNotes, newPayable, openCheckout } from '../payments/payments.service';
import { consultationIcs } from './consultations.mail';
import { languageOfRecord } from '../payments/payable-language';
import { toPanditBookingView } from './consultations.mappers';
import * as repo from './consultations.repository';
import { freeIntervals, istDateOf, istDayStartOf, toIstIso, withinHours } from './ist-time';
import { payableReads } from '../payments/payable-reads';
import type { Language } from '../../lib/request-language';

type Ctx = Pick<AppContext, 'config' | 'db' | 'now' | 'secrets'>;

/** How long a new booking holds its time while the devotee pays. */
export const HOLD_MS = 15 * 60_000;

export const PANDIT_NOT_FOUND = 'Pandit not found';
export const BOOKING_NOT_FOUND = 'Booking not found';
export const INVALID_AMOUNT = 'Invalid Amount';
const DAY_MS = 24 * 60 * 60_000;

/** The free intervals of a pandit on an IST date, read with `db` (the locked transaction on a create). */
async function freeOn(
  db: Db,
  pandit: { id: string; workingHours: WeeklyHours; daysOff: string[] },
  date: string,
  now: Date,
) {
  const start = istDayStartOf(date);
  const taken = await repo.occupyingBetween(db, pandit.id, new Date(start), new Date(start + DAY_MS), now);
  return freeIntervals(
    pandit.workingHours,
    date,
    taken.map((b) => ({ from: b.startsAt.getTime(), to: b.endsAt.getTime() })),
    now.getTime(),
    CONSULTATION_MIN_MINUTES,
    pandit.daysOff,
  ).map((i) => ({ from: toIstIso(i.from), to: toIstIso(i.to) }));
}

/** GET /pandits/{id}/availability?date=: working hours minus held or paid bookings, never in the past. */
export async function availability(ctx: Ctx, panditId: string, date: string): Promise<PanditAvailability> {
  const pandit = await repo.findPandit(ctx.db, panditId);
  if (!pandit) throw notFound(PANDIT_NOT_FOUND);
  return { date, timezone: 'Asia/Kolkata', free: await freeOn(ctx.db, pandit, date, ctx.now()) };
}

/** 400 unless the requested time can be a consultation with this pandit (before any lock). */
function checkRequest(ctx: Ctx, pandit: repo.PanditRow, input: PanditBookingRequest) {
  const from = Date.parse(input.preferredTime.from);
  const to = Date.parse(input.preferredTime.to);
  const now = ctx.now().getTime();
  if (to <= from) throw badRequest(PANDIT_BOOKING_ERRORS.order, { field: 'preferredTime.to' });
  if (istDateOf(from) < istDateOf(now) || from < now)
    throw badRequest(PANDIT_BOOKING_ERRORS.past, { field: 'preferredTime.from' });
  const minutes = (to - from) / 60_000;
  if (minutes < CONSULTATION_MIN_MINUTES) throw badRequest(PANDIT_BOOKING_ERRORS.tooShort, { field: 'preferredTime' });
  if (minutes > CONSULTATION_MAX_MINUTES) throw badRequest(PANDIT_BOOKING_ERRORS.tooLong, { field: 'preferredTime' });
  if (!pandit.services.includes(input.serviceType))
    throw badRequest(PANDIT_BOOKING_ERRORS.serviceNotOffered, { field: 'serviceType' });
  if (!withinHours(pandit.workingHours, from, to, pandit.daysOff))
    throw badRequest(PANDIT_BOOKING_ERRORS.outsideHours, { field: 'preferredTime' });
  return { from: new Date(from), to: new Date(to) };
}

/**
 * POST /pandit-bookings: the booking is written pending, holding its time for HOLD_MS, and the
 * provider order is created for the pandit's fee from the database. The time is taken with the
 * pandit row locked and the overlapping held or paid bookings looked up in the same transaction,
 * so two processes never hold one hour; the loser gets 409 slot_taken with the day's free times.
 * Bad input, a client amount that differs (409 total_changed) or a taken time writes nothing.
 */
export async function createBooking(
  ctx: Ctx,
  me: SessionUser | null,
  input: PanditBookingRequest,
  language: Language = 'en',
): Promise<PanditBookingCreated> {
  const pandit = await repo.findPandit(ctx.db, input.panditId);
  if (!pandit) throw notFound(PANDIT_NOT_FOUND);
  const time = checkRequest(ctx, pandit, input);
  if (pandit.feePaise <= 0) throw badRequest(INVALID_AMOUNT);
  if (input.amount !== null && input.amount !== undefined) checkClientTotal(input.amount, pandit.feePaise);

  const bookingId = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const locked = await repo.lockPandit(tx, pandit.id);
    if (!locked) throw notFound(PANDIT_NOT_FOUND);
    const clash = await repo.occupyingBetween(tx, locked.id, time.from, time.to, now);
    if (clash.length > 0)
      throw conflict(
        PANDIT_BOOKING_ERRORS.taken,
        { free: await freeOn(tx, locked, istDateOf(time.from.getTime()), now) },
        'slot_taken',
      );
    const { customer } = input;
    const pending = await newPayable(tx, ctx, 'pandit_booking', me, {
      language,
      now,
      amountPaise: locked.feePaise,
      notes: (id) =>
        cleanNotes({
          booking_id: id,
          pandit: locked.name,
          service: PANDIT_SERVICE_LABELS[input.serviceType],
          from: toIstIso(time.from.getTime()),
        }),
    });
    await repo.insertBooking(tx, {
      ...pending,
      panditId: locked.id,
      donorName: customer.name,
      donorEmail: customer.email.trim().toLowerCase(),
      donorPhone: customer.phone,
      serviceType: input.serviceType,
      startsAt: time.from,
      endsAt: time.to,
      specialRequests: input.specialRequests,
      amountTotalPaise: locked.feePaise,
      holdExpiresAt: new Date(now.getTime() + HOLD_MS),
    });
    return pending.id;
  });

  const checkout = await openCheckout(ctx, await repo.findBooking(ctx.db, bookingId));
  return { booking: await viewOf(ctx, bookingId), ...checkout };
}

/** The view, verify and read every payable kind has (payments/payable-reads). */
const reads = payableReads('pandit_booking', {
  notFoundMessage: BOOKING_NOT_FOUND,
  load: async (db, id, promises, lang) => {
    const [bundle] = await repo.loadBundles(db, [id]);
    return bundle && toPanditBookingView(bundle, promises, lang);
  },
  verify: { schema: panditVerifySchema, named: (v) => v.bookingId, byOrder: true, as: 'booking' },
});
const viewOf = reads.view;

/**
 * POST /pandit-bookings/verifypayment: the booking is the one whose order WE stored under the
 * given provider order id; the signature is checked and the payment settled. Malformed input is a
 * plain failed verification, never a 500.
 */
export const verifyPayment = reads.verifyPayment;

/** GET /pandit-bookings/{id}?key=: the owner's session or the booking's access key, else 404. */
export const getBooking = reads.read;

/**
 * The calendar invitation of a booking, rendered when its confirmation e-mail is delivered, in
 * that e-mail's language (the record's: payable-language.ts).
 */
export async function renderConsultationIcs(db: Db, config: AppContext['config'], id: string): Promise<Buffer> {
  const [bundle] = await repo.loadBundles(db, [id]);
  if (!bundle) throw new Error(`pandit booking ${id} not found`);
  const lang = await languageOfRecord(db, bundle.booking);
  return Buffer.from(consultationIcs(config, bundle, bundle.booking.paidAt ?? bundle.booking.createdAt, lang), 'utf8');
}
