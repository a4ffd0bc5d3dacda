import type { PujaBookingCard, PujaBookingView } from '@sankalp/shared/api/bookings';
import { formatINR, toPaise, toRupees } from '@sankalp/shared/money';
import { pujaTotal } from '@sankalp/shared/pricing';
import type { ChadhavaForPuja, PaymentVerify } from '@sankalp/shared/schemas/pujaBooking';
import { paymentVerifySchema } from '@sankalp/shared/schemas/pujaBooking';
import type { PujaCheckout } from '@sankalp/shared/schemas/pujaCheckout';
import { familyMembersLimitMessage, maxFamilyMembers, type SankalpRequest } from '@sankalp/shared/schemas/sankalp';
import type { AppContext, SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { queueMail } from '../../lib/mail/mailer';
import { invalidateCatalogCache } from '../catalog/catalog.service';
import {
  checkoutPayload,
  cleanNotes,
  ensureProviderOrder,
  findPaymentOrder,
  insertPaymentOrder,
  registerFulfilment,
  verifyCheckoutPayment,
  type Fulfilment,
  type StatusHook,
} from '../payments/payments.service';
import { appendBookingId, registerUserStuffPopulator } from '../userstuff/userstuff.service';
import { bookingConfirmationMail } from './bookings.mail';
import { toBookingCard, toBookingView } from './bookings.mappers';
import * as repo from './bookings.repository';

type Ctx = Pick<AppContext, 'config' | 'db' | 'now'>;

export const BOOKING_CLOSED = 'Booking for this puja has closed';
export const PUJA_NOT_FOUND = 'Puja not found';
export const SANKALP_NOT_FOUND = 'Sankalp not found';
export const BOOKING_NOT_FOUND = 'Booking not found';
export const INVALID_PACKAGE = 'Please choose a valid package for this puja';
export const INVALID_ITEM = 'Please choose chadhava items of this puja';
export const ALREADY_PAID = 'This booking has already been paid';
export const BOOKING_EXPIRED = 'This booking has expired. Please book again.';
export const VERIFY_FAILED = 'Payment verification failed';

/** 409 with the current figure: the client's total is checked, never trusted (principle 1). */
export class TotalChangedError extends AppError {
  constructor(readonly amountTotal: number) {
    super(409, `The total has changed. Current total is ${formatINR(amountTotal)}.`);
  }
}

/**
 * Who may reach a booking (or sankalp) made by `ownerId`: anyone holding its unguessable id,
 * except another signed-in user (decision 004). Unreachable reads as not found.
 */
const reachable = (ownerId: string | null, me: SessionUser | null) => !ownerId || !me || ownerId === me.id;

// ─── Sankalp ────────────────────────────────────────────────────────────────

/** POST /sankalp/: checks the puja and package when given (family size by the package) and saves the form. */
export async function saveSankalp(ctx: Ctx, me: SessionUser | null, input: SankalpRequest): Promise<{ _id: string }> {
  let pujaId = input.puja_ref_id ?? null;
  const packageId = input.ways_to_participate_ref_id ?? null;
  if (pujaId && !(await repo.findPuja(ctx.db, pujaId))) throw notFound(PUJA_NOT_FOUND);
  if (packageId) {
    const pkg = await repo.findPackage(ctx.db, packageId);
    if (!pkg || (pujaId && pkg.pujaId !== pujaId)) throw badRequest(INVALID_PACKAGE);
    pujaId = pkg.pujaId;
    checkFamilySize(input.family_members_names, pkg.numberOfPeople);
  }
  const row = await repo.insertSankalp(ctx.db, {
    pujaId,
    packageId,
    userId: me?.id ?? null,
    fullName: input.full_name,
    gotra: input.gotra,
    phoneNumber: input.phone_number,
    email: input.email_address.toLowerCase(),
    familyMembers: input.family_members_names,
    wantsPrasad: input.wants_prasad,
    // The address is kept only when prasad is wanted (unchecking prasad clears it, part 2 § 2).
    prasadAddress: input.wants_prasad && input.address_for_prasad_delivery ? input.address_for_prasad_delivery : null,
    specialPrayers: input.special_prayers_or_sankalp || null,
    createdAt: ctx.now(),
  });
  return { _id: row.id };
}

function checkFamilySize(names: string[], numberOfPeople: number) {
  const max = maxFamilyMembers(numberOfPeople);
  if (names.length > max) {
    throw badRequest(familyMembersLimitMessage(max), { field: 'family_members_names' });
  }
}

// ─── Totals ─────────────────────────────────────────────────────────────────

type ChadhavaChoice = { items: Array<{ item_id: string; quantity: number }>; dakshina: number };
type PricedChoice = {
  lines: Array<{ itemId: string; title: string; pricePaise: number; quantity: number; sort: number }>;
  packagePaise: number;
  chadhavaPaise: number;
  dakshinaPaise: number;
  totalPaise: number;
};

/**
 * package price + Σ(item price × quantity) + dakshina, from database prices (the shared
 * pujaTotal, summed in paise). Items must be this puja's; a repeated item adds its quantities.
 */
export async function priceChoice(
  db: Db,
  pujaId: string,
  packagePaise: number,
  choice: ChadhavaChoice,
): Promise<PricedChoice> {
  const catalog = new Map((await repo.listChadhavaItemsOf(db, pujaId)).map((i) => [i.id, i]));
  const merged = new Map<string, number>();
  for (const line of choice.items) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) throw badRequest('Quantity must be at least 1');
    if (!catalog.has(line.item_id)) throw badRequest(INVALID_ITEM, { item_id: line.item_id });
    merged.set(line.item_id, (merged.get(line.item_id) ?? 0) + line.quantity);
  }
  const lines = [...merged].map(([itemId, quantity]) => {
    const item = catalog.get(itemId)!;
    return { itemId, title: item.title, pricePaise: item.pricePaise, quantity, sort: item.sort };
  });
  const totalPaise = toPaise(
    pujaTotal({
      packagePrice: toRupees(packagePaise),
      items: lines.map((l) => ({ price: toRupees(l.pricePaise), quantity: l.quantity })),
      dakshina: choice.dakshina,
    }),
  );
  const dakshinaPaise = toPaise(choice.dakshina);
  return { lines, packagePaise, dakshinaPaise, chadhavaPaise: totalPaise - packagePaise - dakshinaPaise, totalPaise };
}

