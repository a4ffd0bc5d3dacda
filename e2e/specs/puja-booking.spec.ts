import type { APIRequestContext, Page, Response } from '@playwright/test';
import { api, inr } from './api';
import { expect, test } from './fixtures';

/**
 * The puja booking journey of spec part 2 § 2: sankalp form → chadhava selection → payment in
 * the sandbox checkout → confirmation loaded from the server. Every amount expected here is
 * computed from the API's own prices, never hard-coded.
 */

type Pkg = { _id: string; thumbnailTitle: string; price: number; numberOfPeople: number };
type Item = { _id: string; title: string; price: number };
type PujaDetail = {
  _id: string;
  slug: string;
  title: string;
  startTime: string;
  endTime: string;
  waysToParticipate: Pkg[];
  chadhavaPooja: Item[];
};
type Booking = {
  _id: string;
  payment_status: string;
  payment_id: string | null;
  amount_total: number;
  order_id: string;
  puja_chadhava_items: { item_id: string; quantity: number }[];
};

async function json<T>(res: Response | Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  return (await res.json()) as T;
}

/** An upcoming puja that has a package for `people` and at least `items` chadhava items. */
async function upcomingPuja(page: Page, people: number, items = 0): Promise<{ puja: PujaDetail; pkg: Pkg }> {
  const now = Date.now();
  for (const p of await api(page).pujas()) {
    if (Date.parse(p.startTime) <= now) continue;
    const res = await page.request.get(`/api/v1/pujas/pujaByname/${p.slug}`);
    const puja = (await json<{ data: PujaDetail }>(res)).data;
    const pkg = puja.waysToParticipate.find((w) => w.numberOfPeople === people);
    if (pkg && (puja.chadhavaPooja ?? []).length >= items) return { puja, pkg };
  }
  throw new Error(`no upcoming puja with a ${people}-person package and ${items} chadhava items in the seed`);
}

