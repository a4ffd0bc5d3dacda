import {
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_VERSION,
  type DataExport,
  type ExportPayment,
  type ExportRecordBase,
} from '@sankalp/shared/api/account-data';
import { toRupees } from '@sankalp/shared/money';
import { formatPhone } from '../auth/identity';
import type { Language } from '../../lib/request-language';
import type { AccountData, UserRow } from './privacy.repository';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

type PayableRow = {
  id: string;
  reference: string;
  donorName: string;
  donorEmail: string;
  donorPhone: string;
  amountTotalPaise: number;
  paymentStatus: string;
  paymentId: string | null;
  paidAt: Date | null;
  language: Language;
  createdAt: Date;
  updatedAt: Date;
};

/** The file of GET /users/{id}/data-export, from the rows of readAccountData. */
export function toDataExport(user: UserRow, d: AccountData, security: DataExport['security'], now: Date): DataExport {
  const txByOrder = groupBy(d.transactions, (t) => t.orderId);
  const paymentsByRef = groupBy(d.orderPayments, (o) => o.refId);
  const payments = (refId: string): ExportPayment[] =>
    (paymentsByRef.get(refId) ?? []).map((o) => ({
      receipt: o.receipt,
      provider: o.provider,
      providerOrderId: o.providerOrderId,
      amount: toRupees(o.amountPaise),
      currency: o.currency,
      status: o.status,
      notes: o.notes,
      createdAt: iso(o.createdAt),
      paidAt: isoOrNull(o.paidAt),
      failedAt: isoOrNull(o.failedAt),
      expiredAt: isoOrNull(o.expiredAt),
      transactions: (txByOrder.get(o.id) ?? []).map((t) => ({
        providerPaymentId: t.providerPaymentId,
        status: t.status,
        amount: toRupees(t.amountPaise),
        currency: t.currency,
        source: t.source,
        errorCode: t.errorCode,
        errorDescription: t.errorDescription,
        createdAt: iso(t.createdAt),
      })),
    }));
  // Never the access key: it opens the record without a session.
  const refundsOf = groupBy(d.refundRows, (f) => f.refId);
  const base = (r: PayableRow): ExportRecordBase => ({
    id: r.id,
    reference: r.reference,
    donor: { name: r.donorName, email: r.donorEmail, phone: r.donorPhone },
    amountTotal: toRupees(r.amountTotalPaise),
    paymentStatus: r.paymentStatus,
    paymentId: r.paymentId,
    paidAt: isoOrNull(r.paidAt),
    language: r.language,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    payments: payments(r.id),
    refunds: (refundsOf.get(r.id) ?? []).map((f) => ({
      id: f.id,
      amount: toRupees(f.amountPaise),
      status: f.status,
      createdAt: iso(f.createdAt),
      processedAt: isoOrNull(f.processedAt),
    })),
  });

  const pujaItems = groupBy(d.pujaItemRows, (r) => r.item.bookingId);
  const offerings = groupBy(d.chadhavaOfferingRows, (r) => r.offering.bookingId);
  const sevas = groupBy(d.sevaRows, (r) => r.seva.donationId);
  const lines = groupBy(d.lineRows, (r) => r.line.orderId);

  return {
    format: DATA_EXPORT_FORMAT,
    version: DATA_EXPORT_VERSION,
    generatedAt: iso(now),
    about:
      'Everything Sankalp holds about your account, as of generatedAt: profile, settings, addresses, sankalps, ' +
      'bookings, orders and donations with their payments, saved kundlis, messages to our support team, cart, sign-ins, the e-mails we sent you ' +
      '(subjects only), your notifications and the browsers you turned push notifications on in. Amounts are in rupees, times in UTC. Passwords, sign-in tokens and verification codes are ' +
      'never stored in readable form and are not included.',
    account: {
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      phoneNumber: formatPhone(user.phoneNumber),
      userStuffId: user.userStuffId,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    settings: user.settings ?? null,
    addresses: d.addressRows.map((a) => ({
      id: a.id,
      addressLine1: a.addressLine1,
      addressLine2: a.addressLine2,
      city: a.city,
      pincode: a.pincode,
      state: a.state,
      country: a.country,
      isDefault: a.isDefault,
      createdAt: iso(a.createdAt),
    })),
    sankalps: d.sankalpRows.map((s) => ({
      id: s.id,
      pujaId: s.pujaId,
      fullName: s.fullName,
      gotra: s.gotra,
      phoneNumber: s.phoneNumber,
      email: s.email,
      familyMembers: s.familyMembers,
      wantsPrasad: s.wantsPrasad,
      prasadAddress: s.prasadAddress ?? null,
      specialPrayers: s.specialPrayers,
      createdAt: iso(s.createdAt),
    })),
    pujaBookings: d.pujaRows.map(({ booking: b, pujaTitle, packageTitle }) => ({
      ...base(b),
      puja: { id: b.pujaId, title: pujaTitle ?? '' },
      package: { id: b.packageId, title: packageTitle },
      sankalpId: b.sankalpId,
      packagePrice: toRupees(b.packagePricePaise),
      chadhavaTotal: toRupees(b.chadhavaTotalPaise),
      dakshina: toRupees(b.dakshinaPaise),
      chadhavaIncluded: b.chadhavaIncluded,
      messageForPandit: b.messageForPandit,
      chadhavaItems: (pujaItems.get(b.id) ?? []).map(({ item }) => ({
        title: item.title,
        price: toRupees(item.pricePaise),
        quantity: item.quantity,
      })),
    })),
    chadhavaBookings: d.chadhavaRows.map(({ booking: b, eventName }) => ({
      ...base(b),
      event: { id: b.eventId, name: eventName },
      gotra: b.donorGotra,
      basePrice: toRupees(b.basePricePaise),
      offerings: (offerings.get(b.id) ?? []).map(({ offering: o }) => ({
        name: o.name,
        type: o.type,
        price: toRupees(o.pricePaise),
        quantity: o.quantity,
      })),
    })),
    donations: d.donationRows.map(({ donation: x, campaignTitle }) => ({
      ...base(x),
      campaign: { id: x.campaignId, title: campaignTitle },
      address: x.donorAddress,
      gotra: x.donorGotra,
      pan: x.donorPan,
      sevasTotal: toRupees(x.sevasTotalPaise),
      customAmount: toRupees(x.customPaise),
      campaignEligible80G: x.campaignEligible80g,
      paymentMethod: x.paymentMethod,
      receiptNumber: x.receiptNumber,
      sevas: (sevas.get(x.id) ?? []).map(({ seva: s }) => ({
        title: s.title,
        price: toRupees(s.pricePaise),
        quantity: s.quantity,
      })),
    })),
    productOrders: d.orderRows.map((o) => ({
      ...base(o),
      shippingAddress: {
        addressLine1: o.addressLine1,
        addressLine2: o.addressLine2,
        city: o.city,
        pincode: o.pincode,
        state: o.state,
        country: o.country,
      },
      status: o.status,
      lines: (lines.get(o.id) ?? []).map(({ line: l }) => ({
        name: l.name,
        size: l.size,
        color: l.color,
        price: toRupees(l.pricePaise),
        quantity: l.quantity,
      })),
    })),
    prasadOrders: d.prasadRows.map(({ order: o, feedback: f }) => ({
      ...base(o),
      orderId: o.orderCode,
      trackingId: o.trackingId,
      temple: o.templeName,
      title: o.title,
      items: o.items,
      price: toRupees(o.unitPricePaise),
      quantity: o.quantity,
      shippingAddress: o.address,
      feedback: f ? { rating: f.rating, comment: f.comment, createdAt: iso(f.createdAt) } : null,
    })),
    consultations: d.consultationRows.map(({ booking: b, panditName }) => ({
      ...base(b),
      pandit: { id: b.panditId, name: panditName },
      serviceType: b.serviceType,
      startsAt: iso(b.startsAt),
      endsAt: iso(b.endsAt),
      specialRequests: b.specialRequests,
    })),
    savedKundlis: d.kundliRows.map((k) => ({
      id: k.id,
      name: k.name,
      place: k.place,
      dateOfBirth: k.birthDate,
      timeOfBirth: k.birthTime,
      timeUnknown: k.timeUnknown,
      latitude: k.latitude,
      longitude: k.longitude,
      timezone: k.timezone,
      utcOffsetMinutes: k.utcOffsetMinutes,
      createdAt: iso(k.createdAt),
    })),
    supportMessages: d.supportThreadRows.map((th) => ({
      id: th.id,
      subject: th.subject,
      status: th.status,
      language: th.language,
      createdAt: iso(th.createdAt),
      messages: d.supportMessageRows
        .filter((m) => m.threadId === th.id)
        .map((m) => ({ from: m.from, body: m.body, at: iso(m.createdAt) })),
    })),
    cart: d.cartRows.map(({ line, name }) => ({
      productId: line.productId,
      name,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
      updatedAt: iso(line.updatedAt),
    })),
    sessions: d.sessionRows.map((s) => ({
      id: s.id,
      rememberMe: s.rememberMe,
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      expiresAt: iso(s.expiresAt),
      revokedAt: isoOrNull(s.revokedAt),
    })),
    // Subjects never carry a code (the verification code is only in the body, which stays out).
    emails: d.mailRows.map((m) => ({
      subject: m.subject,
      createdAt: iso(m.createdAt),
      sentAt: isoOrNull(m.sentAt),
      attachments: m.attachments.map((a) => a.filename),
    })),
    notifications: d.notificationRows.map((n) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      body: n.body,
      link: n.link,
      readAt: isoOrNull(n.readAt),
      createdAt: iso(n.createdAt),
      deliveries: d.deliveryRows
        .filter((x) => x.notificationId === n.id)
        .map((x) => ({ channel: x.channel, status: x.status, sentAt: isoOrNull(x.sentAt) })),
    })),
    pushSubscriptions: d.pushRows.map((p) => ({ endpoint: p.endpoint, createdAt: iso(p.createdAt) })),
    security,
  };
}
