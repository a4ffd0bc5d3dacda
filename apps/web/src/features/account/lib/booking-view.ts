import type {
  AccountBookingCard,
  ChadhavaBookingCard,
  DonationCard,
  PanditBookingCard,
  PrasadOrderCard,
  ProductOrderCard,
  PujaBookingCard,
} from '@sankalp/shared/api/account';
import type { TempleRef } from '@sankalp/shared/api/catalog';
import type { PayableKind } from '@sankalp/shared/api/payments';
import { formatINR } from '@sankalp/shared/money';
import { formatDate, formatIstRange } from './display';
import type { HistoryTab } from './history';
import { accountT as t } from '../i18n/index';
import { categoryLabel } from '../../../components/catalog/labels/index';
import { variantLabel } from '../../../components/catalog/labels/index';
import { serviceLabel } from '../../../components/catalog/labels/index';
import type { OrderProgressProps } from '../../../components/payments/OrderProgress';
import type { TimelineRecord } from '../../../components/promises/timeline';

/**
 * What a booking card shows (spec part 1 § 2, Account, booking cards). Puja, chadhava and
 * donation cards, store orders and consultations are made by the server, one type per `kind`.
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
  /** Rupees refunded (issue 14); `whole` once all of the payment went back. */
  refunded?: { amount: number; whole: boolean };
  statuses: { label: string; value: string }[];
  itemsLabel?: string;
  items: { title: string; detail: string }[];
  note?: { label: string; value: string };
  /** Its confirmation page. */
  link?: { to: string; label: string };
  /** A store order's way to the door (the compact timeline). */
  progress?: OrderProgressProps;
  /** A paid donation's receipt PDF (the server's path). */
  download?: { url: string; fileName: string; label: string };
  /** What was promised after the payment (issue 10): the card shows the next step. */
  timeline?: TimelineRecord;
};

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const fact = (label: string, value: string | undefined) => (value ? [{ label, value }] : []);
const status = (label: string, value: string | undefined) => (value ? [{ label, value }] : []);
const inrLine = (price: number, quantity: number, subtotal: number) => {
  const parts = [t('card.line', { quantity, price: formatINR(price) })];
  if (quantity !== 1) parts.push(formatINR(subtotal));
  return parts.join(' · ');
};

const place = (temple: TempleRef | undefined) =>
  [temple?.name, temple?.location].filter(Boolean).join(', ') || undefined;

/** The payment status pill; a payment a person must settle says so (it is not simply paid). */
const paymentStatus = (c: AccountBookingCard) => status(t('card.payment'), c.needs_review ? 'under_review' : c.payment_status);

/** What was refunded of a card, when anything was. */
export const refundOf = (c: AccountBookingCard): BookingView['refunded'] =>
  c.refunded_amount > 0 ? { amount: c.refunded_amount, whole: c.payment_status === 'refunded' } : undefined;

/** Paths of the confirmation pages (the owner's session reads them, no key needed). */
export const confirmationPath = {
  puja_booking: (c: PujaBookingCard) =>
    `/puja-checkout-success/${encodeURIComponent(c.puja.slug)}?booking=${encodeURIComponent(c._id)}`,
  chadhava_booking: (c: ChadhavaBookingCard) =>
    `/chadhava-checkout-success/${encodeURIComponent(c.event.slug)}?booking=${encodeURIComponent(c._id)}`,
  donation: (c: DonationCard) => `/donation-checkout-success?donation=${encodeURIComponent(c._id)}`,
  product_order: (c: ProductOrderCard) =>
    `/product-order-confirmation/${encodeURIComponent(c.lines[0]?.product.slug ?? 'order')}?order=${encodeURIComponent(c._id)}`,
  pandit_booking: (c: PanditBookingCard) => `/astro-booking-success?booking=${encodeURIComponent(c._id)}`,
  prasad_order: (c: PrasadOrderCard) => `/prasad?tab=tracking&track=${encodeURIComponent(c.trackingId)}`,
};

