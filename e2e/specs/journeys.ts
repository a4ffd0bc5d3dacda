import type { Page } from '@playwright/test';
import { openPuja } from './api';
import { expect } from './fixtures';

/**
 * Steps several journeys share (the accessibility run, the Hindi journeys): a page settled, the
 * site in a language, a devotee signed in through the API, the puja checkout dialog opened
 * whatever the language.
 */
export async function settle(page: Page) {
  // The page's code has taken over (RootLayout marks it), its skeletons are over and its lazy
  // words (Hindi) are in. Not "network idle": a live stream's player never goes quiet, and
  // waiting for half a second of silence on every page made the accessibility run minutes longer.
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
  // Skeletons and loading lines (data-loading) count too: a list still loading has no aria-busy
  // (that would silence its polite status).
  await expect(page.locator('[aria-busy="true"], [data-loading]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('load');
}

/** The site in `language` from the first paint: the cookie the server renders by, the choice the page keeps. */
export async function inLanguage(page: Page, language: 'en' | 'hi', baseURL: string) {
  await page.context().addCookies([{ name: 'language', value: language, url: baseURL }]);
  await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
}

/** A new devotee, signed in through the API (as donation-checkout.spec does). */
export async function signIn(page: Page) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const reg = await page.request.post('/api/v1/auth/register', {
    data: { fullName: 'आशा देवी', email: `axe.${stamp}@example.com`, phoneNumber: `9${stamp}`, password: 'Lotus-Ganga-2026' },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const { user, token } = ((await reg.json()) as { data: { user: unknown; token: string } }).data;
  await page.addInitScript(
    ([u, t]) => {
      localStorage.setItem('authToken', t);
      localStorage.setItem('user', JSON.stringify(u));
      localStorage.setItem('isAuthenticated', 'true');
    },
    [user, token] as const,
  );
}

/** An open puja's sankalp form filled (by field names: either language), its chadhava step passed: the sandbox checkout dialog open. */
export async function openCheckout(page: Page) {
  const puja = await openPuja(page);
  const detail = (await (await page.request.get(`/api/v1/pujas/pujaByname/${puja.slug}`)).json()) as {
    data: { waysToParticipate: { _id: string }[] };
  };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/puja-sankalp/${puja.slug}?package=${detail.data.waysToParticipate[0]!._id}`);
  const form = page.locator('main form').first();
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.locator('input[name="full_name"]').fill('Asha Devi');
  await form.locator('input[name="gotra"]').fill('Kashyap');
  await form.locator('input[name="phone_number"]').fill('9876543210');
  await form.locator('input[name="email_address"]').fill('asha.devi@example.com');
  await page.locator('button[type="submit"]').filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/puja-chadhava-selection/);
  await settle(page);
  await page.getByRole('button', { name: /₹/ }).filter({ visible: true }).last().click();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
}
