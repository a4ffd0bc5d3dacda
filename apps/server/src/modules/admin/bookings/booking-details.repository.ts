/**
 * What each payable kind recorded beyond the list's columns, labelled and typed for the console's
 * detail view (money in rupees, instants ISO, yes/no, text): one query for the record and its
 * joins, one for its lines. The access key is never shown.
 */
import { asc, eq } from 'drizzle-orm';
import type { AdminBookingField, AdminBookingLine } from '@sankalp/shared/api/admin-bookings';
import { toRupees } from '@sankalp/shared/money';
import type { PayableKind } from '@sankalp/shared/api/payments';
import type { Db } from '../../../db/client';
import {
  campaigns,
  chadhavaBookingOfferings,
  chadhavaBookings,
  chadhavaEvents,
  donationSevas,
  donations,
  panditBookings,
  pandits,
  prasadOrders,
  productOrderLines,
  productOrders,
  pujaBookingItems,
  pujaBookings,
  pujaPackages,
  pujas,
  sankalps,
} from '../../../db/schema/index';

export type BookingDetails = { fields: AdminBookingField[]; lines: AdminBookingLine[] };

// One maker per field type, so the console knows how to show each value (₹, IST, yes/no).
const text = (label: string, value: string | null | undefined): AdminBookingField => ({
  label,
  type: 'text',
  value: value ?? null,
});
const money = (label: string, paise: number | null | undefined): AdminBookingField => ({
  label,
  type: 'money',
  value: paise == null ? null : toRupees(paise),
});
const instant = (label: string, d: Date | null | undefined): AdminBookingField => ({
  label,
  type: 'instant',
  value: d ? d.toISOString() : null,
});
const flag = (label: string, value: boolean | null | undefined): AdminBookingField => ({
  label,
  type: 'flag',
  value: value ?? null,
});
const line = (title: string, quantity: number, pricePaise: number): AdminBookingLine => ({
  title,
  quantity,
  price: toRupees(pricePaise),
});

const EMPTY: BookingDetails = { fields: [], lines: [] };

