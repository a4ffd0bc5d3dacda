import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExport, DataExportFile } from '@sankalp/shared/api/account-data';
import { DELETE_PASSWORD_INCORRECT, DELETE_PASSWORD_REQUIRED } from '@sankalp/shared/schemas/account-data';
import {
  addresses,
  cartLines,
  donations,
  mailOutbox,
  passwordOtps,
  paymentOrders,
  refunds,
  paymentTransactions,
  pujaBookings,
  sankalps,
  savedKundlis,
  supportThreads,
  sessions,
  users,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  call,
  expectStatus,
  fakeClock,
  freshIp,
  login,
  loginToken,
  MINUTE,
  registerUser,
  type TestUser,
} from '../auth/auth.test-utils';
import { sha256Hex } from '../auth/identity';
import { book, insertFixture, verify as verifyPuja, type Fixture } from '../bookings/bookings.test-utils';
import { donate, insertDonationFixture, payDonation, type DonationFixture } from '../donations/donations.test-utils';
import { insertProduct, order, type ProductFixture } from '../orders/orders.test-utils';
import { paidCheckout } from '../payments/payments.test-utils';
import { DELETE_ACCOUNT_LIMITS } from './privacy.service';
import { BIRTH_DETAILS } from '../kundli/kundli.test-fixtures';

const clock = fakeClock();
let t: TestApp;
let puja: Fixture;
let campaigns: DonationFixture;
let product: ProductFixture;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  puja = await insertFixture(t.db.db, clock.now());
  campaigns = await insertDonationFixture(t.db.db);
  product = await insertProduct(t.db.db);
});
afterAll(() => t.close());

const KUNDLI = BIRTH_DETAILS;
const ADDRESS = { addressLine1: '21 Assi Ghat Lane', city: 'Varanasi', pincode: 221005, state: 'Uttar Pradesh' };

type Account = TestUser & {
  pujaBookingId: string;
  donationId: string;
  unpaidDonationId: string;
  orderId: string;
  otp: string;
};

/**
 * A devotee with something in every table: an address, settings, a saved kundli, a cart line, a
 * paid puja booking, a paid 80G donation, an unpaid donation, a pending store order, a second
 * session and a password-reset code mailed to them.
 */
async function devoteeWithEverything(): Promise<Account> {
  const u = await registerUser(t.app, { fullName: 'Savitri Devi' });
  const token = u.token;
  expectStatus(await call(t.app, 'POST', `/api/v1/users/${u.id}/addresses`, { token, body: ADDRESS }), 201);
  expectStatus(await call(t.app, 'PUT', `/api/v1/users/${u.id}/settings`, { token, body: { darkMode: true } }), 200);
  expectStatus(await call(t.app, 'POST', '/api/v1/kundli/saved', { token, body: KUNDLI }), 201);
  const help = { name: 'Savitri Devi', email: u.email, message: 'When will the puja video arrive?', source: 'help' };
  expectStatus(await call(t.app, 'POST', '/api/v1/support/messages', { body: help }), 201);
  expectStatus(
    await call(t.app, 'PUT', '/api/v1/cart', {
      token,
      body: { lines: [{ product: product.productId, size: 'S', color: 'White', quantity: 2 }] },
    }),
    200,
  );

  const booked = await book(t.app, puja, { token, email: u.email });
  const cb = await paidCheckout(t.app, booked.order.id);
  expectStatus(await verifyPuja(t.app, booked.booking._id, cb, token), 200);

  const gift = await donate(t.app, campaigns, {
    token,
    donor: { name: 'Savitri Devi', email: u.email, pan_number: 'ABCDE1234F' },
  });
  expectStatus((await payDonation(t.app, gift)).verified, 200);
  const unpaid = await donate(t.app, campaigns, {
    token,
    donor: { name: 'Savitri Devi', email: u.email, pan_number: 'ABCDE1234F' },
  });
  const placed = await order(t.app, product, { token, email: u.email });

  await loginToken(t.app, u.email, u.password);
  expectStatus(
    await call(t.app, 'POST', '/api/v1/users/request-password-change-otp', { body: { email: u.email } }),
    200,
  );
  const [mail] = await t.db.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, u.email), eq(mailOutbox.subject, 'Your Sankalp verification code')));
  const otp = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!otp) throw new Error('no code mailed');

  return {
    ...u,
    pujaBookingId: booked.booking._id,
    donationId: gift.donation._id,
    unpaidDonationId: unpaid.donation._id,
    orderId: placed.order._id,
    otp,
  };
}

