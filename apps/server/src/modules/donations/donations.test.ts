import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '@sankalp/shared/api/catalog';
import { donations, donationSevas, mailOutbox, paymentOrders } from '../../db/schema/index';
import { deliverQueuedMail, type OutgoingMail } from '../../lib/mail/mailer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, fakeClock, registerUser, type TestUser } from '../auth/auth.test-utils';
import { postWebhook, sandboxPay, webhookBody, type CheckoutSuccess } from '../payments/payments.test-utils';
import { mailAttachmentRenderers } from '../index';
import {
  campaignRow,
  createDonationCall,
  donate,
  donationRow,
  getDonation,
  getReceipt,
  insertDonationFixture,
  ordersOfDonation,
  payDonation,
  PDFTOTEXT,
  pdfText,
  receiptMails,
  verifyDonation,
  viewOf,
  type DonationFixture,
} from './donations.test-utils';

const clock = fakeClock('2026-11-21T06:30:00.000Z');
let t: TestApp;
let fx: DonationFixture;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  fx = await insertDonationFixture(t.db.db);
  user = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.db.db;
const donationCount = async () => Number((await db().select({ n: count() }).from(donations))[0]!.n);
const orderCount = async () => Number((await db().select({ n: count() }).from(paymentOrders))[0]!.n);
const campaignView = async (id: string) => {
  const r = await call(t.app, 'GET', `/api/v1/donationcampaigns/${id}`);
  expectStatus(r, 200);
  return r.body.data as Campaign;
};

