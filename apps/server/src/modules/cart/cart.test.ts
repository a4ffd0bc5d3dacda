import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartView } from '@sankalp/shared/api/cart';
import { cartLines, products } from '../../db/schema/index';
import { HI, translate } from '../../test/reader-language';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, fakeClock, freshIp, registerUser, type TestUser } from '../auth/auth.test-utils';
import { insertProduct, order, type ProductFixture } from '../orders/orders.test-utils';

const clock = fakeClock();
let t: TestApp;
let fx: ProductFixture;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  fx = await insertProduct(t.db.db);
  user = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

type Line = { product: string; size: string; color: string; quantity: unknown };
const line = (f: ProductFixture, o: Partial<Line> = {}): Line => ({
  product: f.productId,
  size: 'S',
  color: 'White',
  quantity: 1,
  ...o,
});
const viewOf = (r: { body: { data?: unknown } }) => r.body.data as CartView;
const getCart = (token?: string) => call(t.app, 'GET', '/api/v1/cart', { token });
const putCart = (lines: unknown, token?: string) => call(t.app, 'PUT', '/api/v1/cart', { token, body: { lines } });
const merge = (lines: unknown, token?: string) => call(t.app, 'POST', '/api/v1/cart/merge', { token, body: { lines } });
const quote = (lines: unknown) => call(t.app, 'POST', '/api/v1/cart/quote', { body: { lines } });
const storedRows = async (userId: string) =>
  Number((await t.db.db.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, userId)))[0]!.n);

describe('who may call the cart', () => {
  it('GET, PUT and merge are 401 for a guest (and a bad token), quote is public', async () => {
    expectStatus(await getCart(), 401);
    expectStatus(await putCart([line(fx)]), 401);
    expectStatus(await merge([line(fx)]), 401);
    expectStatus(await getCart('A'.repeat(43)), 401);
    const r = await quote([line(fx)]);
    expectStatus(r, 200);
    expect(r.body).toMatchObject({ success: true, message: 'Cart priced successfully' });
    expect(await storedRows(user.id)).toBe(0);
  });

  it("another user's cart is never visible: each session reads only its own", async () => {
    const mine = await insertProduct(t.db.db);
    expectStatus(await putCart([line(mine, { quantity: 2 })], user.token), 200);
    const theirs = viewOf(await getCart(other.token));
    expect(theirs.items.map((i) => i.product)).not.toContain(mine.productId);
    expect(viewOf(await getCart(user.token)).items).toEqual([
      expect.objectContaining({ product: mine.productId, quantity: 2 }),
    ]);
    expectStatus(await putCart([], user.token), 200);
  });
});