function checkClientTotal(clientRupees: number, totalPaise: number) {
  if (!Number.isFinite(clientRupees) || toPaise(clientRupees) !== totalPaise)
    throw new TotalChangedError(toRupees(totalPaise));
}

function checkOpen(ctx: Ctx, puja: repo.PujaRow) {
  if (ctx.now().getTime() > puja.endTime.getTime()) throw conflict(BOOKING_CLOSED);
}

const orderNotes = (b: {
  bookingId: string;
  puja: repo.PujaRow;
  pkg: repo.PackageRow;
  gotra: string;
  chadhavaPaise: number;
}) =>
  cleanNotes({
    booking_id: b.bookingId,
    puja: b.puja.title,
    package: b.pkg.thumbnailTitle,
    gotra: b.gotra,
    chadhava_total: toRupees(b.chadhavaPaise),
  });

// ─── Booking ────────────────────────────────────────────────────────────────

export type BookingWithCheckout = ReturnType<typeof checkoutPayload> & { booking: PujaBookingView };

/**
 * POST /poojabooking/: the booking is written pending, with its chadhava when sent along, and
 * the provider order is created for the server's total. A client total that differs is a 409
 * and writes nothing; the client's payment_status is ignored.
 */
export async function createBooking(
  ctx: Ctx,
  me: SessionUser | null,
  input: PujaCheckout,
): Promise<BookingWithCheckout> {
  const puja = await repo.findPuja(ctx.db, input.puja_ref_id);
  if (!puja) throw notFound(PUJA_NOT_FOUND);
  const pkg = await repo.findPackage(ctx.db, input.ways_to_participate_ref_id);
  if (!pkg || pkg.pujaId !== puja.id) throw badRequest(INVALID_PACKAGE);
  const sankalp = await repo.findSankalp(ctx.db, input.sankalp_ref_id);
  if (!sankalp || !reachable(sankalp.userId, me)) throw notFound(SANKALP_NOT_FOUND);
  if (sankalp.pujaId && sankalp.pujaId !== puja.id) throw badRequest('This sankalp was saved for another puja');
  checkOpen(ctx, puja);
  checkFamilySize(sankalp.familyMembers, pkg.numberOfPeople);

  const priced = await priceChoice(ctx.db, puja.id, pkg.pricePaise, {
    items: input.puja_chadhava_items,
    dakshina: input.pandit_dakshina_amount,
  });
  checkClientTotal(input.amount_total, priced.totalPaise);
  const hasChadhava = priced.lines.length > 0 || priced.dakshinaPaise > 0;

  const bookingId = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const booking = await repo.insertBooking(tx, {
      pujaId: puja.id,
      packageId: pkg.id,
      sankalpId: sankalp.id,
      userId: me?.id ?? null,
      donorName: input.donor_details.full_name,
      donorEmail: input.donor_details.email.toLowerCase(),
      donorPhone: input.donor_details.phone,
      packagePricePaise: priced.packagePaise,
      chadhavaTotalPaise: priced.chadhavaPaise,
      dakshinaPaise: priced.dakshinaPaise,
      amountTotalPaise: priced.totalPaise,
      chadhavaIncluded: hasChadhava ? true : (input.chadhava_included ?? null),
      messageForPandit: input.message_for_pandit || null,
      paymentStatus: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    await repo.replaceItems(tx, booking.id, itemRows(booking.id, priced));
    const order = await insertPaymentOrder(tx, ctx, {
      kind: 'puja_booking',
      refId: booking.id,
      amountPaise: priced.totalPaise,
      notes: orderNotes({
        bookingId: booking.id,
        puja,
        pkg,
        gotra: sankalp.gotra,
        chadhavaPaise: priced.chadhavaPaise,
      }),
    });
    await repo.updateBooking(tx, booking.id, { paymentOrderId: order.id });
    return booking.id;
  });
  return withCheckout(ctx, bookingId);
}

