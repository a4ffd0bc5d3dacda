import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import type { TestApp } from '../../test/test-app';
import { openTwoInstances, twoInstancesAvailable, type TwoInstances } from '../../test/two-instances';
import { call, expectStatus, type TestUser } from '../auth/auth.test-utils';
import { grant, makeStaff } from '../admin/admin.test-utils';
import { sampleForm } from '../admin/catalog/catalog-admin.test-utils';
import * as bookings from '../bookings/bookings.test-utils';
import { paidCheckout } from '../payments/payments.test-utils';
import { countQueries } from './catalog.test-utils';

// Two app instances (two pg pools, as two server processes would have) on one PostgreSQL: a write
// on one is visible on the other's cached reads as soon as its NOTIFY arrives (bounded wait here),
// not after the cache's safety-net expiry (a minute).

const pg = twoInstancesAvailable('read-cache.concurrency.test.ts');

/** Polls until `ok`, for at most `ms`; answers whether it came true. */
async function within(ms: number, ok: () => Promise<boolean>): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await ok()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!pg)('read caches of two instances drop together (needs TEST_DATABASE_URL)', () => {
  let two: TwoInstances;
  let operator: TestUser;
  let templeId: string;

  const admin = (tail: string) => `/api/v1/admin/catalog/${tail}`;
  const read = async (app: TwoInstances['a'], url: string) => (await app.inject({ url: `/api/v1${url}` })).body;

  beforeAll(async () => {
    two = await openTwoInstances();
    const asTestApp = { app: two.a, db: { db: two.db } as DbHandle } as TestApp;
    operator = await makeStaff(asTestApp, [grant('operator')]);
    const temple = await call(two.a, 'POST', admin('temples'), {
      token: operator.token,
      body: sampleForm('temples', ''),
    });
    expectStatus(temple, 201);
    templeId = (temple.body.data as { item: { id: string } }).item.id;
    expectStatus(await call(two.a, 'POST', admin(`temples/${templeId}/publish`), { token: operator.token }), 200);
  }, 120_000);

  afterAll(async () => {
    await two?.close();
  });

  it('a console edit on A shows on B’s cached reads at once, and one on B on A’s', async () => {
    const { a, b } = two;
    const created = await call(a, 'POST', admin('pujas'), {
      token: operator.token,
      body: sampleForm('pujas', templeId, 'Two Instances Puja'),
    });
    expectStatus(created, 201);
    const id = (created.body.data as { item: { id: string } }).item.id;
    expectStatus(await call(a, 'POST', admin(`pujas/${id}/publish`), { token: operator.token }), 200);

    // B has the puja cached: its second read runs no query.
    for (const app of [a, b]) {
      await read(app, `/pujas/${id}`);
      await read(app, '/pujas/all');
    }
    const counter = countQueries(b.ctx.db);
    try {
      expect(await read(b, `/pujas/${id}`)).toContain('Two Instances Puja');
      expect(counter.count).toBe(0);
    } finally {
      counter.restore();
    }

    const edit = async (app: TwoInstances['a'], title: string) => {
      const got = await call(app, 'GET', admin(`pujas/${id}`), { token: operator.token });
      const {
        id: _i,
        status: _s,
        updatedAt: _u,
        createdAt: _c,
        ...form
      } = (got.body.data as { item: object }).item as Record<string, unknown>;
      expectStatus(
        await call(app, 'PUT', admin(`pujas/${id}`), { token: operator.token, body: { ...form, title } }),
        200,
      );
    };

    await edit(a, 'Renamed On A');
    expect(await read(a, `/pujas/${id}`)).toContain('Renamed On A');
    expect(await within(2_000, async () => (await read(b, `/pujas/${id}`)).includes('Renamed On A'))).toBe(true);
    expect(await within(2_000, async () => (await read(b, '/pujas/all')).includes('Renamed On A'))).toBe(true);

    await edit(b, 'Renamed On B');
    expect(await within(2_000, async () => (await read(a, `/pujas/${id}`)).includes('Renamed On B'))).toBe(true);
  });

  it('a booking paid on A shows its joinedNo on B', async () => {
    const { a, b } = two;
    const fx = await bookings.insertFixture(two.db, new Date());
    const joined = async () =>
      (JSON.parse(await read(b, `/pujas/${fx.pujaId}`)) as { data: { joinedNo: number } }).data.joinedNo;
    const before = await joined();
    await joined();
    const created = await bookings.book(a, fx);
    expectStatus(await bookings.verify(a, created.booking._id, await paidCheckout(a, created.order.id)), 200);
    expect(await within(2_000, async () => (await joined()) === before + 1)).toBe(true);
  });

  it('the tags travel: a booking paid on A drops its puja on B and keeps B’s unrelated answers', async () => {
    const { a, b } = two;
    const x = await bookings.insertFixture(two.db, new Date());
    const y = await bookings.insertFixture(two.db, new Date());
    const joined = async () =>
      (JSON.parse(await read(b, `/pujas/${x.pujaId}`)) as { data: { joinedNo: number } }).data.joinedNo;
    const before = await joined();
    for (const url of [`/pujas/${y.pujaId}`, '/temples']) await read(b, url);

    const created = await bookings.book(a, x);
    expectStatus(await bookings.verify(a, created.booking._id, await paidCheckout(a, created.order.id)), 200);
    expect(await within(2_000, async () => (await joined()) === before + 1)).toBe(true);

    const counter = countQueries(b.ctx.db);
    try {
      await read(b, `/pujas/${y.pujaId}`);
      await read(b, '/temples');
      expect(counter.count, 'B still has puja Y and the temples cached').toBe(0);
    } finally {
      counter.restore();
    }
  });
});
