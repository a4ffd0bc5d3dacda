import { describe, expect, it } from 'vitest';
import type {
  ChadhavaBookingCard,
  DonationCard,
  PanditBookingCard,
  ProductOrderCard,
  PujaBookingCard,
} from '@sankalp/shared/api/account';
import { accountCardView, historyViews } from './booking-view';

const puja: PujaBookingCard = {
  _id: 'b1',
  id: 'b1',
  kind: 'puja_booking',
  reference: 'SNK-7H3K-92',
  needs_review: false,
  refunded_amount: 0,
  puja: {
    _id: 'p1',
    title: 'Rudrabhishek Puja',
    slug: 'rudrabhishek-puja',
    image: '/art/puja.svg',
    temple: { _id: 't1', name: 'Kashi Vishwanath', location: 'Varanasi' },
    startTime: '2026-12-01T04:30:00.000Z',
    endTime: '2026-12-01T06:30:00.000Z',
  },
  package: { _id: 'k1', thumbnailTitle: 'Family', price: 1501, numberOfPeople: 4 },
  puja_date: '2026-12-01T04:30:00.000Z',
  amount_total: 1852,
  currency: 'INR',
  payment_status: 'completed',
  puja_chadhava_items: [
    { item_id: 'c1', title: 'Ghee Diya', price: 101, quantity: 2, subtotal: 202 },
    { item_id: 'c2', title: 'Flowers', price: 51, quantity: 1, subtotal: 51 },
  ],
  createdAt: '2026-11-21T06:35:04.368Z',
  promises: [],
};

const chadhava: ChadhavaBookingCard = {
  _id: 'e1',
  id: 'e1',
  kind: 'chadhava_booking',
  reference: 'SNK-A2B4-C6',
  needs_review: false,
  refunded_amount: 0,
  event: {
    _id: 'ev1',
    name: 'Maha Shivratri Chadhava',
    slug: 'maha-shivratri-chadhava',
    date: '2027-02-15T00:30:00.000Z',
    image: '/art/event.svg',
    temple: { _id: 't2', name: 'Mahakaleshwar', location: 'Ujjain' },
  },
  offerings: [{ offering: 'o1', name: 'Bel Patra', type: 'Flowers', price: 51, quantity: 3, subtotal: 153 }],
  amount_total: 304,
  currency: 'INR',
  payment_status: 'pending',
  createdAt: '2027-02-01T10:00:00.000Z',
  promises: [],
};

const donation = (over: Partial<DonationCard> = {}): DonationCard => ({
  _id: 'd1',
  id: 'd1',
  kind: 'donation',
  reference: 'SNK-9Q2W-44',
  needs_review: false,
  refunded_amount: 0,
  campaign: {
    _id: 'c1',
    title: 'Annadaan at Kashi',
    slug: 'annadaan-at-kashi',
    img: '/art/annadaan.svg',
    eligible80G: true,
  },
  amount_total: 1502,
  currency: 'INR',
  payment_status: 'completed',
  receipt: {
    number: '80G/2026-27/000042',
    eligible80G: true,
    reason: null,
    url: '/api/v1/donationsbooking/d1/receipt.pdf',
  },
  createdAt: '2026-11-21T06:35:04.368Z',
  promises: [],
  ...over,
});

const line = (
  name: string,
  slug: string,
  over: Partial<ProductOrderCard['lines'][number]> = {},
): ProductOrderCard['lines'][number] => ({
  product: { _id: `p-${slug}`, name, slug, category: 'cloths', primaryImage: `/art/${slug}.svg` },
  size: 'L',
  color: 'Saffron',
  base_price: 1199,
  size_extra: 100,
  color_extra: 0,
  price: 1299,
  quantity: 2,
  subtotal: 2598,
  ...over,
});

const order: ProductOrderCard = {
  _id: 'o1',
  id: 'o1',
  kind: 'product_order',
  reference: 'SNK-ORD1-23',
  needs_review: false,
  refunded_amount: 0,
  status: 'shipped',
  lines: [
    line('Silk Dhoti', 'silk-dhoti'),
    line('Brass Diya', 'brass-diya', { size: '', color: '', price: 350, quantity: 1, subtotal: 350 }),
  ],
  amount_total: 2948,
  currency: 'INR',
  payment_status: 'completed',
  createdAt: '2026-11-21T06:35:04.368Z',
  promises: [],
};

