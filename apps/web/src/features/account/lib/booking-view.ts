import { formatINR } from '@sankalp/shared/money';
import { formatDate, formatTime } from './display';
import type { HistoryTab, Populated } from './history';

/**
 * What a booking card shows, read defensively from a populated booking (spec part 1 § 2,
 * Account, booking cards). Kinds whose server module is not built yet may arrive in any
 * reasonable shape: every field is optional and a missing one is simply not shown.
 */
export type BookingView = {
  id: string;
  title: string;
  subtitle?: string;
  image?: string;
  facts: { label: string; value: string }[];
  amount?: number;
  amountLabel: string;
  statuses: { label: string; value: string }[];
  itemsLabel?: string;
  items: { title: string; detail: string }[];
  note?: { label: string; value: string };
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: unknown): Obj => (isObj(v) ? v : {});

/** The first non-empty string among `keys` of `o` (dotted paths allowed). */
export function pickString(o: unknown, ...keys: string[]): string | undefined {
  for (const key of keys) {
    let v: unknown = o;
    for (const part of key.split('.')) v = isObj(v) ? v[part] : undefined;
    if (typeof v === 'string' && v.trim()) return v.trim();
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  }
  return undefined;
}

/** The first finite number (or numeric text) among `keys`. */
export function pickNumber(o: unknown, ...keys: string[]): number | undefined {
  for (const key of keys) {
    let v: unknown = o;
    for (const part of key.split('.')) v = isObj(v) ? v[part] : undefined;
    const n = typeof v === 'string' && v.trim() ? Number(v) : v;
    if (typeof n === 'number' && Number.isFinite(n)) return n;
  }
  return undefined;
}

const fact = (label: string, value: string | undefined) => (value ? [{ label, value }] : []);
const status = (label: string, value: string | undefined) => (value ? [{ label, value }] : []);
const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : []);
/** Only populated objects carry a name: plain ids inside are skipped. */
const nameOf = (v: unknown, ...keys: string[]) => (isObj(v) ? pickString(v, ...keys) : typeof v === 'string' && !/^[0-9a-f-]{20,}$/i.test(v) ? v : undefined);

function itemLine(i: Obj, unitKeys: string[], totalKeys: string[]) {
  const title = pickString(i, 'title', 'name', 'itemName', 'item.title', 'item.name', 'offering.title', 'seva.title') ?? 'Item';
  const qty = pickNumber(i, 'quantity', 'qty') ?? 1;
  const unit = pickNumber(i, ...unitKeys);
  const total = pickNumber(i, ...totalKeys) ?? (unit !== undefined ? unit * qty : undefined);
  const parts = [`Qty ${qty}`];
  if (unit !== undefined) parts.push(`${formatINR(unit)} each`);
  if (total !== undefined && (unit === undefined || qty !== 1)) parts.push(`${formatINR(total)}`);
  return { title, detail: parts.join(' · ') };
}

export function pujaBookingView(b: Populated): BookingView {
  const puja = obj(b.puja);
  const temple = puja.temple ?? b.temple;
  return {
    id: b._id,
    title: pickString(puja, 'title') ?? pickString(b, 'pujaTitle', 'puja_title', 'title') ?? 'Puja booking',
    subtitle: [nameOf(temple, 'name'), isObj(temple) ? pickString(temple, 'location') : undefined].filter(Boolean).join(', ') || undefined,
    image: pickString(puja, 'image'),
    facts: [
      ...fact('Booked on', formatDate(b.createdAt)),
      ...fact('Puja date', formatDate(b.puja_date ?? puja.startTime)),
      ...fact('Package', pickString(b, 'package.thumbnailTitle', 'package.title')),
    ],
    amount: pickNumber(b, 'amount_total', 'amount', 'totalAmount'),
    amountLabel: 'Amount',
    statuses: status('Payment', pickString(b, 'payment_status', 'paymentStatus')),
    itemsLabel: 'Chadhava offerings',
    items: list(b.puja_chadhava_items ?? b.chadhavaItems).map((i) => itemLine(i, ['price'], ['subtotal'])),
  };
}

export function chadhavaBookingView(b: Populated): BookingView {
  const event = obj(b.event ?? b.chadhavaEvent);
  const temple = event.temple ?? b.temple;
  return {
    id: b._id,
    title: pickString(event, 'name', 'title') ?? pickString(b, 'eventName', 'event_name', 'name') ?? 'Chadhava booking',
    subtitle: [nameOf(temple, 'name') ?? pickString(event, 'templeName'), isObj(temple) ? pickString(temple, 'location') : pickString(event, 'location')]
      .filter(Boolean)
      .join(', ') || undefined,
    image: pickString(event, 'image'),
    facts: [...fact('Event date', formatDate(event.date ?? b.date ?? b.eventDate)), ...fact('Booked on', formatDate(b.createdAt))],
    amount: pickNumber(b, 'amount', 'totalAmount', 'amount_total', 'total_amount'),
    amountLabel: 'Amount',
    statuses: [...status('Status', pickString(b, 'status')), ...status('Payment', pickString(b, 'payment_status', 'paymentStatus'))],
    itemsLabel: 'Offerings',
    items: list(b.offerings ?? b.selectedOfferings ?? b.items).map((i) => itemLine(i, ['price', 'amount'], ['subtotal', 'total'])),
  };
}

