import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toPaise } from '@sankalp/shared/money';
import { pujaTotal } from '@sankalp/shared/pricing';
import { pujaCheckoutSchema } from '@sankalp/shared/schemas/pujaCheckout';
import type { Db } from '../../db/client';
import { createRazorpayProvider } from './razorpay/razorpay.provider';
import { createSandboxProvider } from './sandbox/sandbox.provider';

// An installation's own secrets (lib/installation-secrets makes them per database).
const SANDBOX_KEY_SECRET = 'installation_key_secret';
const SANDBOX_WEBHOOK_SECRET = 'installation_webhook_secret';
const sandboxSecrets = { keySecret: SANDBOX_KEY_SECRET, webhookSecret: SANDBOX_WEBHOOK_SECRET };
import { safeEqualHex, verifyCheckoutSignatureWith, verifyWebhookSignatureWith } from './signatures';
import { canTransition, PAYMENT_ORDER_STATUSES, statusesFrom, type PaymentOrderStatus } from './state-machine';

// Independent of the code under test: node:crypto directly.
const hmac = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');
/** Changes one character of a hex digest. */
const alter = (hex: string, at = 10) => hex.slice(0, at) + (hex[at] === 'a' ? 'b' : 'a') + hex.slice(at + 1);

describe('puja total (package + Σ item × quantity + dakshina, in paise)', () => {
  const cases: Array<[string, Parameters<typeof pujaTotal>[0], number]> = [
    ['package only', { packagePrice: 851 }, 85100],
    [
      'items × quantity',
      {
        packagePrice: 2001,
        items: [
          { price: 101, quantity: 2 },
          { price: 251.5, quantity: 1 },
        ],
      },
      200100 + 20200 + 25150,
    ],
    ['numeric dakshina', { packagePrice: 851, dakshina: 501 }, 85100 + 50100],
    ['dakshina as text', { packagePrice: 851, dakshina: '201' }, 85100 + 20100],
    ['non-numeric dakshina → 0', { packagePrice: 851, dakshina: 'abc' }, 85100],
    ['empty dakshina → 0', { packagePrice: 851, dakshina: '' }, 85100],
    ['negative dakshina → 0', { packagePrice: 851, dakshina: -50 }, 85100],
    ['decimal dakshina floored', { packagePrice: 851, dakshina: 10.99 }, 85100 + 1000],
    ['no float drift', { packagePrice: 0.1, items: [{ price: 0.2, quantity: 3 }] }, 10 + 60],
    [
      'all together',
      { packagePrice: 1251, items: [{ price: 51, quantity: 3 }], dakshina: '1100' },
      125100 + 15300 + 110000,
    ],
  ];
  it.each(cases)('%s', (_name, input, paise) => {
    expect(toPaise(pujaTotal(input))).toBe(paise);
  });

  it('the booking payload takes whole rupees for the dakshina and refuses anything else', () => {
    const base = {
      puja_ref_id: '3f1c2d9e-8a4b-4c6d-9e2f-1a2b3c4d5e61',
      ways_to_participate_ref_id: '3f1c2d9e-8a4b-4c6d-9e2f-1a2b3c4d5e62',
      sankalp_ref_id: '3f1c2d9e-8a4b-4c6d-9e2f-1a2b3c4d5e63',
      amount_total: 851,
      donor_details: { full_name: 'Ramesh Kumar', email: 'r@example.in', phone: '9876543210' },
    };
    expect(pujaCheckoutSchema.safeParse({ ...base, pandit_dakshina_amount: 'eleven' }).success).toBe(false);
    expect(pujaCheckoutSchema.safeParse({ ...base, pandit_dakshina_amount: 10.5 }).success).toBe(false);
    expect(pujaCheckoutSchema.parse({ ...base, pandit_dakshina_amount: '' }).pandit_dakshina_amount).toBe(0);
    expect(pujaCheckoutSchema.parse({ ...base, pandit_dakshina_amount: '11' }).pandit_dakshina_amount).toBe(11);
    expect(pujaCheckoutSchema.parse(base).puja_chadhava_items).toEqual([]);
    expect(
      pujaCheckoutSchema.safeParse({ ...base, puja_chadhava_items: [{ item_id: base.puja_ref_id, quantity: 0 }] })
        .success,
    ).toBe(false);
  });
});

describe('checkout signature: HMAC-SHA256(order_id + "|" + payment_id, key secret)', () => {
  const secret = 'key_secret_for_tests';
  const orderId = 'order_IluGWxBm9U8zJ8';
  const paymentId = 'pay_IH4NVgf4Dreq1l';
  const good = hmac(secret, `${orderId}|${paymentId}`);

  it('accepts the signature computed independently', () => {
    expect(verifyCheckoutSignatureWith(secret, orderId, paymentId, good)).toBe(true);
  });
  it('refuses a one-character change, the wrong secret, swapped ids, another order, and non-strings', () => {
    expect(verifyCheckoutSignatureWith(secret, orderId, paymentId, alter(good))).toBe(false);
    expect(verifyCheckoutSignatureWith(secret, orderId, paymentId, alter(good, 63))).toBe(false);
    expect(
      verifyCheckoutSignatureWith(secret, orderId, paymentId, hmac('another_secret', `${orderId}|${paymentId}`)),
    ).toBe(false);
    expect(verifyCheckoutSignatureWith(secret, paymentId, orderId, good)).toBe(false);
    expect(verifyCheckoutSignatureWith(secret, 'order_Other0000000', paymentId, good)).toBe(false);
    expect(verifyCheckoutSignatureWith(secret, orderId, paymentId, good.toUpperCase())).toBe(false);
    expect(verifyCheckoutSignatureWith(secret, orderId, paymentId, good.slice(0, 63))).toBe(false);
    expect(verifyCheckoutSignatureWith(secret, orderId, paymentId, '')).toBe(false);
    expect(verifyCheckoutSignatureWith(secret, orderId, paymentId, undefined)).toBe(false);
    expect(verifyCheckoutSignatureWith(secret, orderId, paymentId, 12345)).toBe(false);
    expect(verifyCheckoutSignatureWith(undefined, orderId, paymentId, good)).toBe(false);
  });
  it('compares equal-length buffers only', () => {
    expect(safeEqualHex('abcd', 'abcd')).toBe(true);
    expect(safeEqualHex('abcd', 'abc')).toBe(false);
    expect(safeEqualHex('abcd', 'abcde')).toBe(false);
  });
});

