import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, fakeClock } from '../auth/auth.test-utils';
import {
  donationBody,
  donationRow,
  getReceipt,
  insertDonationFixture,
  payDonation,
  PDFTOTEXT,
  pdfText,
  receiptMails,
  type DonationFixture,
} from './donations.test-utils';
import type { DonationCreated } from '@sankalp/shared/api/donations';

// Issue 13: a donation made in Hindi keeps 'hi'; its receipt e-mail and its 80G receipt are in Hindi.

const clock = fakeClock();
let t: TestApp;
let fx: DonationFixture;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  fx = await insertDonationFixture(t.db.db);
});
afterAll(async () => {
  await t?.close();
});

describe('a donation made in Hindi', () => {
  it('stores hi, writes its receipt e-mail in Hindi and draws its receipt in Hindi', async () => {
    const r = await call(t.app, 'POST', '/api/v1/donationsbooking/create', {
      headers: { 'accept-language': 'hi' },
      body: donationBody(fx),
    });
    expectStatus(r, 201);
    const created = r.body.data as DonationCreated;
    const { verified } = await payDonation(t.app, created, { method: 'card' });
    expectStatus(verified, 200);
    expect((await donationRow(t.db.db, created.donation._id)).language).toBe('hi');

    const [mail] = await receiptMails(t.db.db, created.donation._id);
    expect(mail!.subject).toMatch(/^आपकी 80G दान रसीद SNK\//);
    expect(mail!.text).toContain('नमस्ते Ramesh Kumar जी,');
    expect(mail!.text).toContain('भुगतान का माध्यम: कार्ड');
    expect(mail!.text).toContain('यही आपका 80G प्रमाणपत्र है');

    const pdf = await getReceipt(t.app, created.donation._id, { key: created.accessKey });
    expect(pdf.status).toBe(200);
    if (!PDFTOTEXT) return;
    const text = pdfText(pdf.bytes);
    expect(text).toContain('दान रसीद');
    expect(text).toMatch(/[\u0900-\u097F ]+ रुपये मात्र/);
  });
});
