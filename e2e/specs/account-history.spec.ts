import type { APIRequestContext, Page } from '@playwright/test';
import { api, first } from './api';
import { expect, test } from './fixtures';

/**
 * The account's Product Orders and Pandit Bookings tabs show the devotee's real records: a store
 * order and a consultation are placed and paid through the API (as the pages do, sandbox
 * checkout included), then the tabs show them and lead to their receipts.
 */

type Envelope<T> = { success: boolean; data: T };
type Checkout = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

async function postRaw(r: APIRequestContext, path: string, body: unknown, token?: string): Promise<unknown> {
  const res = await r.post(`/api/v1${path}`, { data: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

const post = async <T>(r: APIRequestContext, path: string, body: unknown, token?: string): Promise<T> =>
  ((await postRaw(r, path, body, token)) as Envelope<T>).data;

/** Pays a payment order in the sandbox as its checkout would; the answer is Checkout's own (no envelope). */
const sandboxPay = async (r: APIRequestContext, orderId: string) =>
  (await postRaw(r, '/payments/sandbox/pay', { order_id: orderId, outcome: 'success' })) as Checkout;

/** The next date (IST) from tomorrow on which the pandit has a free half hour, and that half hour. */
async function freeHalfHour(r: APIRequestContext, panditId: string) {
  for (let day = 1; day <= 14; day += 1) {
    const date = new Date(Date.now() + day * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const res = await r.get(`/api/v1/pandits/${panditId}/availability?date=${date}`);
    const { free } = ((await res.json()) as Envelope<{ free: { from: string; to: string }[] }>).data;
    const slot = free.find((f) => Date.parse(f.to) - Date.parse(f.from) >= 30 * 60_000);
    if (slot) return { from: slot.from, to: new Date(Date.parse(slot.from) + 30 * 60_000).toISOString() };
  }
  throw new Error('no free half hour in two weeks');
}

async function signIn(page: Page) {
  const stamp = Date.now();
  const data = await post<{ user: { id: string }; token: string }>(page.request, '/auth/register', {
    email: `history.${stamp}@example.com`,
    phoneNumber: `8${String(stamp).slice(-9)}`,
    password: 'Ganga-Aarti-42',
    fullName: 'Meera Iyer',
  });
  await page.goto('/');
  await page.evaluate(({ user, token }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('isAuthenticated', 'true');
  }, data);
  return data.token;
}

test('the Product Orders and Pandit Bookings tabs show paid records and open their receipts', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await signIn(page);
  const r = page.request;

  await test.step('a paid store order and a paid consultation', async () => {
    const product = await api(page).product(first(await api(page).products('worship'))._id);
    const order = await post<{ order: { _id: string }; razorpayOrder: { id: string } }>(
      r,
      '/product-orders/create',
      {
        lines: [{ product: product._id, size: first(product.variants.sizes).name, color: first(product.variants.colors).name, quantity: 1 }],
        customer: { full_name: 'Meera Iyer', phone_number: '9876543210', email_address: 'meera@example.com' },
        address_for_delivery: { addressLine1: '14 Kapaleeshwarar Street', addressLine2: '', city: 'Chennai', pincode: 600004, state: 'Tamil Nadu', country: 'India' },
      },
      token,
    );
    await post(r, '/product-orders/verify-payment', { bookingId: order.order._id, ...(await sandboxPay(r, order.razorpayOrder.id)) }, token);

    const pandit = first(await api(page).pandits());
    const booking = await post<{ booking: { _id: string }; order: { id: string } }>(
      r,
      '/pandit-bookings',
      {
        panditId: pandit._id,
        customer: { name: 'Meera Iyer', email: 'meera@example.com', phone: '9876543210' },
        serviceType: 'Astro',
        preferredTime: await freeHalfHour(r, pandit._id),
        amount: 1000,
      },
      token,
    );
    await post(r, '/pandit-bookings/verifypayment', { bookingId: booking.booking._id, ...(await sandboxPay(r, booking.order.id)) }, token);
  });

  await test.step('Product Orders: the order, placed and paid, opens its confirmation', async () => {
    await page.goto('/profile?tab=productOrders');
    const card = page.getByRole('article').first();
    await expect(card.getByText(/^Ref\. SNK-/)).toBeVisible();
    await expect(card.getByText('Order: Placed')).toBeVisible();
    await expect(card.getByText('Payment: Completed')).toBeVisible();
    await expect(page.getByText('Total: 1')).toBeVisible();
    await card.getByRole('link', { name: /^View order/ }).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  });

  await test.step('Pandit Bookings: the consultation, confirmed, in IST, opens its receipt', async () => {
    await page.goto('/profile?tab=panditBookings');
    const card = page.getByRole('article').first();
    await expect(card.getByText('Astrology Consultation')).toBeVisible();
    await expect(card.getByText(/ IST$/)).toBeVisible();
    await expect(card.getByText('Status: Confirmed')).toBeVisible();
    await card.getByRole('link', { name: /^View receipt/ }).click();
    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  });
});