export function donationView(b: Populated): BookingView {
  const campaign = obj(b.campaign ?? b.donationCampaign);
  return {
    id: b._id,
    title: pickString(campaign, 'title') ?? pickString(b, 'campaignTitle', 'title') ?? 'Donation',
    subtitle: pickString(campaign, 'description', 'subtitle') ?? pickString(b, 'description'),
    image: pickString(campaign, 'img', 'image'),
    facts: fact('Given on', formatDate(b.createdAt)),
    amount: pickNumber(b, 'total_amount', 'totalAmount', 'amount'),
    amountLabel: 'Total',
    statuses: [...status('Status', pickString(b, 'status')), ...status('Payment', pickString(b, 'payment_status', 'paymentStatus'))],
    itemsLabel: 'Sevas',
    items: list(b.sevas).map((i) => itemLine(i, ['price'], ['subtotal'])),
  };
}

export function productOrderView(b: Populated): BookingView {
  const product = obj(b.product ?? b.productId);
  const address = obj(b.deliveryAddress ?? b.address ?? b.shippingAddress);
  const addressText = [
    pickString(address, 'addressLine1'),
    pickString(address, 'addressLine2'),
    pickString(address, 'city'),
    pickString(address, 'state'),
    pickString(address, 'pincode'),
  ]
    .filter(Boolean)
    .join(', ');
  return {
    id: b._id,
    title: pickString(product, 'name', 'title') ?? pickString(b, 'productName', 'name') ?? 'Product order',
    subtitle: pickString(product, 'category') ?? pickString(b, 'category'),
    image: pickString(product, 'primaryImage', 'image'),
    facts: [
      ...fact('Ordered on', formatDate(b.createdAt)),
      ...fact('Size', pickString(b, 'size', 'selectedSize', 'variant.size')),
      ...fact('Colour', pickString(b, 'color', 'colour', 'selectedColor', 'variant.color')),
      ...fact('Quantity', pickString(b, 'quantity')),
    ],
    amount: pickNumber(b, 'pricing.totalAmount', 'totalAmount', 'amount'),
    amountLabel: 'Total',
    statuses: [...status('Order', pickString(b, 'status')), ...status('Payment', pickString(b, 'payment_status', 'paymentStatus'))],
    items: [],
    note: addressText ? { label: 'Deliver to', value: addressText } : undefined,
  };
}

export function panditBookingView(b: Populated): BookingView {
  const pandit = obj(b.pandit ?? b.panditId);
  const customer = obj(b.customerDetails ?? b.customer);
  const from = formatTime(pickString(b, 'preferredTime.from', 'preferredTimeFrom'));
  const to = formatTime(pickString(b, 'preferredTime.to', 'preferredTimeTo'));
  const service = pickString(b, 'serviceType');
  return {
    id: b._id,
    title: pickString(pandit, 'name') ?? pickString(b, 'panditName') ?? 'Consultation',
    subtitle: pickString(pandit, 'location') ?? pickString(b, 'location'),
    image: pickString(pandit, 'image', 'photo'),
    facts: [
      ...fact('Service', service ? (service === 'Astro' ? 'Astro' : 'Vastu') : undefined),
      ...fact('Date', formatDate(b.preferredDate ?? b.date)),
      ...fact('Preferred time', from && to ? `${from} – ${to}` : from || to || undefined),
      ...fact('Booked for', [pickString(customer, 'name', 'fullName'), pickString(customer, 'phone', 'phoneNumber'), pickString(customer, 'email')].filter(Boolean).join(' · ') || undefined),
    ],
    amount: pickNumber(b, 'payment.amount', 'amount', 'fee'),
    amountLabel: 'Fee',
    statuses: [...status('Status', pickString(b, 'status')), ...status('Payment', pickString(b, 'payment_status', 'payment.status', 'paymentStatus'))],
    items: [],
    note: pickString(b, 'specialRequests') ? { label: 'Special requests', value: pickString(b, 'specialRequests')! } : undefined,
  };
}

export const bookingView = (tab: HistoryTab, b: Populated): BookingView =>
  ({ orders: pujaBookingView, chadhava: chadhavaBookingView, donations: donationView, productOrders: productOrderView, panditBookings: panditBookingView })[tab](b);
