import type { PujaBookingView } from '@sankalp/shared/api/bookings';
import { toPaise, toRupees } from '@sankalp/shared/money';
import { pujaTotal } from '@sankalp/shared/pricing';
import type { ChadhavaForPuja } from '@sankalp/shared/schemas/pujaBooking';
import { paymentVerifySchema } from '@sankalp/shared/schemas/pujaBooking';
import type { PujaCheckout } from '@sankalp/shared/schemas/pujaCheckout';
import { familyMembersLimitMessage, maxFamilyMembers, type SankalpRequest } from '@sankalp/shared/schemas/sankalp';
import type { AppContext, SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { assertApproved } from '../admin/approvals.service';
import { assertReach } from '../payments/access';
import {
  checkClientTotal,
  cleanNotes,
  findPaymentOrder,
  insertPaymentOrder,
  newPayableAndOrder,
  openCheckout,
  type PaymentOrder,
} from '../payments/payments.service';
import { toBookingView } from './bookings.mappers';
import * as repo from './bookings.repository';
import { payableReads } from '../payments/payable-reads';
import type { Language } from '../../lib/request-language';

type Ctx = Pick<AppContext, 'config' | 'db' | 'now' | 'secrets'>;

export const BOOKING_CLOSED = 'Booking for this puja has closed';
export const PUJA_NOT_FOUND = 'Puja not found';
export const SANKALP_NOT_FOUND = 'Sankalp not found';
export const BOOKING_NOT_FOUND = 'Booking not found';
export const INVALID_PACKAGE = 'Please choose a valid package for this puja';
export const INVALID_ITEM = 'Please choose chadhava items of this puja';
export const ALREADY_PAID = 'This booking has already been paid';
export const BOOKING_EXPIRED = 'This booking has expired. Please book again.';

/**
 * Who may use a saved sankalp: the signed-in user who saved it, or (a guest's sankalp) whoever
 * holds its unguessable id, which only its author was answered. Unreachable reads as not found.
 */
const sankalpReachable = (ownerId: string | null, me: SessionUser | null) => !ownerId || ownerId === me?.id;

// ─── Sankalp ────────────────────────────────────────────────────────────────

/** POST /sankalp/: checks the puja and package when given (family size by the package) and saves the form. */
export async function saveSankalp(ctx: Ctx, me: SessionUser | null, input: SankalpRequest): Promise<{ _id: string }> {
  let pujaId = input.puja_ref_id ?? null;
  const packageId = input.ways_to_participate_ref_id ?? null;
  // Both named (the usual form): read together.
  const both = pujaId && packageId ? await repo.findPujaWithPackage(ctx.db, pujaId, packageId) : undefined;
  if (pujaId && !(packageId ? both : await repo.findPuja(ctx.db, pujaId))) throw notFound(PUJA_NOT_FOUND);
  if (packageId) {
    const pkg = pujaId ? both!.pkg : await repo.findPackage(ctx.db, packageId);
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
  // No items chosen (most bookings): nothing to look up.
  const catalog = new Map(
    choice.items.length === 0 ? [] : (await repo.listChadhavaItemsOf(db, pujaId)).map((i) => [i.id, i]),
  );
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

function checkOpen(ctx: Ctx, puja: repo.PujaRow) {
  if (ctx.now().getTime() > puja.endTime.getTime()) throw conflict(BOOKING_CLOSED, undefined, 'booking_closed');
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

export type BookingWithCheckout = Awaited<ReturnType<typeof openCheckout>> & { booking: PujaBookingView };

/**
 * POST /poojabooking/: the booking is written pending, with its chadhava when sent along, and
 * the provider order is created for the server's total. A client total that differs is a 409
 * and writes nothing; the client's payment_status is ignored.
 */
export async function createBooking(
  ctx: Ctx,
  me: SessionUser | null,
  input: PujaCheckout,
  language: Language = 'en',
): Promise<BookingWithCheckout> {
  const found = await repo.findPujaWithPackage(ctx.db, input.puja_ref_id, input.ways_to_participate_ref_id);
  if (!found) throw notFound(PUJA_NOT_FOUND);
  const { puja, pkg } = found;
  if (!pkg || pkg.pujaId !== puja.id) throw badRequest(INVALID_PACKAGE);
  const sankalp = await repo.findSankalp(ctx.db, input.sankalp_ref_id);
  if (!sankalp || !sankalpReachable(sankalp.userId, me)) throw new AppError(404, SANKALP_NOT_FOUND, undefined, 'sankalp_not_found');
  if (sankalp.pujaId && sankalp.pujaId !== puja.id) throw badRequest('This sankalp was saved for another puja');
  checkOpen(ctx, puja);
  // Only what its temple approved, as it stands now (prices and dates), takes money (B9).
  await assertApproved(ctx, 'puja', puja.id);
  checkFamilySize(sankalp.familyMembers, pkg.numberOfPeople);

  const priced = await priceChoice(ctx.db, puja.id, pkg.pricePaise, {
    items: input.puja_chadhava_items,
    dakshina: input.pandit_dakshina_amount,
  });
  checkClientTotal(input.amount_total, priced.totalPaise);
  const hasChadhava = priced.lines.length > 0 || priced.dakshinaPaise > 0;

  const { booking, order } = await ctx.db.transaction(async (tx) => {
    const { payable: pending, order } = await newPayableAndOrder(tx, ctx, 'puja_booking', me, {
      language,
      amountPaise: priced.totalPaise,
      notes: (id) =>
        orderNotes({ bookingId: id, puja, pkg, gotra: sankalp.gotra, chadhavaPaise: priced.chadhavaPaise }),
    });
    const booking = await repo.insertBooking(
      tx,
      {
        ...pending,
        pujaId: puja.id,
        packageId: pkg.id,
        sankalpId: sankalp.id,
        donorName: input.donor_details.full_name,
        donorEmail: input.donor_details.email.toLowerCase(),
        donorPhone: input.donor_details.phone,
        packagePricePaise: priced.packagePaise,
        pujaTitle: puja.title,
        packageTitle: pkg.thumbnailTitle,
        pujaStartTime: puja.startTime,
        pujaEndTime: puja.endTime,
        chadhavaTotalPaise: priced.chadhavaPaise,
        dakshinaPaise: priced.dakshinaPaise,
        amountTotalPaise: priced.totalPaise,
        chadhavaIncluded: hasChadhava ? true : (input.chadhava_included ?? null),
        messageForPandit: input.message_for_pandit || null,
      },
      priced.lines,
    );
    return { booking, order };
  });
  return withCheckout(ctx, booking, order);
}

/**
 * The booking, its provider order (created now if the provider had not answered before) and
 * Checkout's figures. `booking`: its id, or the row its transaction just wrote with `order`, its
 * payment order as written (neither read again; a booking just created has no promise to read).
 */
async function withCheckout(
  ctx: Ctx,
  booking: string | repo.BookingRow,
  order?: PaymentOrder,
): Promise<BookingWithCheckout> {
  const row = typeof booking === 'string' ? await repo.findBooking(ctx.db, booking) : booking;
  const checkout = await openCheckout(ctx, row, order);
  const view =
    typeof booking === 'string' ? await viewOf(ctx, booking) : await viewOf(ctx, booking.id, undefined, true);
  return { booking: view, ...checkout };
}

/** The view, verify and read every payable kind has (payments/payable-reads). */
const reads = payableReads('puja_booking', {
  notFoundMessage: BOOKING_NOT_FOUND,
  load: async (db, id, promises, lang) => {
    const [bundle] = await repo.loadBundles(db, [id]);
    return bundle && toBookingView(bundle, promises, await repo.readerTexts(db, [bundle], lang));
  },
  verify: { schema: paymentVerifySchema, named: (v) => v.bookingId, as: 'booking' },
});
const viewOf = reads.view;

/**
 * POST /poojabooking/chadhavabooking: sets the chadhava items, dakshina and message of a
 * booking that is not paid yet, recomputes the total (409 when the client's differs) and, when
 * the total changed, gives the booking a new provider order for it.
 */
export async function setChadhava(
  ctx: Ctx,
  me: SessionUser | null,
  input: ChadhavaForPuja,
  key: string | undefined,
): Promise<BookingWithCheckout> {
  const current = await repo.findBooking(ctx.db, input.pujaId);
  assertReach(current, me, key, BOOKING_NOT_FOUND);
  if (!current) throw notFound(BOOKING_NOT_FOUND);
  const puja = await repo.findPuja(ctx.db, current.pujaId);
  const pkg = await repo.findPackage(ctx.db, current.packageId);
  if (!puja || !pkg) throw notFound(BOOKING_NOT_FOUND);
  checkPayable(current);
  checkOpen(ctx, puja);
  // Re-priced from the current items: only while the temple's approval of them stands.
  await assertApproved(ctx, 'puja', puja.id);
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
    await repo.replaceItems(tx, booking.id, priced.lines);
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
  if (b.paymentStatus === 'completed') throw conflict(ALREADY_PAID, undefined, 'already_paid');
  if (b.paymentStatus === 'expired') throw conflict(BOOKING_EXPIRED, undefined, 'booking_expired');
}

// ─── Verify and read ────────────────────────────────────────────────────────

/**
 * POST /poojabooking/verifypayment: checks the checkout signature against an order WE stored for
 * the booking and settles it (the signature itself is the proof, so no session is needed: it may
 * have expired while paying). `review` when the money is recorded but the booking could not take
 * it (its total changed meanwhile): never "verified" while the booking stays pending.
 */
export const verifyPayment = reads.verifyPayment;

/** GET /poojabooking/{id}?key=: the owner's session or the booking's access key, else 404 (decision 007). */
export const getBooking = reads.read;
