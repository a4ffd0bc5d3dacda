import { describe, expect, it } from 'vitest';
import { bookingView, pickNumber, pickString, pujaBookingView } from './booking-view';

const puja = {
  _id: 'b1',
  id: 'b1',
  puja: { _id: 'p1', title: 'Rudrabhishek Puja', slug: 'rudrabhishek-puja', image: '/art/puja.svg', temple: { _id: 't1', name: 'Kashi Vishwanath', location: 'Varanasi' } },
  package: { _id: 'k1', thumbnailTitle: 'Family', price: 1501, numberOfPeople: 4 },
  puja_date: '2026-12-01T04:30:00.000Z',
  amount_total: 1852,
  payment_status: 'completed',
  puja_chadhava_items: [
    { item_id: 'c1', title: 'Ghee Diya', price: 101, quantity: 2, subtotal: 202 },
    { item_id: 'c2', title: 'Flowers', price: 51, quantity: 1, subtotal: 51 },
  ],
  createdAt: '2026-11-21T06:35:04.368Z',
};

describe('pick helpers', () => {
  it('reads dotted paths, skips blanks, accepts numeric text', () => {
    expect(pickString({ a: { b: ' x ' } }, 'a.c', 'a.b')).toBe('x');
    expect(pickString({ a: '' }, 'a')).toBeUndefined();
    expect(pickNumber({ p: { t: '1500' } }, 'p.t')).toBe(1500);
    expect(pickNumber({ p: 'abc' }, 'p')).toBeUndefined();
  });
});

describe('booking cards', () => {
  it('puja booking: title, temple, dates, amount, payment status, chadhava items with quantity and price', () => {
    const v = pujaBookingView(puja);
    expect(v.title).toBe('Rudrabhishek Puja');
    expect(v.subtitle).toBe('Kashi Vishwanath, Varanasi');
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
  });

  it('survives a sparse object of a kind not built yet', () => {
    const v = bookingView('chadhava', { _id: 'x' });
    expect(v).toMatchObject({ id: 'x', title: 'Chadhava booking', facts: [], statuses: [], items: [] });
    expect(bookingView('donations', { _id: 'y' }).title).toBe('Donation');
    expect(bookingView('productOrders', { _id: 'z' }).note).toBeUndefined();
  });

  it('donation: campaign, total, status and sevas', () => {
    const v = bookingView('donations', {
      _id: 'd1',
      campaign: { title: 'Annadaan at Kashi', description: 'Feed pilgrims' },
      total_amount: 1502,
      status: 'pending',
      sevas: [{ title: 'Meal for 10', quantity: 2, price: 751, subtotal: 1502 }],
    });
    expect(v).toMatchObject({ title: 'Annadaan at Kashi', subtitle: 'Feed pilgrims', amount: 1502, statuses: [{ label: 'Status', value: 'pending' }] });
    expect(v.items[0]).toEqual({ title: 'Meal for 10', detail: 'Qty 2 · ₹751 each · ₹1,502' });
  });

  it('product order: name, category, pricing.totalAmount, size, colour, quantity, address', () => {
    const v = bookingView('productOrders', {
      _id: 'o1',
      product: { name: 'Silk Dhoti', category: 'cloths' },
      pricing: { totalAmount: 2499 },
      status: 'confirmed',
      payment_status: 'paid',
      size: 'L',
      color: 'Saffron',
      quantity: 1,
      deliveryAddress: { addressLine1: '12 Ghat Road', city: 'Varanasi', state: 'Uttar Pradesh', pincode: 221001 },
    });
    expect(v.amount).toBe(2499);
    expect(v.facts.map((f) => f.label)).toEqual(['Size', 'Colour', 'Quantity']);
    expect(v.note).toEqual({ label: 'Deliver to', value: '12 Ghat Road, Varanasi, Uttar Pradesh, 221001' });
    expect(v.statuses).toHaveLength(2);
  });

  it('pandit booking: Astro or otherwise Vastu, preferred time, customer, requests', () => {
    const v = bookingView('panditBookings', {
      _id: 'k1',
      pandit: { name: 'Pt. Ramesh Shastri', location: 'Ujjain' },
      serviceType: 'Something',
      payment: { amount: 1000, status: 'completed' },
      status: 'confirmed',
      preferredTime: { from: '10:00', to: '11:00' },
      customerDetails: { name: 'Asha', phone: '9876543210' },
      specialRequests: 'Career',
    });
    expect(v.facts).toContainEqual({ label: 'Service', value: 'Vastu' });
    expect(v.facts).toContainEqual({ label: 'Preferred time', value: '10:00 – 11:00' });
    expect(v.facts).toContainEqual({ label: 'Booked for', value: 'Asha · 9876543210' });
    expect(v.amount).toBe(1000);
    expect(v.note).toEqual({ label: 'Special requests', value: 'Career' });
  });
});
