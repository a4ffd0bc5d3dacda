import type { Locator, Page } from '@playwright/test';
import { api, inr, openPuja } from './api';
import { expect, test } from './fixtures';

/**
 * Issue 13: the puja booking and a donation completed with the keyboard alone (Tab, Enter, Space),
 * with a visible focus ring on every control reached, focus on each step's heading when the step
 * changes, into the checkout dialog and out of it; toasts in a live region; countdowns silent.
 */

/** The focused element shows the site's focus ring (an outline or a ring shadow). */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing focused';
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
    return outline || s.boxShadow !== 'none' ? 'ok' : `no focus ring on ${el.outerHTML.slice(0, 120)}`;
  });
  expect(ring).toBe('ok');
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab until `target` has focus, checking the ring at every stop on the way. */
async function tabTo(page: Page, target: Locator, max = 150) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The new step's heading has focus (a screen reader reads it; Tab goes on from there). */
async function expectHeadingFocused(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

const visibleButton = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).filter({ visible: true }).first();

/** Opens the page and starts from its top, as a keyboard user does. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test('a puja is booked and paid with the keyboard alone', async ({ page }) => {
  const puja = await openPuja(page);
  const detail = (await (await page.request.get(`/api/v1/pujas/pujaByname/${puja.slug}`)).json()) as {
    data: { waysToParticipate: { _id: string; thumbnailTitle: string; price: number }[] };
  };
  const pkg = detail.data.waysToParticipate[0]!;

  await test.step('puja details: the countdown is silent; Tab to a package, Enter', async () => {
    await open(page, `/puja-details/${puja.slug}`);
    for (const badge of await page.getByText(/^(Starts in|Ends in) /).all()) await expect(badge).toHaveAttribute('aria-live', 'off');
    await tabTo(page, visibleButton(page, `Book Now: ${pkg.thumbnailTitle}`));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/puja-sankalp\//);
    await expectHeadingFocused(page, 'Your sankalp details');
  });

  await test.step('sankalp form: a submit with nothing filled is announced, then the form filled by keyboard', async () => {
    await tabTo(page, visibleButton(page, /^Continue/));
    await page.keyboard.press('Enter');
    // The toast sits in a polite live region; the first wrong field takes focus.
    await expect(page.locator('section[aria-live="polite"]')).toContainText('Please enter details as required!');
    await expect(page.getByLabel('Full name')).toBeFocused();
    await page.keyboard.type('Asha Devi');
    await typeInto(page, page.getByRole('textbox', { name: 'Gotra' }), 'Bharadwaj');
    await typeInto(page, page.getByLabel('Phone number'), '9876543210');
    await typeInto(page, page.getByLabel('Email address'), 'asha.devi@example.com');
    await tabTo(page, visibleButton(page, /^Continue/));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/puja-chadhava-selection\//);
    await expectHeadingFocused(page, 'Chadhava & dakshina');
  });

  await test.step('chadhava step: Tab to Pay, Enter opens the checkout with focus inside; Escape leaves it', async () => {
    const pay = visibleButton(page, /^Pay ₹/);
    await tabTo(page, pay);
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByText('Sandbox payment — no real money moves')).toBeVisible();
    await expect.poll(() => sheet.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    // Focus comes back to the Pay button (it stays focusable while busy: aria-disabled, not disabled).
    await expect(pay).toBeFocused();
  });

  await test.step('pay in the checkout by keyboard → the receipt, its heading focused', async () => {
    await tabTo(page, visibleButton(page, /^Pay ₹/));
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await tabTo(page, sheet.getByRole('button', { name: `Pay ${inr(pkg.price)}` }), 30);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/puja-checkout-success\//);
    await expectHeadingFocused(page, 'Your puja is booked');
  });
});

test('a donation is given with the keyboard alone', async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const reg = await page.request.post('/api/v1/auth/register', {
    data: { fullName: 'Radha Iyer', email: `keys.${stamp}@example.com`, phoneNumber: `9${stamp}`, password: 'Lotus-Ganga-2026' },
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
  const campaign = (await api(page).campaigns()).find((c) => c.sevas.length > 0)!;
  const seva = campaign.sevas[0]!;

  await test.step('campaign: Tab to a seva, Enter; Tab to Proceed, Enter', async () => {
    await open(page, `/donation-details/${campaign.slug}`);
    await tabTo(page, visibleButton(page, new RegExp(`^Add ${seva.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)));
    await page.keyboard.press('Enter');
    const proceed = visibleButton(page, /^Proceed to Pay/);
    await expect(proceed).toHaveText(`Proceed to Pay ${inr(seva.price)}`);
    await tabTo(page, proceed);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/donor-form$/);
    await expectHeadingFocused(page, 'Donor details');
  });

  await test.step('donor form by keyboard: the address typed, Space ticks "I don\'t know my gotra"', async () => {
    await typeInto(page, page.getByRole('textbox', { name: 'Address', exact: true }), '14 Kapaleeshwarar Koil Street, Chennai 600004');
    await tabTo(page, page.getByLabel("I don't know my gotra"));
    await page.keyboard.press('Space');
    await expect(page.getByRole('textbox', { name: 'Gotra' })).toHaveValue('Kashyap');
  });

  await test.step('pay in the checkout by keyboard → the receipt', async () => {
    await tabTo(page, visibleButton(page, /^Pay ₹/));
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await expect.poll(() => sheet.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await tabTo(page, sheet.getByRole('button', { name: `Pay ${inr(seva.price)}` }), 30);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/donation-checkout-success\?donation=/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});

test('the menu sheet: Enter opens it with focus inside, Tab stays in it, Escape closes it and focus returns', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await tabTo(page, menu, 5);
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet.getByRole('link', { name: 'Temples' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Prasad' })).toBeVisible();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    expect(await sheet.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(menu).toBeFocused();
  // A section chosen by keyboard: its page, with its heading focused.
  await page.keyboard.press('Enter');
  await tabTo(page, sheet.getByRole('link', { name: 'Temples' }), 20);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/temples$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