function prasadOrderCardView(c: PrasadOrderCard): BookingView {
  return {
    id: c._id,
    reference: c.orderId,
    title: c.items.join(', ') || t('card.prasad'),
    subtitle: c.temple,
    image: c.image || undefined,
    facts: [
      ...fact(t('card.orderedOn'), formatDate(c.createdAt)),
      ...fact(t('card.quantity'), String(c.quantity)),
      ...fact(t('card.trackingId'), c.trackingId),
      ...fact(c.status === 'Delivered' ? t('card.deliveredBy') : t('card.estimated'), formatDate(c.estimatedDelivery)),
    ],
    amount: c.amount_total,
    amountLabel: t('card.total'),
    statuses: [...status(t('card.order'), c.status ?? undefined), ...paymentStatus(c)],
    refunded: refundOf(c),
    items: [],
    link: { to: confirmationPath.prasad_order(c), label: t('card.track') },
  };
}

function pujaCardView(c: PujaBookingCard): BookingView {
  return {
    id: c._id,
    reference: c.reference,
    title: c.puja.title,
    subtitle: place(c.puja.temple),
    image: c.puja.image || undefined,
    facts: [
      ...fact(t('card.bookedOn'), formatDate(c.createdAt)),
      ...fact(t('card.pujaDate'), formatDate(c.puja_date)),
      ...fact(t('card.package'), c.package.thumbnailTitle),
    ],
    amount: c.amount_total,
    amountLabel: t('card.amount'),
    statuses: paymentStatus(c),
    refunded: refundOf(c),
    itemsLabel: t('card.chadhavaOfferings'),
    items: c.puja_chadhava_items.map((i) => ({ title: i.title, detail: inrLine(i.price, i.quantity, i.subtotal) })),
    link: { to: confirmationPath.puja_booking(c), label: t('card.viewBooking') },
  };
}

function chadhavaCardView(c: ChadhavaBookingCard): BookingView {
  return {
    id: c._id,
    reference: c.reference,
    title: c.event.name,
    subtitle: place(c.event.temple),
    image: c.event.image || undefined,
    facts: [...fact(t('card.eventDate'), formatDate(c.event.date)), ...fact(t('card.bookedOn'), formatDate(c.createdAt))],
    amount: c.amount_total,
    amountLabel: t('card.amount'),
    statuses: paymentStatus(c),
    refunded: refundOf(c),
    itemsLabel: t('card.offerings'),
    items: c.offerings.map((o) => ({ title: o.name, detail: inrLine(o.price, o.quantity, o.subtotal) })),
    link: { to: confirmationPath.chadhava_booking(c), label: t('card.viewBooking') },
  };
}

function donationCardView(c: DonationCard): BookingView {
  const { receipt } = c;
  return {
    id: c._id,
    reference: c.reference,
    title: c.campaign.title,
    image: c.campaign.img || undefined,
    facts: [...fact(t('card.givenOn'), formatDate(c.createdAt)), ...fact(t('card.receiptNo'), receipt.number ?? undefined)],
    amount: c.amount_total,
    amountLabel: t('card.total'),
    statuses: paymentStatus(c),
    refunded: refundOf(c),
    items: [],
    link: { to: confirmationPath.donation(c), label: t('card.viewReceipt') },
    download:
      c.payment_status === 'completed' && receipt.url
        ? {
            url: receipt.url,
            fileName: `${receipt.eligible80G ? '80G-receipt' : 'donation-receipt'}-${c.reference}.pdf`,
            label: receipt.eligible80G ? t('card.download80g') : t('card.downloadReceipt'),
          }
        : undefined,
  };
}

