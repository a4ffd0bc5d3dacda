import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChadhavaBookingCreated, ChadhavaBookingView } from '@sankalp/shared/api/chadhava-bookings';
import { chadhavaEvents, eventOfferings, temples } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, fakeClock, registerUser, type TestUser } from '../auth/auth.test-utils';
import { sandboxPay } from '../payments/payments.test-utils';
import { book, insertEvent, verify, type EventFixture } from './chadhava.test-utils';

// Issue 13: a Hindi reader's chadhava receipt and account card show the catalog's Hindi for the
// event, temple and offering names, the English where the catalog has none; English stays as it was.

const clock = fakeClock();
let t: TestApp;
let fx: EventFixture;
let user: TestUser;
let created: ChadhavaBookingCreated;

const HI = { 'accept-language': 'hi' };

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  const db = t.db.db;
  fx = await insertEvent(db, clock.now());
  const [event] = await db
    .update(chadhavaEvents)
    .set({ translations: { hi: { name: 'प्रदोष चढ़ावा' } } })
    .where(eq(chadhavaEvents.id, fx.eventId))
    .returning();
  await db
    .update(temples)
    .set({ translations: { hi: { name: 'काशी विश्वनाथ' } } })
    .where(eq(temples.id, event!.templeId));
  await db
    .update(eventOfferings)
    .set({ translations: { hi: { name: 'बेल पत्र' } } })
    .where(eq(eventOfferings.id, fx.belPatra));
  user = await registerUser(t.app);
  created = await book(t.app, fx, { token: user.token, email: user.email });
  const pay = await sandboxPay(t.app, created.order.id, { deliver: 'sync' });
  expectStatus(pay, 200);
  expectStatus(await verify(t.app, { ...(pay.body as object), bookingId: created.booking._id }, user.token), 200);
});
afterAll(async () => {
  await t?.close();
});

type Named = Pick<ChadhavaBookingView, 'event' | 'offerings'>;
const names = (b: Named) => ({
  event: b.event.name,
  temple: b.event.temple.name,
  offerings: b.offerings.map((o) => o.name),
});

async function receipt(headers?: Record<string, string>) {
  const url = `/api/v1/chadhava-bookings/${created.booking._id}?key=${created.accessKey}`;
  const r = await call(t.app, 'GET', url, { headers });
  expectStatus(r, 200);
  return (r.body.data as { booking: Named }).booking;
}

async function card(headers?: Record<string, string>) {
  const r = await call(t.app, 'GET', `/api/v1/userstuff/${user.userStuffId}`, { token: user.token, headers });
  expectStatus(r, 200);
  const cards = (r.body.data as { chadhavaBookingIds: Named[] }).chadhavaBookingIds;
  expect(cards).toHaveLength(1);
  return cards[0]!;
}

describe("the catalog names on a chadhava booking, in the reader's language", () => {
  it('receipt and card in Hindi: Hindi where the catalog has it, English elsewhere', async () => {
    const hindi = { event: 'प्रदोष चढ़ावा', temple: 'काशी विश्वनाथ', offerings: ['बेल पत्र', 'Ghee Diya'] };
    expect(names(await receipt(HI))).toEqual(hindi);
    expect(names(await card(HI))).toEqual(hindi);
  });

  it('receipt and card in English, as before', async () => {
    const english = names(await receipt());
    expect(english).toEqual({
      event: expect.stringMatching(/^Pradosh Chadhava /) as unknown as string,
      temple: 'Kashi Vishwanath',
      offerings: ['Bel Patra', 'Ghee Diya'],
    });
    expect(names(await card())).toEqual(english);
  });
});
