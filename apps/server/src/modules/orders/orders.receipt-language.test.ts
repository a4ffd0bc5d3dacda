import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductOrderCreated, ProductOrderView } from '@sankalp/shared/api/product-orders';
import { products } from '../../db/schema/index';
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
import { sandboxPay } from '../payments/payments.test-utils';
import { insertProduct, order, verify, type ProductFixture } from './orders.test-utils';

// Issue 13: a Hindi reader's order page and account card show the catalog's Hindi product name,
// the order's English copy where the catalog has none; English stays as it was. The order's
// e-mail and notification name its products the same way, in its messages' language.

const clock = fakeClock();
let t: TestApp;
let withHindi: ProductFixture;
let englishOnly: ProductFixture;
let user: TestUser;
const created: ProductOrderCreated[] = [];
let hindiCreated: ProductOrderCreated;

async function paidOrder(owner: TestUser, fx: ProductFixture): Promise<ProductOrderCreated> {
  const made = await order(t.app, fx, { token: owner.token, email: owner.email });
  const pay = await sandboxPay(t.app, made.razorpayOrder.id, { deliver: 'sync' });
  expectStatus(pay, 200);
  expectStatus(await verify(t.app, pay.body), 200);
  return made;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  withHindi = await insertProduct(t.db.db);
  englishOnly = await insertProduct(t.db.db);
  await translate(t.db.db, products, withHindi.productId, { name: 'खादी कुर्ता' });
  user = await devoteeIn(t.app, 'English');
  for (const fx of [withHindi, englishOnly]) created.push(await paidOrder(user, fx));
  hindiCreated = await paidOrder(await devoteeIn(t.app, 'Hindi'), withHindi);
});
afterAll(async () => {
  await t?.close();
});

type Named = Pick<ProductOrderView, '_id' | 'lines' | 'next_steps'>;
const productNames = (o: Named) => o.lines.map((l) => l.product.name);

const page = (i: number, headers?: Record<string, string>) =>
  readRecord<Named>(t.app, `/api/v1/product-orders/${created[i]!.order._id}`, 'order', { token: user.token, headers });

async function cards(headers?: Record<string, string>) {
  const list = await accountCards<Named>(t.app, user, 'productOrderIds', headers);
  return created.map((c) => productNames(list.find((o) => o._id === c.order._id)!));
}

describe("the product names on an order, in the reader's language", () => {
  it('in Hindi: the catalog’s Hindi name, else the English copy', async () => {
    expect(productNames(await page(0, HI))).toEqual(['खादी कुर्ता']);
    expect(productNames(await page(1, HI))).toEqual([englishOnly.name]);
    expect(await cards(HI)).toEqual([['खादी कुर्ता'], [englishOnly.name]]);
  });

  it("the confirmation page's next steps in the reader's language (issue 13)", async () => {
    expect((await page(0, HI)).next_steps.confirmation_call).toBe('ऑर्डर की पुष्टि के लिए हमारी टीम आपको 2-4 घंटे के भीतर कॉल करेगी।');
    expect((await page(0)).next_steps.confirmation_call).toBe('Our team will call you to confirm your order within 2-4 hours.');
  });

  it('in English, as the order stored them', async () => {
    expect(productNames(await page(0))).toEqual([withHindi.name]);
    expect(await cards()).toEqual([[withHindi.name], [englishOnly.name]]);
  });

  it('the e-mail and notification of a Hindi order name it in Hindi, of an English one in English', async () => {
    const messages = (c: ProductOrderCreated) =>
      confirmationMessages(t.db.db, 'product_order', c.order._id, `product-order:${c.order._id}`);
    expectNamed(await messages(hindiCreated), {
      names: ['खादी कुर्ता'],
      title: 'खादी कुर्ता',
      foreign: [withHindi.name],
    });
    expectNamed(await messages(created[0]!), {
      names: [withHindi.name],
      title: withHindi.name,
      foreign: ['खादी कुर्ता'],
    });
  });
});
