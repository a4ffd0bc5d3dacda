import type { APIRequestContext, Page } from '@playwright/test';
import { api } from './api';
import { expect, screenshotBothWidths, signUp, test } from './fixtures';

/**
 * Notifications (issue 10): a devotee signs up, books and pays two pujas (sandbox, through the API
 * with their session), sees the bell count, opens /notifications, opens one notification (it goes
 * to its booking and counts as read), then marks the rest read.
 */

type Envelope<T> = { success: boolean; data: T };
type Checkout = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

async function post<T>(r: APIRequestContext, path: string, body: unknown, token: string): Promise<T> {
  const res = await r.post(`/api/v1${path}`, { data: body, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json() as Promise<T>;
}

/** Books and pays (sandbox) the n-th approved puja still open, signed in; answers its id. */
async function bookAndPay(
  page: Page,
  token: string,
  who: { fullName: string; email: string; phone: string },
  n: number,
) {
  const r = page.request;
  const open = (await api(page).pujas()).filter((p) => Date.parse(p.startTime) > Date.now() + 3_600_000);
  let skipped = 0;
  for (const item of open) {
    const puja = (
      (await (await r.get(`/api/v1/pujas/${item._id}`)).json()) as Envelope<{
        _id: string;
        approval: unknown;
        waysToParticipate: { _id: string; price: number; numberOfPeople: number }[];
      }>
    ).data;
    const pkg = puja.waysToParticipate.find((w) => w.numberOfPeople === 1) ?? puja.waysToParticipate[0];
    if (!puja.approval || !pkg) continue;
    if (skipped++ < n) continue;
    const sankalp = (
      await post<Envelope<{ _id: string }>>(
        r,
        '/sankalp/',
        {
          full_name: who.fullName,
          gotra: 'Kashyap',
          phone_number: who.phone,
          email_address: who.email,
          family_members_names: [],
          wants_prasad: false,
          special_prayers_or_sankalp: 'For the family’s health',
          puja_ref_id: puja._id,
          ways_to_participate_ref_id: pkg._id,
        },
        token,
      )
    ).data;
    const created = (
      await post<Envelope<{ booking: { _id: string }; order: { id: string } }>>(
        r,
        '/poojabooking/',
        {
          puja_ref_id: puja._id,
          ways_to_participate_ref_id: pkg._id,
          chadhava_included: null,
          amount_total: pkg.price,
          sankalp_ref_id: sankalp._id,
          payment_status: 'completed',
          donor_details: { full_name: who.fullName, email: who.email, phone: who.phone },
        },
        token,
      )
    ).data;
    const paid = await post<Checkout>(
      r,
      '/payments/sandbox/pay',
      { order_id: created.order.id, outcome: 'success' },
      token,
    );
    await post(r, '/poojabooking/verifypayment', { bookingId: created.booking._id, ...paid }, token);
    return created.booking._id;
  }
  throw new Error('not enough approved open pujas in the seed');
}

test('the bell counts a paid booking; /notifications opens it and marks all read', async ({ page }) => {
  const stamp = Date.now();
  const who = {
    fullName: 'Meera Iyer',
    email: `notify.${stamp}@example.com`,
    phone: `9${String(stamp).slice(-9)}`,
    password: 'Tulsi-Ganga-Vriksh-42',
  };
  await signUp(page, who);
  const token = (await page.evaluate(() => localStorage.getItem('authToken')))!;
  expect(token).toBeTruthy();
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications (0)');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);

  const first = await bookAndPay(page, token, who, 0);
  await page.goto('/');
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Notifications (1)');

  const second = await bookAndPay(page, token, who, 1);
  await page.goto('/pujas');
  await expect(page.getByTestId('notification-count')).toHaveText('2');

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const rows = page.getByTestId('notification');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toHaveAttribute('data-unread', 'true');
  await expect(page.getByText('2 unread')).toBeVisible();

  await screenshotBothWidths(page, 'notifications', '/notifications', async (p) => {
    await expect(p.getByTestId('notification')).toHaveCount(2);
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Newest first: the second booking's notification; opening it goes to that booking and reads it.
  const newest = rows.first().getByRole('link');
  await expect(newest).toHaveAttribute('href', new RegExp(second));
  await newest.click();
  await expect(page).toHaveURL(new RegExp(second));
  await expect(page.getByTestId('notification-count')).toHaveText('1');

  await page.goto('/notifications');
  await expect(rows.first()).toHaveAttribute('data-unread', 'false');
  await expect(rows.nth(1)).toHaveAttribute('data-unread', 'true');
  await expect(rows.nth(1).getByRole('link')).toHaveAttribute('href', new RegExp(first));
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications (0)');
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await expect(page.locator('[data-testid="notification"][data-unread="true"]')).toHaveCount(0);

  // Hindi: the page's own words follow the language switch.
  await page.getByRole('button', { name: 'भाषा: हिन्दी' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'सूचनाएँ' })).toBeVisible();
});

test('signed out, /notifications goes to sign-in', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/auth/);
});
