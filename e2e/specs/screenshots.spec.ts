import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { api, first, loadAllImages, scrollThrough } from './api';
import { ALLOW_MISSING_ART, expect, findPuja, SCREENSHOT_DIR, screenshotBothWidths, screenshotOnce, test } from './fixtures';
import { openCheckout } from './journeys';

/**
 * Full-page screenshots at 390 px and 1280 px (e2e/screenshots/, git-ignored) of the main
 * browsing pages, each taken once its heading is up and every image has loaded. A broken image
 * (loaded but empty) fails the shot, so a screenshot never hides a missing picture.
 */

const ready = (heading: string | RegExp, extra?: (page: Page) => Promise<void>) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
  await scrollThrough(page);
  await extra?.(page);
  await loadAllImages(page);
  let broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((i) => i.naturalWidth === 0)
      .map((i) => i.getAttribute('src') ?? ''),
  );
  if (ALLOW_MISSING_ART) broken = broken.filter((src) => !src.startsWith('/art/'));
  expect(broken, 'images that did not load').toEqual([]);
};

// Full-page shots of long pages on a loaded machine take a while.
test.describe.configure({ timeout: 120_000 });

test('home', async ({ page }) => {
  await screenshotBothWidths(
    page,
    'home',
    '/',
    ready(/./, async (p) => {
      await expect(p.getByRole('region', { name: 'Featured Pujas' }).getByRole('article')).toHaveCount(3);
      // Rendered only once scrolled into view: the shot must include them.
      for (const name of ['What Devotees Say', 'Past Puja Videos', 'Frequently Asked Questions'])
        await expect(p.getByRole('heading', { name })).toBeVisible();
    }),
  );
});

test('puja details (upcoming)', async ({ page }) => {
  const puja = await findPuja(page, 'upcoming');
  await screenshotBothWidths(
    page,
    'puja-details',
    `/puja-details/${puja.slug}`,
    ready(puja.title, async (p) => {
      await expect(p.getByRole('heading', { name: 'Ways to Participate' })).toBeVisible();
    }),
  );
});

test('store product', async ({ page }) => {
  const product = first(await api(page).products());
  await screenshotBothWidths(page, 'store-product', `/store/product/${product._id}`, ready(product.name));
});

test('donation details (after the loader)', async ({ page }) => {
  const campaign = first(await api(page).campaigns());
  await screenshotBothWidths(
    page,
    'donation-details',
    `/donation-details/${campaign.slug}`,
    ready(campaign.title, async (p) => {
      await expect(p.getByText('Loading campaign details…')).toHaveCount(0);
    }),
  );
});

for (const [name, path, landmark] of [
  ['pujas', '/pujas', 'Puja Process'],
  ['chadhava', '/chadhava', 'Upcoming Chadhava Events'],
  ['live', '/live', 'Live Streams'],
  ['temples', '/temples', /^Sacred Temples \(\d+\+?\)$/],
] as const) {
  test(name, async ({ page }) => {
    await screenshotBothWidths(
      page,
      name,
      path,
      ready(/./, async (p) => {
        await expect(p.getByRole('heading', { name: landmark })).toBeVisible();
        // The cards, not their loading skeletons.
        await expect(p.locator('main article').first()).toBeVisible();
      }),
    );
  });
}

/**
 * Issue 13: the same pages as a Hindi reader sees them on a phone (390 px): home, a puja, its
 * checkout and the receipt after paying in the sandbox.
 */
test('in Hindi at 390 px: home, a puja, its checkout and the receipt', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'hi', url: baseURL! }]);
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /मंदिरों/ })).toBeVisible();
  await scrollThrough(page);
  await loadAllImages(page);
  await screenshotOnce(page, 'hi-home-390.png');

  const puja = await findPuja(page, 'upcoming');
  await page.goto(`/puja-details/${puja.slug}`);
  await expect(page.getByRole('heading', { level: 2, name: 'भाग लेने के तरीके' })).toBeVisible();
  await scrollThrough(page);
  await loadAllImages(page);
  await screenshotOnce(page, 'hi-puja-details-390.png');

  await openCheckout(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = page.getByRole('dialog');
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'hi-checkout-390.png') });
  await dialog.getByRole('button', { name: /₹/ }).last().click();
  await expect(page).toHaveURL(/\/puja-checkout-success\//);
  await expect(page.getByRole('heading', { level: 1, name: 'आपकी पूजा बुक हो गई है' })).toBeVisible();
  await screenshotOnce(page, 'hi-receipt-390.png');
});