/** GET /poojabooking/{id}: the owner's session (token) or the booking's access key (decision 007). */
async function getBooking(page: Page, id: string, token?: string, key?: string): Promise<Booking> {
  const res = await page.request.get(`/api/v1/poojabooking/${id}${key ? `?key=${encodeURIComponent(key)}` : ''}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(res.ok(), `GET /poojabooking/${id} → ${res.status()}`).toBeTruthy();
  return (await json<{ data: { booking: Booking } }>(res)).data.booking;
}

/** Fills the devotee fields of the sankalp form. */
async function fillDevotee(page: Page, d: { name: string; gotra?: string; phone: string; email: string }) {
  await page.getByLabel('Full name').fill(d.name);
  if (d.gotra) await page.getByRole('textbox', { name: 'Gotra' }).fill(d.gotra);
  else await page.getByLabel("I don't know my gotra").check();
  await page.getByLabel('Phone number').fill(d.phone);
  await page.getByLabel('Email address').fill(d.email);
}

const continueButton = (page: Page) => page.getByRole('button', { name: /^Continue/ }).filter({ visible: true });
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay ₹/ }).filter({ visible: true });
const isBookingCreate = (r: Response) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/poojabooking/';

test('a guest books a family puja with two family members, two chadhava items and a dakshina, and pays', async ({ page }) => {
  const { puja, pkg } = await upcomingPuja(page, 4, 2);
  const [first, second] = puja.chadhavaPooja as [Item, Item];
  const dakshina = 101;
  const total = pkg.price + first.price * 2 + second.price + dakshina;

  await page.goto(`/puja-details/${puja.slug}`);
  await page.getByRole('button', { name: `Book Now: ${pkg.thumbnailTitle}` }).click();
  await expect(page).toHaveURL(new RegExp(`/puja-sankalp/${puja.slug}\\?package=${pkg._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your sankalp details' })).toBeVisible();

  // Errors show only after a submit attempt.
  await expect(page.getByText('Full name is required')).toHaveCount(0);
  await continueButton(page).click();
  await expect(page.getByText('Please enter details as required!')).toBeVisible();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

  // A comma or semicolon is blocked as it is typed.
  await page.getByLabel('Full name').pressSequentially('Asha, Devi;');
  await expect(page.getByLabel('Full name')).toHaveValue('Asha Devi');
  await fillDevotee(page, { name: 'Asha Devi', gotra: 'Bharadwaj', phone: '9876543210', email: 'asha.devi@example.com' });

  // A 4-person package admits 3 family members; Add stops there. Blank rows are dropped.
  const add = page.getByRole('button', { name: 'Add family member' });
  await add.click();
  await page.getByRole('textbox', { name: 'Family member 1' }).fill('Ravi Kumar');
  await add.click();
  await page.getByRole('textbox', { name: 'Family member 2' }).fill('Meena Devi');
  await add.click();
  await expect(add).toBeDisabled();
  await expect(page.getByText('You can add up to 3 family members only')).toBeVisible();

  await page.getByLabel('Purpose of the puja / your sankalp').fill('For the good health of our family.');
  await continueButton(page).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Chadhava & dakshina' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/puja-chadhava-selection/${puja.slug}\\?package=${pkg._id}&sankalp=[0-9a-f-]{36}$`));
  await expect(payButton(page)).toHaveText(new RegExp(inr(pkg.price)));

  await page.getByRole('button', { name: `Add ${first.title}`, exact: true }).click();
  await page.getByRole('button', { name: `Add one more ${first.title}` }).click();
  await page.getByRole('button', { name: `Add ${second.title}`, exact: true }).click();
  await page.getByLabel('Dakshina amount (₹)').fill(String(dakshina));
  await expect(payButton(page)).toHaveText(new RegExp(inr(total)));
  await expect(page.getByLabel('Include chadhava and dakshina with my puja')).toBeChecked();

  const [created] = await Promise.all([page.waitForResponse(isBookingCreate), payButton(page).click()]);
  expect(created.status()).toBe(201);
  const { booking: { _id: bookingId }, accessKey } = (await json<{ data: { booking: { _id: string }; accessKey: string } }>(created)).data;

  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText('Sandbox payment — no real money moves')).toBeVisible();
  await expect(sheet.getByText('asha.devi@example.com')).toBeVisible();
  await sheet.getByRole('button', { name: `Pay ${inr(total)}` }).click();

  await expect(page).toHaveURL(new RegExp(`/puja-checkout-success/${puja.slug}\\?booking=${bookingId}$`));
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your puja is booked' })).toBeVisible();
  await expect(page.getByTestId('booking-id')).toHaveText(bookingId);
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  const paymentCard = page.getByRole('region', { name: 'Payment' });
  await expect(paymentCard.getByText(inr(total), { exact: true })).toBeVisible();
  for (const text of ['Ravi Kumar', 'Meena Devi', 'Bharadwaj', first.title, second.title, 'For the good health of our family.'])
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book Another Puja' })).toHaveAttribute('href', '/pujas');

  // The server vouches for it.
  const booking = await getBooking(page, bookingId, undefined, accessKey);
  expect(booking.payment_status).toBe('completed');
  expect(booking.amount_total).toBe(total);
  expect(booking.payment_id).toMatch(/^pay_/);
  expect(booking.puja_chadhava_items).toEqual(
    expect.arrayContaining([
      { item_id: first._id, quantity: 2, title: first.title, price: first.price, subtotal: first.price * 2 },
      { item_id: second._id, quantity: 1, title: second.title, price: second.price, subtotal: second.price },
    ]),
  );
});