describe('POST /donationsbooking/create', () => {
  it('writes a pending guest donation and its order for the server total', async () => {
    const before = await orderCount();
    // 2 × 501 + 1 × 250.50 + 501 = 1753.50
    const r = await createDonationCall(t.app, fx, {
      sevas: [
        { seva_id: fx.meal, quantity: 2 },
        { seva_id: fx.lamp, quantity: 1 },
      ],
      custom: '501',
      totalAmount: 1753.5,
    });
    expectStatus(r, 201);
    expect(r.body).toMatchObject({ success: true, message: 'Donation created successfully' });
    expect(r.headers['cache-control']).toBe('no-store');
    const data = r.body.data as Awaited<ReturnType<typeof donate>>;
    expect(data.amount).toBe(1753.5);
    expect(data.currency).toBe('INR');
    expect(data.keyId).toBe('rzp_test_sandbox');
    expect(data.order).toMatchObject({ amount: 175350, currency: 'INR' });
    expect(data.order.id).toMatch(/^order_/);
    expect(data.payment).toEqual({ razorpayOrderId: data.order.id, amount: 175350 });
    expect(data.accessKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(data.donation).toMatchObject({
      kind: 'donation',
      payment_status: 'pending',
      needs_review: false,
      amount_total: 1753.5,
      sevas_total: 1252.5,
      custom_donation: 501,
      currency: 'INR',
      order_id: data.order.id,
      payment_id: null,
      paid_at: null,
      campaign: { _id: fx.campaignId, title: 'Annadaan at Kashi', eligible80G: true },
      donor: {
        name: 'Ramesh Kumar',
        email: 'ramesh@example.in',
        phone: '+919876543210',
        gotra: 'Kashyap',
        pan_number: 'ABCDE1234F',
      },
      receipt: { number: null, eligible80G: true, reason: null, url: null },
    });
    expect(data.donation.reference).toMatch(/^SNK-[2-9A-Z]{4}-[2-9A-Z]{2}$/);
    expect(data.donation.sevas).toEqual([
      { seva_id: fx.meal, title: 'Feed 11 Pilgrims', price: 501, quantity: 2, subtotal: 1002 },
      { seva_id: fx.lamp, title: 'Deep Daan', price: 250.5, quantity: 1, subtotal: 250.5 },
    ]);
    const row = await donationRow(db(), data.donation._id);
    expect(row).toMatchObject({
      userId: null,
      amountTotalPaise: 175350,
      donorPan: 'ABCDE1234F',
      campaignEligible80g: true,
    });
    expect(row.accessKey).toBe(data.accessKey);
    expect(await orderCount()).toBe(before + 1);
    const [order] = await ordersOfDonation(db(), data.donation._id);
    expect(order).toMatchObject({ amountPaise: 175350, status: 'pending', receipt: expect.stringMatching(/^dn_/) });
  });

  it('adds up a repeated seva and takes a custom amount alone', async () => {
    const twice = await donate(t.app, fx, {
      sevas: [
        { seva_id: fx.water, quantity: 1 },
        { seva_id: fx.water, quantity: 2 },
      ],
      custom: 0,
    });
    expect(twice.donation.sevas).toEqual([
      { seva_id: fx.water, title: 'Drinking Water Seva', price: 351, quantity: 3, subtotal: 1053 },
    ]);
    const free = await donate(t.app, fx, { sevas: [], custom: 251 });
    expect(free.donation).toMatchObject({ amount_total: 251, sevas: [], custom_donation: 251 });
  });

  it('answers 409 total_changed with the current figure for a tampered total, and writes nothing', async () => {
    const before = { d: await donationCount(), o: await orderCount() };
    const r = await createDonationCall(t.app, fx, { totalAmount: 1 });
    expectStatus(r, 409);
    expect(r.body).toMatchObject({ code: 'total_changed', details: { amount_total: 1503 } });
    expect(r.body.message).toBe('The total has changed. Current total is ₹1,503.');
    expect(await donationCount()).toBe(before.d);
    expect(await orderCount()).toBe(before.o);
  });

  it('needs an existing campaign and sevas of it', async () => {
    const none = await createDonationCall(t.app, fx, { campaignId: randomUUID() });
    expectStatus(none, 404);
    expect(none.body).toMatchObject({ message: 'Campaign not found', code: 'not_found' });
    const foreign = await createDonationCall(t.app, fx, { sevas: [{ seva_id: fx.stone, quantity: 1 }] });
    expectStatus(foreign, 400);
    expect(foreign.body.message).toBe('Please choose sevas of this campaign');
    const unknown = await createDonationCall(t.app, fx, { sevas: [{ seva_id: randomUUID(), quantity: 1 }] });
    expectStatus(unknown, 400);
    expect(unknown.body.message).toBe('Please choose sevas of this campaign');
  });

  it('refuses bad quantities and amounts with 400 (never 500), writing nothing', async () => {
    const before = await donationCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ sevas: [{ seva_id: fx.meal, quantity: 0 }] }, 'Quantity must be at least 1'],
      [{ sevas: [{ seva_id: fx.meal, quantity: 101 }] }, 'Quantity cannot exceed 100'],
      [{ sevas: [{ seva_id: fx.meal, quantity: 1.5 }] }, 'Invalid quantity'],
      [{ sevas: [{ seva_id: fx.meal, quantity: '2' }] }, 'Invalid quantity'],
      [
        {
          sevas: [
            { seva_id: fx.meal, quantity: 60 },
            { seva_id: fx.meal, quantity: 41 },
          ],
        },
        'Quantity cannot exceed 100',
      ],
      [{ custom: 100.5 }, 'Enter whole rupees'],
      [{ custom: '100.5' }, 'Enter whole rupees'],
      [{ custom: '1e3' }, 'Enter whole rupees'],
      [{ custom: -5 }, 'Enter whole rupees'],
      [{ custom: '-5' }, 'Enter whole rupees'],
      [{ custom: '5a' }, 'Enter whole rupees'],
      [{ custom: {} }, 'Invalid input'],
      [{ sevas: [], custom: 0 }, 'Please enter a donation amount'],
      [{ sevas: [], custom: '' }, 'Please enter a donation amount'],
      [{ sevas: [], custom: 1_000_001 }, 'For donations above ₹10,00,000 please contact us'],
      // Sevas and the free amount together above the limit: 100 × ₹501 + ₹9,50,000.
      [
        { sevas: [{ seva_id: fx.meal, quantity: 100 }], custom: 950_000 },
        'For donations above ₹10,00,000 please contact us',
      ],
      [{ totalAmount: '1503' }, 'Invalid total amount'],
    ];
    for (const [o, message] of cases) {
      const r = await createDonationCall(t.app, fx, o);
      expect(r.status, `${JSON.stringify(o)} → ${JSON.stringify(r.body)}`).toBe(400);
      const said = [r.body.message, ...Object.values(r.body.errors ?? {})];
      if (message !== 'Invalid input') expect(said, JSON.stringify(o)).toContain(message);
      expect(r.body.code).toMatch(/^(validation_failed|bad_request)$/);
    }
    // Exactly ₹10,00,000 is taken.
    const max = await createDonationCall(t.app, fx, { sevas: [], custom: '1000000' });
    expectStatus(max, 201);
    expect(await donationCount()).toBe(before + 1);
  });

  it("checks the donor with part 2 § 5's messages", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, 'Name is required'],
      [{ name: 'x'.repeat(101) }, 'Name cannot exceed 100 characters'],
      [{ email: '' }, 'Email address is required'],
      [{ email: 'ramesh@' }, 'Please enter a valid email address'],
      [{ phone: '' }, 'Phone number is required'],
      [{ phone: '12345678' }, 'Please enter a valid phone number'],
      [{ phone: '98765 43210 12345 6' }, 'Please enter a valid phone number'],
      [{ phone: 'call me' }, 'Please enter a valid phone number'],
      [{ address: '' }, 'Address is required'],
      [{ address: 'x'.repeat(501) }, 'Address cannot exceed 500 characters'],
      [{ gotra: '' }, 'Gotra is required'],
      [{ gotra: 'x'.repeat(51) }, 'Gotra cannot exceed 50 characters'],
      [{ gotra: 'Kashyap 2' }, 'Gotra can only contain letters and spaces'],
      [{ pan_number: 'ABCDE12345' }, 'Please enter a valid PAN number (e.g., ABCDE1234F)'],
      [{ pan_number: '1BCDE1234F' }, 'Please enter a valid PAN number (e.g., ABCDE1234F)'],
    ];
    for (const [donor, message] of cases) {
      const r = await createDonationCall(t.app, fx, { donor });
      expectStatus(r, 400);
      expect(Object.values(r.body.errors ?? {}), JSON.stringify(donor)).toContain(message);
    }
    const noPan = await donate(t.app, fx, { donor: { pan_number: '' } });
    expect(noPan.donation.donor.pan_number).toBeNull();
    expect(noPan.donation.receipt).toMatchObject({
      eligible80G: false,
      reason: 'No 80G certificate: no PAN was given.',
    });
  });

  it('refuses a malformed body with 400', async () => {
    for (const body of [{}, { campaign_id: fx.campaignId }, []]) {
      const r = await call(t.app, 'POST', '/api/v1/donationsbooking/create', { body });
      expect(r.status).toBe(400);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/donationsbooking/create',
      headers: { 'content-type': 'application/json' },
      payload: '{"campaign_id": ',
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('paying a donation', () => {
  it('guest: create → pay → verify → GET with key: completed, raised + amount, donors + 1, receipt e-mail with the PDF', async () => {
    const before = await campaignView(fx.campaignId);
    const created = await donate(t.app, fx, { totalAmount: 1503 });
    const { cb, verified } = await payDonation(t.app, created, { method: 'card' });
    expectStatus(verified, 200);
    expect(verified.body).toMatchObject({ success: true, status: 'success', message: 'Payment verified successfully' });
    expect(verified.headers['cache-control']).toBe('no-store');
    const paid = (verified.body.data as { donation: Record<string, unknown> }).donation;
    expect(paid).toMatchObject({ payment_status: 'completed', payment_id: cb.razorpay_payment_id });

    const r = await getDonation(t.app, created.donation._id, { key: created.accessKey });
    expectStatus(r, 200);
    expect(r.body).toMatchObject({ success: true, message: 'Donation fetched successfully' });
    expect(r.headers['cache-control']).toBe('no-store');
    const view = viewOf(r);
    expect(view.payment_status).toBe('completed');
    expect(view.paid_at).toBe(clock.now().toISOString());
    expect(view.receipt.number).toMatch(/^SNK\/2026-27\/\d{6}$/);
    expect(view.receipt).toMatchObject({
      eligible80G: true,
      reason: null,
      url: `/api/v1/donationsbooking/${created.donation._id}/receipt.pdf?key=${created.accessKey}`,
    });

    const after = await campaignView(fx.campaignId);
    expect(after.raised_amount).toBe(before.raised_amount + 1503);
    expect(after.totalparticipants).toBe(before.totalparticipants + 1);
    expect(after.eligible80G).toBe(true);

    const mails = await receiptMails(db(), created.donation._id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'ramesh@example.in',
      subject: `Your 80G donation receipt ${view.receipt.number}`,
    });
    expect(mails[0]!.attachments).toEqual([
      {
        filename: `Receipt-${view.receipt.number!.replaceAll('/', '-')}.pdf`,
        contentType: 'application/pdf',
        source: 'donation-receipt',
        refId: created.donation._id,
      },
    ]);
    expect(mails[0]!.text).toContain(
      `http://localhost:3000/donation-checkout-success?donation=${created.donation._id}&key=${created.accessKey}`,
    );
    expect(mails[0]!.text).toContain('Mode of payment: Card');
    expect(mails[0]!.text).toContain('eligible for deduction under section 80G');
    // The outbox holds a reference, never the bytes.
    expect(JSON.stringify(mails[0])).not.toContain('%PDF');

    // The dev outbox shows the attachment's name.
    const outbox = await call(t.app, 'GET', `/api/v1/dev/outbox?to=ramesh@example.in`, { ip: '127.0.0.1' });
    const listed = (outbox.body.data as { messages: Array<{ subject: string; attachments: string[] }> }).messages;
    expect(listed.find((m) => m.subject === mails[0]!.subject)?.attachments).toEqual([
      mails[0]!.attachments[0]!.filename,
    ]);

    // Verifying again changes nothing.
    const again = await verifyDonation(t.app, created.donation._id, cb);
    expectStatus(again, 200);
    expect((await campaignView(fx.campaignId)).raised_amount).toBe(after.raised_amount);
    expect(await receiptMails(db(), created.donation._id)).toHaveLength(1);
  });

  it('signed in: the donation is the user’s, in donationBookingIds as a card, readable by session alone', async () => {
    const before = await campaignRow(db(), fx.plainCampaignId);
    const created = await donate(t.app, fx, {
      token: user.token,
      campaignId: fx.plainCampaignId,
      sevas: [{ seva_id: fx.stone, quantity: 1 }],
      custom: 0,
    });
    expect((await donationRow(db(), created.donation._id)).userId).toBe(user.id);
    const { verified } = await payDonation(t.app, created);
    expectStatus(verified, 200);
    const after = await campaignRow(db(), fx.plainCampaignId);
    expect(after.raisedPaise).toBe(before.raisedPaise + 100100);
    expect(after.participants).toBe(before.participants + 1);

    const own = await getDonation(t.app, created.donation._id, { token: user.token });
    expectStatus(own, 200);
    expect(viewOf(own).receipt).toMatchObject({
      eligible80G: false,
      reason: 'No 80G certificate: this campaign is not eligible for 80G.',
      url: `/api/v1/donationsbooking/${created.donation._id}/receipt.pdf`,
    });

    const stuff = await call(t.app, 'GET', `/api/v1/userstuff/${user.userStuffId}`, { token: user.token });
    expectStatus(stuff, 200);
    const cards = (stuff.body.data as { donationBookingIds: Array<Record<string, unknown>> }).donationBookingIds;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      _id: created.donation._id,
      kind: 'donation',
      reference: created.donation.reference,
      amount_total: 1001,
      payment_status: 'completed',
      campaign: { _id: fx.plainCampaignId, eligible80G: false },
      receipt: { eligible80G: false },
    });
    expect(cards[0]).not.toHaveProperty('donor');
    const mails = await receiptMails(db(), created.donation._id);
    expect(mails[0]!.subject).toBe(`Your donation receipt ${viewOf(own).receipt.number}`);
  });

  it('the same webhook 10× in a row and 10× at once: raised grows once, one receipt number, one e-mail', async () => {
    for (const mode of ['serial', 'concurrent'] as const) {
      const before = await campaignRow(db(), fx.campaignId);
      const created = await donate(t.app, fx);
      const pay = await sandboxPay(t.app, created.order.id, { deliver: 'none' });
      const cb = pay.body as unknown as CheckoutSuccess;
      const body = webhookBody('payment.captured', {
        paymentId: cb.razorpay_payment_id,
        orderId: created.order.id,
        amount: 150300,
      });
      const send = (i: number) => postWebhook(t.app, body, { eventId: `evt_dn_${mode}_${i % 2}` });
      const replies = [];
      if (mode === 'serial') for (let i = 0; i < 10; i++) replies.push(await send(i));
      else replies.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => send(i)))));
      expect(replies.every((r) => r.status === 200)).toBe(true);
      expect(replies.filter((r) => (r.body.data as { outcome: string }).outcome === 'paid')).toHaveLength(1);
      // The checkout callback arriving after the webhooks changes nothing either.
      expectStatus(await verifyDonation(t.app, created.donation._id, cb), 200);

      const after = await campaignRow(db(), fx.campaignId);
      expect(after.raisedPaise, mode).toBe(before.raisedPaise + 150300);
      expect(after.participants, mode).toBe(before.participants + 1);
      const row = await donationRow(db(), created.donation._id);
      expect(row.paymentStatus).toBe('completed');
      expect(row.receiptNumber).toMatch(/^SNK\/2026-27\/\d{6}$/);
      expect(await receiptMails(db(), created.donation._id)).toHaveLength(1);
    }
  });

  it('gives consecutive receipt numbers, one per paid donation, none to unpaid ones', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await donate(t.app, fx, { sevas: [], custom: 101 + i });
      // An unpaid donation in between takes no number.
      await donate(t.app, fx, { sevas: [], custom: 51 });
      expectStatus((await payDonation(t.app, created)).verified, 200);
      numbers.push(Number((await donationRow(db(), created.donation._id)).receiptNumber!.split('/')[2]));
    }
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(numbers[2]).toBe(numbers[0]! + 2);
  });

  it('a failed payment marks the donation failed: no number, nothing raised, no mail; it can still be paid', async () => {
    const before = await campaignRow(db(), fx.campaignId);
    const created = await donate(t.app, fx);
    const failed = await sandboxPay(t.app, created.order.id, { outcome: 'failure', deliver: 'sync' });
    expectStatus(failed, 200);
    const row = await donationRow(db(), created.donation._id);
    expect(row).toMatchObject({ paymentStatus: 'failed', receiptNumber: null });
    expect((await campaignRow(db(), fx.campaignId)).raisedPaise).toBe(before.raisedPaise);
    expect(await receiptMails(db(), created.donation._id)).toHaveLength(0);

    expectStatus((await payDonation(t.app, created)).verified, 200);
    expect((await donationRow(db(), created.donation._id)).paymentStatus).toBe('completed');
    expect((await campaignRow(db(), fx.campaignId)).raisedPaise).toBe(before.raisedPaise + 150300);
  });
});

