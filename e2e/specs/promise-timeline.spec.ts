import type { APIRequestContext, Page } from '@playwright/test';
import { api } from './api';
import { join } from 'node:path';
import { expect, SCREENSHOT_DIR, screenshotInPlace, test } from './fixtures';

/**
 * The devotee's timeline (issue 10): a puja booked with prasad and paid shows on its page what was
 * promised — booked, the confirmation call, the puja, its video, the prasad shipped and delivered —
 * each with its due date, in English and in Hindi. Screenshots at 390 and 1280 px.
 */

type Envelope<T> = { success: boolean; data: T };

async function post<T>(r: APIRequestContext, path: string, body: unknown, token?: string): Promise<T> {
  const res = await r.post(`/api/v1${path}`, {
    data: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as Envelope<T>).data;
}

/** Books (with prasad) and pays a puja still open, as a guest; answers its page's address. */
async function bookWithPrasad(page: Page, stamp: number, token?: string): Promise<string> {
  const r = page.request;
  const list = (await api(page).pujas()).filter((p) => Date.parse(p.startTime) > Date.now() + 3_600_000);
  for (const item of list) {
    const res = await r.get(`/api/v1/pujas/${item._id}`);
    const puja = (
      (await res.json()) as Envelope<{
        _id: string;
        slug: string;
        approval: unknown;
        waysToParticipate: { _id: string; price: number; numberOfPeople: number }[];
      }>
    ).data;
    const pkg = puja.waysToParticipate.find((w) => w.numberOfPeople === 1) ?? puja.waysToParticipate[0];
    if (!puja.approval || !pkg) continue;
    const email = `timeline.${stamp}@example.com`;
    const sankalp = await post<{ _id: string }>(
      r,
      '/sankalp/',
      {
        full_name: 'Kamala Devi',
        gotra: 'Kashyap',
        phone_number: '+91 98765 22334',
        email_address: email,
        family_members_names: [],
        wants_prasad: true,
        address_for_prasad_delivery: {
          addressLine1: '14 Assi Ghat Road',
          city: 'Varanasi',
          pincode: '221005',
          state: 'Uttar Pradesh',
        },
        special_prayers_or_sankalp: 'For the family’s health',
        puja_ref_id: puja._id,
        ways_to_participate_ref_id: pkg._id,
      },
      token,
    );
    const created = await post<{ booking: { _id: string }; order: { id: string }; accessKey: string }>(
      r,
      '/poojabooking/',
      {
        puja_ref_id: puja._id,
        ways_to_participate_ref_id: pkg._id,
        chadhava_included: null,
        amount_total: pkg.price,
        sankalp_ref_id: sankalp._id,
        payment_status: 'completed',
        donor_details: { full_name: 'Kamala Devi', email, phone: '9876522334' },
      },
      token,
    );
    const res2 = await r.post('/api/v1/payments/sandbox/pay', {
      data: { order_id: created.order.id, outcome: 'success' },
    });
    expect(res2.status()).toBe(200);
    const paid = await res2.json();
    await post(r, '/poojabooking/verifypayment', { bookingId: created.booking._id, ...paid }, token);
    return `/puja-checkout-success/${puja.slug}?booking=${created.booking._id}&key=${created.accessKey}`;
  }
  throw new Error('no approved open puja in the seed');
}

test('a paid puja booking shows its promises as a timeline, in English and Hindi', async ({ page }) => {
  const path = await bookWithPrasad(page, Date.now());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  const timeline = page.getByTestId('promise-timeline');
  await expect(timeline.getByRole('heading', { name: 'Your booking’s progress' })).toBeVisible();
  const steps = timeline.locator('li[data-step]');
  await expect(steps).toHaveCount(6);
  expect(
    await steps.evaluateAll((els) => els.map((e) => `${e.getAttribute('data-step')}:${e.getAttribute('data-state')}`)),
  ).toEqual([
    'booked:done',
    'call:upcoming',
    'performed:upcoming',
    'video:upcoming',
    'shipped:upcoming',
    'delivered:upcoming',
  ]);
  await expect(timeline.getByText('Puja video')).toBeVisible();
  await expect(timeline.getByText('Prasad delivered')).toBeVisible();
  await expect(timeline.getByText(/^By \d{1,2} [A-Z][a-z]{2}/).first()).toBeVisible();
  // Nothing spills sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await timeline.scrollIntoViewIfNeeded();
  await screenshotInPlace(page, 'booking-timeline');
  // The timeline alone, at phone width, for review.
  await page.setViewportSize({ width: 390, height: 844 });
  await timeline.screenshot({ path: join(SCREENSHOT_DIR, 'booking-timeline-card-390.png') });

  await page.evaluate(() => localStorage.setItem('language', 'hi'));
  await page.reload();
  await expect(page.getByTestId('promise-timeline').getByRole('heading', { name: 'आपकी बुकिंग की प्रगति' })).toBeVisible();
  await expect(page.getByTestId('promise-timeline').getByText('पूजा का वीडियो')).toBeVisible();
  await page
    .getByTestId('promise-timeline')
    .screenshot({ path: join(SCREENSHOT_DIR, 'booking-timeline-card-390-hi.png') });
});

test('the account card names the next step and when it is due', async ({ page }) => {
  const stamp = Date.now();
  const data = await post<{ user: { id: string }; token: string }>(page.request, '/auth/register', {
    email: `timeline.card.${stamp}@example.com`,
    phoneNumber: `7${String(stamp).slice(-9)}`,
    password: 'Ganga-Aarti-42',
    fullName: 'Kamala Devi',
  });
  await bookWithPrasad(page, stamp, data.token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.evaluate(({ user, token }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('isAuthenticated', 'true');
  }, data);
  await page.goto('/profile?tab=orders');
  const card = page.getByRole('article').first();
  const next = card.getByTestId('promise-next');
  await expect(next).toHaveText(/^Next: Confirmation call · By \d{1,2} [A-Z][a-z]{2}, /);
  await expect(next).toHaveAttribute('data-state', 'upcoming');
  await card.screenshot({ path: join(SCREENSHOT_DIR, 'booking-card-next-step-390.png') });
});
