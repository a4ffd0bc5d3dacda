import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pujaChadhavaItems, pujaPackages, pujas, temples } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  accountCards,
  confirmationMessages,
  devoteeIn,
  expectNamed,
  HI,
  promiseOf,
  readRecord,
  translate,
} from '../../test/reader-language';
import { grant, makeStaff } from '../admin/admin.test-utils';
import { call, expectStatus, fakeClock, type TestUser } from '../auth/auth.test-utils';
import { sandboxPay, type CheckoutSuccess } from '../payments/payments.test-utils';
import {
  book,
  bookingBody,
  bookingRow,
  insertFixture,
  saveSankalp,
  verify,
  type Created,
  type Fixture,
} from './bookings.test-utils';

// Issue 13: a Hindi reader's receipt and account cards show the catalog's Hindi for the names the
// booking copied (puja, temple, package, chadhava items), the booking's English copy where the
// catalog has none; an English reader gets exactly what the booking stored. The booking's e-mail
// and notifications name it the same way, in the language of its later messages.

const clock = fakeClock();
let t: TestApp;
let fx: Fixture;
let user: TestUser;
let created: Created;
let hindiCreated: Created;

/** Books the family package with Deep Daan and Vastra Seva, pays and verifies it. */
async function paidBooking(owner: TestUser): Promise<Created> {
  const made = await book(t.app, fx, {
    token: owner.token,
    email: owner.email,
    items: [
      { item_id: fx.deep, quantity: 1 },
      { item_id: fx.vastra, quantity: 1 },
    ],
    amount: 2001 + 101 + 251.5,
  });
  const pay = await sandboxPay(t.app, made.order.id, { deliver: 'none' });
  expectStatus(pay, 200);
  expectStatus(await verify(t.app, made.booking._id, pay.body as unknown as CheckoutSuccess, owner.token), 200);
  return made;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  const db = t.db.db;
  fx = await insertFixture(db, clock.now());
  const puja = await translate(db, pujas, fx.pujaId, { title: 'रुद्राभिषेक पूजा' });
  // The temple has a Hindi name but no Hindi location: the location stays English.
  await translate(db, temples, puja.templeId, { name: 'काशी विश्वनाथ' });
  await translate(db, pujaPackages, fx.family, { thumbnailTitle: 'परिवार' });
  await translate(db, pujaChadhavaItems, fx.deep, { title: 'दीप दान' });
  user = await devoteeIn(t.app, 'English');
  created = await paidBooking(user);
  hindiCreated = await paidBooking(await devoteeIn(t.app, 'Hindi'));
});
afterAll(async () => {
  await t?.close();
});

type Named = {
  puja: { title: string; temple: { name: string; location: string } };
  package: { thumbnailTitle: string };
  puja_chadhava_items: Array<{ title: string }>;
};

const names = (b: Named) => ({
  puja: b.puja.title,
  temple: b.puja.temple.name,
  location: b.puja.temple.location,
  package: b.package.thumbnailTitle,
  items: b.puja_chadhava_items.map((i) => i.title),
});

const receipt = (headers?: Record<string, string>) =>
  readRecord<Named>(t.app, `/api/v1/poojabooking/${created.booking._id}?key=${created.accessKey}`, 'booking', {
    headers,
  });

async function card(headers?: Record<string, string>) {
  const cards = await accountCards<Named>(t.app, user, 'pujaBookingIds', headers);
  expect(cards).toHaveLength(1);
  return cards[0]!;
}

const HINDI_NAMES = ['रुद्राभिषेक पूजा', 'काशी विश्वनाथ', 'परिवार', 'दीप दान'];
const ENGLISH_NAMES = ['Rudrabhishek Puja', 'Kashi Vishwanath', 'Family', 'Deep Daan'];

