import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from './admin-account';
import { expect, screenshotBothWidths, signUp, test } from './fixtures';
import { stepOf, totp } from './totp';

/**
 * The prasad page on real orders (issue 10): a devotee signs up, orders prasad and pays in the
 * sandbox window, and sees it in current orders; the operator ships it with a courier and tracking
 * number through the fulfilment board's API; signed out, anyone looks it up by its tracking id
 * (any case); it is delivered and the devotee leaves feedback. Screenshots of the page and the
 * tracking view at 390 and 1280 px.
 */

type Envelope<T> = { success: boolean; data: T };

async function call<T>(r: APIRequestContext, method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  const res = await r.fetch(`/api/v1${path}`, {
    method,
    data: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as Envelope<T>).data;
}

/** An admin session with two-factor sign-in on (every /admin call needs it). */
async function adminToken(r: APIRequestContext): Promise<string> {
  const { token } = await call<{ token: string }>(r, 'POST', '/auth/login', {
    emailOrPhone: E2E_ADMIN.email,
    password: E2E_ADMIN.password,
  });
  const { secret } = await call<{ secret: string }>(r, 'POST', '/auth/2fa/setup', {}, token);
  await call(r, 'POST', '/auth/2fa/enable', { code: totp(secret, stepOf(Date.now())) }, token);
  return token;
}

type BoardItem = { id: string; type: string; refId: string; reference: string };

/** The parcel promises of one prasad order on the board, and a parcel step on them. */
async function parcelStep(r: APIRequestContext, token: string, orderId: string, body: Record<string, unknown>) {
  const board = await call<{ items: BoardItem[] }>(
    r,
    'GET',
    '/admin/fulfilment?kind=prasad_order&limit=100',
    undefined,
    token,
  );
  const ids = board.items.filter((i) => i.refId === orderId).map((i) => i.id);
  expect(ids.length, 'the order’s dispatch and delivery promises are on the board').toBeGreaterThan(0);
  await call(r, 'POST', '/admin/fulfilment/parcel', { promiseIds: ids, ...body }, token);
}

const trackingIdOf = async (page: Page) => (await page.getByTestId('tracking-id').first().textContent())!.trim();

test('a devotee orders prasad, it is shipped, tracked signed out, delivered and reviewed', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const devotee = {
    phone: `9${String(stamp).slice(-9)}`,
    fullName: 'Savitri Devi',
    email: `prasad.${stamp}@example.com`,
    password: 'Tulsi-Ganga-Vriksh-42',
  };

  // The page keeps the order just placed in its URL (?tab=tracking&order=<id>).
  let orderId = '';
  await test.step('the devotee signs up and orders prasad, paying in the sandbox window', async () => {
    await signUp(page, devotee);
    await page.goto('/prasad');
    await expect(page.getByRole('heading', { name: 'Order Prasad' })).toBeVisible();
    await screenshotBothWidths(page, 'prasad-page', '/prasad', async (p) => {
      await expect(p.getByRole('button', { name: /Order prasad from/ }).first()).toBeVisible();
    });
    await page.getByRole('button', { name: /Order prasad from Shri Kashi Vishwanath/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Address line 1').fill('12 Dashashwamedh Ghat Road');
    await dialog.getByLabel('City').fill('Varanasi');
    await dialog.getByLabel('Pincode').fill('221001');
    await dialog.getByLabel('State').selectOption('Uttar Pradesh');
    await dialog.getByRole('button', { name: 'One more' }).click();
    await dialog.getByRole('button', { name: 'Place Order & Pay' }).click();
    const sheet = page.getByRole('dialog').filter({ hasText: 'Sandbox payment — no real money moves' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Prasad Ordered Successfully' })).toBeVisible();
    await expect(page).toHaveURL(/tab=tracking&order=/);
    orderId = new URL(page.url()).searchParams.get('order')!;
    await expect(page.getByRole('article', { name: /Shri Kashi Vishwanath Temple/ })).toContainText('Just ordered');
    await page.getByRole('tab', { name: /Current Orders \(1\)/ }).click();
    await expect(page.getByRole('article', { name: /Shri Kashi Vishwanath Temple/ })).toContainText('Processing');
  });

  const trackingId = await trackingIdOf(page);
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
  let admin = '';

  await test.step('the operator packs and ships it with a courier and tracking number (fulfilment board API)', async () => {
    admin = await adminToken(page.request);
    await parcelStep(page.request, admin, orderId, { step: 'packed' });
    await parcelStep(page.request, admin, orderId, {
      step: 'shipped',
      courier: 'India Post',
      trackingNumber: 'EK123456789IN',
    });
    await page.reload();
    await page.getByRole('tab', { name: /Current Orders/ }).click();
    await expect(page.getByRole('article', { name: /Shri Kashi Vishwanath Temple/ })).toContainText('Shipped');
  });

  await test.step('signed out, the order is looked up by its tracking id in lower case; nothing personal shows', async () => {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.context().clearCookies();
    await page.goto('/prasad');
    await page.getByLabel('Tracking ID').fill(`  ${trackingId.toLowerCase()} `);
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    const result = page.getByTestId('tracking-result');
    await expect(result).toContainText('In Transit');
    await expect(result).toContainText('India Post');
    await expect(result).not.toContainText('Dashashwamedh');
    await expect(result).not.toContainText(devotee.fullName);
    await screenshotBothWidths(page, 'prasad-tracking', `/prasad?track=${trackingId}`, async (p) => {
      await expect(p.getByTestId('tracking-result')).toBeVisible();
    });
    await page.goto('/prasad?track=TRK-ZZZZZZZZZZ');
    await expect(page.getByText('Tracking ID Not Found')).toBeVisible();
  });

  await test.step('it is delivered; the devotee signs in again and leaves feedback once', async () => {
    await parcelStep(page.request, admin, orderId, { step: 'delivered' });
    await page.goto('/auth');
    await page.getByLabel('Email or Phone').fill(devotee.email);
    await page.getByLabel('Password', { exact: true }).fill(devotee.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).not.toHaveURL(/\/auth$/);
    await page.goto('/prasad?tab=previous');
    const card = page.getByRole('article', { name: /Shri Kashi Vishwanath Temple/ });
    await expect(card).toContainText('Delivered');
    await card.getByRole('button', { name: 'Leave Feedback' }).click();
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.getByText('Please select a rating')).toBeVisible();
    await page.getByText('5 stars (Excellent)').click({ force: true });
    await page.getByLabel('Your feedback').fill('The prasad arrived fresh and beautifully packed.');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Feedback Submitted' })).toBeVisible();
    await expect(page.getByRole('article', { name: /Shri Kashi Vishwanath Temple/ })).toContainText(
      'Feedback shared, thank you',
    );
  });
});
