import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  addresses,
  campaigns,
  cartLines,
  chadhavaBookingOfferings,
  chadhavaBookings,
  chadhavaEvents,
  donationSevas,
  donations,
  mailOutbox,
  notificationDeliveries,
  notifications,
  panditBookings,
  pandits,
  passwordOtps,
  paymentOrders,
  paymentTransactions,
  prasadFeedback,
  prasadOrders,
  productOrderLines,
  productOrders,
  products,
  pujaBookingItems,
  pujaBookings,
  pujaPackages,
  pujas,
  pushSubscriptions,
  refunds,
  sandboxOrders,
  sankalps,
  savedKundlis,
  sessions,
  supportMessages,
  supportThreads,
  users,
} from '../../db/schema/index';

// Everything the database holds about one account, read table by table (one query a table, never
// one per record), and its erasure. The tables are all of db/schema: catalog tables hold no one's
// data; rate_limits hold only hashes of their subjects; user_stuff holds only ids.

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Sankalp forms of the account: saved by it, or named by one of its puja bookings. */
const sankalpsOf = (db: Db, userId: string) =>
  or(
    eq(sankalps.userId, userId),
    inArray(
      sankalps.id,
      db.select({ id: pujaBookings.sankalpId }).from(pujaBookings).where(eq(pujaBookings.userId, userId)),
    ),
  );

/**
 * Every row about the account, for the export. Only records made while signed in to it
 * (`user_id`): a guest's booking under the same e-mail is not shown to whoever holds the account,
 * since signing up does not prove the e-mail is theirs.
 */
