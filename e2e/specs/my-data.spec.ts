import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, screenshotBothWidths, SCREENSHOT_DIR, signUp, test } from './fixtures';

/**
 * The devotee's data (DPDP Act, 2023): a devotee signs up, downloads everything held about the
 * account as a JSON file, deletes the account with the password, and cannot sign in again.
 * The two refusals on the way (a wrong password, the sign-in after deletion) are the only 4xx.
 */

const toastShows = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

/** The viewport as it stands (a dialog over the page) at 390 px and 1280 px. */
async function dialogShots(page: Page, name: string) {
  for (const [label, width, height] of [
    ['390', 390, 844],
    ['1280', 1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${label}.png`) });
  }
}

test('download my data, delete the account with the password, and no sign-in after', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `data.${stamp}@example.com`;
  const phone = `8${String(stamp).slice(-9)}`;
  const password = 'Tulsi-Manjari-108';

  await test.step('sign up', async () => {
    await signUp(page, { phone, fullName: 'Kavya Iyer', email, password });
    await expect(page.getByRole('link', { name: /^Profile: Kavya/ })).toBeVisible();
  });

  await test.step('save an address, so the file holds more than the profile', async () => {
    const { id, token } = await page.evaluate(() => ({
      id: JSON.parse(localStorage.getItem('user') ?? '{}').id as string,
      token: localStorage.getItem('authToken') ?? '',
    }));
    const res = await page.request.post(`/api/v1/users/${id}/addresses`, {
      headers: { authorization: `Bearer ${token}` },
      data: { addressLine1: '7 Kapaleeshwarar Street', city: 'Chennai', pincode: 600004, state: 'Tamil Nadu' },
    });
    expect(res.status()).toBe(201);
  });

  await test.step('the account tab offers both, and no longer says coming soon for them', async () => {
    await screenshotBothWidths(page, 'my-data-settings', '/settings?tab=account', async (p) => {
      await expect(p.getByRole('heading', { name: 'Your data' })).toBeVisible();
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    const card = page.getByRole('region', { name: 'Your data' });
    await expect(card.getByRole('button', { name: 'Download' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Delete account' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'How we handle your data' })).toHaveAttribute(
      'href',
      '/privacy-policy#your-rights',
    );
    const later = page.getByRole('region', { name: 'More account options' });
    await expect(later.getByText('Two-factor authentication')).toBeVisible();
    await expect(later.getByText('Download my data')).toHaveCount(0);
    await expect(later.getByText('Delete account')).toHaveCount(0);
  });

  await test.step('download my data: a JSON file of the account', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sankalp-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = readFileSync((await download.path())!, 'utf8');
    const file = JSON.parse(text) as {
      success: boolean;
      data: {
        generatedAt: string;
        account: { email: string; fullName: string; phoneNumber: string };
        addresses: { city: string }[];
        sessions: unknown[];
        pujaBookings: unknown[];
      };
    };
    expect(file.success).toBe(true);
    expect(file.data.account).toMatchObject({ email, fullName: 'Kavya Iyer', phoneNumber: `+91${phone}` });
    expect(file.data.addresses.map((a) => a.city)).toEqual(['Chennai']);
    expect(file.data.sessions.length).toBeGreaterThan(0);
    expect(file.data.pujaBookings).toEqual([]);
    expect(Date.now() - Date.parse(file.data.generatedAt)).toBeLessThan(60_000);
    expect(text).not.toMatch(/passwordHash|tokenHash|\$argon2/);
    await toastShows(page, 'Your data is downloading');
  });

  await test.step('delete the account: what goes and what stays, then the password', async () => {
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'What is erased' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'What we keep, and why' })).toBeVisible();
    await expect(dialog.getByText(/name, address and PAN printed on its receipt/)).toBeVisible();
    await dialogShots(page, 'my-data-delete-dialog');

    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Please enter your password to confirm')).toBeVisible();
    await expect(dialog.getByLabel('Your password')).toBeFocused();

    await dialog.getByLabel('Your password').fill('Not-The-Password-1');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('The password is incorrect')).toBeVisible();
    await dialogShots(page, 'my-data-delete-dialog-error');
    // Still signed in: the refusal changed nothing.
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('true');

    await dialog.getByLabel('Your password').fill(password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await toastShows(page, 'Your account has been deleted');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login/Register' })).toBeVisible();
    const stored = await page.evaluate(() => [
      localStorage.getItem('authToken'),
      localStorage.getItem('user'),
      localStorage.getItem('isAuthenticated'),
    ]);
    expect(stored).toEqual([null, null, null]);
  });

  await test.step('the old e-mail and password no longer sign in', async () => {
    await page.getByRole('link', { name: 'Login/Register' }).click();
    await page.getByLabel('Email or Phone').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email/phone or password').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login/Register' })).toBeVisible();
  });

  await test.step('the privacy page says what the devotee may do', async () => {
    await screenshotBothWidths(page, 'my-data-privacy', '/privacy-policy#your-rights', async (p) => {
      await expect(p.getByRole('heading', { name: /Your rights under the DPDP Act, 2023/ })).toBeVisible();
    });
    await expect(page.getByText(/ten years after the end of the tax assessment year/)).toBeVisible();
  });

  // The two refusals asked for above (wrong password, sign-in after deletion) are not errors.
  const expected = consoleErrors.filter(
    (e) => (e.includes('/delete') && e.includes('400')) || (e.includes('/auth/login') && e.includes('401')),
  );
  expect(expected).toHaveLength(2);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.includes(e)));
});