const itemRows = (bookingId: string, priced: PricedChoice) =>
  priced.lines.map((l) => ({
    bookingId,
    itemId: l.itemId,
    title: l.title,
    pricePaise: l.pricePaise,
    quantity: l.quantity,
    sort: l.sort,
  }));

/** The booking, its provider order (created now if the provider had not answered before) and Checkout's figures. */
async function withCheckout(ctx: Ctx, bookingId: string): Promise<BookingWithCheckout> {
  const booking = await repo.findBooking(ctx.db, bookingId);
  if (!booking?.paymentOrderId) throw new Error(`booking ${bookingId} has no payment order`);
  const order = await ensureProviderOrder(ctx, booking.paymentOrderId);
  return { booking: await viewOf(ctx, bookingId), ...checkoutPayload(ctx, order) };
}

async function viewOf(ctx: Pick<Ctx, 'db'>, id: string): Promise<PujaBookingView> {
  const [bundle] = await repo.loadBundles(ctx.db, [id]);
  if (!bundle) throw notFound(BOOKING_NOT_FOUND);
  return toBookingView(bundle);
}

/**
 * POST /poojabooking/chadhavabooking: sets the chadhava items, dakshina and message of a
 * booking that is not paid yet, recomputes the total (409 when the client's differs) and, when
 * the total changed, gives the booking a new provider order for it.
 */
export async function setChadhava(
  ctx: Ctx,
  me: SessionUser | null,
  input: ChadhavaForPuja,
): Promise<BookingWithCheckout> {
  const current = await repo.findBooking(ctx.db, input.pujaId);
  if (!current || !reachable(current.userId, me)) throw notFound(BOOKING_NOT_FOUND);
  const puja = await repo.findPuja(ctx.db, current.pujaId);
  const pkg = await repo.findPackage(ctx.db, current.packageId);
  if (!puja || !pkg) throw notFound(BOOKING_NOT_FOUND);
  checkPayable(current);
  checkOpen(ctx, puja);
  const priced = await priceChoice(ctx.db, puja.id, current.packagePricePaise, {
    items: input.puja_chadhava_items,
    dakshina: input.pandit_dakshina_amount,
  });
  checkClientTotal(input.total_amount, priced.totalPaise);

  await ctx.db.transaction(async (tx) => {
    const booking = await repo.lockBooking(tx, current.id);
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    checkPayable(booking);
    const now = ctx.now();
    await repo.replaceItems(tx, booking.id, itemRows(booking.id, priced));
    let paymentOrderId = booking.paymentOrderId;
    let paymentStatus = booking.paymentStatus;
    const order = paymentOrderId ? await findPaymentOrder({ db: tx }, paymentOrderId) : undefined;
    if (!order || order.amountPaise !== priced.totalPaise || order.status === 'expired' || order.status === 'paid') {
      const sankalp = await repo.findSankalp(tx, booking.sankalpId);
      const fresh = await insertPaymentOrder(tx, ctx, {
        kind: 'puja_booking',
        refId: booking.id,
        amountPaise: priced.totalPaise,
        notes: orderNotes({
          bookingId: booking.id,
          puja,
          pkg,
          gotra: sankalp?.gotra ?? '',
          chadhavaPaise: priced.chadhavaPaise,
        }),
      });
      paymentOrderId = fresh.id;
      // A failed booking with a new order may be paid again.
      paymentStatus = 'pending';
    }
    await repo.updateBooking(tx, booking.id, {
      chadhavaIncluded: true,
      chadhavaTotalPaise: priced.chadhavaPaise,
      dakshinaPaise: priced.dakshinaPaise,
      amountTotalPaise: priced.totalPaise,
      messageForPandit: input.message_for_pandit || null,
      paymentOrderId,
      paymentStatus,
      updatedAt: now,
    });
  });
  return withCheckout(ctx, current.id);
}

function checkPayable(b: repo.BookingRow) {
  if (b.paymentStatus === 'completed') throw conflict(ALREADY_PAID);
  if (b.paymentStatus === 'expired') throw conflict(BOOKING_EXPIRED);
}