export async function readAccountData(db: Db, user: UserRow) {
  const userId = user.id;
  const addressRows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt));
  const sankalpRows = await db.select().from(sankalps).where(sankalpsOf(db, userId)).orderBy(asc(sankalps.createdAt));

  const pujaRows = await db
    .select({ booking: pujaBookings, pujaTitle: pujas.title, packageTitle: pujaPackages.thumbnailTitle })
    .from(pujaBookings)
    .leftJoin(pujas, eq(pujas.id, pujaBookings.pujaId))
    .leftJoin(pujaPackages, eq(pujaPackages.id, pujaBookings.packageId))
    .where(eq(pujaBookings.userId, userId))
    .orderBy(asc(pujaBookings.createdAt));
  const pujaItemRows = await db
    .select({ item: pujaBookingItems })
    .from(pujaBookingItems)
    .innerJoin(pujaBookings, eq(pujaBookings.id, pujaBookingItems.bookingId))
    .where(eq(pujaBookings.userId, userId))
    .orderBy(asc(pujaBookingItems.sort));

  const chadhavaRows = await db
    .select({ booking: chadhavaBookings, eventName: chadhavaEvents.name })
    .from(chadhavaBookings)
    .leftJoin(chadhavaEvents, eq(chadhavaEvents.id, chadhavaBookings.eventId))
    .where(eq(chadhavaBookings.userId, userId))
    .orderBy(asc(chadhavaBookings.createdAt));
  const chadhavaOfferingRows = await db
    .select({ offering: chadhavaBookingOfferings })
    .from(chadhavaBookingOfferings)
    .innerJoin(chadhavaBookings, eq(chadhavaBookings.id, chadhavaBookingOfferings.bookingId))
    .where(eq(chadhavaBookings.userId, userId))
    .orderBy(asc(chadhavaBookingOfferings.sort));

  const donationRows = await db
    .select({ donation: donations, campaignTitle: campaigns.title })
    .from(donations)
    .leftJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(eq(donations.userId, userId))
    .orderBy(asc(donations.createdAt));
  const sevaRows = await db
    .select({ seva: donationSevas })
    .from(donationSevas)
    .innerJoin(donations, eq(donations.id, donationSevas.donationId))
    .where(eq(donations.userId, userId))
    .orderBy(asc(donationSevas.sort));

  const orderRows = await db
    .select()
    .from(productOrders)
    .where(eq(productOrders.userId, userId))
    .orderBy(asc(productOrders.createdAt));
  const lineRows = await db
    .select({ line: productOrderLines })
    .from(productOrderLines)
    .innerJoin(productOrders, eq(productOrders.id, productOrderLines.orderId))
    .where(eq(productOrders.userId, userId))
    .orderBy(asc(productOrderLines.sort));

  const prasadRows = await db
    .select({ order: prasadOrders, feedback: prasadFeedback })
    .from(prasadOrders)
    .leftJoin(prasadFeedback, eq(prasadFeedback.orderId, prasadOrders.id))
    .where(eq(prasadOrders.userId, userId))
    .orderBy(asc(prasadOrders.createdAt));

  const consultationRows = await db
    .select({ booking: panditBookings, panditName: pandits.name })
    .from(panditBookings)
    .leftJoin(pandits, eq(pandits.id, panditBookings.panditId))
    .where(eq(panditBookings.userId, userId))
    .orderBy(asc(panditBookings.createdAt));

  // The payments of all of them at once: ref ids are UUIDs, unique across the payable tables.
  const refIds = [
    ...pujaRows.map((r) => r.booking.id),
    ...chadhavaRows.map((r) => r.booking.id),
    ...donationRows.map((r) => r.donation.id),
    ...orderRows.map((r) => r.id),
    ...consultationRows.map((r) => r.booking.id),
    ...prasadRows.map((r) => r.order.id),
  ];
  const orderPayments = await db
    .select()
    .from(paymentOrders)
    .where(inArray(paymentOrders.refId, refIds))
    .orderBy(asc(paymentOrders.createdAt));
  const transactions = await db
    .select()
    .from(paymentTransactions)
    .where(
      inArray(
        paymentTransactions.orderId,
        orderPayments.map((o) => o.id),
      ),
    )
    .orderBy(asc(paymentTransactions.createdAt));

  const refundRows = await db.select().from(refunds).where(inArray(refunds.refId, refIds)).orderBy(asc(refunds.createdAt));

  const kundliRows = await db
    .select()
    .from(savedKundlis)
    .where(eq(savedKundlis.userId, userId))
    .orderBy(asc(savedKundlis.createdAt));
  // Support threads: sent while signed in, or from the account's e-mail address.
  const mine = or(eq(supportThreads.userId, userId), eq(supportThreads.email, user.email));
  const supportThreadRows = await db.select().from(supportThreads).where(mine).orderBy(asc(supportThreads.createdAt));
  const supportMessageRows = await db
    .select({ threadId: supportMessages.threadId, from: supportMessages.from, body: supportMessages.body, createdAt: supportMessages.createdAt })
    .from(supportMessages)
    .where(inArray(supportMessages.threadId, supportThreadRows.map((r) => r.id)))
    .orderBy(asc(supportMessages.createdAt));
  const cartRows = await db
    .select({ line: cartLines, name: products.name })
    .from(cartLines)
    .leftJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.position));
  const sessionRows = await db
    .select({
      id: sessions.id,
      rememberMe: sessions.rememberMe,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  // Subject and dates only: a body may hold a one-time code.
  const mailRows = await db
    .select({
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      attachments: mailOutbox.attachments,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, user.email))
    .orderBy(asc(mailOutbox.createdAt));
  // Notifications (issue 10): the account's own, with where each channel got; and its push browsers.
  const notificationRows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
  const deliveryRows = await db
    .select({
      notificationId: notificationDeliveries.notificationId,
      channel: notificationDeliveries.channel,
      status: notificationDeliveries.status,
      sentAt: notificationDeliveries.sentAt,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notifications.userId, userId));
  const pushRows = await db
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));

  return {
    addressRows,
    sankalpRows,
    pujaRows,
    pujaItemRows,
    chadhavaRows,
    chadhavaOfferingRows,
    donationRows,
    sevaRows,
    orderRows,
    lineRows,
    consultationRows,
    prasadRows,
    orderPayments,
    transactions,
    refundRows,
    kundliRows,
    supportThreadRows,
    supportMessageRows,
    cartRows,
    sessionRows,
    mailRows,
    notificationRows,
    deliveryRows,
    pushRows,
  };
}

export type AccountData = Awaited<ReturnType<typeof readAccountData>>;

/** The user row, locked for the rest of the transaction (one deletion at a time). */
export async function lockUser(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  return row;
}

/** What an erased personal field becomes. */
export const ERASED = {
  name: 'Deleted account',
  text: '',
  /** A tombstone's unique e-mail and phone: never valid as either, so never matched at sign-in or sign-up. */
  email: (userId: string) => `deleted-${userId}@deleted.invalid`,
  phone: (userId: string) => `deleted-${userId}`,
  /** Not an argon2 hash: every password check against it fails. */
  passwordHash: '!deleted',
} as const;

/**
 * Erases or anonymises everything personal of the account, inside the caller's transaction.
 * Kept (the law's records): every booking, order and donation row with its amounts, dates,
 * statuses, reference and receipt number, and every payment order and transaction. Of a paid
 * donation, the donor's name, address and PAN stay too (see privacy.service.ts for why).
 */