describe('webhook signature: HMAC-SHA256 over the raw body bytes', () => {
  const secret = 'whsec_for_tests';
  const raw = Buffer.from(
    '{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","amount":85100}}}}',
  );
  const good = hmac(secret, raw);

  it('accepts the raw bytes with the independently computed signature', () => {
    expect(verifyWebhookSignatureWith(secret, raw, good)).toBe(true);
  });
  it('refuses a one-character change, the wrong secret, a re-serialised body, a missing header, a string body', () => {
    expect(verifyWebhookSignatureWith(secret, raw, alter(good))).toBe(false);
    expect(verifyWebhookSignatureWith(secret, raw, hmac('wrong_secret', raw))).toBe(false);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(raw.toString()), null, 2));
    expect(reserialised.equals(raw)).toBe(false);
    expect(verifyWebhookSignatureWith(secret, reserialised, good)).toBe(false);
    const oneByte = Buffer.from(raw);
    oneByte[oneByte.length - 2] = 0x20;
    expect(verifyWebhookSignatureWith(secret, oneByte, good)).toBe(false);
    expect(verifyWebhookSignatureWith(secret, raw, undefined)).toBe(false);
    expect(verifyWebhookSignatureWith(secret, raw, '')).toBe(false);
    expect(verifyWebhookSignatureWith(undefined, raw, good)).toBe(false);
    expect(verifyWebhookSignatureWith(secret, raw.toString(), good)).toBe(false);
  });

  it('both adapters verify with the same algorithms and their own secrets', () => {
    const rz = createRazorpayProvider({ keyId: 'rzp_test_x', keySecret: 'ks', webhookSecret: secret });
    expect(rz.verifyWebhook(raw, good)).toBe(true);
    expect(rz.verifyWebhook(raw, hmac(SANDBOX_WEBHOOK_SECRET, raw))).toBe(false);
    expect(rz.verifyCheckoutSignature('order_a', 'pay_b', hmac('ks', 'order_a|pay_b'))).toBe(true);
    const noSecret = createRazorpayProvider({ keyId: 'rzp_test_x', keySecret: 'ks' });
    expect(noSecret.verifyWebhook(raw, hmac('', raw))).toBe(false);

    const db = {} as Db;
    const sb = createSandboxProvider({ db, now: () => new Date(), ...sandboxSecrets });
    expect(sb.keyId).toBe('rzp_test_sandbox');
    expect(sb.verifyWebhook(raw, hmac(SANDBOX_WEBHOOK_SECRET, raw))).toBe(true);
    expect(sb.verifyCheckoutSignature('order_a', 'pay_b', hmac(SANDBOX_KEY_SECRET, 'order_a|pay_b'))).toBe(true);
    expect(sb.signCheckout('order_a', 'pay_b')).toBe(hmac(SANDBOX_KEY_SECRET, 'order_a|pay_b'));
    // Production without real keys: nothing the sandbox signs is trusted.
    const closed = createSandboxProvider({ db, now: () => new Date(), ...sandboxSecrets, failClosed: true });
    expect(closed.verifyWebhook(raw, hmac(SANDBOX_WEBHOOK_SECRET, raw))).toBe(false);
    expect(closed.verifyCheckoutSignature('order_a', 'pay_b', hmac(SANDBOX_KEY_SECRET, 'order_a|pay_b'))).toBe(false);
  });
});

describe('the payment state machine', () => {
  const allowed: Array<[PaymentOrderStatus, PaymentOrderStatus]> = [
    ['pending', 'paid'],
    ['pending', 'failed'],
    ['pending', 'expired'],
    ['failed', 'paid'],
    ['expired', 'paid'],
  ];
  const table = PAYMENT_ORDER_STATUSES.flatMap((from) =>
    PAYMENT_ORDER_STATUSES.map((to) => [from, to, allowed.some(([f, t]) => f === from && t === to)] as const),
  );
  it.each(table)('%s → %s allowed: %s', (from, to, ok) => {
    expect(canTransition(from, to)).toBe(ok);
  });
  it('paid is final, and the conditional UPDATE sources match the table', () => {
    expect(PAYMENT_ORDER_STATUSES.filter((to) => canTransition('paid', to))).toEqual([]);
    expect(statusesFrom('paid').sort()).toEqual(['expired', 'failed', 'pending']);
    expect(statusesFrom('failed')).toEqual(['pending']);
    expect(statusesFrom('expired')).toEqual(['pending']);
    expect(statusesFrom('pending')).toEqual([]);
  });
});
