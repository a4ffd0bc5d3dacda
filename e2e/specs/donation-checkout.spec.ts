import type { APIResponse, Page, Response } from '@playwright/test';
import { api, inr, type ApiCampaign } from './api';
import { expect, screenshotBothWidths, test } from './fixtures';

/**
 * The donation journey of spec part 2 §§ 2-5: campaign → sevas and an amount (kept over a
 * refresh) → donor form → payment in the sandbox checkout → receipt from the server → the 80G
 * PDF → the account's Donations tab. Amounts are computed from the API's own prices.
 */

type Campaign = ApiCampaign & { eligible80G: boolean };
type Donation = {
  _id: string;
  reference: string;
  payment_status: string;
  payment_id: string | null;
  amount_total: number;
  receipt: { number: string | null; eligible80G: boolean; url: string | null };
};
type Created = { data: { donation: { _id: string }; accessKey: string } };

const json = async <T>(res: Response | APIResponse) => (await res.json()) as T;

/** A campaign open to 80G receipts that has at least one seva. */
async function eligibleCampaign(page: Page): Promise<{ campaign: Campaign; seva: Campaign['sevas'][number] }> {
  const campaign = ((await api(page).campaigns()) as Campaign[]).find((c) => c.eligible80G && c.sevas.length > 0);
  if (!campaign) throw new Error('no 80G-eligible campaign with sevas in the seed');
  return { campaign, seva: campaign.sevas[0]! };
}

async function getDonation(page: Page, id: string, opts: { key?: string; token?: string }): Promise<Donation> {
  const res = await page.request.get(`/api/v1/donationsbooking/${id}${opts.key ? `?key=${opts.key}` : ''}`, {
    headers: opts.token ? { Authorization: `Bearer ${opts.token}` } : {},
  });
  expect(res.ok(), `GET /donationsbooking/${id} → ${res.status()}`).toBeTruthy();
  return (await json<{ data: { donation: Donation } }>(res)).data.donation;
}

/** Signs a new devotee up through the API and starts the browser signed in. */
async function signedIn(page: Page) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const email = `radha.${stamp}@example.com`;
  const reg = await page.request.post('/api/v1/auth/register', {
    data: { fullName: 'Radha Iyer', email, phoneNumber: `9${stamp}`, password: 'Lotus-Ganga-2026' },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const { user, token } = (await json<{ data: { user: { id: string }; token: string } }>(reg)).data;
  await page.addInitScript(
    ([u, t]) => {
      localStorage.setItem('authToken', t);
      localStorage.setItem('user', JSON.stringify(u));
      localStorage.setItem('isAuthenticated', 'true');
    },
    [user, token] as const,
  );
  return { email, phone: `9${stamp}`, token };
}

const proceedButton = (page: Page) => page.getByRole('button', { name: /^(Proceed to Pay|Enter Amount to Proceed)/ }).filter({ visible: true });
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay ₹/ }).filter({ visible: true });
const addressField = (page: Page) => page.getByRole('textbox', { name: 'Address', exact: true });
const isCreate = (r: Response) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/donationsbooking/create';

