import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Accounts (spec part 1 § 2 Auth and Account, § 4 authentication, part 3 Settings): the whole
 * life of one devotee's account in one journey, with a fresh e-mail and phone every run.
 * Nothing here makes the server answer 4xx (a failed request is a console error).
 */

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
const toastShows = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

test('signed out, /profile and /settings land on /auth', async ({ page }) => {
  for (const path of ['/profile', '/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
    await heading(page, 'Welcome Back!');
  }
});

test('sign up, sign out, sign in, profile, addresses, settings, forgot password, sign in again', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `devotee.${stamp}@example.com`;
  const phone = `9${String(stamp).slice(-9)}`;
  const password = 'Ganga-Aarti-42';
  const newPassword = 'Diya-Lotus-2026';
  const profileLink = page.getByRole('link', { name: /^Profile: Asha/ });

  await test.step('sign up in two steps', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Login/Register' }).click();
    await heading(page, 'Welcome Back!');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await heading(page, 'Create Account');
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await expect(page.getByLabel('Mobile Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Mobile Number')).toBeFocused();
    await expect(page.getByLabel('Country code')).toHaveValue('91');
    await page.getByLabel('Mobile Number').fill(phone);
    await page.getByLabel('Full Name').fill('Asha Devi');
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Set Password');
    await expect(page.getByRole('main').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill('not-the-same-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created successfully!')).toBeVisible();
    // Signed in: onward to the home page after 1 s, the header shows the bell and the profile link.
    await expect(page).toHaveURL(/\/$/);
    await expect(profileLink).toBeVisible();
    await expect(page.getByRole('link', { name: 'Notifications (0)' })).toBeVisible();
    const stored = await page.evaluate(() => [localStorage.getItem('isAuthenticated'), !!localStorage.getItem('authToken'), !!localStorage.getItem('user')]);
    expect(stored).toEqual(['true', true, true]);
  });

  await test.step('sign out', async () => {
    await profileLink.click();
    await heading(page, 'Welcome Back, Asha Devi!');
    await page.getByRole('button', { name: 'Logout' }).click();
    await toastShows(page, 'Logged out successfully');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login/Register' })).toBeVisible();
    const stored = await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user'), localStorage.getItem('isAuthenticated')]);
    expect(stored).toEqual([null, null, null]);
  });

  await test.step('sign in with remember me', async () => {
    await page.getByRole('link', { name: 'Login/Register' }).click();
    await page.getByLabel('Email or Phone').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(profileLink).toBeVisible();
  });

  await test.step('edit the profile', async () => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await page.getByLabel('Full Name').fill('Asha Devi Sharma');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toastShows(page, 'Profile updated');
    await heading(page, 'Welcome Back, Asha Devi Sharma!');
    // The stored user follows the edit (the header reads it).
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').fullName)).toBe('Asha Devi Sharma');
  });

  await test.step('add an address, with a validation error on the way', async () => {
    await page.getByRole('button', { name: 'Add Address' }).click();
    await page.getByLabel('Address Line 1').fill('12');
    await expect(page.getByText('Address must be at least 5 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Save Address' }).click();
    await toastShows(page, 'Validation Error');
    await expect(page.getByText('Please fix all validation errors before submitting')).toBeVisible();
    await expect(page.getByLabel('Address Line 1')).toBeFocused();
    await page.getByLabel('Address Line 1').fill('  12 Assi Ghat Road ');
    await page.getByLabel('City').fill('Varanasi');
    await page.getByLabel('Pincode').fill('221005');
    await expect(page.getByLabel('State').locator('option')).toHaveCount(32); // 31 states and the prompt
    await page.getByLabel('State').selectOption('Uttar Pradesh');
    await expect(page.getByLabel('Country')).toHaveValue('India');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await toastShows(page, 'Address added successfully');
    await expect(page.getByText('12 Assi Ghat Road', { exact: true })).toBeVisible();
    await expect(page.getByText('Varanasi – 221005, Uttar Pradesh, India')).toBeVisible();
    await expect(page.getByText('Default', { exact: true })).toBeVisible();
  });

  await test.step('edit the address', async () => {
    await page.getByRole('button', { name: /^Edit address/ }).click();
    await page.getByLabel('Address Line 2 (optional)').fill('Near Sankat Mochan');
    await page.getByRole('button', { name: 'Update Address' }).click();
    await toastShows(page, 'Address updated successfully');
    await expect(page.getByText('12 Assi Ghat Road, Near Sankat Mochan')).toBeVisible();
  });

  await test.step('delete the address after confirming', async () => {
    await page.getByRole('button', { name: /^Delete address/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure you want to delete this address?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toastShows(page, 'Address deleted successfully');
    await expect(page.getByText('No saved addresses yet')).toBeVisible();
  });

  await test.step('a history tab lives in the URL', async () => {
    await page.getByRole('tab', { name: /Puja Bookings/ }).click();
    await expect(page).toHaveURL(/\/profile\?tab=orders$/);
    await expect(page.getByText('Total: 0')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book Your First Puja' })).toHaveAttribute('href', '/pujas');
    await page.reload();
    await expect(page.getByRole('tab', { name: /Puja Bookings/ })).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('settings are saved on the account and on this device', async () => {
    await page.goto('/settings?tab=notifications');
    await page.getByRole('switch', { name: 'SMS notifications' }).click();
    await expect(page.getByText('You have unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Save All Settings' }).click();
    await toastShows(page, 'Settings Saved');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}').notifications?.sms)).toBe(true);
    await page.evaluate(() => localStorage.removeItem('settings'));
    // The account's copy wins, also when the page's own request for it answers last: the account
    // follow-up (lib/auth/account-choices.ts, asking first, as the app starts) has then already
    // kept that copy on this device while the page showed what it had.
    let asked = 0;
    await page.route('**/api/v1/users/*/settings', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      asked += 1;
      await new Promise((r) => setTimeout(r, asked === 1 ? 1500 : 3000));
      await route.continue().catch(() => undefined); // the page may have gone on without it
    });
    await page.reload();
    await expect(page.getByRole('switch', { name: 'SMS notifications' })).toHaveAttribute('aria-checked', 'true');
    await page.unroute('**/api/v1/users/*/settings');
  });

  await test.step('forgot password, with the code from the dev outbox', async () => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login/Register' })).toBeVisible();
    await page.getByRole('link', { name: 'Login/Register' }).click();
    await page.getByLabel('Email or Phone').fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await heading(page, 'Reset Password');
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page.getByText('OTP sent successfully!')).toBeVisible();
    await heading(page, 'Set New Password');
    await expect(page.getByRole('timer')).toContainText(/0[45]:\d\d/);
    const res = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(res.ok()).toBeTruthy();
    const { data } = (await res.json()) as { data: { messages: { text: string }[] } };
    const code = /\b(\d{6})\b/.exec(data.messages[0]?.text ?? '')?.[1];
    expect(code, 'a 6-digit code in the e-mail').toBeTruthy();
    const otp = page.getByLabel('Verification Code');
    await expect(otp).toHaveAttribute('inputmode', 'numeric');
    await expect(otp).toHaveAttribute('maxlength', '6');
    await otp.fill(code!);
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();
    await toastShows(page, 'Password Changed Successfully');
    // Back to sign-in after 2 s, the e-mail already filled in.
    await heading(page, 'Welcome Back!');
    await toastShows(page, 'Ready to Sign In');
    await expect(page.getByLabel('Email or Phone')).toHaveValue(email);
  });

  await test.step('sign in with the new password', async () => {
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(profileLink).toBeVisible();
  });
});
