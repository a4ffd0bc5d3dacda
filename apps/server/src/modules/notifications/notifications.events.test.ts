import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fakeClock, HOUR, MINUTE, registerUser, type TestUser } from '../auth/auth.test-utils';
import { reminderKey, sendConsultationReminders } from '../consultations/consultation-reminders';
import {
  at,
  book,
  insertPandit,
  MONDAY,
  silentPay,
  verify,
  type PanditFixture,
} from '../consultations/consultations.test-utils';
import { ordersOf } from '../payments/payments.test-utils';
import { recordRefundRequest, settleRefund } from '../payments/refunds';
import { deliveriesOf, runDeliveries } from './notifications.test-utils';

let t: TestApp;
let fx: PanditFixture;
let me: TestUser;
// Saturday 21 November 2026, 12:00 IST; the consultation is on Monday 23rd at 10:00 IST.
const clock = fakeClock();
beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  fx = await insertPandit(t.app.ctx.db);
  me = await registerUser(t.app);
});
afterAll(() => t.close());

const byKey = (key: string) => t.app.ctx.db.select().from(notifications).where(eq(notifications.dedupeKey, key));

async function paidConsultation(from: string, to: string) {
  const created = await book(t.app, fx, { token: me.token, from, to });
  const cb = await silentPay(t.app, created);
  const v = await verify(t.app, { ...cb, bookingId: created.booking._id }, me.token);
  expect(v.status).toBe(200);
  return { id: created.booking._id, paymentId: cb.razorpay_payment_id, amountPaise: created.amount * 100 };
}

describe('consultation reminder, one hour before', () => {
  it('is made once, within the hour before the slot, for the paid booking, naming the pandit and the time', async () => {
    const b = await paidConsultation(at(MONDAY, '10:00'), at(MONDAY, '10:30'));
    clock.advance(Date.parse(at(MONDAY, '08:55')) - clock.now().getTime());
    expect(await sendConsultationReminders(t.app.ctx)).toBe(0);
    expect(await byKey(reminderKey(b.id))).toEqual([]);

    clock.advance(10 * MINUTE); // 09:05 IST
    expect(await sendConsultationReminders(t.app.ctx)).toBe(1);
    expect(await sendConsultationReminders(t.app.ctx)).toBe(0); // the next scan, or another process
    clock.advance(20 * MINUTE);
    expect(await sendConsultationReminders(t.app.ctx)).toBe(0);

    const [n] = await byKey(reminderKey(b.id));
    expect(n).toMatchObject({ userId: me.id, type: 'consultation_reminder', title: 'Your consultation starts soon' });
    expect(n!.body).toMatch(/^Your consultation with Pt\. Test \w+ starts at 10:00 AM IST\.$/);
    expect(n!.link).toContain(b.id);
    // Its channels go out once each through the queue, however often it runs.
    await runDeliveries(t.app);
    await runDeliveries(t.app);
    const d = await deliveriesOf(t.app.ctx.db, n!.id);
    expect(d.map((x) => `${x.channel}:${x.status}`).sort()).toEqual(['email:sent', 'push:skipped', 'whatsapp:sent']);
    const mails = await t.app.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Your consultation starts soon'));
    expect(mails).toHaveLength(1);
  });

  it('is not made for an unpaid booking within the hour', async () => {
    clock.advance(10 * MINUTE); // 09:35 IST
    const unpaid = await book(t.app, fx, { token: me.token, from: at(MONDAY, '10:30'), to: at(MONDAY, '11:00') });
    expect(await sendConsultationReminders(t.app.ctx)).toBe(0);
    expect(await byKey(reminderKey(unpaid.booking._id))).toEqual([]);
    clock.advance(HOUR);
  });
});

describe('refund processed', () => {
  it('notifies once, in the transaction that processes the refund, with the amount in rupees', async () => {
    clock.advance(Date.parse(at('2026-11-24', '09:00')) - clock.now().getTime());
    me = await registerUser(t.app); // the first session has run out by now
    const b = await paidConsultation(at('2026-11-25', '10:00'), at('2026-11-25', '10:30'));
    const refund = await recordRefundRequest(t.app.ctx.db, {
      kind: 'pandit_booking',
      refId: b.id,
      orderId: (await ordersOf(t.app.ctx.db, 'pandit_booking', b.id))[0]!.id,
      providerPaymentId: b.paymentId,
      amountPaise: 50_000,
      status: 'pending',
      reason: 'Devotee asked',
      requestedBy: null,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    const provider = {
      id: 'rfnd_Test123',
      payment_id: b.paymentId,
      amount: 50_000,
      currency: 'INR',
      receipt: null,
      notes: {},
    };
    const first = await settleRefund(t.app.ctx, {
      refund: { ...provider, status: 'processed' },
      ourId: refund.id,
      source: 'api',
    });
    expect(first.outcome).toBe('processed');
    const again = await settleRefund(t.app.ctx, {
      refund: { ...provider, status: 'processed' },
      ourId: refund.id,
      source: 'reconcile',
    });
    expect(again.outcome).toBe('recorded');
    const rows = await byKey(`refund_processed:${refund.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: me.id, type: 'refund_processed', title: 'Refund processed' });
    expect(rows[0]!.body).toMatch(/^A refund of ₹500 for .+ has been processed\.$/);
    // The refund e-mail is that event's e-mail: no second one from the notification.
    expect((await deliveriesOf(t.app.ctx.db, rows[0]!.id)).map((d) => d.channel).sort()).toEqual(['push', 'whatsapp']);
  });
});