test('Fail and Close in the checkout say so and leave the booking unpaid; a retry reuses the booking', async ({ page }) => {
  const { puja, pkg } = await upcomingPuja(page, 2, 1);
  const item = puja.chadhavaPooja[0]!;
  const total = pkg.price + item.price;

  // URL first: the sankalp step opens from its link alone.
  await page.goto(`/puja-sankalp/${puja.slug}?package=${pkg._id}`);
  await fillDevotee(page, { name: 'Gopal Rao', phone: '9123456780', email: 'gopal.rao@example.com' });
  await expect(page.getByRole('textbox', { name: 'Gotra' })).toHaveValue('Kashyap');
  await expect(page.getByRole('textbox', { name: 'Gotra' })).toBeDisabled();
  await continueButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chadhava & dakshina' })).toBeVisible();
  await page.getByRole('button', { name: `Add ${item.title}`, exact: true }).click();

  // Fail: the provider's description, and no payment.
  const [created] = await Promise.all([page.waitForResponse(isBookingCreate), payButton(page).click()]);
  const { booking: { _id: bookingId }, accessKey } = (await json<{ data: { booking: { _id: string }; accessKey: string } }>(created)).data;
  const sheet = page.getByRole('dialog');
  await sheet.getByLabel('Test a failed payment').fill('Card declined by the test bank');
  await sheet.getByRole('button', { name: 'Fail payment' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Card declined by the test bank. Please try again or contact support.')).toBeVisible();
  await expect(page).toHaveURL(/\/puja-chadhava-selection\//);
  let booking = await getBooking(page, bookingId, undefined, accessKey);
  expect(booking.payment_status).not.toBe('completed');
  expect(booking.payment_id).toBeNull();
  expect(booking.amount_total).toBe(total);

  // Pay again with the same choice: the same booking and order are reopened, none is created.
  let createdAgain = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/poojabooking/') createdAgain = true;
  });
  await payButton(page).click();
  await expect(sheet.getByText('Sandbox payment — no real money moves')).toBeVisible();
  await expect(sheet.getByText(booking.order_id)).toBeAttached();
  await sheet.getByRole('button', { name: 'Close payment window' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Payment Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('Your payment was cancelled')).toBeVisible();
  expect(createdAgain).toBe(false);
  booking = await getBooking(page, bookingId, undefined, accessKey);
  expect(booking.payment_status).not.toBe('completed');
  expect(booking.payment_id).toBeNull();
  await expect(payButton(page)).toBeEnabled();
});

test('a signed-in devotee books with a saved address and finds the booking on their record', async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const email = `meera.${stamp}@example.com`;
  const reg = await page.request.post('/api/v1/auth/register', {
    data: { fullName: 'Meera Sharma', email, phoneNumber: `9${stamp}`, password: 'Lotus-Ganga-2026' },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const { user, token } = (await json<{ data: { user: { id: string; userStuffId: string }; token: string } }>(reg)).data;
  const auth = { Authorization: `Bearer ${token}` };
  const saved = await page.request.post(`/api/v1/users/${user.id}/addresses`, {
    headers: auth,
    data: { addressLine1: '21 Assi Ghat Road', city: 'Varanasi', pincode: '221005', state: 'Uttar Pradesh' },
  });
  expect(saved.status()).toBe(201);
  await page.addInitScript(
    ([u, t]) => {
      localStorage.setItem('authToken', t);
      localStorage.setItem('user', JSON.stringify(u));
      localStorage.setItem('isAuthenticated', 'true');
    },
    [user, token] as const,
  );

  const { puja, pkg } = await upcomingPuja(page, 2);
  await page.goto(`/puja-sankalp/${puja.slug}?package=${pkg._id}`);
  // Prefilled from the signed-in devotee.
  await expect(page.getByLabel('Full name')).toHaveValue('Meera Sharma');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Gotra' }).fill('Vashishtha');
  await page.getByLabel('Send the prasad (Aashirwad Box) to my home').check();
  await expect(page.getByRole('radio', { name: /21 Assi Ghat Road/ })).toBeChecked();
  await continueButton(page).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Chadhava & dakshina' })).toBeVisible();
  await expect(payButton(page)).toHaveText(new RegExp(inr(pkg.price)));
  const [created] = await Promise.all([page.waitForResponse(isBookingCreate), payButton(page).click()]);
  const bookingId = (await json<{ data: { booking: { _id: string } } }>(created)).data.booking._id;
  await page.getByRole('dialog').getByRole('button', { name: `Pay ${inr(pkg.price)}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your puja is booked' })).toBeVisible();
  const prasad = page.getByRole('region', { name: 'Prasad delivery' });
  await expect(prasad.getByText('21 Assi Ghat Road')).toBeVisible();
  await expect(prasad.getByText(/Varanasi – 221005/)).toBeVisible();
  expect((await getBooking(page, bookingId, token)).payment_status).toBe('completed');

  // The profile page (/profile?tab=orders) is still being built by the accounts engineer, so the
  // booking is checked on the devotee's record instead (GET /userstuff/{id}).
  const stuff = await page.request.get(`/api/v1/userstuff/${user.userStuffId}`, { headers: auth });
  expect(stuff.ok()).toBeTruthy();
  const ids = (await json<{ data: { pujaBookingIds: (string | { _id: string })[] } }>(stuff)).data.pujaBookingIds.map(
    (b) => (typeof b === 'string' ? b : b._id),
  );
  expect(ids).toContain(bookingId);
});
