import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExportFile } from '@sankalp/shared/api/account-data';
import { prasadFeedback, prasadOrders } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, registerUser, type TestUser } from '../auth/auth.test-utils';
import { address, offerings, paidOrder } from './prasad.test-utils';

// Prasad orders and their feedback in the devotee's data (modules/privacy): exported, and erased
// with the account (the order row and its amounts stay, as every order does).

let t: TestApp;
let user: TestUser;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  user = await registerUser(t.app);
  const [first] = await offerings(t.app);
  const created = await paidOrder(t.app, first!.id, user.token);
  orderId = created.order._id;
  // Feedback written straight in (the delivery that allows it is the board's, tested elsewhere).
  await t.db.db.insert(prasadFeedback).values({
    orderId,
    offeringId: first!.id,
    userId: user.id,
    rating: 5,
    comment: 'Blessed prasad from Kashi, thank you.',
    createdAt: new Date(),
  });
});
afterAll(async () => {
  await t?.close();
});

describe('prasad orders in the account data', () => {
  it('are in the export with their address and feedback', async () => {
    const r = await call(t.app, 'GET', `/api/v1/users/${user.id}/data-export`, { token: user.token });
    expectStatus(r, 200);
    const data = (r.body as unknown as DataExportFile).data;
    expect(data.prasadOrders).toEqual([
      expect.objectContaining({
        id: orderId,
        orderId: expect.stringMatching(/^ORD-/),
        trackingId: expect.stringMatching(/^TRK-/),
        shippingAddress: expect.objectContaining({ addressLine1: address.addressLine1, city: 'Varanasi' }),
        feedback: expect.objectContaining({ rating: 5, comment: 'Blessed prasad from Kashi, thank you.' }),
        paymentStatus: 'completed',
      }),
    ]);
  });

  it('lose the name, contact, address and feedback words when the account is deleted', async () => {
    expectStatus(
      await call(t.app, 'POST', `/api/v1/users/${user.id}/delete`, {
        token: user.token,
        body: { password: user.password },
      }),
      200,
    );
    const [o] = await t.db.db.select().from(prasadOrders).where(eq(prasadOrders.id, orderId));
    expect(o).toMatchObject({
      donorName: 'Deleted account',
      donorEmail: '',
      donorPhone: '',
      paymentStatus: 'completed',
    });
    expect(o!.address).toMatchObject({ addressLine1: '', city: '', pincode: 0 });
    const [f] = await t.db.db.select().from(prasadFeedback).where(eq(prasadFeedback.orderId, orderId));
    expect(f).toMatchObject({ rating: 5, comment: '' });
  });
});
