import type { APIRequestContext, Browser, Page, Request } from '@playwright/test';
import { api, inr } from './api';
import { expect, screenshotBothWidths, screenshotOnce, test } from './fixtures';

/**
 * Consultations (spec part 3 §§ 2, 5, 8; issue 9): an astrologer from the list → profile → Book a
 * call → the form with the pandit's free times → pay in the sandbox checkout → the receipt from the
 * server (and again after a reload). A taken time is not offered, a typed one is refused before any
 * payment, and a time taken between picking and paying (409 slot_taken) shows the new free times.
 * Dates and times come from the running server's availability, never from hard-coded seed values.
 */

type Interval = { from: string; to: string };
type Pandit = { _id: string; name: string; location: string; consultationFee: number; services: ('Astro' | 'Vastu')[] };
type Booking = {
  _id: string;
  reference: string;
  payment_status: string;
  payment_id: string | null;
  amount_total: number;
  preferredTime: Interval;
};

const SERVICE_LABEL = { Astro: 'Astrology Consultation', Vastu: 'Vastu Consultation' } as const;
const NOT_FREE = 'This time is not free. Please choose a time inside one of the free times shown.';
const DAY_MS = 86_400_000;

/** The IST wall clock 'HH:MM' of an instant (what a time input holds). */
const hhmm = (iso: string | number) => new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(11, 16);
/** '2026-11-24T16:00:00+05:30' → '4:00 PM' (how the page prints an IST time). */
function clock(iso: string) {
  const [h, m] = hhmm(iso).split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
const label = (i: Interval) => `${clock(i.from)} – ${clock(i.to)}`;
const istDate = (ms: number) => new Date(ms).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
const plus = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

async function free(r: APIRequestContext, panditId: string, date: string): Promise<Interval[]> {
  const res = await r.get(`/api/v1/pandits/${panditId}/availability?date=${date}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { free: Interval[] } }).data.free;
}

/** A working day of the pandit at least `daysAhead` days away whose morning and evening are both untouched. */
async function workingDay(r: APIRequestContext, pandit: Pandit, daysAhead: number) {
  for (let day = daysAhead; day < daysAhead + 14; day += 1) {
    const date = istDate(Date.now() + day * DAY_MS);
    const intervals = await free(r, pandit._id, date);
    if (intervals.length >= 2 && intervals.every((i) => Date.parse(i.to) - Date.parse(i.from) >= 2 * 60 * 60_000)) return { date, intervals };
  }
  throw new Error(`no working day of ${pandit.name} in two weeks`);
}

async function pandits(page: Page) {
  return (await api(page).pandits()) as unknown as Pandit[];
}

/** Books a time through the API, as another devotee would (held while unpaid). */
async function bookThroughApi(r: APIRequestContext, pandit: Pandit, time: Interval) {
  const res = await r.post('/api/v1/pandit-bookings', {
    data: {
      panditId: pandit._id,
      customer: { name: 'Another Devotee', email: 'another@example.com', phone: '9123456780' },
      serviceType: pandit.services[0],
      preferredTime: time,
      amount: pandit.consultationFee,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function getBooking(r: APIRequestContext, id: string, key: string): Promise<Booking> {
  const res = await r.get(`/api/v1/pandit-bookings/${id}?key=${encodeURIComponent(key)}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { booking: Booking } }).data.booking;
}

const payButton = (page: Page) => page.getByRole('button', { name: 'Pay & Book Consultation' }).filter({ visible: true });
const freeTime = (page: Page, i: Interval) => page.getByRole('button', { name: label(i), exact: true });
const isCreate = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/pandit-bookings';

async function fillDevotee(page: Page, pandit: Pandit, who: { name: string; email: string; phone: string }) {
  await page.getByLabel('Full Name').fill(who.name);
  await page.getByLabel('Email Address').fill(who.email);
  await page.getByLabel('Phone Number').fill(who.phone);
  await page.getByLabel('Service Type').selectOption({ label: SERVICE_LABEL[pandit.services[0]!] });
}

/** Pays the open sandbox sheet and answers the booking id and access key of the create call. */
async function payInSandbox(page: Page, fee: number) {
  const [created] = await Promise.all([page.waitForResponse((r) => isCreate(r.request())), payButton(page).click()]);
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { booking: { _id: string }; accessKey: string } };
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText('Sandbox payment — no real money moves')).toBeVisible();
  await sheet.getByRole('button', { name: `Pay ${inr(fee)}` }).click();
  return { id: data.booking._id, key: data.accessKey };
}

