import type { Page, Response } from '@playwright/test';
import { api, inr } from './api';
import { SCREENSHOT_DIR, expect, screenshotBothWidths, test } from './fixtures';

/**
 * The chadhava event journey of spec part 2 §§ 2-5: event page → offerings → checkout (with its
 * validation) → payment in the sandbox checkout → success page loaded from the server (and again
 * after a reload). Every amount is computed from the API's own prices, never hard-coded.
 */

type Offering = { _id: string; name: string; price: number };
type EventDetail = {
  _id: string;
  slug: string;
  name: string;
  date: string;
  isActive: boolean;
  maxParticipants: number | null;
  availableSlots: number | null;
  basePrice: number;
  offerings: Offering[];
  temple: { name: string };
};
type Created = { booking: { _id: string; reference: string }; accessKey: string };
type BookingView = { payment_status: string; payment_id: string | null; amount_total: number; offerings: { offering: string; quantity: number }[] };

async function eventDetail(page: Page, slug: string): Promise<EventDetail> {
  const res = await page.request.get(`/api/v1/chadhava-events/getChadhavaEventByName/${slug}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { event: EventDetail } }).data.event;
}

/** Events of the seed in a state: open (bookable, room for many holds, ≥ 2 offerings) or full. */
async function findEvent(page: Page, state: 'open' | 'full'): Promise<EventDetail> {
  const today = new Date().toISOString().slice(0, 10);
  for (const e of await api(page).events()) {
    if (e.date.slice(0, 10) <= today) continue;
    const d = await eventDetail(page, e.slug);
    if (!d.isActive) continue;
    if (state === 'full' && d.availableSlots === 0) return d;
    if (state === 'open' && d.offerings.length >= 2 && (d.availableSlots === null || d.availableSlots >= 10)) return d;
  }
  throw new Error(`no ${state} chadhava event in the seed`);
}

async function getBooking(page: Page, id: string, key: string): Promise<BookingView> {
  const res = await page.request.get(`/api/v1/chadhava-bookings/${id}?key=${encodeURIComponent(key)}`);
  expect(res.ok(), `GET /chadhava-bookings/${id} → ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { data: { booking: BookingView } }).data.booking;
}

const isCreate = (r: Response) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/chadhava-bookings/';
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay ₹/ }).filter({ visible: true });

