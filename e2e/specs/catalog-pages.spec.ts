import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { expect, screenshotInPlace, SCREENSHOT_DIR, test } from './fixtures';

/**
 * Issue 16: the catalog lists load a page at a time (12 cards), "Show more" (or scrolling to it)
 * brings the next page without repeating a card, the search is the server's and lives in the URL,
 * and a temple's page lists its own open pujas only. The demo catalog has more pujas and temples
 * than one page.
 */

const PAGE_SIZE = 12;

type Item = { _id: string; title?: string; name?: string; temple?: { _id: string } };

async function all<T extends Item>(page: Page, path: string, pick: (data: unknown) => T[]): Promise<T[]> {
  const sep = path.includes('?') ? '&' : '?';
  const res = await page.request.get(`/api/v1${path}${sep}limit=100`);
  expect(res.ok(), `GET ${path} → ${res.status()}`).toBeTruthy();
  const body = (await res.json()) as { data: unknown; page: { nextCursor: string | null } };
  expect(body.page.nextCursor, `${path} fits in one 100-item page`).toBeNull();
  return pick(body.data);
}

const pujasOf = (page: Page, query = '') => all(page, `/pujas/all${query}`, (d) => d as Item[]);
const templesOf = (page: Page, query = '') => all(page, `/temples${query}`, (d) => (d as { temples: Item[] }).temples);

/** Scrolls the list's last card into view: the "Show more" below it comes near and loads by itself. */
const scrollToEnd = (page: Page, listId: string) =>
  page.locator(`#${listId} ul`).first().evaluate((ul) => ul.lastElementChild?.scrollIntoView({ block: 'end', behavior: 'instant' }));

/** The card titles in the list, in order, each asserted once. */
async function titles(page: Page, listId: string): Promise<string[]> {
  const shown = await page.locator(`#${listId} li article h3`).allInnerTexts();
  expect(new Set(shown).size, 'no card repeats').toBe(shown.length);
  return shown;
}

test('the pujas list: a page, then Show more, no card twice; the search narrows and clears', async ({ page }) => {
  const pujas = await pujasOf(page);
  expect(pujas.length).toBeGreaterThan(PAGE_SIZE);
  await page.goto('/pujas');
  const cards = page.locator('#puja-list li article');
  await expect(cards).toHaveCount(PAGE_SIZE);
  await expect(page.getByText(`Showing ${PAGE_SIZE} pujas`)).toBeAttached();

  // Pressed where it stands (scrolling to it would load the page by itself: the temples test).
  await page.getByRole('button', { name: 'Show more pujas' }).dispatchEvent('click');
  await expect(cards).toHaveCount(pujas.length);
  await expect(page.getByRole('button', { name: 'Show more pujas' })).toHaveCount(0);
  await expect(page.getByText(`Showing ${pujas.length} pujas`)).toBeAttached();
  // The server's order (open first, then the recently closed), each puja once.
  expect(await titles(page, 'puja-list')).toEqual(pujas.map((p) => p.title));

  // A word of one title: the server's answer for it is what the list shows, and the URL keeps it.
  const word = pujas[0]!.title!.split(/\s+/).find((w) => w.length > 4)!;
  const matching = await pujasOf(page, `?q=${encodeURIComponent(word)}`);
  const box = page.getByRole('searchbox', { name: 'Search pujas by name or temple' });
  await box.fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
  await expect(cards).toHaveCount(matching.length);
  expect(await titles(page, 'puja-list')).toEqual(matching.map((p) => p.title));
  await screenshotInPlace(page, 'catalog-pages-puja-search');

  await box.fill('zzzzqx');
  await expect(page.getByRole('heading', { name: 'No pujas match “zzzzqx”' })).toBeVisible();
  await expect(cards).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search', exact: true }).first().click();
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(box).toHaveValue('');
  // Back to the whole list, with the pages already loaded.
  await expect(cards).toHaveCount(pujas.length);

  // A shared link with a search opens it.
  await page.goto(`/pujas?q=${encodeURIComponent(word)}`);
  await expect(box).toHaveValue(word);
  await expect(cards).toHaveCount(matching.length);
});

