import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The devotee's theme and language follow their account to any device (issue 13): saved on one
 * browser, they are there right after signing in on another; a language picked there with the
 * header's switch is saved on the account too, and the first browser follows it on its next load
 * (keeping its own theme, which the account did not change).
 */

const html = (page: Page) => page.locator('html');

test('Hindi and dark mode saved on one device follow the devotee to a fresh one', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const email = `choices.${stamp}@example.com`;
  const password = 'Tulsi-Aarti-2026';
  const reg = await page.request.post('/api/v1/auth/register', {
    data: { fullName: 'Asha Devi', email, phoneNumber: `9${stamp}`, password },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const session = ((await reg.json()) as { data: { user: unknown; token: string } }).data;

  await test.step('the first device saves Hindi and dark mode in Settings', async () => {
    await page.goto('/');
    await page.evaluate(({ user, token }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('isAuthenticated', 'true');
    }, session);
    await page.goto('/settings');
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('Hindi');
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/settings$/.test(r.url()));
    await page.getByRole('button', { name: 'Save All Settings' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByText('सभी बदलाव सहेजे गए')).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'hi');
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });

  const fresh = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: { width: 390, height: 844 },
  });
  const phone = await fresh.newPage();
  const phoneErrors: string[] = [];
  phone.on('pageerror', (err) => phoneErrors.push(String(err)));
  phone.on('console', (msg) => msg.type() === 'error' && phoneErrors.push(msg.text()));

  await test.step('a fresh device shows English and the day theme until the devotee signs in', async () => {
    await phone.goto('/auth');
    await expect(phone.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
    await expect(html(phone)).toHaveAttribute('lang', 'en');
    await expect(html(phone)).not.toHaveClass(/\bdark\b/);
    await phone.getByLabel('Email or Phone').fill(email);
    await phone.getByLabel('Password', { exact: true }).fill(password);
    await phone.getByRole('button', { name: 'Sign In' }).click();
    // Right after signing in: the account's choices, and they stay on this device.
    await expect(html(phone)).toHaveAttribute('lang', 'hi');
    await expect(html(phone)).toHaveClass(/\bdark\b/);
    await expect(phone.getByTestId('language-switch')).toContainText('English');
    await phone.reload();
    await expect(html(phone)).toHaveAttribute('lang', 'hi');
    await expect(html(phone)).toHaveClass(/\bdark\b/);
  });

  await test.step('the header switch there saves English on the account; the first device follows on its next load', async () => {
    const saved = phone.waitForResponse((r) => r.request().method() === 'PUT' && /\/settings$/.test(r.url()), {
      timeout: 10_000,
    });
    await phone.getByTestId('language-switch').click();
    await expect(html(phone)).toHaveAttribute('lang', 'en');
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('English');
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });

  await fresh.close();
  expect(phoneErrors, 'console errors on the second device').toEqual([]);
});