describe("the catalog names on a puja booking, in the reader's language", () => {
  it('the receipt in Hindi: Hindi where the catalog has it, the booking’s English copy elsewhere', async () => {
    const english = names(await receipt());
    expect(names(await receipt(HI))).toEqual({
      puja: 'रुद्राभिषेक पूजा',
      temple: 'काशी विश्वनाथ',
      location: english.location,
      package: 'परिवार',
      items: ['दीप दान', 'Vastra Seva'],
    });
  });

  it('the receipt in English is what the booking stored, word for word', async () => {
    const row = await bookingRow(t.db.db, created.booking._id);
    const english = await receipt({ 'accept-language': 'en-IN,en;q=0.9' });
    expect(names(english)).toMatchObject({
      puja: row.pujaTitle,
      temple: 'Kashi Vishwanath',
      package: row.packageTitle,
      items: ['Deep Daan', 'Vastra Seva'],
    });
    expect(row.pujaTitle).toBe('Rudrabhishek Puja');
    expect(await receipt()).toEqual(english);
  });

  it('the account card in Hindi and in English', async () => {
    expect(names(await card(HI))).toMatchObject({ puja: 'रुद्राभिषेक पूजा', temple: 'काशी विश्वनाथ', package: 'परिवार' });
    expect(names(await card())).toMatchObject({
      puja: 'Rudrabhishek Puja',
      temple: 'Kashi Vishwanath',
      package: 'Family',
    });
  });

  it('the e-mail and notification of a Hindi booking name it in Hindi, of an English one in English', async () => {
    const messages = (c: Created) =>
      confirmationMessages(t.db.db, 'puja_booking', c.booking._id, `puja-booking:${c.booking._id}`);
    expectNamed(await messages(hindiCreated), {
      names: [...HINDI_NAMES, 'Vastra Seva'],
      title: 'काशी विश्वनाथ में रुद्राभिषेक पूजा',
      foreign: ENGLISH_NAMES,
    });
    expectNamed(await messages(created), {
      names: [...ENGLISH_NAMES, 'Vastra Seva'],
      title: 'Rudrabhishek Puja at Kashi Vishwanath',
      foreign: HINDI_NAMES,
    });
  });

  it('a guest’s Hindi booking is told in Hindi when its puja is performed', async () => {
    const sankalpId = await saveSankalp(t.app, fx);
    const r = await call(t.app, 'POST', '/api/v1/poojabooking/', { headers: HI, body: bookingBody(fx, sankalpId) });
    expectStatus(r, 201);
    const guest = r.body.data as Created;
    const pay = await sandboxPay(t.app, guest.order.id, { deliver: 'none' });
    expectStatus(await verify(t.app, guest.booking._id, pay.body as unknown as CheckoutSuccess), 200);
    const admin = await makeStaff(t, [grant('admin')], { now: clock.now() });
    const performed = await call(t.app, 'POST', '/api/v1/admin/fulfilment/performed', {
      token: admin.token,
      body: { promiseIds: [await promiseOf(t.db.db, 'puja_booking', guest.booking._id, 'puja_performed')] },
    });
    expectStatus(performed, 200);
    const [n] = await t.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `puja_performed:puja_booking:${guest.booking._id}`));
    expect(n).toMatchObject({ userId: null, language: 'hi', params: { title: 'काशी विश्वनाथ में रुद्राभिषेक पूजा' } });
    // Its frame is Hindi too: no English word in it.
    expect(n!.body).toContain('काशी विश्वनाथ में रुद्राभिषेक पूजा');
    expect(`${n!.title} ${n!.body}`).not.toMatch(/[A-Za-z]/);
  });

  it('a later English edit of the catalog does not change an English receipt', async () => {
    await t.db.db.update(pujas).set({ title: 'Renamed Puja' }).where(eq(pujas.id, fx.pujaId));
    expect((await receipt()).puja.title).toBe('Rudrabhishek Puja');
    expect((await receipt(HI)).puja.title).toBe('रुद्राभिषेक पूजा');
  });
});