test('the temples list: a page, then the next by scrolling to it; the search is the server’s', async ({ page }) => {
  const temples = await templesOf(page);
  expect(temples.length).toBeGreaterThan(PAGE_SIZE);
  await page.goto('/temples');
  const cards = page.locator('#temple-list li article');
  await expect(cards).toHaveCount(PAGE_SIZE);
  await expect(page.getByRole('heading', { name: `Sacred Temples (${PAGE_SIZE}+)` })).toBeVisible();

  // Scrolling the "Show more" button near the screen loads the next page by itself.
  await expect(page.getByRole('button', { name: 'Show more temples' })).toBeAttached();
  await scrollToEnd(page, 'temple-list');
  await expect(cards).toHaveCount(temples.length);
  await expect(page.getByRole('heading', { name: `Sacred Temples (${temples.length})` })).toBeVisible();
  expect(await titles(page, 'temple-list')).toEqual(temples.map((t) => t.name));
  await screenshotInPlace(page, 'catalog-pages-temples');

  const matching = await templesOf(page, '?q=varanasi');
  expect(matching.length).toBeGreaterThan(0);
  await page.getByRole('searchbox', { name: 'Search temples by name or location' }).fill('Varanasi');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(cards).toHaveCount(matching.length);
  await expect(page.getByRole('heading', { name: `Sacred Temples (${matching.length})` })).toBeVisible();
});

test('a temple’s page lists its own open pujas only', async ({ page }) => {
  const pujas = await pujasOf(page, '?status=open');
  const byTemple = new Map<string, Item[]>();
  for (const p of pujas) byTemple.set(p.temple!._id, [...(byTemple.get(p.temple!._id) ?? []), p]);
  // The temple with the most open pujas, so other temples' pujas would show if unfiltered.
  const [templeId, own] = [...byTemple.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  expect(byTemple.size).toBeGreaterThan(1);

  await page.goto(`/temple/${templeId}`);
  const section = page.getByRole('region', { name: 'Pujas at this temple' });
  const rows = section.getByRole('listitem');
  await expect(rows).toHaveCount(own.length);
  const shown = await section.getByRole('heading', { level: 3 }).allInnerTexts();
  expect(shown.sort()).toEqual(own.map((p) => p.title!).sort());
});

test('a next page that fails keeps the cards and offers a retry; loading shows skeleton cards', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const pujas = await pujasOf(page);
  let fail = true;
  // Every next page (it carries a cursor) is slow, and fails until told otherwise.
  await page.route(/\/api\/v1\/pujas\/all\?.*cursor=/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    if (fail) await route.fulfill({ status: 503, json: { success: false, message: 'Service unavailable', code: 'UNAVAILABLE' } });
    else await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pujas');
  const cards = page.locator('#puja-list li article');
  await expect(cards).toHaveCount(PAGE_SIZE);

  // Scrolled to the end of the list, the next page loads by itself: skeleton cards meanwhile.
  await expect(page.getByRole('button', { name: 'Show more pujas' })).toBeAttached();
  await scrollToEnd(page, 'puja-list');
  const loading = page.getByRole('status').filter({ hasText: 'Loading more pujas…' });
  await expect(loading).toBeAttached();
  await loading.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'catalog-pages-loading-more-390.png') });

  // After the client's retries, an inline retry below the cards already shown.
  const alert = page.getByRole('alert').filter({ hasText: 'More pujas could not be loaded.' });
  await expect(alert).toBeVisible({ timeout: 60_000 });
  await expect(cards).toHaveCount(PAGE_SIZE);
  await alert.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'catalog-pages-more-failed-390.png') });

  fail = false;
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(cards).toHaveCount(pujas.length);
  await expect(alert).toHaveCount(0);
  expect(await titles(page, 'puja-list')).toEqual(pujas.map((p) => p.title));
  // The 503s were this test's own doing: the first try and the client's retries.
  const expected = consoleErrors.filter((e) => e.includes('503') && e.includes('/pujas/all'));
  expect(expected.length).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.includes(e)));
});