describe('pricing and checks come from the database', () => {
  it('prices each line as base + size extra + colour extra, in rupees; the client sends no price', async () => {
    const r = await quote([
      { ...line(fx, { size: 'L', color: 'Maroon', quantity: 2 }), unitPrice: 1, subtotal: 1 },
      line(fx, { quantity: 3 }),
    ]);
    expectStatus(r, 200);
    const v = viewOf(r);
    // 499 + 50 + 100.50 = 649.50 a unit (L/Maroon, made to order), 499 for S/White.
    expect(v.items[0]).toMatchObject({
      product: fx.productId,
      size: 'L',
      color: 'Maroon',
      name: fx.name,
      slug: fx.slug,
      category: 'cloths',
      primaryImage: '/art/product-kurta.svg',
      unitPrice: 649.5,
      subtotal: 1299,
      available: null,
      problem: null,
    });
    expect(v.items[1]).toMatchObject({ unitPrice: 499, subtotal: 1497, available: 50, problem: null });
    expect(v).toMatchObject({ count: 5, subtotal: 2796 });
  });

  it("marks a size or colour the product does not have 'unavailable'; an unknown product is left out", async () => {
    const v = viewOf(
      await quote([line(fx, { size: 'XXL' }), line(fx, { color: 'Green' }), line({ ...fx, productId: randomUUID() })]),
    );
    expect(v.items.map((i) => [i.size, i.color, i.problem, i.available])).toEqual([
      ['XXL', 'White', 'unavailable', 0],
      ['S', 'Green', 'unavailable', 0],
    ]);
    expect(v.count).toBe(2);
  });

  it("marks 'sold_out' and 'not_enough' from on-hand stock minus live holds", async () => {
    const low = await insertProduct(t.db.db, { onHand: 3 });
    expect(viewOf(await quote([line(low, { quantity: 4 })])).items[0]).toMatchObject({
      available: 3,
      problem: 'not_enough',
    });
    await order(t.app, low, { quantity: 2 }); // a pending order holds 2 for 15 minutes
    expect(viewOf(await quote([line(low, { quantity: 2 })])).items[0]).toMatchObject({
      available: 1,
      problem: 'not_enough',
    });
    await order(t.app, low, { quantity: 1 });
    expect(viewOf(await quote([line(low, { quantity: 1 })])).items[0]).toMatchObject({
      available: 0,
      problem: 'sold_out',
    });
    const none = await insertProduct(t.db.db, { onHand: 0 });
    expect(viewOf(await quote([line(none)])).items[0]).toMatchObject({ available: 0, problem: 'sold_out' });
  });

  it("names each line in the reader's language: a Hindi reader's cart is in Hindi (issue 13)", async () => {
    const kurta = await insertProduct(t.db.db);
    await translate(t.db.db, products, kurta.productId, { name: 'खादी कुर्ता' });
    const hindi = await call(t.app, 'POST', '/api/v1/cart/quote', { body: { lines: [line(kurta)] }, headers: HI });
    expect(viewOf(hindi).items[0]).toMatchObject({ name: 'खादी कुर्ता' });
    expectStatus(await call(t.app, 'PUT', '/api/v1/cart', { token: user.token, body: { lines: [line(kurta)] }, headers: HI }), 200);
    expect(viewOf(await call(t.app, 'GET', '/api/v1/cart', { token: user.token, headers: HI })).items[0]!.name).toBe('खादी कुर्ता');
    expect(viewOf(await getCart(user.token)).items[0]!.name).toBe(kurta.name);
    expectStatus(await putCart([], user.token), 200);
  });
});

describe('the stored cart', () => {
  it('PUT replaces the cart (repeats add up, at most 10) and GET reads it back in order', async () => {
    const a = await insertProduct(t.db.db);
    const r = await putCart(
      [
        line(a, { size: 'L', color: 'Maroon', quantity: 7 }),
        line(fx),
        line(a, { size: 'L', color: 'Maroon', quantity: 6 }),
      ],
      user.token,
    );
    expectStatus(r, 200);
    expect(r.body.message).toBe('Cart updated successfully');
    const v = viewOf(await getCart(user.token));
    expect(v.items.map((i) => [i.product, i.size, i.quantity])).toEqual([
      [a.productId, 'L', 10],
      [fx.productId, 'S', 1],
    ]);
    expect(v.count).toBe(11);
    expectStatus(await putCart([], user.token), 200);
    expect(viewOf(await getCart(user.token))).toEqual({ items: [], count: 0, subtotal: 0 });
  });

  it('merge adds a guest cart into the stored one: identical variants add up to at most 10, new lines go last', async () => {
    const a = await insertProduct(t.db.db);
    const b = await insertProduct(t.db.db);
    expectStatus(await putCart([line(a, { quantity: 6 })], user.token), 200);
    const r = await merge([line(a, { quantity: 7 }), line(b, { quantity: 2 })], user.token);
    expectStatus(r, 200);
    expect(viewOf(r).items.map((i) => [i.product, i.quantity])).toEqual([
      [a.productId, 10],
      [b.productId, 2],
    ]);
    expect(viewOf(await getCart(user.token)).count).toBe(12);
  });

  it('merge keeps at most 20 lines (the rest of the guest cart is dropped)', async () => {
    const many: ProductFixture[] = [];
    for (let i = 0; i < 12; i++) many.push(await insertProduct(t.db.db));
    expectStatus(
      await putCart(
        many.slice(0, 10).map((f) => line(f)),
        user.token,
      ),
      200,
    );
    const r = await merge(
      many.flatMap((f) => [line(f, { size: 'L', color: 'Maroon' })]),
      user.token,
    );
    expectStatus(r, 200);
    expect(viewOf(r).items).toHaveLength(20);
    expect(await storedRows(user.id)).toBe(20);
  });

  it('never stores a line of an unknown product', async () => {
    const r = await putCart([line(fx), line({ ...fx, productId: randomUUID() })], other.token);
    expectStatus(r, 200);
    expect(await storedRows(other.id)).toBe(1);
  });

  it('simultaneous merges of one cart all count (the user row lock serialises them); a racing PUT never tears it', async () => {
    const a = await insertProduct(t.db.db);
    const me = await registerUser(t.app);
    const merges = await Promise.all([1, 2, 3].map((q) => merge([line(a, { quantity: q })], me.token)));
    merges.forEach((r) => expectStatus(r, 200));
    expect(viewOf(await getCart(me.token)).items).toEqual([
      expect.objectContaining({ product: a.productId, quantity: 6 }),
    ]);

    const rs = await Promise.all([merge([line(a, { quantity: 2 })], me.token), putCart([line(fx)], me.token)]);
    rs.forEach((r) => expectStatus(r, 200));
    const v = viewOf(await getCart(me.token));
    // PUT then merge, or merge then PUT: one of the two serial outcomes, nothing in between.
    const keys = v.items.map((i) => [i.product, i.quantity]);
    expect([
      [
        [fx.productId, 1],
        [a.productId, 2],
      ],
      [[fx.productId, 1]],
    ]).toContainEqual(keys);
  });
});

