import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pujaChadhavaItems, pujaPackages, pujas, temples } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, fakeClock, registerUser, type TestUser } from '../auth/auth.test-utils';
import { sandboxPay, type CheckoutSuccess } from '../payments/payments.test-utils';
import { book, bookingRow, insertFixture, verify, type Created, type Fixture } from './bookings.test-utils';

// Issue 13: a Hindi reader's receipt and account cards show the catalog's Hindi for the names the
// booking copied (puja, temple, package, chadhava items), the booking's English copy where the
// catalog has none; an English reader gets exactly what the booking stored.

const clock = fakeClock();
let t: TestApp;
let fx: Fixture;
let user: TestUser;
let created: Created;

const HI = { 'accept-language': 'hi-IN,hi;q=0.9' };

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  const db = t.db.db;
  fx = await insertFixture(db, clock.now());
  const [puja] = await db
    .update(pujas)
    .set({ translations: { hi: { title: 'रुद्राभिषेक पूजा' } } })
    .where(eq(pujas.id, fx.pujaId))
    .returning();
  // The temple has a Hindi name but no Hindi location: the location stays English.
  await db
    .update(temples)
    .set({ translations: { hi: { name: 'काशी विश्वनाथ' } } })
    .where(eq(temples.id, puja!.templeId));
  await db
    .update(pujaPackages)
    .set({ translations: { hi: { thumbnailTitle: 'परिवार' } } })
    .where(eq(pujaPackages.id, fx.family));
  await db
    .update(pujaChadhavaItems)
    .set({ translations: { hi: { title: 'दीप दान' } } })
    .where(eq(pujaChadhavaItems.id, fx.deep));
  user = await registerUser(t.app);
  created = await book(t.app, fx, {
    token: user.token,
    email: user.email,
    items: [
      { item_id: fx.deep, quantity: 1 },
      { item_id: fx.vastra, quantity: 1 },
    ],
    amount: 2001 + 101 + 251.5,
  });
  const pay = await sandboxPay(t.app, created.order.id, { deliver: 'none' });
  expectStatus(pay, 200);
  expectStatus(await verify(t.app, created.booking._id, pay.body as unknown as CheckoutSuccess, user.token), 200);
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

async function receipt(headers?: Record<string, string>) {
  const url = `/api/v1/poojabooking/${created.booking._id}?key=${created.accessKey}`;
  const r = await call(t.app, 'GET', url, { headers });
  expectStatus(r, 200);
  return (r.body.data as { booking: Named }).booking;
}

async function card(headers?: Record<string, string>) {
  const r = await call(t.app, 'GET', `/api/v1/userstuff/${user.userStuffId}`, { token: user.token, headers });
  expectStatus(r, 200);
  const cards = (r.body.data as { pujaBookingIds: Named[] }).pujaBookingIds;
  expect(cards).toHaveLength(1);
  return cards[0]!;
}

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
    expect(names(await card())).toMatchObject({ puja: 'Rudrabhishek Puja', temple: 'Kashi Vishwanath', package: 'Family' });
  });

  it('a later English edit of the catalog does not change an English receipt', async () => {
    await t.db.db.update(pujas).set({ title: 'Renamed Puja' }).where(eq(pujas.id, fx.pujaId));
    expect((await receipt()).puja.title).toBe('Rudrabhishek Puja');
    expect((await receipt(HI)).puja.title).toBe('रुद्राभिषेक पूजा');
  });
});