/** A store order's card: every line, the order's progress and its confirmation page. */
function productOrderCardView(c: ProductOrderCard): BookingView {
  const first = c.lines[0];
  const more = c.lines.length - 1;
  return {
    id: c._id,
    reference: c.reference,
    title: first ? (more > 0 ? t('card.andMore', { name: first.product.name, count: more }) : first.product.name) : t('card.productOrder'),
    subtitle: first ? categoryLabel(first.product.category) : undefined,
    image: first?.product.primaryImage || undefined,
    facts: [
      ...fact(t('card.orderedOn'), formatDate(c.createdAt)),
      ...fact(t('card.items'), String(c.lines.reduce((n, l) => n + l.quantity, 0))),
    ],
    amount: c.amount_total,
    amountLabel: t('card.total'),
    statuses: [...status(t('card.order'), c.status ?? undefined), ...paymentStatus(c)],
    refunded: refundOf(c),
    itemsLabel: t('card.items'),
    items: c.lines.map((l) => {
      const options = [l.size, l.color].filter(Boolean).map(variantLabel).join(', ');
      return {
        title: options ? `${l.product.name} (${options})` : l.product.name,
        detail: inrLine(l.price, l.quantity, l.subtotal),
      };
    }),
    link: { to: confirmationPath.product_order(c), label: t('card.viewOrder') },
    progress:
      c.payment_status === 'completed'
        ? { status: c.status, paymentStatus: c.payment_status, createdAt: c.createdAt, compact: true }
        : undefined,
  };
}

/** A consultation's card: pandit, service, the time in IST and the receipt page. */
function panditBookingCardView(c: PanditBookingCard): BookingView {
  return {
    id: c._id,
    reference: c.reference,
    title: c.pandit.name,
    subtitle: c.pandit.location || undefined,
    image: c.pandit.img || undefined,
    facts: [
      ...fact(t('card.service'), serviceLabel(c.serviceType)),
      ...fact(t('card.date'), formatDate(c.preferredTime.from)),
      ...fact(t('card.time'), formatIstRange(c.preferredTime.from, c.preferredTime.to)),
      ...fact(t('card.bookedFor'), [c.customer.name, c.customer.phone].filter(Boolean).join(' · ') || undefined),
    ],
    amount: c.amount_total,
    amountLabel: t('card.fee'),
    statuses: [...status(t('card.status'), c.status), ...paymentStatus(c)],
    refunded: refundOf(c),
    items: [],
    note: c.specialRequests ? { label: t('card.specialRequests'), value: c.specialRequests } : undefined,
    link: { to: confirmationPath.pandit_booking(c), label: t('card.viewReceipt') },
  };
}

/** A card's promises as its compact timeline shows them (none: a card of an older server, or unpaid). */
const timelineOf = (c: AccountBookingCard): TimelineRecord | undefined =>
  Array.isArray(c.promises) && c.promises.length > 0
    ? { kind: c.kind, payment_status: c.payment_status, promises: c.promises }
    : undefined;

/** A server-made card (GET /userstuff/{id}) as the account page shows it, by its kind, with its next promise. */
export function accountCardView(card: AccountBookingCard): BookingView {
  const timeline = timelineOf(card);
  const view = cardViewByKind(card);
  return timeline ? { ...view, timeline } : view;
}

function cardViewByKind(card: AccountBookingCard): BookingView {
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
      return panditBookingCardView(card);
    case 'prasad_order':
      return prasadOrderCardView(card);
  }
}

/** The payable kind each history tab lists. */
export const TAB_KIND = {
  orders: 'puja_booking',
  chadhava: 'chadhava_booking',
  donations: 'donation',
  productOrders: 'product_order',
  panditBookings: 'pandit_booking',
  prasadOrders: 'prasad_order',
} as const satisfies Record<HistoryTab, PayableKind>;
const isCardOf = (kind: PayableKind, v: unknown): v is AccountBookingCard =>
  isObj(v) && v.kind === kind && typeof v._id === 'string';

/**
 * The cards of one history tab, once each: the server's cards of its kind (anything else is
 * left out, so the count matches the cards).
 */
export function historyViews(tab: HistoryTab, list: readonly unknown[] | undefined): BookingView[] {
  const kind = TAB_KIND[tab];
  const byId = new Map<string, AccountBookingCard>();
  for (const v of list ?? []) if (isCardOf(kind, v) && !byId.has(v._id)) byId.set(v._id, v);
  return [...byId.values()].map(accountCardView);
}