async function exportOf(u: { id: string; token: string }) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/users/${u.id}/data-export`,
    headers: { authorization: `Bearer ${u.token}` },
    remoteAddress: freshIp(),
  });
  return { res, text: res.body, data: res.statusCode === 200 ? (res.json() as DataExportFile).data : undefined };
}

const deleteCall = (u: { id: string; token: string }, body: unknown, ip?: string) =>
  call(t.app, 'POST', `/api/v1/users/${u.id}/delete`, { token: u.token, body, ip });

/** Every key anywhere in a JSON value. */
function keysOf(v: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) v.forEach((x) => keysOf(x, out));
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      out.add(k);
      keysOf(x, out);
    }
  return out;
}

describe('GET /users/{id}/data-export', () => {
  let u: Account;
  let data: DataExport;
  let text: string;
  beforeAll(async () => {
    u = await devoteeWithEverything();
    // A processed partial refund of the puja booking, as the refund webhook leaves it.
    const [paid] = await t.db.db.select().from(paymentOrders).where(eq(paymentOrders.refId, u.pujaBookingId));
    await t.db.db.insert(refunds).values({
      kind: 'puja_booking',
      refId: u.pujaBookingId,
      orderId: paid!.id,
      providerPaymentId: paid!.paidPaymentId!,
      providerRefundId: `rfnd_export_${u.pujaBookingId.slice(0, 8)}`,
      amountPaise: 50_000,
      status: 'processed',
      createdAt: clock.now(),
      updatedAt: clock.now(),
      processedAt: clock.now(),
    });
    const r = await exportOf(u);
    expect(r.res.statusCode, r.text.slice(0, 300)).toBe(200);
    data = r.data!;
    text = r.text;
    expect(r.res.headers['content-type']).toMatch(/^application\/json/);
    expect(r.res.headers['content-disposition']).toBe('attachment; filename="sankalp-data-2026-11-21.json"');
    expect(r.res.headers['cache-control']).toBe('no-store');
  });

  it('holds the profile, settings, addresses, kundlis, cart, sessions and e-mails, with the time it was made', () => {
    expect(data.format).toBe('sankalp-data-export');
    expect(data.generatedAt).toBe(clock.now().toISOString());
    expect(data.account).toMatchObject({
      id: u.id,
      fullName: 'Savitri Devi',
      email: u.email,
      phoneNumber: `+91${u.phone}`,
    });
    expect(data.settings).toMatchObject({ darkMode: true });
    expect(data.addresses).toEqual([
      expect.objectContaining({ addressLine1: '21 Assi Ghat Lane', city: 'Varanasi', isDefault: true }),
    ]);
    expect(data.savedKundlis).toEqual([
      expect.objectContaining({ name: 'Ananya Mishra', dateOfBirth: '1990-05-14', timeOfBirth: '06:30' }),
    ]);
    expect(data.cart).toEqual([
      expect.objectContaining({ productId: product.productId, name: product.name, quantity: 2 }),
    ]);
    expect(data.supportMessages).toEqual([
      expect.objectContaining({
        status: 'open',
        language: 'en',
        messages: [{ from: 'devotee', body: 'When will the puja video arrive?', at: expect.any(String) }],
      }),
    ]);
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions[0]).toEqual({
      id: expect.any(String),
      rememberMe: false,
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      expiresAt: expect.any(String),
      revokedAt: null,
    });
    expect(data.emails.map((m) => m.subject)).toEqual(
      expect.arrayContaining(['Your Sankalp verification code', expect.stringMatching(/^Booking confirmed: /)]),
    );
    expect(data.emails.find((m) => m.attachments.length)?.attachments[0]).toMatch(/^Receipt-.*\.pdf$/);
    expect(data.security).toEqual({ twoFactor: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 }, roles: [] });
  });

  it('holds each booking, order and donation with its payments', () => {
    expect(data.pujaBookings).toHaveLength(1);
    const b = data.pujaBookings[0]!;
    expect(b).toMatchObject({
      id: u.pujaBookingId,
      amountTotal: 2001,
      packagePrice: 2001,
      paymentStatus: 'completed',
      language: 'en',
    });
    expect(b.reference).toMatch(/^SNK-/);
    expect(b.payments).toHaveLength(1);
    expect(b.refunds).toEqual([expect.objectContaining({ amount: 500, status: 'processed' })]);
    expect(b.payments[0]).toMatchObject({ amount: 2001, currency: 'INR', status: 'paid', provider: 'sandbox' });
    expect(b.paymentId).toMatch(/^pay_/);
    expect(b.payments[0]!.transactions).toEqual([
      expect.objectContaining({ amount: 2001, providerPaymentId: b.paymentId }),
    ]);
    expect(data.sankalps).toEqual([
      expect.objectContaining({
        fullName: 'Ramesh Kumar',
        gotra: 'Kashyap',
        familyMembers: ['Sita Devi', 'Mohan Kumar'],
      }),
    ]);
    expect(data.sankalps[0]!.id).toBe(b.sankalpId);

    const gift = data.donations.find((d) => d.id === u.donationId)!;
    expect(gift).toMatchObject({
      amountTotal: 1503,
      paymentStatus: 'completed',
      pan: 'ABCDE1234F',
      campaignEligible80G: true,
    });
    expect(gift.receiptNumber).toMatch(/\d{6}$/);
    expect(gift.payments[0]).toMatchObject({ amount: 1503, status: 'paid' });
    expect(gift.sevas).toEqual([{ title: 'Feed 11 Pilgrims', price: 501, quantity: 2 }]);
    expect(data.donations.find((d) => d.id === u.unpaidDonationId)).toMatchObject({
      paymentStatus: 'pending',
      receiptNumber: null,
    });

    expect(data.productOrders).toEqual([
      expect.objectContaining({
        id: u.orderId,
        amountTotal: 499,
        paymentStatus: 'pending',
        shippingAddress: expect.objectContaining({ addressLine1: '12 Temple Road', city: 'Varanasi' }),
        lines: [expect.objectContaining({ name: product.name, size: 'S', color: 'White', quantity: 1, price: 499 })],
      }),
    ]);
    expect(data.productOrders[0]!.payments).toEqual([
      expect.objectContaining({ amount: 499, status: 'pending', transactions: [] }),
    ]);
    expect(data.chadhavaBookings).toEqual([]);
    expect(data.consultations).toEqual([]);
  });

  it('holds no secret: no password or token hash, no reset code, no access key, no e-mail body', async () => {
    const [row] = await t.db.db.select().from(users).where(eq(users.id, u.id));
    const tokenHashes = (await t.db.db.select().from(sessions).where(eq(sessions.userId, u.id))).map(
      (s) => s.tokenHash,
    );
    const [otpRow] = await t.db.db.select().from(passwordOtps).where(eq(passwordOtps.email, u.email));
    const [booking] = await t.db.db.select().from(pujaBookings).where(eq(pujaBookings.id, u.pujaBookingId));
    for (const secret of [
      row!.passwordHash,
      u.token,
      sha256Hex(u.token),
      ...tokenHashes,
      otpRow!.codeHash,
      otpRow!.salt,
      u.otp,
      booking!.accessKey,
      u.password,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('$argon2');
    const keys = keysOf(data);
    for (const k of ['passwordHash', 'tokenHash', 'codeHash', 'salt', 'accessKey', 'text', 'html'])
      expect(keys.has(k), k).toBe(false);
  });

  it("holds nothing of another account's", async () => {
    const other = await registerUser(t.app);
    const r = await exportOf(other);
    expect(r.data!.pujaBookings).toEqual([]);
    expect(r.data!.donations).toEqual([]);
    expect(r.text).not.toContain(u.email);
    expect(r.text).not.toContain('Savitri');
  });

  it("is 401 without a session and 403 for another user's id", async () => {
    const other = await registerUser(t.app);
    expectStatus(await call(t.app, 'GET', `/api/v1/users/${u.id}/data-export`), 401);
    const r = await call(t.app, 'GET', `/api/v1/users/${u.id}/data-export`, { token: other.token });
    expectStatus(r, 403);
    expect(JSON.stringify(r.body)).not.toContain(u.email);
  });
});

describe('POST /users/{id}/delete', () => {
  it('refuses a wrong password with a field message and changes nothing', async () => {
    const u = await devoteeWithEverything();
    const before = await exportOf(u);
    const r = await deleteCall(u, { password: 'Not-My-Password-1' });
    expectStatus(r, 400);
    expect(r.body).toMatchObject({
      success: false,
      code: 'password_incorrect',
      message: DELETE_PASSWORD_INCORRECT,
      errors: { password: DELETE_PASSWORD_INCORRECT },
    });
    const missing = await deleteCall(u, {});
    expectStatus(missing, 400);
    expect(missing.body.errors).toEqual({ password: DELETE_PASSWORD_REQUIRED });

    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token: u.token }), 200);
    expectStatus(await login(t.app, u.email, u.password), 200);
    const after = await exportOf(u);
    const { sessions: sessionsBefore, ...restBefore } = before.data!;
    const { sessions: sessionsAfter, ...restAfter } = after.data!;
    expect(restAfter).toEqual(restBefore);
    // One more session (the sign-in just above), none ended.
    expect(sessionsAfter).toHaveLength(sessionsBefore.length + 1);
    expect(sessionsAfter.every((x) => x.revokedAt === null)).toBe(true);
    const [row] = await t.db.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.deletedAt).toBeNull();
  });

  it("is 401 without a session and 403 for another user's id, before reading the body", async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    expectStatus(await call(t.app, 'POST', `/api/v1/users/${u.id}/delete`, { body: { password: u.password } }), 401);
    expectStatus(await deleteCall({ id: u.id, token: other.token }, { password: other.password }), 403);
    expectStatus(await deleteCall({ id: u.id, token: other.token }, {}), 403);
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token: u.token }), 200);
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token: other.token }), 200);
  });

  it('erases the personal data, ends every session, keeps the payment records, and frees the e-mail', async () => {
    const u = await devoteeWithEverything();
    const second = await loginToken(t.app, u.email, u.password, true);
    const db = t.db.db;
    const ordersBefore = await db
      .select()
      .from(paymentOrders)
      .where(inArray(paymentOrders.refId, [u.pujaBookingId, u.donationId, u.orderId]));
    const txBefore = await db
      .select()
      .from(paymentTransactions)
      .where(
        inArray(
          paymentTransactions.orderId,
          ordersBefore.map((o) => o.id),
        ),
      );
    const [bookingBefore] = await db.select().from(pujaBookings).where(eq(pujaBookings.id, u.pujaBookingId));
    const [giftBefore] = await db.select().from(donations).where(eq(donations.id, u.donationId));
    expect(ordersBefore.some((o) => o.notes.gotra === 'Kashyap')).toBe(true);

    clock.advance(MINUTE);
    const r = await deleteCall(u, { password: u.password, otp: '' });
    expectStatus(r, 200);
    expect(r.body).toMatchObject({ success: true, data: { deletedAt: clock.now().toISOString() } });

    // Every session ended; nobody signs in with the old details.
    for (const token of [u.token, second]) expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token }), 401);
    expect((await exportOf(u)).res.statusCode).toBe(401);
    expectStatus(await login(t.app, u.email, u.password), 401);
    expectStatus(await login(t.app, u.phone, u.password), 401);

    // The user row is a tombstone with nothing personal left.
    const [row] = await db.select().from(users).where(eq(users.id, u.id));
    expect(row!.deletedAt?.toISOString()).toBe(clock.now().toISOString());
    const rowText = JSON.stringify(row);
    for (const personal of [u.email, u.phone, 'Savitri']) expect(rowText).not.toContain(personal);
    expect(row!.passwordHash).not.toMatch(/^\$argon2/);
    expect(row!.settings).toBeNull();
    expect(await db.select().from(addresses).where(eq(addresses.userId, u.id))).toEqual([]);
    expect(await db.select().from(savedKundlis).where(eq(savedKundlis.userId, u.id))).toEqual([]);
    expect(await db.select().from(supportThreads).where(eq(supportThreads.email, u.email))).toEqual([]);
    expect(await db.select().from(cartLines).where(eq(cartLines.userId, u.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, u.id))).toEqual([]);
    expect(await db.select().from(passwordOtps).where(eq(passwordOtps.email, u.email))).toEqual([]);

    // The puja booking: amounts, status, reference and payments kept; the devotee's details gone.
    const [booking] = await db.select().from(pujaBookings).where(eq(pujaBookings.id, u.pujaBookingId));
    expect(booking).toMatchObject({
      amountTotalPaise: bookingBefore!.amountTotalPaise,
      paymentStatus: 'completed',
      reference: bookingBefore!.reference,
      paymentId: bookingBefore!.paymentId,
      paidAt: bookingBefore!.paidAt,
    });
    expect([booking!.donorName, booking!.donorEmail, booking!.donorPhone]).not.toContain(u.email);
    expect(booking!.donorName).not.toBe('Ramesh Kumar');
    const [sankalp] = await db.select().from(sankalps).where(eq(sankalps.id, booking!.sankalpId));
    expect(sankalp).toMatchObject({
      gotra: '',
      phoneNumber: '',
      email: '',
      familyMembers: [],
      prasadAddress: null,
      specialPrayers: null,
    });
    expect(sankalp!.fullName).not.toBe('Ramesh Kumar');

    // The paid donation keeps its receipt: number, amount, and the donor's name, address and PAN.
    const [gift] = await db.select().from(donations).where(eq(donations.id, u.donationId));
    expect(gift).toMatchObject({
      receiptNumber: giftBefore!.receiptNumber,
      amountTotalPaise: 150300,
      paymentStatus: 'completed',
      donorName: 'Savitri Devi',
      donorAddress: giftBefore!.donorAddress,
      donorPan: 'ABCDE1234F',
      donorEmail: '',
      donorPhone: '',
      donorGotra: '',
    });
    expect(gift!.receiptNumber).toBeTruthy();
    // An unpaid donation is no receipt: nothing of the donor stays.
    const [unpaid] = await db.select().from(donations).where(eq(donations.id, u.unpaidDonationId));
    expect(unpaid).toMatchObject({ donorAddress: '', donorPan: null, donorEmail: '', donorPhone: '', donorGotra: '' });
    expect(unpaid!.donorName).not.toBe('Savitri Devi');

    // Payment orders and transactions unchanged, but for the gotra in their notes.
    const ordersAfter = await db
      .select()
      .from(paymentOrders)
      .where(inArray(paymentOrders.refId, [u.pujaBookingId, u.donationId, u.orderId]));
    expect(ordersAfter.map(({ notes: _n, ...o }) => o)).toEqual(ordersBefore.map(({ notes: _n, ...o }) => o));
    expect(ordersAfter.every((o) => !('gotra' in o.notes))).toBe(true);
    const txAfter = await db
      .select()
      .from(paymentTransactions)
      .where(
        inArray(
          paymentTransactions.orderId,
          ordersBefore.map((o) => o.id),
        ),
      );
    expect(txAfter).toEqual(txBefore);
    expect(txAfter.length).toBeGreaterThanOrEqual(2);

    // The mails to the old address are gone, but for the notice of the deletion.
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email));
    expect(mails.map((m) => m.subject)).toEqual(['Your Sankalp account was deleted']);
    expect(mails[0]!.text).not.toContain('Savitri');

    // The same e-mail and phone sign up again, to a fresh, empty account.
    const again = await registerUser(t.app, { email: u.email, phone: u.phone, password: 'A-New-Start-108' });
    expect(again.id).not.toBe(u.id);
    const fresh = await exportOf(again);
    expect(fresh.data!.pujaBookings).toEqual([]);
    expect(fresh.data!.donations).toEqual([]);
    expect(fresh.data!.addresses).toEqual([]);
    expectStatus(await login(t.app, u.email, 'A-New-Start-108'), 200);
  });

  it('limits password guesses like sign-in: past the limit even the right password waits', async () => {
    const u = await registerUser(t.app);
    const ip = freshIp();
    for (let i = 0; i < DELETE_ACCOUNT_LIMITS.user.limit; i++) {
      expectStatus(await deleteCall(u, { password: `Wrong-Guess-${i}-abc` }, ip), 400);
    }
    const r = await deleteCall(u, { password: u.password }, ip);
    expectStatus(r, 429);
    expect(r.body.code).toBe('rate_limited');
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    expectStatus(await call(t.app, 'GET', '/api/v1/auth/me', { token: u.token }), 200);
    clock.advance(31 * MINUTE);
    expectStatus(await deleteCall(u, { password: u.password }, ip), 200);
  });
});
