import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PanditBookingCreated, PanditBookingView } from '@sankalp/shared/api/pandit-bookings';
import { pandits } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, fakeClock, registerUser, type TestUser } from '../auth/auth.test-utils';
import { book, insertPandit, silentPay, verify } from './consultations.test-utils';

// Issue 13: a Hindi reader's consultation receipt and account card show the pandit's name from
// the catalog's Hindi, the English place where the catalog has no Hindi one; English stays as it was.

const clock = fakeClock();
let t: TestApp;
let user: TestUser;
let created: PanditBookingCreated;
let englishName: string;

const HI = { 'accept-language': 'hi' };

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  const fx = await insertPandit(t.db.db);
  const [row] = await t.db.db
    .update(pandits)
    .set({ translations: { hi: { name: 'पं. परीक्षण' } } })
    .where(eq(pandits.id, fx.panditId))
    .returning();
  englishName = row!.name;
  user = await registerUser(t.app);
  created = await book(t.app, fx, { token: user.token, email: user.email });
  expectStatus(await verify(t.app, await silentPay(t.app, created)), 200);
});
afterAll(async () => {
  await t?.close();
});

type Named = Pick<PanditBookingView, 'pandit'>;

async function receipt(headers?: Record<string, string>) {
  const r = await call(t.app, 'GET', `/api/v1/pandit-bookings/${created.booking._id}`, { token: user.token, headers });
  expectStatus(r, 200);
  return (r.body.data as { booking: Named }).booking.pandit;
}

async function card(headers?: Record<string, string>) {
  const r = await call(t.app, 'GET', `/api/v1/userstuff/${user.userStuffId}`, { token: user.token, headers });
  expectStatus(r, 200);
  const cards = (r.body.data as { PanditBookingIds: Named[] }).PanditBookingIds;
  expect(cards).toHaveLength(1);
  return cards[0]!.pandit;
}

describe("the pandit on a consultation, in the reader's language", () => {
  it('in Hindi: the Hindi name, the English place (the catalog has no Hindi one)', async () => {
    expect(await receipt(HI)).toMatchObject({ name: 'पं. परीक्षण', location: 'Varanasi, Uttar Pradesh' });
    expect(await card(HI)).toMatchObject({ name: 'पं. परीक्षण' });
  });

  it('in English, as before', async () => {
    expect(await receipt()).toMatchObject({ name: englishName, location: 'Varanasi, Uttar Pradesh' });
    expect(await card()).toMatchObject({ name: englishName });
  });
});