async function openCampaign(page: Page, campaign: Campaign) {
  await page.goto(`/donation-details/${campaign.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
}

test('a signed-in devotee gives a seva and a quick amount with a PAN, pays, downloads the 80G receipt and finds it on the account', async ({ page }) => {
  const me = await signedIn(page);
  const { campaign, seva } = await eligibleCampaign(page);
  const total = seva.price + 701;

  await test.step('campaign: a seva and a quick amount, whole rupees only, kept over a refresh', async () => {
    await openCampaign(page, campaign);
    await expect(proceedButton(page)).toHaveText('Enter Amount to Proceed');
    await expect(proceedButton(page)).toBeDisabled();
    await page.getByRole('button', { name: `Add ${seva.title}`, exact: true }).click();
    await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '₹701' }).click();
    await expect(proceedButton(page)).toHaveText(`Proceed to Pay ${inr(total)}`);

    // A decimal point is an error under the field, never ₹50,100.
    await page.getByLabel('Your amount').fill('501.00');
    await expect(page.getByText('Enter whole rupees')).toBeVisible();
    await expect(proceedButton(page)).toHaveText('Enter Amount to Proceed');
    await expect(proceedButton(page)).toBeDisabled();
    await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '₹701' }).click();
    await expect(page.getByText('Enter whole rupees')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('group', { name: `Quantity of ${seva.title}` }).first()).toBeVisible();
    await expect(page.getByLabel('Your amount')).toHaveValue('701');
    await expect(proceedButton(page)).toHaveText(`Proceed to Pay ${inr(total)}`);
    await proceedButton(page).click();
  });

  await test.step('donor form: prefilled, a validation error on the way, a PAN', async () => {
    await expect(page).toHaveURL(/\/donor-form$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Donor details' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Radha Iyer');
    await expect(page.getByLabel('Email address')).toHaveValue(me.email);
    await expect(page.getByLabel('Phone number')).toHaveValue(new RegExp(`${me.phone}$`));
    await expect(payButton(page)).toHaveText(new RegExp(inr(total)));

    await page.getByLabel('PAN').fill('abcde12345');
    await expect(page.getByLabel('PAN')).toHaveValue('ABCDE12345');
    await payButton(page).click();
    await expect(page.getByText('Address is required')).toBeVisible();
    await expect(page.getByText('Gotra is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid PAN number (e.g., ABCDE1234F)')).toBeVisible();
    await expect(addressField(page)).toBeFocused();

    // Errors clear as each field is edited.
    await addressField(page).fill('14 Kapaleeshwarar Koil Street, Mylapore, Chennai 600004');
    await expect(page.getByText('Address is required')).toHaveCount(0);
    await page.getByLabel("I don't know my gotra").check();
    await expect(page.getByRole('textbox', { name: 'Gotra' })).toHaveValue('Kashyap');
    await expect(page.getByText('Gotra is required')).toHaveCount(0);
    await page.getByLabel('PAN').fill('abcde1234f');
    await expect(page.getByLabel('PAN')).toHaveValue('ABCDE1234F');
    await expect(page.getByText('Your receipt will carry the 80G statement.')).toBeVisible();
  });

  await test.step('donor form screenshots (the draft keeps what was typed)', async () => {
    await screenshotBothWidths(page, 'donor-form', '/donor-form', async (p) => {
      await expect(p.getByLabel('PAN')).toHaveValue('ABCDE1234F');
    });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  let donationId = '';
  await test.step('pay in the sandbox sheet → the receipt', async () => {
    const [created] = await Promise.all([page.waitForResponse(isCreate), payButton(page).click()]);
    expect(created.status()).toBe(201);
    donationId = (await json<Created>(created)).data.donation._id;
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByText('Sandbox payment — no real money moves')).toBeVisible();
    await sheet.getByRole('button', { name: `Pay ${inr(total)}` }).click();

    await expect(page).toHaveURL(new RegExp(`/donation-checkout-success\\?donation=${donationId}$`));
    await expect(page.getByText('Donation Successful!')).toBeVisible();
    await expect(page.getByText('Thank you for your generous donation')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your donation' })).toBeVisible();
    const donation = await getDonation(page, donationId, { token: me.token });
    expect(donation.payment_status).toBe('completed');
    expect(donation.amount_total).toBe(total);
    expect(donation.receipt.eligible80G).toBe(true);
    await expect(page.getByTestId('transaction-id')).toHaveText(donation.payment_id!);
    await expect(page.getByTestId('donation-reference')).toHaveText(donation.reference);
    await expect(page.getByTestId('receipt-number')).toHaveText(donation.receipt.number!);
    await expect(page.getByText(campaign.title).first()).toBeVisible();
  });

  await test.step('download the 80G PDF', async () => {
    const [pdf, download] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/v1/donationsbooking/${donationId}/receipt.pdf`),
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download 80G receipt (PDF)' }).click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect(download.suggestedFilename()).toMatch(/^80G-receipt-.+\.pdf$/);
  });

  await test.step('success page screenshots', async () => {
    await screenshotBothWidths(page, 'donation-success', `/donation-checkout-success?donation=${donationId}`, async (p) => {
      await expect(p.getByRole('button', { name: 'Download 80G receipt (PDF)' })).toBeVisible();
    });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('Back after paying never invites a second payment', async () => {
    await page.goto(`/donation-details/${campaign.slug}`);
    await expect(page.getByText(/Your donation of .+ to this campaign is received/)).toBeVisible();
    await expect(proceedButton(page)).toHaveText('Enter Amount to Proceed');
    await page.goto('/donor-form');
    await expect(page.getByRole('heading', { level: 1, name: 'This donation is already paid' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Receipt' })).toHaveAttribute('href', `/donation-checkout-success?donation=${donationId}`);
    await expect(payButton(page)).toHaveCount(0);
  });

  await test.step("the account's Donations tab shows it", async () => {
    await page.goto('/profile?tab=donations');
    const card = page.getByRole('article', { name: campaign.title });
    await expect(card).toBeVisible();
    const donation = await getDonation(page, donationId, { token: me.token });
    await expect(card).toContainText(donation.reference);
    await expect(card).toContainText(inr(total));
    await expect(card).toContainText('Payment: Completed');
    await expect(card.getByRole('link', { name: /^View receipt/ })).toHaveAttribute('href', `/donation-checkout-success?donation=${donationId}`);
    const [pdf] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/v1/donationsbooking/${donationId}/receipt.pdf`),
      card.getByRole('button', { name: 'Download 80G receipt (PDF)' }).click(),
    ]);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await screenshotBothWidths(page, 'account-donations', '/profile?tab=donations', async (p) => {
      await expect(p.getByRole('article', { name: campaign.title })).toBeVisible();
    });
  });
});

test('a guest: Fail and Close leave nothing paid, a retry reopens the pending donation; a plain receipt opens from the e-mailed link', async ({ page, browser }) => {
  const { campaign } = await eligibleCampaign(page);
  const amount = 251;

  await openCampaign(page, campaign);
  await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: inr(amount) }).click();
  await proceedButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Donor details' })).toBeVisible();
  await page.getByLabel('Full name').fill('Gopal Rao');
  await page.getByLabel('Email address').fill('gopal.rao@example.com');
  await page.getByLabel('Phone number').fill('+91 91234 56780');
  await addressField(page).fill('3 Temple Road, Udupi');
  await page.getByRole('textbox', { name: 'Gotra' }).fill('Bharadwaj');
  await expect(page.getByText('No 80G certificate: the amount is not above ₹500 and no PAN was given.')).toBeVisible();

  // Fail: the provider's reason, nothing paid (the server marks that donation failed).
  const [created] = await Promise.all([page.waitForResponse(isCreate), payButton(page).click()]);
  const failed = (await json<Created>(created)).data;
  const sheet = page.getByRole('dialog');
  await sheet.getByLabel('Test a failed payment').fill('Card declined by the test bank');
  await sheet.getByRole('button', { name: 'Fail payment' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
  await expect(page.getByText(/Card declined by the test bank/)).toBeVisible();
  const afterFail = await getDonation(page, failed.donation._id, { key: failed.accessKey });
  expect(afterFail.payment_status).not.toBe('completed');
  expect(afterFail.payment_id).toBeNull();

  // Pay again: a fresh donation (the failed one is done with); Close cancels and leaves it unpaid.
  const [createdAgain] = await Promise.all([page.waitForResponse(isCreate), payButton(page).click()]);
  const { donation, accessKey } = (await json<Created>(createdAgain)).data;
  expect(donation._id).not.toBe(failed.donation._id);
  await expect(sheet.getByText('Sandbox payment — no real money moves')).toBeVisible();
  await sheet.getByRole('button', { name: 'Close payment window' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Payment Cancelled', { exact: true })).toBeVisible();
  let server = await getDonation(page, donation._id, { key: accessKey });
  expect(server.payment_status).toBe('pending');
  expect(server.payment_id).toBeNull();

  // Third time pays, reopening the same pending donation (none is created): a plain receipt
  // (no PAN, ₹251), with the reason no 80G applies.
  let createdThird = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/donationsbooking/create') createdThird = true;
  });
  await payButton(page).click();
  await sheet.getByRole('button', { name: `Pay ${inr(amount)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/donation-checkout-success\\?donation=${donation._id}$`));
  expect(createdThird).toBe(false);
  await expect(page.getByRole('button', { name: 'Download receipt (PDF)' })).toBeVisible();
  await expect(page.getByText('No 80G certificate: the amount is not above ₹500 and no PAN was given.')).toBeVisible();
  server = await getDonation(page, donation._id, { key: accessKey });
  expect(server.payment_status).toBe('completed');
  expect((await getDonation(page, failed.donation._id, { key: failed.accessKey })).payment_status).not.toBe('completed');

  // The e-mailed link works anywhere; without its key the receipt stays closed.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(`/donation-checkout-success?donation=${donation._id}&key=${accessKey}`);
  await expect(fresh.getByRole('heading', { level: 1, name: 'Thank you for your donation' })).toBeVisible();
  await expect(fresh.getByTestId('donation-reference')).toHaveText(server.reference);
  const [pdf] = await Promise.all([
    fresh.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/receipt.pdf')),
    fresh.getByRole('button', { name: 'Download receipt (PDF)' }).click(),
  ]);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(`/donation-checkout-success?donation=${donation._id}`);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Donation not found' })).toBeVisible();
  await other.close();
  await stranger.context().close();
});

test('the donor form without a gift says so and leads to the campaigns', async ({ page }) => {
  await page.goto('/donor-form');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign data not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Campaigns' })).toHaveAttribute('href', '/donations');
});