const consultation: PanditBookingCard = {
  _id: 'k1',
  id: 'k1',
  kind: 'pandit_booking',
  reference: 'SNK-PB12-34',
  needs_review: false,
  refunded_amount: 0,
  pandit: { _id: 'pd1', name: 'Pt. Ramesh Shastri', img: '/art/pandit.svg', location: 'Ujjain' },
  serviceType: 'Vastu',
  preferredTime: { from: '2026-11-25T04:30:00.000Z', to: '2026-11-25T05:00:00.000Z' },
  customer: { name: 'Asha', email: 'asha@example.com', phone: '9876543210' },
  specialRequests: 'Career',
  status: 'confirmed',
  payment_ref_id: { amount: 1000 },
  amount_total: 1000,
  currency: 'INR',
  payment_status: 'completed',
  createdAt: '2026-11-21T06:35:04.368Z',
  promises: [],
};

describe('server cards by kind', () => {
  it('puja booking: title, temple, dates, amount, payment status, chadhava items, reference and its confirmation page', () => {
    const v = accountCardView(puja);
    expect(v.title).toBe('Rudrabhishek Puja');
    expect(v.subtitle).toBe('Kashi Vishwanath, Varanasi');
    expect(v.reference).toBe('SNK-7H3K-92');
    expect(v.facts).toEqual([
      { label: 'Booked on', value: '21 Nov 2026' },
      { label: 'Puja date', value: '1 Dec 2026' },
      { label: 'Package', value: 'Family' },
    ]);
    expect(v.amount).toBe(1852);
    expect(v.statuses).toEqual([{ label: 'Payment', value: 'completed' }]);
    expect(v.items).toEqual([
      { title: 'Ghee Diya', detail: 'Qty 2 · ₹101 each · ₹202' },
      { title: 'Flowers', detail: 'Qty 1 · ₹51 each' },
    ]);
    expect(v.link).toEqual({ to: '/puja-checkout-success/rudrabhishek-puja?booking=b1', label: 'View booking' });
    expect(v.download).toBeUndefined();
  });

  it('chadhava booking: event, temple, event date, offerings and its confirmation page', () => {
    const v = accountCardView(chadhava);
    expect(v).toMatchObject({
      title: 'Maha Shivratri Chadhava',
      subtitle: 'Mahakaleshwar, Ujjain',
      reference: 'SNK-A2B4-C6',
      amount: 304,
      statuses: [{ label: 'Payment', value: 'pending' }],
      link: { to: '/chadhava-checkout-success/maha-shivratri-chadhava?booking=e1', label: 'View booking' },
    });
    expect(v.facts[0]).toEqual({ label: 'Event date', value: '15 Feb 2027' });
    expect(v.items).toEqual([{ title: 'Bel Patra', detail: 'Qty 3 · ₹51 each · ₹153' }]);
  });

  it('donation: campaign, total, receipt number, receipt page and the 80G PDF once paid', () => {
    const v = accountCardView(donation());
    expect(v).toMatchObject({
      title: 'Annadaan at Kashi',
      amount: 1502,
      amountLabel: 'Total',
      reference: 'SNK-9Q2W-44',
    });
    expect(v.facts).toContainEqual({ label: 'Receipt no.', value: '80G/2026-27/000042' });
    expect(v.link).toEqual({ to: '/donation-checkout-success?donation=d1', label: 'View receipt' });
    expect(v.download).toEqual({
      url: '/api/v1/donationsbooking/d1/receipt.pdf',
      fileName: '80G-receipt-SNK-9Q2W-44.pdf',
      label: 'Download 80G receipt (PDF)',
    });
  });

  it('donation without 80G: a plain receipt; unpaid: no PDF', () => {
    const plain = donation({
      receipt: { number: 'DN/2026-27/000007', eligible80G: false, reason: 'No PAN was given', url: '/x.pdf' },
    });
    expect(accountCardView(plain).download?.label).toBe('Download receipt (PDF)');
    const pending = donation({
      payment_status: 'pending',
      receipt: { number: null, eligible80G: false, reason: null, url: null },
    });
    expect(accountCardView(pending).download).toBeUndefined();
    expect(accountCardView(pending).facts.map((f) => f.label)).toEqual(['Given on']);
  });

  it('a refund shows what went back; all of it reads Refunded', () => {
    expect(accountCardView(puja).refunded).toBeUndefined();
    expect(accountCardView({ ...puja, refunded_amount: 926 })).toMatchObject({
      refunded: { amount: 926, whole: false },
      statuses: [{ label: 'Payment', value: 'completed' }],
    });
    expect(accountCardView({ ...puja, refunded_amount: 1852, payment_status: 'refunded' })).toMatchObject({
      refunded: { amount: 1852, whole: true },
      statuses: [{ label: 'Payment', value: 'refunded' }],
    });
    expect(accountCardView(donation({ refunded_amount: 1502, payment_status: 'refunded' })).download).toBeUndefined();
  });

  it('a payment a person must settle reads Under review, not paid', () => {
    expect(accountCardView({ ...chadhava, needs_review: true }).statuses).toEqual([
      { label: 'Payment', value: 'under_review' },
    ]);
  });
});

