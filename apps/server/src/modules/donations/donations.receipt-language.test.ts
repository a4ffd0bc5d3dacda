import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DonationCreated, DonationView } from '@sankalp/shared/api/donations';
import { campaigns, campaignSevas } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, fakeClock, registerUser, type TestUser } from '../auth/auth.test-utils';
import { donate, insertDonationFixture, payDonation, type DonationFixture } from './donations.test-utils';

// Issue 13: a Hindi reader's donation page and account card show the catalog's Hindi for the
// campaign and seva titles, the English where the catalog has none; English stays as it was.

const clock = fakeClock();
let t: TestApp;
let fx: DonationFixture;
let user: TestUser;
let created: DonationCreated;

const HI = { 'accept-language': 'hi' };

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  const db = t.db.db;
  fx = await insertDonationFixture(db);
  await db
    .update(campaigns)
    .set({ translations: { hi: { title: 'काशी में अन्नदान' } } })
    .where(eq(campaigns.id, fx.campaignId));
  await db
    .update(campaignSevas)
    .set({ translations: { hi: { title: '11 तीर्थयात्रियों को भोजन' } } })
    .where(eq(campaignSevas.id, fx.meal));
  user = await registerUser(t.app);
  created = await donate(t.app, fx, {
    token: user.token,
    sevas: [
      { seva_id: fx.meal, quantity: 1 },
      { seva_id: fx.water, quantity: 1 },
    ],
    custom: 0,
  });
  expectStatus((await payDonation(t.app, created)).verified, 200);
});
afterAll(async () => {
  await t?.close();
});

type Named = Pick<DonationView, 'campaign'> & Partial<Pick<DonationView, 'sevas'>>;
const names = (d: Named) => ({ campaign: d.campaign.title, sevas: d.sevas?.map((s) => s.title) });

async function page(headers?: Record<string, string>) {
  const r = await call(t.app, 'GET', `/api/v1/donationsbooking/${created.donation._id}`, { token: user.token, headers });
  expectStatus(r, 200);
  return (r.body.data as { donation: DonationView }).donation;
}

async function card(headers?: Record<string, string>) {
  const r = await call(t.app, 'GET', `/api/v1/userstuff/${user.userStuffId}`, { token: user.token, headers });
  expectStatus(r, 200);
  const cards = (r.body.data as { donationBookingIds: Named[] }).donationBookingIds;
  expect(cards).toHaveLength(1);
  return cards[0]!;
}

describe("the catalog names on a donation, in the reader's language", () => {
  it('the page in Hindi: Hindi where the catalog has it, English elsewhere', async () => {
    expect(names(await page(HI))).toEqual({
      campaign: 'काशी में अन्नदान',
      sevas: ['11 तीर्थयात्रियों को भोजन', 'Drinking Water Seva'],
    });
    expect((await card(HI)).campaign.title).toBe('काशी में अन्नदान');
  });

  it('the page and card in English, as before', async () => {
    expect(names(await page())).toEqual({
      campaign: 'Annadaan at Kashi',
      sevas: ['Feed 11 Pilgrims', 'Drinking Water Seva'],
    });
    expect((await card()).campaign.title).toBe('Annadaan at Kashi');
  });
});