describe('POST /donationsbooking/verify-payment', () => {
  it('a forged signature is 400 verify_failed and changes nothing', async () => {
    const created = await donate(t.app, fx);
    const pay = await sandboxPay(t.app, created.order.id, { deliver: 'none' });
    const cb = pay.body as unknown as CheckoutSuccess;
    const r = await verifyDonation(t.app, created.donation._id, { ...cb, razorpay_signature: 'f'.repeat(64) });
    expectStatus(r, 400);
    expect(r.body).toMatchObject({
      success: false,
      status: 'failed',
      code: 'verify_failed',
      message: 'Payment verification failed',
    });
    expect((await donationRow(db(), created.donation._id)).paymentStatus).toBe('pending');
    // Another donation's id with this payment's valid signature: also refused.
    const otherDonation = await donate(t.app, fx);
    expectStatus(await verifyDonation(t.app, otherDonation.donation._id, cb), 400);
  });

  it('malformed bodies are 400 failed, never 500', async () => {
    const created = await donate(t.app, fx);
    const bodies: unknown[] = [
      {},
      { donation_id: created.donation._id },
      {
        donation_id: 'not-a-uuid',
        razorpay_order_id: 'order_1',
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'x',
      },
      {
        donation_id: randomUUID(),
        razorpay_order_id: 'order_1',
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'x',
      },
      {
        donation_id: created.donation._id,
        razorpay_order_id: "order_'; drop",
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'x',
      },
      { donation_id: 42, razorpay_order_id: [], razorpay_payment_id: {}, razorpay_signature: null },
      [],
    ];
    for (const body of bodies) {
      const r = await call(t.app, 'POST', '/api/v1/donationsbooking/verify-payment', { body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({ success: false });
    }
  });
});

describe('access: the owner session or the access key, else 404', () => {
  it('GET and receipt.pdf', async () => {
    const created = await donate(t.app, fx, { token: user.token });
    expectStatus((await payDonation(t.app, created)).verified, 200);
    const id = created.donation._id;
    for (const read of [getDonation, getReceipt]) {
      expect((await read(t.app, id)).status).toBe(404); // no key, no session
      expect((await read(t.app, id, { token: other.token })).status).toBe(404); // another user
      expect((await read(t.app, id, { key: 'A'.repeat(32) })).status).toBe(404); // wrong key
      expect((await read(t.app, id, { key: created.accessKey.slice(1) })).status).toBe(404); // malformed key
      expect((await read(t.app, id, { token: other.token, key: 'B'.repeat(32) })).status).toBe(404);
      expect((await read(t.app, randomUUID(), { key: created.accessKey })).status).toBe(404); // key of another donation
      expect((await read(t.app, id, { key: created.accessKey })).status).toBe(200);
      expect((await read(t.app, id, { token: user.token })).status).toBe(200);
      expect((await read(t.app, id, { token: other.token, key: created.accessKey })).status).toBe(200);
    }
    const notFound = await getDonation(t.app, id);
    expect(notFound.body).toMatchObject({ message: 'Donation not found', code: 'not_found' });
    expect(notFound.headers['cache-control']).toBe('no-store');
    expectStatus(await getDonation(t.app, 'not-a-uuid', { key: created.accessKey }), 400);
  });

  it('receipt.pdf is 409 while unpaid', async () => {
    const created = await donate(t.app, fx);
    const r = await getReceipt(t.app, created.donation._id, { key: created.accessKey });
    expect(r.status).toBe(409);
    expect(r.json()).toMatchObject({ code: 'conflict', message: 'The receipt is ready once the payment is confirmed' });
  });
});

describe('GET /donationsbooking/{id}/receipt.pdf', () => {
  async function paidReceipt(o: Parameters<typeof donate>[2]) {
    const created = await donate(t.app, fx, o);
    expectStatus((await payDonation(t.app, created, { method: 'upi' })).verified, 200);
    const r = await getReceipt(t.app, created.donation._id, { key: created.accessKey });
    expect(r.status).toBe(200);
    const row = await donationRow(db(), created.donation._id);
    return { r, row };
  }

  it('an 80G receipt for ₹1,50,001 with a PAN to an eligible campaign', async () => {
    const { r, row } = await paidReceipt({ sevas: [{ seva_id: fx.meal, quantity: 1 }], custom: 149_500 });
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['content-disposition']).toBe(
      `attachment; filename="Receipt-${row.receiptNumber!.replaceAll('/', '-')}.pdf"`,
    );
    expect(r.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(r.bytes.toString('latin1')).toContain('/Keywords');
    if (!PDFTOTEXT) return console.warn('pdftotext (poppler-utils) not installed: receipt text not checked');
    const text = pdfText(r.bytes);
    for (const s of [
      'Sankalp Seva Trust (demo)',
      'PAN AAATD0000D',
      '80G registration no. DEMO-80G-0000000000',
      row.receiptNumber!,
      '21 November 2026',
      row.reference,
      'Ramesh Kumar',
      '12 Temple Road, Lanka, Varanasi',
      'PAN of donor: ABCDE1234F',
      'Annadaan at Kashi',
      'Feed 11 Pilgrims',
      '₹1,50,001',
      'Rupees One Lakh Fifty Thousand One Only',
      'UPI',
      'eligible for deduction under section 80G of the Income-tax Act, 1961',
      'Authorised signatory',
      'SPECIMEN',
    ])
      expect(text, s).toContain(s);
  });

  it('a plain receipt that says why: amount not above ₹500, no PAN, campaign not eligible', async () => {
    const cases: Array<[Parameters<typeof donate>[2], string]> = [
      [{ sevas: [], custom: 500 }, 'No 80G certificate: the amount is not above ₹500.'],
      [{ donor: { pan_number: '' } }, 'No 80G certificate: no PAN was given.'],
      [
        { campaignId: fx.plainCampaignId, sevas: [{ seva_id: fx.stone, quantity: 1 }], custom: 0 },
        'No 80G certificate: this campaign is not eligible for 80G.',
      ],
    ];
    for (const [o, reason] of cases) {
      const { r } = await paidReceipt(o);
      expect(r.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      if (!PDFTOTEXT) continue;
      const text = pdfText(r.bytes);
      expect(text).toContain('Not an 80G receipt');
      expect(text).toContain(reason);
      expect(text).not.toContain('80G registration no.');
    }
  });
});

describe('mail delivery', () => {
  it('renders the receipt PDF when the mail is sent through SMTP', async () => {
    const created = await donate(t.app, fx);
    expectStatus((await payDonation(t.app, created)).verified, 200);
    // Only this donation's mail is waiting.
    await db().update(mailOutbox).set({ sentAt: clock.now() });
    await db()
      .update(mailOutbox)
      .set({ sentAt: null })
      .where(eq(mailOutbox.dedupeKey, `donation:${created.donation._id}`));
    const sent: OutgoingMail[] = [];
    const n = await deliverQueuedMail(
      db(),
      { send: async (m) => void sent.push(m) },
      'Sankalp <a@b.in>',
      mailAttachmentRenderers(t.app.ctx.config),
    );
    expect(n).toBe(1);
    expect(sent[0]!.attachments).toHaveLength(1);
    expect(sent[0]!.attachments[0]!.contentType).toBe('application/pdf');
    expect(sent[0]!.attachments[0]!.filename).toMatch(/^Receipt-SNK-2026-27-\d{6}\.pdf$/);
    expect(sent[0]!.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const [mail] = await receiptMails(db(), created.donation._id);
    expect(mail!.sentAt).not.toBeNull();
  });
});

describe('rows', () => {
  it('keeps the seva snapshot of a donation', async () => {
    const created = await donate(t.app, fx, { sevas: [{ seva_id: fx.lamp, quantity: 4 }], custom: 0 });
    const rows = await db().select().from(donationSevas).where(eq(donationSevas.donationId, created.donation._id));
    expect(rows).toMatchObject([{ sevaId: fx.lamp, title: 'Deep Daan', pricePaise: 25050, quantity: 4 }]);
    expect((await donationRow(db(), created.donation._id)).amountTotalPaise).toBe(100200);
  });
});

// Last: it moves the shared clock to the end of the financial year.
describe('financial year of the receipt number', () => {
  it('31 March 23:59 IST is numbered in the old year, 1 April 00:00 IST starts the new one at 000001', async () => {
    clock.advance(Date.parse('2027-03-31T23:59:00+05:30') - clock.now().getTime());
    const pay = async () => {
      const created = await donate(t.app, fx, { sevas: [], custom: 1001 });
      expectStatus((await payDonation(t.app, created)).verified, 200);
      return (await donationRow(db(), created.donation._id)).receiptNumber!;
    };
    const lastOfYear = await pay();
    expect(lastOfYear).toMatch(/^SNK\/2026-27\/\d{6}$/);
    clock.advance(60_000); // 1 April 2027, 00:00 IST
    expect(await pay()).toBe('SNK/2027-28/000001');
    expect(await pay()).toBe('SNK/2027-28/000002');
    clock.advance(-120_000); // a late settlement of the old year continues its series
    const n = Number(lastOfYear.split('/')[2]);
    expect(await pay()).toBe(`SNK/2026-27/${String(n + 1).padStart(6, '0')}`);
  });
});
