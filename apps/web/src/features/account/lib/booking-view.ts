import type {
  AccountBookingCard,
  ChadhavaBookingCard,
  DonationCard,
  ProductOrderCard,
  PujaBookingCard,
} from '@sankalp/shared/api/account';
import type { TempleRef } from '@sankalp/shared/api/catalog';
import type { PayableKind } from '@sankalp/shared/api/payments';
import { formatINR } from '@sankalp/shared/money';
import { formatDate, formatTime } from './display';
import { populatedBookings, type HistoryTab, type Populated } from './history';

/**
 * What a booking card shows (spec part 1 § 2, Account, booking cards). Puja, chadhava and
 * donation cards are made by the server, one type per `kind`; store orders and consultations,
 * whose server modules are not built yet, are read defensively: a missing field is not shown.
 */
export type BookingView = {
  id: string;
  /** The human reference (SNK-7H3K-92), for payable kinds. */
  reference?: string;
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
  /** Its confirmation page. */
  link?: { to: string; label: string };
  /** A paid donation's receipt PDF (the server's path). */
  download?: { url: string; fileName: string; label: string };
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
const inrLine = (price: number, quantity: number, subtotal: number) => {
  const parts = [`Qty ${quantity}`, `${formatINR(price)} each`];
  if (quantity !== 1) parts.push(formatINR(subtotal));
  return parts.join(' · ');
};

const place = (temple: TempleRef | undefined) => [temple?.name, temple?.location].filter(Boolean).join(', ') || undefined;

/** The payment status pill; a payment a person must settle says so (it is not simply paid). */
const paymentStatus = (c: AccountBookingCard) => status('Payment', c.needs_review ? 'under_review' : c.payment_status);

/** Paths of the confirmation pages (the owner's session reads them, no key needed). */
export const confirmationPath = {
  puja_booking: (c: PujaBookingCard) => `/puja-checkout-success/${encodeURIComponent(c.puja.slug)}?booking=${encodeURIComponent(c._id)}`,
  chadhava_booking: (c: ChadhavaBookingCard) =>
    `/chadhava-checkout-success/${encodeURIComponent(c.event.slug)}?booking=${encodeURIComponent(c._id)}`,
  donation: (c: DonationCard) => `/donation-checkout-success?donation=${encodeURIComponent(c._id)}`,
};

function pujaCardView(c: PujaBookingCard): BookingView {
  return {
    id: c._id,
    reference: c.reference,
    title: c.puja.title,
    subtitle: place(c.puja.temple),
    image: c.puja.image || undefined,
    facts: [
      ...fact('Booked on', formatDate(c.createdAt)),
      ...fact('Puja date', formatDate(c.puja_date)),
      ...fact('Package', c.package.thumbnailTitle),
    ],
    amount: c.amount_total,
    amountLabel: 'Amount',
    statuses: paymentStatus(c),
    itemsLabel: 'Chadhava offerings',
    items: c.puja_chadhava_items.map((i) => ({ title: i.title, detail: inrLine(i.price, i.quantity, i.subtotal) })),
    link: { to: confirmationPath.puja_booking(c), label: 'View booking' },
  };
}

function chadhavaCardView(c: ChadhavaBookingCard): BookingView {
  return {
    id: c._id,
    reference: c.reference,
    title: c.event.name,
    subtitle: place(c.event.temple),
    image: c.event.image || undefined,
    facts: [...fact('Event date', formatDate(c.event.date)), ...fact('Booked on', formatDate(c.createdAt))],
    amount: c.amount_total,
    amountLabel: 'Amount',
    statuses: paymentStatus(c),
    itemsLabel: 'Offerings',
    items: c.offerings.map((o) => ({ title: o.name, detail: inrLine(o.price, o.quantity, o.subtotal) })),
    link: { to: confirmationPath.chadhava_booking(c), label: 'View booking' },
  };
}

function donationCardView(c: DonationCard): BookingView {
  const { receipt } = c;
  return {
    id: c._id,
    reference: c.reference,
    title: c.campaign.title,
    image: c.campaign.img || undefined,
    facts: [...fact('Given on', formatDate(c.createdAt)), ...fact('Receipt no.', receipt.number ?? undefined)],
    amount: c.amount_total,
    amountLabel: 'Total',
    statuses: paymentStatus(c),
    items: [],
    link: { to: confirmationPath.donation(c), label: 'View receipt' },
    download:
      c.payment_status === 'completed' && receipt.url
        ? {
            url: receipt.url,
            fileName: `${receipt.eligible80G ? '80G-receipt' : 'donation-receipt'}-${c.reference}.pdf`,
            label: receipt.eligible80G ? 'Download 80G receipt (PDF)' : 'Download receipt (PDF)',
          }
        : undefined,
  };
}

/** A store order's card (minimal until the store pages are built). */
function productOrderCardView(c: ProductOrderCard): BookingView {
  const first = c.lines[0];
  return {
    id: c._id,
    reference: c.reference,
    title: first?.product.name ?? 'Product order',
    subtitle: first?.product.category,
    image: first?.product.primaryImage || undefined,
    facts: [...fact('Ordered on', formatDate(c.createdAt)), ...fact('Status', c.status ?? undefined)],
    amount: c.amount_total,
    amountLabel: 'Total',
    statuses: paymentStatus(c),
    itemsLabel: 'Items',
    items: c.lines.map((l) => ({ title: `${l.product.name} (${l.size}, ${l.color})`, detail: inrLine(l.price, l.quantity, l.subtotal) })),
  };
}

/** A server-made card (GET /userstuff/{id}) as the account page shows it, by its kind. */
export function accountCardView(card: AccountBookingCard): BookingView {
  switch (card.kind) {
    case 'puja_booking':
      return pujaCardView(card);
    case 'chadhava_booking':
      return chadhavaCardView(card);
    case 'donation':
      return donationCardView(card);
    case 'product_order':
      return productOrderCardView(card);
    case 'pandit_booking':
      // The card carries the spec's history record, which panditBookingView reads.
      return { ...panditBookingView(card as unknown as Populated), reference: card.reference };
  }
}

/** The payable kind each booking tab lists. */
export const TAB_KIND = { orders: 'puja_booking', chadhava: 'chadhava_booking', donations: 'donation' } as const satisfies Partial<
  Record<HistoryTab, PayableKind>
>;
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

const isCardOf = (kind: PayableKind, v: unknown): v is AccountBookingCard =>
  isObj(v) && v.kind === kind && typeof v._id === 'string';

/**
 * The cards of one history tab, once each. The booking tabs show the server's cards of their
 * kind (anything else is left out, so the count matches the cards); store orders and
 * consultations, whose server modules are not built yet, are read defensively.
 */
export function historyViews(tab: HistoryTab, list: readonly unknown[] | undefined): BookingView[] {
  if (tab === 'productOrders') return populatedBookings(list).map(productOrderView);
  if (tab === 'panditBookings') return populatedBookings(list).map(panditBookingView);
  const kind = TAB_KIND[tab];
  const byId = new Map<string, AccountBookingCard>();
  for (const v of list ?? []) if (isCardOf(kind, v) && !byId.has(v._id)) byId.set(v._id, v);
  return [...byId.values()].map(accountCardView);
}
