import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DonationCreated, DonationView } from '@sankalp/shared/api/donations';
import { campaigns, campaignSevas } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  accountCards,
  confirmationMessages,
  devoteeIn,
  expectNamed,
  HI,
  readRecord,
  translate,
} from '../../test/reader-language';
import { expectStatus, fakeClock, type TestUser } from '../auth/auth.test-utils';
import { receiptContent } from './receipt-content';
import { loadBundles, readerTexts } from './donations.repository';
import {
  donate,
  getReceipt,
  insertDonationFixture,
  payDonation,
  PDFTOTEXT,
  pdfText,
  type DonationFixture,
} from './donations.test-utils';

// Issue 13: a Hindi reader's donation page and account card show the catalog's Hindi for the
// campaign and seva titles, the English where the catalog has none; English stays as it was. The
// donation's e-mail, receipt and notification name it the same way, in its messages' language.

const clock = fakeClock();
let t: TestApp;
let fx: DonationFixture;
let user: TestUser;
let created: DonationCreated;
let hindiCreated: DonationCreated;

async function paidDonation(owner: TestUser): Promise<DonationCreated> {
  const made = await donate(t.app, fx, {
    token: owner.token,
    sevas: [
      { seva_id: fx.meal, quantity: 1 },
      { seva_id: fx.water, quantity: 1 },
    ],
    custom: 0,
  });
  expectStatus((await payDonation(t.app, made)).verified, 200);
  return made;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  const db = t.db.db;
  fx = await insertDonationFixture(db);
  await translate(db, campaigns, fx.campaignId, { title: 'काशी में अन्नदान' });
  await translate(db, campaignSevas, fx.meal, { title: '11 तीर्थयात्रियों को भोजन' });
  user = await devoteeIn(t.app, 'English');
  created = await paidDonation(user);
  hindiCreated = await paidDonation(await devoteeIn(t.app, 'Hindi'));
});
afterAll(async () => {
  await t?.close();
});

type Named = Pick<DonationView, 'campaign'> & Partial<Pick<DonationView, 'sevas'>>;
const names = (d: Named) => ({ campaign: d.campaign.title, sevas: d.sevas?.map((s) => s.title) });

const page = (headers?: Record<string, string>) =>
  readRecord<DonationView>(t.app, `/api/v1/donationsbooking/${created.donation._id}`, 'donation', {
    token: user.token,
    headers,
  });

async function card(headers?: Record<string, string>) {
  const cards = await accountCards<Named>(t.app, user, 'donationBookingIds', headers);
  expect(cards).toHaveLength(1);
  return cards[0]!;
}

const HINDI_NAMES = ['काशी में अन्नदान', '11 तीर्थयात्रियों को भोजन'];
const ENGLISH_NAMES = ['Annadaan at Kashi', 'Feed 11 Pilgrims'];

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

  it('the e-mail and notification of a Hindi donation name it in Hindi, of an English one in English', async () => {
    const messages = (c: DonationCreated) =>
      confirmationMessages(t.db.db, 'donation', c.donation._id, `donation:${c.donation._id}`);
    expectNamed(await messages(hindiCreated), {
      names: [...HINDI_NAMES, 'Drinking Water Seva'],
      title: 'काशी में अन्नदान',
      foreign: ENGLISH_NAMES,
    });
    expectNamed(await messages(created), {
      names: [...ENGLISH_NAMES, 'Drinking Water Seva'],
      title: 'Annadaan at Kashi',
      foreign: HINDI_NAMES,
    });
  });

  it('the Hindi receipt names the campaign and sevas in Hindi', async () => {
    const [bundle] = await loadBundles(t.db.db, [hindiCreated.donation._id]);
    const r = receiptContent(t.app.ctx.config, bundle!, 'hi', await readerTexts(t.db.db, [bundle!], 'hi'));
    expect(r.campaign).toBe('काशी में अन्नदान');
    expect(r.lines.map((l) => l.particulars)).toEqual(['11 तीर्थयात्रियों को भोजन', 'Drinking Water Seva']);
    expect(r.statement.text).toContain('काशी में अन्नदान');
    // The PDF the devotee downloads is drawn from that (its Devanagari is read back only roughly).
    const pdf = await getReceipt(t.app, hindiCreated.donation._id, { key: hindiCreated.accessKey });
    expect(pdf.status).toBe(200);
    if (!PDFTOTEXT) return;
    const text = pdfText(pdf.bytes);
    expect(text).toContain('Drinking Water Seva');
    for (const english of ENGLISH_NAMES) expect(text).not.toContain(english);
  });
});