describe('promises on a card', () => {
  it('a paid card carries its promises for the next step; a card without promises has no timeline', () => {
    const promises = [
      { kind: 'puja_video' as const, dueAt: '2026-12-06T18:30:00.000Z', status: 'open' as const, keptAt: null },
    ];
    const paid = { ...puja, payment_status: 'completed' as const, promises };
    expect(accountCardView(paid).timeline).toEqual({ kind: 'puja_booking', payment_status: 'completed', promises });
    expect(accountCardView(puja).timeline).toBeUndefined();
  });
});

describe('historyViews', () => {
  it('a booking tab lists the cards of its kind once each; plain ids and other shapes are left out', () => {
    const list = ['plain-id', puja, { _id: 'x' }, chadhava, { ...puja, reference: 'dup' }, donation()];
    expect(historyViews('orders', list).map((v) => v.id)).toEqual(['b1']);
    expect(historyViews('chadhava', list).map((v) => v.title)).toEqual(['Maha Shivratri Chadhava']);
    expect(historyViews('donations', list).map((v) => v.id)).toEqual(['d1']);
    expect(historyViews('donations', undefined)).toEqual([]);
  });
  it('the store and consultation tabs list their server cards too', () => {
    expect(historyViews('productOrders', ['id-only', order, puja, order]).map((v) => v.id)).toEqual(['o1']);
    expect(historyViews('panditBookings', [consultation, order]).map((v) => v.id)).toEqual(['k1']);
  });
});

describe('store order card', () => {
  it('names the first product and how many more, lists every line, links the confirmation', () => {
    const v = accountCardView(order);
    expect(v.title).toBe('Silk Dhoti and 1 more');
    expect(v.subtitle).toBe('Sacred Attire');
    expect(v.items).toEqual([
      { title: 'Silk Dhoti (L, Saffron)', detail: 'Qty 2 · ₹1,299 each · ₹2,598' },
      { title: 'Brass Diya', detail: 'Qty 1 · ₹350 each' },
    ]);
    expect(v.facts).toContainEqual({ label: 'Items', value: '3' });
    expect(v.statuses).toEqual([
      { label: 'Order', value: 'shipped' },
      { label: 'Payment', value: 'completed' },
    ]);
    expect(v.link?.to).toBe('/product-order-confirmation/silk-dhoti?order=o1');
    expect(v.progress).toEqual({
      status: 'shipped',
      paymentStatus: 'completed',
      createdAt: order.createdAt,
      compact: true,
    });
  });
  it('an unpaid order has no order status yet', () => {
    const unpaid = accountCardView({ ...order, status: null, payment_status: 'pending' });
    expect(unpaid.statuses).toEqual([{ label: 'Payment', value: 'pending' }]);
    expect(unpaid.progress).toBeUndefined();
  });
});

describe('consultation card', () => {
  it('shows the service label, the IST date and time, who it is for, and links the receipt', () => {
    const v = accountCardView(consultation);
    expect(v.title).toBe('Pt. Ramesh Shastri');
    expect(v.facts).toEqual([
      { label: 'Service', value: 'Vastu Consultation' },
      { label: 'Date', value: '25 Nov 2026' },
      { label: 'Time', value: '10:00 am – 10:30 am IST' },
      { label: 'Booked for', value: 'Asha · 9876543210' },
    ]);
    expect(v.amount).toBe(1000);
    expect(v.note).toEqual({ label: 'Special requests', value: 'Career' });
    expect(v.link?.to).toBe('/astro-booking-success?booking=k1');
  });
});