export const BOOKING_DETAILS: Record<PayableKind, (db: Db, id: string) => Promise<BookingDetails>> = {
  async puja_booking(db, id) {
    const [r] = await db
      .select({ b: pujaBookings, puja: pujas, pkg: pujaPackages, s: sankalps })
      .from(pujaBookings)
      .innerJoin(pujas, eq(pujas.id, pujaBookings.pujaId))
      .innerJoin(pujaPackages, eq(pujaPackages.id, pujaBookings.packageId))
      .innerJoin(sankalps, eq(sankalps.id, pujaBookings.sankalpId))
      .where(eq(pujaBookings.id, id));
    if (!r) return EMPTY;
    const items = await db
      .select()
      .from(pujaBookingItems)
      .where(eq(pujaBookingItems.bookingId, id))
      .orderBy(asc(pujaBookingItems.sort), asc(pujaBookingItems.id));
    const a = r.s.prasadAddress;
    return {
      fields: [
        text('Puja', r.puja.title),
        instant('Puja starts', r.puja.startTime),
        text(
          'Package',
          `${r.pkg.thumbnailTitle} (${r.pkg.numberOfPeople} ${r.pkg.numberOfPeople === 1 ? 'person' : 'people'})`,
        ),
        money('Package price', r.b.packagePricePaise),
        flag('Chadhava included', r.b.chadhavaIncluded),
        money('Chadhava total', r.b.chadhavaTotalPaise),
        money('Dakshina', r.b.dakshinaPaise),
        text('Message for the pandit', r.b.messageForPandit),
        text('Sankalp for', r.s.fullName),
        text('Gotra', r.s.gotra),
        text('Sankalp phone', r.s.phoneNumber),
        text('Sankalp e-mail', r.s.email),
        text('Family members', r.s.familyMembers.join(', ')),
        flag('Wants prasad', r.s.wantsPrasad),
        text(
          'Prasad address',
          a
            ? [a.addressLine1, a.addressLine2, a.city, `${a.state} ${a.pincode}`, a.country].filter(Boolean).join(', ')
            : null,
        ),
        text('Special prayers', r.s.specialPrayers),
      ],
      lines: items.map((i) => line(i.title, i.quantity, i.pricePaise)),
    };
  },

  async chadhava_booking(db, id) {
    const [r] = await db
      .select({ b: chadhavaBookings, e: chadhavaEvents })
      .from(chadhavaBookings)
      .innerJoin(chadhavaEvents, eq(chadhavaEvents.id, chadhavaBookings.eventId))
      .where(eq(chadhavaBookings.id, id));
    if (!r) return EMPTY;
    const offerings = await db
      .select()
      .from(chadhavaBookingOfferings)
      .where(eq(chadhavaBookingOfferings.bookingId, id))
      .orderBy(asc(chadhavaBookingOfferings.sort), asc(chadhavaBookingOfferings.id));
    return {
      fields: [
        text('Event', r.e.name),
        instant('Event date', r.e.date),
        text('Gotra', r.b.donorGotra),
        money('Base price', r.b.basePricePaise),
        instant('Slot held until', r.b.holdExpiresAt),
      ],
      lines: offerings.map((o) => line(`${o.name} (${o.type})`, o.quantity, o.pricePaise)),
    };
  },

  async donation(db, id) {
    const [r] = await db
      .select({ d: donations, c: campaigns })
      .from(donations)
      .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
      .where(eq(donations.id, id));
    if (!r) return EMPTY;
    const sevas = await db
      .select()
      .from(donationSevas)
      .where(eq(donationSevas.donationId, id))
      .orderBy(asc(donationSevas.sort), asc(donationSevas.id));
    return {
      fields: [
        text('Campaign', r.c.title),
        text('Address', r.d.donorAddress),
        text('Gotra', r.d.donorGotra),
        text('PAN', r.d.donorPan),
        money('Sevas total', r.d.sevasTotalPaise),
        money('Custom amount', r.d.customPaise),
        flag('80G eligible', r.d.campaignEligible80g),
        text('Payment method', r.d.paymentMethod),
        text('Receipt number', r.d.receiptNumber),
      ],
      lines: sevas.map((s) => line(s.title, s.quantity, s.pricePaise)),
    };
  },

  async product_order(db, id) {
    const [o] = await db.select().from(productOrders).where(eq(productOrders.id, id));
    if (!o) return EMPTY;
    const lines = await db
      .select()
      .from(productOrderLines)
      .where(eq(productOrderLines.orderId, id))
      .orderBy(asc(productOrderLines.sort), asc(productOrderLines.id));
    return {
      fields: [
        text(
          'Delivery address',
          [o.addressLine1, o.addressLine2, o.city, `${o.state} ${o.pincode}`, o.country].filter(Boolean).join(', '),
        ),
        text('Fulfilment', o.status),
        instant('Stock held until', o.holdExpiresAt),
      ],
      lines: lines.map((l) => line(`${l.name} (${l.size}, ${l.color})`, l.quantity, l.pricePaise)),
    };
  },

  async pandit_booking(db, id) {
    const [r] = await db
      .select({ b: panditBookings, p: pandits })
      .from(panditBookings)
      .innerJoin(pandits, eq(pandits.id, panditBookings.panditId))
      .where(eq(panditBookings.id, id));
    if (!r) return EMPTY;
    return {
      fields: [
        text('Pandit', r.p.name),
        text('Service', r.b.serviceType),
        instant('Starts', r.b.startsAt),
        instant('Ends', r.b.endsAt),
        text('Special requests', r.b.specialRequests),
        instant('Time held until', r.b.holdExpiresAt),
      ],
      lines: [],
    };
  },

  async prasad_order(db, id) {
    const [o] = await db.select().from(prasadOrders).where(eq(prasadOrders.id, id));
    if (!o) return EMPTY;
    const a = o.address;
    return {
      fields: [
        text('Order ID', o.orderCode),
        text('Tracking ID', o.trackingId),
        text('Temple', o.templeName),
        text(
          'Delivery address',
          [a.addressLine1, a.addressLine2, a.city, `${a.state} ${a.pincode}`, a.country].filter(Boolean).join(', '),
        ),
      ],
      lines: [line(o.title, o.quantity, o.unitPricePaise)],
    };
  },
};