export async function eraseAccount(db: Db, user: UserRow, now: Date): Promise<void> {
  const userId = user.id;

  // Sankalp forms first (found through the bookings, which stay linked to the tombstone).
  await db
    .update(sankalps)
    .set({
      fullName: ERASED.name,
      gotra: ERASED.text,
      phoneNumber: ERASED.text,
      email: ERASED.text,
      familyMembers: [],
      prasadAddress: null,
      specialPrayers: null,
    })
    .where(sankalpsOf(db, userId));

  const donor = { donorName: ERASED.name, donorEmail: ERASED.text, donorPhone: ERASED.text, updatedAt: now };
  await db
    .update(pujaBookings)
    .set({ ...donor, messageForPandit: null })
    .where(eq(pujaBookings.userId, userId));
  await db
    .update(chadhavaBookings)
    .set({ ...donor, donorGotra: null })
    .where(eq(chadhavaBookings.userId, userId));
  await db
    .update(panditBookings)
    .set({ ...donor, specialRequests: null })
    .where(eq(panditBookings.userId, userId));
  await db
    .update(productOrders)
    .set({
      ...donor,
      addressLine1: ERASED.text,
      addressLine2: ERASED.text,
      city: ERASED.text,
      pincode: 0,
      state: ERASED.text,
      country: ERASED.text,
    })
    .where(eq(productOrders.userId, userId));
  // Prasad orders: the address goes, and the words of their feedback (the rating stays in the offering's count).
  await db
    .update(prasadOrders)
    .set({
      ...donor,
      address: { addressLine1: '', addressLine2: '', city: '', pincode: 0, state: '', country: '' },
    })
    .where(eq(prasadOrders.userId, userId));
  await db
    .update(prasadFeedback)
    .set({ comment: ERASED.text })
    .where(sql`${prasadFeedback.orderId} in (select id from ${prasadOrders} where ${prasadOrders.userId} = ${userId})`);

  // Donations: a received one keeps what its receipt names (name, address, PAN); the rest goes.
  const received = or(eq(donations.paymentStatus, 'completed'), isNotNull(donations.receiptNumber));
  await db
    .update(donations)
    .set({ donorEmail: ERASED.text, donorPhone: ERASED.text, donorGotra: ERASED.text, updatedAt: now })
    .where(and(eq(donations.userId, userId), received));
  await db
    .update(donations)
    .set({ ...donor, donorGotra: ERASED.text, donorAddress: ERASED.text, donorPan: null })
    .where(and(eq(donations.userId, userId), sql`not (${received})`));

  // The gotra written into the payment orders' notes (ours and the sandbox provider's copy).
  const refIds = sql`(
    select id from ${pujaBookings} where ${pujaBookings.userId} = ${userId}
    union all select id from ${chadhavaBookings} where ${chadhavaBookings.userId} = ${userId}
    union all select id from ${donations} where ${donations.userId} = ${userId}
    union all select id from ${productOrders} where ${productOrders.userId} = ${userId}
    union all select id from ${panditBookings} where ${panditBookings.userId} = ${userId}
    union all select id from ${prasadOrders} where ${prasadOrders.userId} = ${userId})`;
  await db
    .update(paymentOrders)
    .set({ notes: sql`${paymentOrders.notes} - 'gotra'` })
    .where(sql`${paymentOrders.refId} in ${refIds}`);
  await db
    .update(sandboxOrders)
    .set({ notes: sql`${sandboxOrders.notes} - 'gotra'` })
    .where(
      sql`${sandboxOrders.receipt} in (select ${paymentOrders.receipt} from ${paymentOrders} where ${paymentOrders.refId} in ${refIds})`,
    );

  await db.delete(addresses).where(eq(addresses.userId, userId));
  await db.delete(savedKundlis).where(eq(savedKundlis.userId, userId));
  // Support threads and their messages (cascade) hold the devotee's words, name and contact details.
  await db.delete(supportThreads).where(or(eq(supportThreads.userId, userId), eq(supportThreads.email, user.email)));
  await db.delete(cartLines).where(eq(cartLines.userId, userId));
  // Every session ends: removed, not only revoked (there is nothing left to sign in to).
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(passwordOtps).where(or(eq(passwordOtps.userId, userId), eq(passwordOtps.email, user.email)));
  await db.delete(mailOutbox).where(eq(mailOutbox.to, user.email));
  // Notifications hold names, titles and the contact details they went to; push subscriptions a browser's keys.
  await db.delete(notifications).where(or(eq(notifications.userId, userId), eq(notifications.email, user.email)));
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  await db
    .update(users)
    .set({
      fullName: ERASED.name,
      email: ERASED.email(userId),
      phoneNumber: ERASED.phone(userId),
      passwordHash: ERASED.passwordHash,
      settings: null,
      updatedAt: now,
      deletedAt: now,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
}
