import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pujas, userStuff } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, registerUser, type TestUser } from '../auth/auth.test-utils';
import { book, insertFixture, type Fixture } from '../bookings/bookings.test-utils';
import { appendBookingId } from './userstuff.service';

let t: TestApp;
let u: TestUser;
let other: TestUser;
let fx: Fixture;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  u = await registerUser(t.app);
  other = await registerUser(t.app);
  fx = await insertFixture(t.db.db, new Date());
});
afterAll(() => t.close());

const url = (x: TestUser) => `/api/v1/userstuff/${x.userStuffId}`;
type Record_ = Record<string, unknown[]> & { _id: string; userId: string };

describe('GET /userstuff/{id}', () => {
  it('answers the five arrays, as the spec spells them', async () => {
    const r = await call(t.app, 'GET', url(u), { token: u.token });
    expectStatus(r, 200);
    const rec = r.body.data as Record_;
    expect(rec).toMatchObject({
      _id: u.userStuffId,
      userId: u.id,
      pujaBookingIds: [],
      chadhavaBookingIds: [],
      donationBookingIds: [],
      productOrderIds: [],
      PanditBookingIds: [],
    });
  });
});

describe('PUT /userstuff/{id}', () => {
  let mine: string;
  let asGuest: string;
  let theirs: string;
  beforeAll(async () => {
    mine = (await book(t.app, fx, { token: u.token })).booking._id;
    asGuest = (await book(t.app, fx, { email: u.email })).booking._id;
    theirs = (await book(t.app, fx, { token: other.token })).booking._id;
  });
  const card = (id: string) => expect.objectContaining({ _id: id, kind: 'puja_booking', reference: expect.stringMatching(/^SNK-/) });

  it('appends own and own-guest ids, idempotently, and answers the server-made cards', async () => {
    const first = await call(t.app, 'PUT', url(u), { token: u.token, body: { pujaBookingIds: mine } });
    expectStatus(first, 200);
    expect((first.body.data as Record_).pujaBookingIds).toEqual([card(mine)]);
    // The whole array sent back (ids and populated objects), plus a new one, twice.
    for (let i = 0; i < 2; i++) {
      const r = await call(t.app, 'PUT', url(u), {
        token: u.token,
        body: { userId: u.id, pujaBookingIds: [{ _id: mine }, asGuest.toUpperCase(), asGuest] },
      });
      expectStatus(r, 200);
      expect((r.body.data as Record_).pujaBookingIds).toEqual([card(mine), card(asGuest)]);
    }
    const [row] = await t.db.db.select().from(userStuff).where(eq(userStuff.id, u.userStuffId));
    expect(row!.pujaBookingIds).toEqual([mine, asGuest]);
  });

  it("refuses another user's booking and an unknown id with 400 'Unknown booking', appending nothing", async () => {
    for (const ids of [[theirs], [randomUUID()], [mine, theirs]]) {
      const r = await call(t.app, 'PUT', url(u), { token: u.token, body: { pujaBookingIds: ids } });
      expectStatus(r, 400);
      expect(r.body.message).toBe('Unknown booking');
    }
    const fresh = (await book(t.app, fx, { token: u.token })).booking._id;
    const mixed = await call(t.app, 'PUT', url(u), { token: u.token, body: { pujaBookingIds: [fresh, theirs] } });
    expectStatus(mixed, 400);
    const [row] = await t.db.db.select().from(userStuff).where(eq(userStuff.id, u.userStuffId));
    expect(row!.pujaBookingIds).toEqual([mine, asGuest]);
  });

  it("refuses a kind with no payment contract yet with 400 'Unknown booking'", async () => {
    const r = await call(t.app, 'PUT', url(u), { token: u.token, body: { productOrderIds: [randomUUID()] } });
    expectStatus(r, 400);
    expect(r.body.message).toBe('Unknown booking');
  });

  it('answers cards from the contract: an id of no store order is left out', async () => {
    const id = randomUUID();
    await appendBookingId(t.db.db, u.id, 'productOrder', id);
    await appendBookingId(t.db.db, u.id, 'productOrder', id);
    const r = await call(t.app, 'GET', url(u), { token: u.token });
    expect((r.body.data as Record_).productOrderIds).toEqual([]);
  });

  it('validates the body', async () => {
    for (const body of [{ pujaBookingIds: ['not-a-uuid'] }, { pujaBookingIds: [{ id: mine }] }, { bogusIds: [mine] }, { pujaBookingIds: 5 }]) {
      const r = await call(t.app, 'PUT', url(u), { token: u.token, body });
      expectStatus(r, 400);
    }
  });
});

describe('POST /userstuff', () => {
  it('answers the existing record (idempotent) and recreates a missing one with the same id', async () => {
    const r = await call(t.app, 'POST', '/api/v1/userstuff', { token: other.token, body: {} });
    expectStatus(r, 200);
    expect((r.body.data as Record_)._id).toBe(other.userStuffId);
    await t.db.db.delete(userStuff).where(eq(userStuff.id, other.userStuffId));
    const created = await call(t.app, 'POST', '/api/v1/userstuff', { token: other.token, body: { userId: other.id } });
    expectStatus(created, 201);
    expect((created.body.data as Record_)._id).toBe(other.userStuffId);
    expectStatus(await call(t.app, 'POST', '/api/v1/userstuff', { token: other.token }), 200);
  });

  it("refuses someone else's userId in the body with 403", async () => {
    expectStatus(await call(t.app, 'POST', '/api/v1/userstuff', { token: other.token, body: { userId: u.id } }), 403);
  });
});

describe("PUT and POST answer the cards in the reader's language, as GET does", () => {
  const HI = { 'accept-language': 'hi-IN,hi;q=0.9' };
  type Card = { _id: string; puja: { title: string } };
  let reader: TestUser;
  let booking: string;
  beforeAll(async () => {
    const hindi = await insertFixture(t.db.db, new Date());
    await t.db.db.update(pujas).set({ translations: { hi: { title: 'रुद्राभिषेक पूजा' } } }).where(eq(pujas.id, hindi.pujaId));
    reader = await registerUser(t.app);
    booking = (await book(t.app, hindi, { token: reader.token })).booking._id;
  });
  const titles = (r: Awaited<ReturnType<typeof call>>) => (r.body.data as { pujaBookingIds: Card[] }).pujaBookingIds.map((c) => c.puja.title);

  it('GET, PUT and POST name the puja in Hindi for a Hindi reader, in English for an English one', async () => {
    const put = await call(t.app, 'PUT', url(reader), { token: reader.token, body: { pujaBookingIds: [booking] }, headers: HI });
    expectStatus(put, 200);
    expect(titles(put)).toEqual(['रुद्राभिषेक पूजा']);
    const post = await call(t.app, 'POST', '/api/v1/userstuff', { token: reader.token, body: {}, headers: HI });
    expectStatus(post, 200);
    expect(titles(post)).toEqual(['रुद्राभिषेक पूजा']);
    expect(titles(await call(t.app, 'GET', url(reader), { token: reader.token, headers: HI }))).toEqual(['रुद्राभिषेक पूजा']);
    const english = await call(t.app, 'PUT', url(reader), { token: reader.token, body: { pujaBookingIds: [booking] } });
    expect(titles(english)).toEqual(['Rudrabhishek Puja']);
  });
});
