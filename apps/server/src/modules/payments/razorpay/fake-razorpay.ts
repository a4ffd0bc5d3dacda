import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

/**
 * A tiny local fake of Razorpay's HTTP API for tests: POST /v1/orders, GET /v1/orders/:id,
 * GET /v1/orders/:id/payments, POST /v1/payments/:id/refund and GET /v1/payments/:id/refunds/:rid, with HTTP basic auth (key id : key secret) and Razorpay's error
 * shape `{ error: { code, description, … } }`. Listens on 127.0.0.1, a random port.
 */
export type FakeOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};

export type FakePayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
  order_id: string;
  method: string;
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  created_at: number;
};

export type FakeRefund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: Record<string, string>;
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal';
  speed_requested: 'normal' | 'optimum';
};

export type FakeRazorpay = {
  baseUrl: string;
  orders: Map<string, FakeOrder>;
  payments: FakePayment[];
  refunds: FakeRefund[];
  /** The status new refunds are answered with (Razorpay answers `processed` or, later, `pending`). */
  refundStatus: FakeRefund['status'];
  /** Every request seen: method, url, authorization header, JSON body. */
  requests: Array<{ method: string; url: string; authorization?: string; body: unknown }>;
  /** Adds a payment to an order, as a customer paying in Checkout would. */
  pay(orderId: string, opts?: { status?: FakePayment['status']; amount?: number }): FakePayment;
  /** The next n requests answer 500 (a provider outage). */
  failNext(n: number): void;
  close(): Promise<void>;
};

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const rid = (prefix: string) => `${prefix}_${[...randomBytes(14)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
const badRequest = (description: string, field?: string) => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
    field,
  },
});

export async function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const app = Fastify({ logger: false });
  const orders = new Map<string, FakeOrder>();
  const payments: FakePayment[] = [];
  const refunds: FakeRefund[] = [];
  const state = { refundStatus: 'processed' as FakeRefund['status'] };
  const requests: FakeRazorpay['requests'] = [];
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  let failures = 0;

  app.addHook('onRequest', async (req, reply) => {
    if (failures > 0) {
      failures -= 1;
      return reply
        .status(500)
        .send({ error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } });
    }
    if (req.headers.authorization !== expectedAuth) {
      return reply.status(401).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    }
  });
  app.addHook('preHandler', async (req) => {
    requests.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body: req.body });
  });

  app.post('/v1/orders', async (req, reply) => {
    const b = (req.body ?? {}) as { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown };
    if (typeof b.amount !== 'number' || !Number.isInteger(b.amount) || b.amount < 100) {
      return reply.status(400).send(badRequest('The amount must be atleast INR 1.00', 'amount'));
    }
    if (b.currency !== 'INR') return reply.status(400).send(badRequest('The currency is invalid', 'currency'));
    if (b.receipt !== undefined && (typeof b.receipt !== 'string' || b.receipt.length > 40)) {
      return reply.status(400).send(badRequest('The receipt may not be greater than 40 characters.', 'receipt'));
    }
    const notes = (b.notes ?? {}) as Record<string, string>;
    if (Object.keys(notes).length > 15)
      return reply
        .status(400)
        .send(badRequest('Number of fields in notes should be less than or equal to 15', 'notes'));
    const order: FakeOrder = {
      id: rid('order'),
      entity: 'order',
      amount: b.amount,
      amount_paid: 0,
      amount_due: b.amount,
      currency: 'INR',
      receipt: (b.receipt as string | undefined) ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes,
      created_at: Math.floor(Date.now() / 1000),
    };
    orders.set(order.id, order);
    return order;
  });

  app.get('/v1/orders/:id', async (req, reply) => {
    const order = orders.get((req.params as { id: string }).id);
    if (!order) return reply.status(400).send(badRequest('The id provided does not exist'));
    return order;
  });

  app.get('/v1/orders/:id/payments', async (req, reply) => {
    const id = (req.params as { id: string }).id;
    if (!orders.has(id)) return reply.status(400).send(badRequest('The id provided does not exist'));
    const items = payments.filter((p) => p.order_id === id);
    return { entity: 'collection', count: items.length, items };
  });

  // Razorpay's refund rules: a captured payment, at least ₹1, at most what is not refunded yet.
  app.post('/v1/payments/:id/refund', async (req, reply) => {
    const payment = payments.find((p) => p.id === (req.params as { id: string }).id);
    if (!payment) return reply.status(400).send(badRequest('The id provided does not exist'));
    const b = (req.body ?? {}) as { amount?: unknown; receipt?: unknown; notes?: unknown; speed?: unknown };
    if (payment.status !== 'captured' && payment.status !== 'refunded')
      return reply.status(400).send(badRequest('Payment should be captured before refund'));
    const left = payment.amount - payment.amount_refunded;
    if (left <= 0) return reply.status(400).send(badRequest('The payment has been fully refunded already'));
    const amount = b.amount === undefined ? left : b.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return reply.status(400).send(badRequest('The amount must be atleast INR 1.00', 'amount'));
    if (amount > left)
      return reply.status(400).send(badRequest('The refund amount provided is greater than amount captured', 'amount'));
    if (b.receipt !== undefined && b.receipt !== null && (typeof b.receipt !== 'string' || b.receipt.length > 40))
      return reply.status(400).send(badRequest('The receipt may not be greater than 40 characters.', 'receipt'));
    const refund: FakeRefund = {
      id: rid('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: (b.notes ?? {}) as Record<string, string>,
      receipt: (b.receipt as string | undefined) ?? null,
      acquirer_data: { arn: '' },
      created_at: Math.floor(Date.now() / 1000),
      batch_id: null,
      status: state.refundStatus,
      speed_processed: 'normal',
      speed_requested: b.speed === 'optimum' ? 'optimum' : 'normal',
    };
    refunds.push(refund);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded >= payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    return refund;
  });

  app.get('/v1/payments/:id/refunds/:rid', async (req, reply) => {
    const { id, rid: refundId } = req.params as { id: string; rid: string };
    const refund = refunds.find((r) => r.id === refundId && r.payment_id === id);
    if (!refund) return reply.status(400).send(badRequest('The id provided does not exist'));
    return refund;
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('fake razorpay did not listen');

  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    orders,
    payments,
    refunds,
    get refundStatus() {
      return state.refundStatus;
    },
    set refundStatus(v) {
      state.refundStatus = v;
    },
    requests,
    pay(orderId, opts = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake razorpay: no order ${orderId}`);
      const status = opts.status ?? 'captured';
      const amount = opts.amount ?? order.amount;
      const payment: FakePayment = {
        id: rid('pay'),
        entity: 'payment',
        amount,
        currency: order.currency,
        status,
        order_id: orderId,
        method: 'upi',
        captured: status === 'captured',
        error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
        error_description: status === 'failed' ? 'Payment failed' : null,
        amount_refunded: 0,
        refund_status: null,
        created_at: Math.floor(Date.now() / 1000),
      };
      payments.push(payment);
      order.attempts += 1;
      if (status === 'captured') {
        order.status = 'paid';
        order.amount_paid = amount;
        order.amount_due = 0;
      } else if (order.status === 'created') order.status = 'attempted';
      return payment;
    },
    failNext(n) {
      failures = n;
    },
    close: () => app.close(),
  };
}
