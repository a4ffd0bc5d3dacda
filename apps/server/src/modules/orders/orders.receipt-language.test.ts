import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductOrderCreated, ProductOrderView } from '@sankalp/shared/api/product-orders';
import { products } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, fakeClock, registerUser, type TestUser } from '../auth/auth.test-utils';
import { sandboxPay } from '../payments/payments.test-utils';
import { insertProduct, order, verify, type ProductFixture } from './orders.test-utils';

// Issue 13: a Hindi reader's order page and account card show the catalog's Hindi product name,
// the order's English copy where the catalog has none; English stays as it was.

const clock = fakeClock();
let t: TestApp;
let withHindi: ProductFixture;
let englishOnly: ProductFixture;
let user: TestUser;
const created: ProductOrderCreated[] = [];

const HI = { 'accept-language': 'hi' };

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  withHindi = await insertProduct(t.db.db);
  englishOnly = await insertProduct(t.db.db);
  await t.db.db
    .update(products)
    .set({ translations: { hi: { name: 'खादी कुर्ता' } } })
    .where(eq(products.id, withHindi.productId));
  user = await registerUser(t.app);
  for (const fx of [withHindi, englishOnly]) {
    const made = await order(t.app, fx, { token: user.token, email: user.email });
    const pay = await sandboxPay(t.app, made.razorpayOrder.id, { deliver: 'sync' });
    expectStatus(pay, 200);
    expectStatus(await verify(t.app, pay.body), 200);
    created.push(made);
  }
});
afterAll(async () => {
  await t?.close();
});

type Named = Pick<ProductOrderView, '_id' | 'lines'>;
const productNames = (o: Named) => o.lines.map((l) => l.product.name);

async function page(i: number, headers?: Record<string, string>) {
  const r = await call(t.app, 'GET', `/api/v1/product-orders/${created[i]!.order._id}`, { token: user.token, headers });
  expectStatus(r, 200);
  return (r.body.data as { order: Named }).order;
}

async function cards(headers?: Record<string, string>) {
  const r = await call(t.app, 'GET', `/api/v1/userstuff/${user.userStuffId}`, { token: user.token, headers });
  expectStatus(r, 200);
  const list = (r.body.data as { productOrderIds: Named[] }).productOrderIds;
  return created.map((c) => productNames(list.find((o) => o._id === c.order._id)!));
}

describe("the product names on an order, in the reader's language", () => {
  it('in Hindi: the catalog’s Hindi name, else the English copy', async () => {
    expect(productNames(await page(0, HI))).toEqual(['खादी कुर्ता']);
    expect(productNames(await page(1, HI))).toEqual([englishOnly.name]);
    expect(await cards(HI)).toEqual([['खादी कुर्ता'], [englishOnly.name]]);
  });

  it('in English, as the order stored them', async () => {
    expect(productNames(await page(0))).toEqual([withHindi.name]);
    expect(await cards()).toEqual([[withHindi.name], [englishOnly.name]]);
  });
});