// ─── Verify and read ────────────────────────────────────────────────────────

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PROVIDER_ID = /^[A-Za-z0-9_]{1,64}$/;

/**
 * POST /poojabooking/verifypayment: the booking when the checkout signature verifies against an
 * order WE stored for it (the payment is then settled), otherwise null. The signature itself is
 * the proof, so a session is not needed (it may have expired while paying).
 */
export async function verifyPayment(ctx: Ctx, body: unknown): Promise<PujaBookingView | null> {
  const parsed = paymentVerifySchema.safeParse(body);
  if (!parsed.success) return null;
  const v: PaymentVerify = parsed.data;
  if (!UUID.test(v.bookingId) || !PROVIDER_ID.test(v.razorpay_order_id) || !PROVIDER_ID.test(v.razorpay_payment_id))
    return null;
  const bookingId = v.bookingId.toLowerCase();
  if (!(await repo.findBooking(ctx.db, bookingId))) return null;
  const result = await verifyCheckoutPayment(ctx, 'puja_booking', bookingId, v);
  if (!result) return null;
  return viewOf(ctx, bookingId);
}

/** GET /poojabooking/{id}: by its unguessable id; another signed-in user's booking is not found. */
export async function getBooking(ctx: Pick<Ctx, 'db'>, me: SessionUser | null, id: string): Promise<PujaBookingView> {
  const [bundle] = await repo.loadBundles(ctx.db, [id]);
  if (!bundle || !reachable(bundle.booking.userId, me)) throw notFound(BOOKING_NOT_FOUND);
  return toBookingView(bundle);
}

// ─── For the account page (userstuff) ───────────────────────────────────────

/** The account page's puja booking cards for these ids (unknown ids are left out). */
export async function listPujaBookingsByIds(db: Db, ids: string[]): Promise<PujaBookingCard[]> {
  const valid = [...new Set(ids.map((i) => i.toLowerCase()).filter((i) => UUID.test(i)))];
  return (await repo.loadBundles(db, valid)).map(toBookingCard);
}

/** The ids among `ids` made while signed in as `userId`, or as a guest with `email`. */
export async function pujaBookingIdsBelongingTo(
  db: Db,
  userId: string,
  email: string,
  ids: string[],
): Promise<string[]> {
  const valid = [...new Set(ids.map((i) => i.toLowerCase()).filter((i) => UUID.test(i)))];
  return repo.idsBelongingTo(db, userId, email, valid);
}

/** True when every id belongs to the user (made signed in, or as a guest with their e-mail). */
export async function pujaBookingsBelongTo(db: Db, userId: string, email: string, ids: string[]): Promise<boolean> {
  const wanted = new Set(ids.map((i) => i.toLowerCase()));
  const owned = new Set(await pujaBookingIdsBelongingTo(db, userId, email, [...wanted]));
  return [...wanted].every((id) => owned.has(id));
}

// ─── Payment hooks ──────────────────────────────────────────────────────────

/**
 * A puja booking's order became paid (same transaction): booking completed, joinedNo + 1, the id
 * on the user's record, one confirmation e-mail. An order that is no longer the booking's (the
 * total changed after it was created), or a booking already paid, is sent for review instead.
 */
export const fulfilPujaBooking: Fulfilment = async (tx, order, payment, fctx) => {
  const booking = await repo.markPaid(tx, order.refId, order.id, payment.providerPaymentId, fctx.now);
  if (!booking) {
    const current = await repo.findBooking(tx, order.refId);
    if (!current) return { review: `puja booking ${order.refId} not found` };
    if (current.paymentStatus === 'completed')
      return { review: `puja booking already paid by payment ${current.paymentId}` };
    return { review: 'order replaced: the booking total changed after this order was created' };
  }
  await repo.incrementJoined(tx, booking.pujaId);
  if (booking.userId) await appendBookingId(tx, booking.userId, 'puja', booking.id);
  const [bundle] = await repo.loadBundles(tx, [booking.id]);
  if (bundle) await queueMail(tx, bookingConfirmationMail(fctx.config, bundle));
  fctx.afterCommit(invalidateCatalogCache);
};

const pujaBookingStatus: StatusHook = async (tx, order, status, fctx) => {
  await repo.markUnpaid(tx, order.refId, order.id, status, fctx.now);
};

/** Plugs puja bookings into the payment core and the account page (idempotent). */
export function registerPujaBookingHooks(): void {
  registerFulfilment('puja_booking', { paid: fulfilPujaBooking, status: pujaBookingStatus });
  registerUserStuffPopulator('puja', {
    populate: (ctx, ids) => listPujaBookingsByIds(ctx.db, ids),
    belongsTo: (ctx, userId, email, ids) => pujaBookingIdsBelongingTo(ctx.db, userId, email, ids),
  });
}