test('an astrologer is booked from the list: free times, a validation error, the sandbox payment, the receipt (also after a reload)', async ({ page }) => {
  test.setTimeout(120_000);
  const list = await pandits(page);
  let pandit!: Pandit;
  let day!: { date: string; intervals: Interval[] };

  await test.step('from /astro to the profile to Book a call', async () => {
    await page.goto('/astro');
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    pandit = list.find((p) => p.name === name)!;
    expect(pandit, `pandit ${name} in the API`).toBeTruthy();
    // Three days out, so no other journey's "first free half hour from tomorrow" meets this one.
    day = await workingDay(page.request, pandit, 3);
    await card.getByRole('link', { name: /Book Now/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: pandit.name })).toBeVisible();
    await page.getByRole('link', { name: 'Book a call' }).click();
    await expect(page).toHaveURL(`/astro-booking-form/${pandit._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book Consultation' })).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Your consultation' });
    await expect(panel.getByText(pandit.name)).toBeVisible();
    await expect(panel.getByText(pandit.location)).toBeVisible();
    await expect(panel.getByText(inr(pandit.consultationFee))).toBeVisible();
  });

  const evening = day.intervals[1]!;
  await test.step('details with one validation error on the way', async () => {
    await fillDevotee(page, pandit, { name: 'Meera Iyer', email: '  Meera.Iyer@Example.com ', phone: '58765 43210' });
    await page.getByLabel('Preferred Date').fill(day.date);
    await expect(page.getByLabel('Preferred Date')).toHaveAttribute('min', istDate(Date.now()));
    for (const i of day.intervals) await expect(freeTime(page, i)).toBeVisible();
    await freeTime(page, evening).click();
    await expect(page.getByLabel('From Time')).toHaveValue(hhmm(evening.from));
    await expect(page.getByLabel('To Time')).toHaveValue(hhmm(plus(evening.from, 30)));
    await expect(freeTime(page, evening)).toHaveAttribute('aria-pressed', 'true');

    const creates: Request[] = [];
    page.on('request', (r) => isCreate(r) && creates.push(r));
    await payButton(page).click();
    await expect(page.getByText('Phone number must start with 6, 7, 8, or 9').first()).toBeVisible();
    await expect(page.getByLabel('Phone Number')).toBeFocused();
    await expect(page.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    expect(creates).toHaveLength(0);
    await page.getByLabel('Phone Number').fill('9876543210');
    await expect(page.getByLabel('Phone Number')).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Special Requests').fill('Guidance on a new job offer, please.');
  });

  await test.step('the draft survives a refresh; form screenshots with the free times', async () => {
    await page.reload();
    await expect(page.getByLabel('Full Name')).toHaveValue('Meera Iyer');
    await expect(page.getByLabel('Preferred Date')).toHaveValue(day.date);
    await expect(freeTime(page, evening)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Special Requests')).toHaveValue('Guidance on a new job offer, please.');
    await screenshotBothWidths(page, 'consultation-form', `/astro-booking-form/${pandit._id}`, async (p) => {
      await expect(p.getByRole('button', { name: label(evening), exact: true })).toBeVisible();
    });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  let booking!: { id: string; key: string };
  await test.step('pay in the sandbox checkout → Booking Confirmed!', async () => {
    booking = await payInSandbox(page, pandit.consultationFee);
    // The key is remembered and taken out of the address.
    await expect(page).toHaveURL(`/astro-booking-success?booking=${booking.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeVisible();
    const server = await getBooking(page.request, booking.id, booking.key);
    expect(server.payment_status).toBe('completed');
    expect(server.amount_total).toBe(pandit.consultationFee);
    expect(Date.parse(server.preferredTime.from)).toBe(Date.parse(evening.from));
    expect(Date.parse(server.preferredTime.to) - Date.parse(server.preferredTime.from)).toBe(30 * 60_000);
    await expect(page.getByTestId('booking-id')).toHaveText(booking.id.slice(-8));
    await expect(page.getByTestId('booking-reference')).toHaveText(server.reference);
    await expect(page.getByTestId('payment-id')).toHaveText(server.payment_id!);
    await expect(page.getByTestId('consult-time')).toHaveText(`${label(server.preferredTime)} IST`);
    await expect(page.getByText(SERVICE_LABEL[pandit.services[0]!]).first()).toBeVisible();
    await expect(page.getByText(pandit.location).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'More Astrologers' })).toHaveAttribute('href', '/astro');
  });

  await test.step('a reload keeps the receipt; the paid time is no longer offered', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeVisible();
    await expect(page.getByTestId('payment-status')).toHaveText('Paid');
    const now = await free(page.request, pandit._id, day.date);
    expect(now.some((i) => Date.parse(i.from) <= Date.parse(evening.from) && Date.parse(evening.from) < Date.parse(i.to))).toBe(false);
    await screenshotBothWidths(page, 'consultation-receipt', `/astro-booking-success?booking=${booking.id}`, async (p) => {
      await expect(p.getByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeVisible();
    });
  });
});

/** A page of its own whose console is checked here: the one expected failure is the 409 of the race. */
async function ownPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors, close: () => context.close() };
}

