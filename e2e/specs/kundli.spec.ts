import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, screenshotBothWidths, screenshotInPlace, test } from './fixtures';

// Issue 11: a kundli by place search, both charts, the PDF, saved to the account; the panchang
// for another city, remembered.

async function signIn(page: Page) {
  const stamp = Date.now();
  const res = await page.request.post('/api/v1/auth/register', {
    data: {
      email: `kundli.${stamp}@example.com`,
      phoneNumber: `7${String(stamp).slice(-9)}`,
      password: 'Ganga-Aarti-42',
      fullName: 'Ananya Mishra',
    },
  });
  expect(res.status()).toBe(201);
  const { data } = (await res.json()) as { data: { user: unknown; token: string } };
  await page.goto('/');
  await page.evaluate(({ user, token }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('isAuthenticated', 'true');
  }, data);
}

async function choosePlace(page: Page, label: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

test('a kundli from a place search: both charts, the PDF, saved and found on the account page', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/kundli');
  await expect(page.getByText('COMING SOON')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create my Kundli' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Choose your place of birth from the list')).toBeVisible();
  await screenshotInPlace(page, 'kundli-form-errors');

  await page.getByLabel('Full Name').fill('Ananya Mishra');
  await page.getByLabel('Date of Birth').fill('1990-05-14');
  await page.getByLabel('Time of Birth').fill('06:30');
  await choosePlace(page, 'Place of Birth', 'Varan', /Varanasi/);
  await page.getByRole('button', { name: 'Create my Kundli' }).click();

  await expect(page).toHaveURL(/\/Kundli-report\?name=Ananya/);
  await expect(page.getByRole('heading', { level: 1, name: 'Janam Kundli' })).toBeVisible();
  const north = page.getByRole('img', { name: /North Indian chart of Ananya Mishra/ });
  const south = page.getByRole('img', { name: /South Indian chart of Ananya Mishra/ });
  await expect(north).toBeVisible();
  await expect(south).toBeVisible();
  // House 1 holds the lagna; every graha is written in some house of each chart.
  await expect(north.locator('g[data-house="1"] > title')).toHaveText(/^House 1, \w+: Lagna/);
  const northText = (await north.locator('g > title').allTextContents()).join(' ');
  const southText = (await south.locator('g > title').allTextContents()).join(' ');
  for (const graha of ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']) {
    expect(northText).toContain(graha);
    expect(southText).toContain(graha);
  }
  await expect(page.getByRole('table')).toContainText('Ketu');
  await expect(page.getByText('Now', { exact: true }).first()).toBeVisible();

  // The PDF.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download report' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('kundli-ananya-mishra.pdf');
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

  // Saved, then found on the account page and opened from there.
  const reportUrl = page.url();
  await page.getByRole('button', { name: 'Save to my kundlis' }).click();
  await expect(page.getByText('Kundli saved')).toBeVisible();
  await page.getByRole('link', { name: /Saved · View all/ }).click();
  await expect(page).toHaveURL(/\/profile\?tab=kundlis/);
  const card = page.getByRole('listitem').filter({ hasText: 'Ananya Mishra' });
  await expect(card).toContainText('14 May 1990, 06:30');
  await expect(card).toContainText('Varanasi');
  await screenshotInPlace(page, 'kundli-saved');
  await card.getByRole('link', { name: 'Open the kundli of Ananya Mishra' }).click();
  await expect(page.getByRole('img', { name: /North Indian chart of Ananya Mishra/ })).toBeVisible();

  // Delete it again.
  await page.goto('/profile?tab=kundlis');
  await page.getByRole('button', { name: 'Delete the kundli of Ananya Mishra' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No saved kundlis yet')).toBeVisible();

  // A pasted link opens the same report; a broken one says what is wrong.
  await page.goto(reportUrl);
  await expect(page.getByRole('img', { name: /South Indian chart/ })).toBeVisible();
  await page.goto('/Kundli-report?name=Ravi&dateOfBirth=1990-02-31&timeOfBirth=06:30');
  await expect(page.getByRole('heading', { level: 1, name: 'These birth details are incomplete' })).toBeVisible();
  await expect(page.getByText(/This date does not exist/)).toBeVisible();

  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(reportUrl);
    await expect(page.getByRole('img', { name: /South Indian chart/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await screenshotBothWidths(
    page,
    'kundli-report',
    new URL(reportUrl).pathname + new URL(reportUrl).search,
    async (p) => {
      await expect(p.getByRole('img', { name: /South Indian chart/ })).toBeVisible();
    },
  );
  await screenshotBothWidths(page, 'kundli', '/kundli', async (p) => {
    await expect(p.getByRole('heading', { name: 'Generate your Kundli' })).toBeVisible();
  });
});

test('a guest is asked to sign in to save, and comes back to the report', async ({ page }) => {
  await page.goto(
    '/Kundli-report?name=Rohan&dateOfBirth=2001-01-26&timeOfBirth=12%3A00&place=Chennai&latitude=13.0878&longitude=80.2785&timezone=Asia%2FKolkata&timeUnknown=1',
  );
  await expect(page.getByText(/Birth time not known: noon was used/)).toBeVisible();
  await page.getByRole('link', { name: 'Sign in to save' }).click();
  await expect(page).toHaveURL(/\/auth/);
});

test('the panchang: today for the default city, another city chosen and remembered, another date', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Today's Panchang/ }).click();
  await expect(page).toHaveURL(/\/panchang/);
  await expect(page.getByRole('heading', { level: 2, name: /, \d+ \w+ \d{4}$/ })).toBeVisible();
  await expect(page.getByText('New Delhi').first()).toBeVisible();
  const sunrise = async () =>
    (await page.getByText('Sunrise', { exact: true }).locator('xpath=following-sibling::p').textContent()) ?? '';
  const delhi = await sunrise();
  expect(delhi).toMatch(/^\d{1,2}:\d{2} am$/);

  await choosePlace(page, 'City', 'Chenn', /Chennai/);
  await expect(page.getByText(/Chennai, Tamil Nadu/).first()).toBeVisible();
  await expect.poll(sunrise).not.toBe(delhi);

  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('button', { name: 'Today' })).toBeEnabled();

  await page.goto('/panchang');
  await expect(page.getByText(/Chennai, Tamil Nadu/).first()).toBeVisible(); // remembered
  await screenshotBothWidths(page, 'panchang', '/panchang', async (p) => {
    await expect(p.getByRole('heading', { level: 2, name: /, \d+ \w+ \d{4}$/ })).toBeVisible();
  });
});