describe('bad input is a 400 with field messages, never a 500', () => {
  const bad: [string, unknown, string][] = [
    [
      'quantity 0',
      [{ product: randomUUID(), size: 'S', color: 'White', quantity: 0 }],
      'Quantity must be a whole number from 1 to 10',
    ],
    [
      'quantity 11',
      [{ product: randomUUID(), size: 'S', color: 'White', quantity: 11 }],
      'Quantity must be a whole number from 1 to 10',
    ],
    [
      'quantity 1.5',
      [{ product: randomUUID(), size: 'S', color: 'White', quantity: 1.5 }],
      'Quantity must be a whole number from 1 to 10',
    ],
    [
      'quantity "2"',
      [{ product: randomUUID(), size: 'S', color: 'White', quantity: '2' }],
      'Quantity must be a whole number from 1 to 10',
    ],
    ['a product that is no uuid', [{ product: 'kurta', size: 'S', color: 'White', quantity: 1 }], 'Invalid product ID'],
    [
      'a control character in a size',
      [{ product: randomUUID(), size: 'S\u0000', color: 'White', quantity: 1 }],
      'Please select a valid size',
    ],
    [
      'a colour that is no string',
      [{ product: randomUUID(), size: 'S', color: 7, quantity: 1 }],
      'Please select a valid colour',
    ],
    [
      'a long size',
      [{ product: randomUUID(), size: 'S'.repeat(101), color: 'White', quantity: 1 }],
      'Please select a valid size',
    ],
    [
      '21 lines',
      Array.from({ length: 21 }, () => ({ product: randomUUID(), size: 'S', color: 'White', quantity: 1 })),
      'Your cart can hold at most 20 different items',
    ],
    ['no array', 'lines', 'Invalid cart'],
  ];
  for (const [what, lines, message] of bad)
    it(`${what}`, async () => {
      for (const r of [await quote(lines), await putCart(lines, user.token), await merge(lines, user.token)]) {
        expectStatus(r, 400);
        expect(r.body.success).toBe(false);
        expect(JSON.stringify(r.body)).toContain(message);
      }
    });

  it('exponent numbers, a huge array and broken JSON', async () => {
    const raw = (payload: string, token?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/cart',
        remoteAddress: freshIp(),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? user.token}` },
        payload,
      });
    const id = fx.productId;
    expect((await raw(`{"lines":[{"product":"${id}","size":"S","color":"White","quantity":1e400}]}`)).statusCode).toBe(
      400,
    );
    expect((await raw(`{"lines":[{"product":"${id}","size":"S","color":"White","quantity":1e-9}]}`)).statusCode).toBe(
      400,
    );
    const ok = await raw(`{"lines":[{"product":"${id}","size":" S ","color":"White","quantity":2e0}]}`);
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as { data: CartView }).data.items[0]).toMatchObject({ size: 'S', quantity: 2 });
    const many = (n: number) =>
      JSON.stringify({
        lines: Array.from({ length: n }, () => ({ product: id, size: 'S', color: 'White', quantity: 1 })),
      });
    expect((await raw(many(100))).statusCode).toBe(400);
    expect((await raw(many(5000))).statusCode).toBe(413); // past the body limit: refused before parsing
    expect((await raw('{"lines":[')).statusCode).toBe(400);
    expectStatus(await putCart([], user.token), 200);
  });
});