test('a taken time is not offered, a typed one is refused before paying, and a time taken meanwhile (409) shows the new free times', async ({ page: apiPage, browser, baseURL }) => {
  test.setTimeout(120_000);
  const list = await pandits(apiPage);
  // Another astrologer than the first journey's, and another day.
  const pandit = list[1] ?? list[0]!;
  const day = await workingDay(apiPage.request, pandit, 4);
  const morning = day.intervals[0]!;
  const firstHour = { from: morning.from, to: plus(morning.from, 60) };
  await bookThroughApi(apiPage.request, pandit, firstHour);

  const { page, errors, close } = await ownPage(browser, baseURL);
  const creates: Request[] = [];
  page.on('request', (r) => isCreate(r) && creates.push(r));

  await page.goto(`/astro-booking-form/${pandit._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book Consultation' })).toBeVisible();
  await fillDevotee(page, pandit, { name: 'Arjun Nair', email: 'arjun.nair@example.com', phone: '9988776655' });
  await test.step("the pandit's day off has no free time", async () => {
    let off = '';
    for (let d = 1; d <= 7 && !off; d += 1) {
      const date = istDate(Date.now() + d * DAY_MS);
      if ((await free(page.request, pandit._id, date)).length === 0) off = date;
    }
    expect(off, 'a weekly day off').not.toBe('');
    await page.getByLabel('Preferred Date').fill(off);
    await expect(page.getByText('No free time on this day — please pick another date')).toBeVisible();
  });
  await page.getByLabel('Preferred Date').fill(day.date);

  const [rest] = await free(page.request, pandit._id, day.date);
  expect(Date.parse(rest!.from)).toBe(Date.parse(firstHour.to));
  await test.step('the taken hour is not offered', async () => {
    await expect(freeTime(page, rest!)).toBeVisible();
    await expect(freeTime(page, morning)).toHaveCount(0);
  });

  await test.step('typed inside the taken hour: refused before any payment', async () => {
    const inTaken = plus(morning.from, 15);
    await page.getByLabel('From Time').fill(hhmm(inTaken));
    await page.getByLabel('To Time').fill(hhmm(plus(inTaken, 30)));
    await payButton(page).click();
    await expect(page.getByText(NOT_FREE).first()).toBeVisible();
    await expect(page.getByLabel('From Time')).toBeFocused();
    expect(creates).toHaveLength(0);
  });

  await test.step('taken between picking and paying: 409, the message, and the new free times', async () => {
    await expect(page.getByLabel('From Time')).toHaveAttribute('aria-invalid', 'true');
    await freeTime(page, rest!).click();
    await expect(page.getByLabel('From Time')).not.toHaveAttribute('aria-invalid', 'true');
    const picked = { from: rest!.from, to: plus(rest!.from, 30) };
    await bookThroughApi(apiPage.request, pandit, picked);
    const [answer] = await Promise.all([page.waitForResponse((r) => isCreate(r.request())), payButton(page).click()]);
    expect(answer.status()).toBe(409);
    await expect(page.getByRole('alert').filter({ hasText: 'This time is no longer available' }).first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const after = { from: picked.to, to: rest!.to };
    await expect(freeTime(page, after)).toBeVisible();
    await expect(freeTime(page, rest!)).toHaveCount(0);
    await expect(page.getByLabel('From Time')).toHaveAttribute('aria-invalid', 'true');
    await screenshotOnce(page, 'consultation-slot-taken-1280.png');
  });

  await test.step('another free time is paid and confirmed', async () => {
    const after = { from: plus(rest!.from, 30), to: rest!.to };
    await freeTime(page, after).click();
    const booked = await payInSandbox(page, pandit.consultationFee);
    await expect(page).toHaveURL(`/astro-booking-success?booking=${booked.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeVisible();
    expect(creates).toHaveLength(2);
  });

  expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
  expect(errors.filter((e) => /status of 409/.test(e))).toHaveLength(1);
  await close();
});

test('an unknown pandit and an unknown or keyless receipt say so and lead back', async ({ page: apiPage, browser, baseURL }) => {
  const { page, close } = await ownPage(browser, baseURL);
  await page.goto('/astro-booking-form/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Pandit not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Astrologers' })).toHaveAttribute('href', '/astro');

  // Someone else's booking without its key stays closed.
  const pandit = (await pandits(apiPage))[2] ?? (await pandits(apiPage))[0]!;
  const day = await workingDay(apiPage.request, pandit, 5);
  const res = await apiPage.request.post('/api/v1/pandit-bookings', {
    data: {
      panditId: pandit._id,
      customer: { name: 'Kavya Rao', email: 'kavya@example.com', phone: '9876501234' },
      serviceType: pandit.services[0],
      preferredTime: { from: day.intervals[0]!.from, to: plus(day.intervals[0]!.from, 20) },
      amount: pandit.consultationFee,
    },
  });
  expect(res.status()).toBe(201);
  const { data } = (await res.json()) as { data: { booking: { _id: string } } };
  await page.goto(`/astro-booking-success?booking=${data.booking._id}`);
  await expect(page.getByRole('heading', { name: 'We could not find this booking' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'More Astrologers' })).toHaveAttribute('href', '/astro');
  await close();
});