/** Picks two of the first offering and one of the second on the event page, then proceeds. */
async function chooseOfferings(page: Page, event: EventDetail) {
  const [a, b] = event.offerings as [Offering, Offering];
  await page.goto(`/chadhava-details/${event.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await page.getByRole('button', { name: `Add ${a.name}`, exact: true }).click();
  await page.getByRole('button', { name: `Add one more ${a.name}` }).click();
  await page.getByRole('button', { name: `Add ${b.name}`, exact: true }).click();
  await page.getByRole('button', { name: /^Proceed/ }).filter({ visible: true }).click();
  await expect(page).toHaveURL(new RegExp(`/chadhava-checkout/${event.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  return { a, b, total: event.basePrice + a.price * 2 + b.price };
}

async function fillDonor(page: Page, d: { name: string; email: string; phone: string }) {
  await page.getByLabel('Full name').fill(d.name);
  await page.getByLabel('Email address').fill(d.email);
  await page.getByLabel('Phone number').fill(d.phone);
  await page.getByLabel("I don't know my Gotra").check();
}

test('a guest offers chadhava at an event, with validation on the way, pays, and finds the receipt after a reload', async ({ page }) => {
  const event = await findEvent(page, 'open');
  const { a, b, total } = await chooseOfferings(page, event);
  await expect(payButton(page)).toHaveText(new RegExp(inr(total)));
  await expect(page.getByRole('complementary', { name: 'Your order' }).getByText(`× 2`)).toBeVisible();

  // Nothing is said before the first interaction; Pay with an empty form says what is missing.
  await expect(page.getByText('Please enter your name')).toHaveCount(0);
  await payButton(page).click();
  await expect(page.getByText('Your name is required for the offering')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Gotra is required')).toBeVisible();

  // The phone takes digits only, at most 10, and must start with 6-9.
  await page.getByLabel('Phone number').fill('');
  await page.getByLabel('Phone number').pressSequentially('abc12345');
  await expect(page.getByLabel('Phone number')).toHaveValue('12345');
  await expect(page.getByText('Phone number must be exactly 10 digits')).toBeVisible();
  await page.getByLabel('Phone number').fill('5876543210123');
  await expect(page.getByLabel('Phone number')).toHaveValue('5876543210');
  await expect(page.getByText('Phone number must start with 6, 7, 8, or 9')).toBeVisible();
  await page.getByLabel('Full name').fill('Asha Devi');
  let created = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/chadhava-bookings/') created = true;
  });
  await payButton(page).click();
  await expect(page.getByText('Validation Error', { exact: true })).toBeVisible();
  expect(created).toBe(false);

  await fillDonor(page, { name: 'Asha Devi', email: 'asha.chadhava@example.com', phone: '9876543210' });
  await expect(page.getByRole('textbox', { name: 'Gotra' })).toHaveValue('Kashyap');
  await expect(page.getByRole('textbox', { name: 'Gotra' })).toBeDisabled();

  // A refresh keeps the offerings and the details (URL first, the tab's draft).
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Asha Devi');
  await expect(payButton(page)).toHaveText(new RegExp(inr(total)));
  await screenshotBothWidths(page, 'chadhava-checkout', `/chadhava-checkout/${event.slug}`, async (p) => {
    await expect(p.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(p.getByLabel('Full name')).toHaveValue('Asha Devi');
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  const [res] = await Promise.all([page.waitForResponse(isCreate), payButton(page).click()]);
  expect(res.status()).toBe(201);
  const { booking, accessKey } = ((await res.json()) as { data: Created }).data;
  await expect(page.getByText('Booking Created Successfully')).toBeVisible();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText('Sandbox payment — no real money moves')).toBeVisible();
  await expect(sheet.getByText('asha.chadhava@example.com')).toBeVisible();
  await sheet.getByRole('button', { name: `Pay ${inr(total)}` }).click();

  await expect(page).toHaveURL(new RegExp(`/chadhava-checkout-success/${event.slug}\\?booking=${booking._id}$`));
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(page.getByText(`Booking ID: ${booking.reference}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your chadhava is booked' })).toBeVisible();
  await expect(page.getByTestId('order-id')).toHaveText(booking.reference);
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await expect(page.getByTestId('payment-id')).toHaveText(/^pay_/);
  for (const text of [a.name, b.name, 'Asha Devi', 'Kashyap']) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(event.temple.name).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/chadhava');

  // The server vouches for it, and a reload (the key is remembered) shows it again.
  const saved = await getBooking(page, booking._id, accessKey);
  expect(saved.payment_status).toBe('completed');
  expect(saved.amount_total).toBe(total);
  expect(saved.offerings).toEqual(
    expect.arrayContaining([expect.objectContaining({ offering: a._id, quantity: 2 }), expect.objectContaining({ offering: b._id, quantity: 1 })]),
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your chadhava is booked' })).toBeVisible();
  await expect(page.getByText('Payment Successful!')).toHaveCount(0);

  // Without the key (another browser), the booking stays private.
  const stranger = await page.request.get(`/api/v1/chadhava-bookings/${booking._id}`);
  expect(stranger.status()).toBe(404);

  await screenshotBothWidths(page, 'chadhava-success', `/chadhava-checkout-success/${event.slug}?booking=${booking._id}`, async (p) => {
    await expect(p.getByRole('heading', { level: 1, name: 'Your chadhava is booked' })).toBeVisible();
  });
});

test('a fully booked event cannot be booked, from its page or its checkout link', async ({ page }) => {
  const event = await findEvent(page, 'full');
  await page.goto(`/chadhava-details/${event.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(page.getByText('Fully Booked').first()).toBeVisible();
  const offering = event.offerings[0];
  if (offering) await page.getByRole('button', { name: `Add ${offering.name}`, exact: true }).click();
  const proceed = page.getByRole('button', { name: /^Proceed/ }).filter({ visible: true });
  if (await proceed.isEnabled()) await proceed.click();
  await expect(page.getByText(/This event is fully booked|No slots available for this event/).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/chadhava-details/${event.slug}$`));

  // The checkout link itself: the event as the server has it, and no pay button.
  await page.goto(`/chadhava-checkout/${event.slug}`);
  if (offering || event.basePrice > 0) {
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByText(/This event is fully booked|No slots available for this event/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay ₹/ })).toHaveCount(0);
  } else {
    await expect(page.getByText('No offerings selected yet')).toBeVisible();
  }
});

test('Fail and Close in the sandbox checkout say so and leave nothing paid; a retry after Close reopens the same booking', async ({ page }) => {
  const event = await findEvent(page, 'open');
  const { total } = await chooseOfferings(page, event);
  await fillDonor(page, { name: 'Gopal Rao', email: 'gopal.chadhava@example.com', phone: '9123456780' });

  // Fail: the provider's reason in the spec's words; the booking is not paid.
  const [res] = await Promise.all([page.waitForResponse(isCreate), payButton(page).click()]);
  const failed = ((await res.json()) as { data: Created }).data;
  const sheet = page.getByRole('dialog');
  await sheet.getByLabel('Test a failed payment').fill('Card declined by the test bank');
  await sheet.getByRole('button', { name: 'Fail payment' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('There was an issue processing your payment (Card declined by the test bank). Please try again.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/chadhava-checkout/${event.slug}$`));
  let booking = await getBooking(page, failed.booking._id, failed.accessKey);
  expect(booking.payment_status).not.toBe('completed');
  expect(booking.payment_id).toBeNull();

  // Close: cancelled, nothing paid.
  const [again] = await Promise.all([page.waitForResponse(isCreate), payButton(page).click()]);
  const closed = ((await again.json()) as { data: Created }).data;
  await expect(sheet.getByText('Sandbox payment — no real money moves')).toBeVisible();
  await sheet.getByRole('button', { name: 'Close payment window' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Payment Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('Your payment was cancelled')).toBeVisible();
  booking = await getBooking(page, closed.booking._id, closed.accessKey);
  expect(booking.payment_status).toBe('pending');
  expect(booking.payment_id).toBeNull();
  expect(booking.amount_total).toBe(total);

  // Pay again with the same choice: the held booking and its order are reopened, none is created.
  let createdAgain = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/chadhava-bookings/') createdAgain = true;
  });
  await payButton(page).click();
  await expect(sheet.getByText('Sandbox payment — no real money moves')).toBeVisible();
  await sheet.getByRole('button', { name: 'Close payment window' }).click();
  await expect(sheet).toBeHidden();
  expect(createdAgain).toBe(false);
  await expect(payButton(page)).toBeEnabled();
});

test('on a phone the checkout messages sit below the header and never cover the pay bar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const event = await findEvent(page, 'open');
  await chooseOfferings(page, event);
  await payButton(page).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Please enter your name' });
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await expect(page.getByText('Your name is required for the offering')).toBeVisible();
  await page.waitForTimeout(500); // the toast's entry animation
  const bar = await payButton(page).boundingBox();
  const box = await toast.boundingBox();
  const header = await page.locator('header').first().boundingBox();
  expect(box && bar && header).toBeTruthy();
  expect(box!.y + box!.height).toBeLessThan(bar!.y);
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/chadhava-checkout-errors-390.png` });
});
