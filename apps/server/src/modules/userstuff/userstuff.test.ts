import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStuff } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, registerUser, type TestUser } from '../auth/auth.test-utils';
import { appendBookingId, registerUserStuffPopulator, unregisterUserStuffPopulator } from './userstuff.service';

let t: TestApp;
let u: TestUser;
let other: TestUser;
const restore: Array<() => void> = [];

/** Fake donation bookings: id → owner (a user id, or a guest e-mail). */
const donations = new Map<string, { userId?: string; email?: string; title: string }>();

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  u = await registerUser(t.app);
  other = await registerUser(t.app);
  restore.push(
    registerUserStuffPopulator('donation', {
      async populate(_ctx, ids) {
        return ids.flatMap((id) => {
          const d = donations.get(id);
          return d ? [{ _id: id, campaign: { title: d.title } }] : [];
        });
      },
      async belongsTo(_ctx, userId, email, ids) {
        return ids.filter((id) => {
          const d = donations.get(id);
          return d && (d.userId === userId || d.email === email);
        });
      },
    }),
    unregisterUserStuffPopulator('chadhava'),
  );
});
afterAll(async () => {
  restore.reverse().forEach((r) => r());
  await t.close();
});

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
  const mine = randomUUID();
  const asGuest = randomUUID();
  const theirs = randomUUID();
  beforeAll(() => {
    donations.set(mine, { userId: u.id, title: 'Gau Seva' });
    donations.set(asGuest, { email: u.email, title: 'Annadaan' });
    donations.set(theirs, { userId: other.id, title: 'Temple Renovation' });
  });

  it('appends own and own-guest ids, idempotently, and populates them', async () => {
    const first = await call(t.app, 'PUT', url(u), { token: u.token, body: { donationBookingIds: mine } });
    expectStatus(first, 200);
    expect((first.body.data as Record_).donationBookingIds).toEqual([{ _id: mine, campaign: { title: 'Gau Seva' } }]);
    // The whole array sent back (ids and populated objects), plus a new one, twice.
    for (let i = 0; i < 2; i++) {
      const r = await call(t.app, 'PUT', url(u), {
        token: u.token,
        body: { userId: u.id, donationBookingIds: [{ _id: mine }, asGuest.toUpperCase(), asGuest] },
      });
      expectStatus(r, 200);
      expect((r.body.data as Record_).donationBookingIds).toEqual([
        { _id: mine, campaign: { title: 'Gau Seva' } },
        { _id: asGuest, campaign: { title: 'Annadaan' } },
      ]);
    }
    const [row] = await t.db.db.select().from(userStuff).where(eq(userStuff.id, u.userStuffId));
    expect(row!.donationBookingIds).toEqual([mine, asGuest]);
  });

  it("refuses another user's booking and an unknown id with 400 'Unknown booking', appending nothing", async () => {
    for (const ids of [[theirs], [randomUUID()], [mine, theirs]]) {
      const r = await call(t.app, 'PUT', url(u), { token: u.token, body: { donationBookingIds: ids } });
      expectStatus(r, 400);
      expect(r.body.message).toBe('Unknown booking');
    }
    const fresh = randomUUID();
    donations.set(fresh, { userId: u.id, title: 'Fresh' });
    const mixed = await call(t.app, 'PUT', url(u), { token: u.token, body: { donationBookingIds: [fresh, theirs] } });
    expectStatus(mixed, 400);
    const [row] = await t.db.db.select().from(userStuff).where(eq(userStuff.id, u.userStuffId));
    expect(row!.donationBookingIds).toEqual([mine, asGuest]);
  });

  it("refuses a kind with no registered checker with 400 'Unknown booking'", async () => {
    const r = await call(t.app, 'PUT', url(u), { token: u.token, body: { chadhavaBookingIds: [randomUUID()] } });
    expectStatus(r, 400);
    expect(r.body.message).toBe('Unknown booking');
  });

  it('answers plain ids for a kind with no populator', async () => {
    const id = randomUUID();
    await appendBookingId(t.db.db, u.id, 'chadhava', id);
    await appendBookingId(t.db.db, u.id, 'chadhava', id);
    const r = await call(t.app, 'GET', url(u), { token: u.token });
    expect((r.body.data as Record_).chadhavaBookingIds).toEqual([id]);
  });

  it('validates the body', async () => {
    for (const body of [{ donationBookingIds: ['not-a-uuid'] }, { donationBookingIds: [{ id: mine }] }, { bogusIds: [mine] }, { donationBookingIds: 5 }]) {
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
