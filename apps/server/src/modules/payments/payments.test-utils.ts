import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PayableKind } from '@sankalp/shared/api/payments';
import type { Db } from '../../db/client';
import { mailOutbox, paymentOrders } from '../../db/schema/index';
import { call, expectStatus, type Reply } from '../auth/auth.test-utils';
import { hmacSha256Hex } from './signatures';

// The payment side of every payable kind's tests: the sandbox Checkout, webhooks as Razorpay sends
// them, access-key reads, and what the payment core wrote (orders, e-mails).

export type CheckoutSuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

/** The sandbox Checkout: pays (or fails) an order; `deliver` decides the webhooks. */
export async function sandboxPay(
  app: FastifyInstance,
  orderId: string,
  opts: {
    outcome?: 'success' | 'failure';
    deliver?: 'sync' | 'async' | 'none';
    description?: string;
    method?: 'upi' | 'card' | 'netbanking' | 'wallet';
  } = {},
): Promise<Reply> {
  // The sandbox answers only this machine (lib/loopback).
  return call(app, 'POST', '/api/v1/payments/sandbox/pay', {
    ip: '127.0.0.1',
    body: {
      order_id: orderId,
      outcome: opts.outcome ?? 'success',
      deliver: opts.deliver ?? 'none',
      description: opts.description,
      method: opts.method,
    },
  });
}

/** Checkout's success arguments for a sandbox payment whose webhooks are not delivered (the success handler verifies next). */
export async function paidCheckout(
  app: FastifyInstance,
  orderId: string,
  opts: { method?: 'upi' | 'card' | 'netbanking' | 'wallet' } = {},
): Promise<CheckoutSuccess> {
  const r = await sandboxPay(app, orderId, { deliver: 'none', method: opts.method });
  expectStatus(r, 200);
  return r.body as unknown as CheckoutSuccess;
}

/** A Razorpay-shaped webhook body for one payment of an order. */
export function webhookBody(
  event: 'payment.captured' | 'payment.failed' | 'order.paid' | 'payment.authorized',
  p: { paymentId: string; orderId: string; amount: number; currency?: string; status?: string },
): string {
  const status =
    p.status ?? (event === 'payment.failed' ? 'failed' : event === 'payment.authorized' ? 'authorized' : 'captured');
  const payment = {
    id: p.paymentId,
    entity: 'payment',
    amount: p.amount,
    currency: p.currency ?? 'INR',
    status,
    order_id: p.orderId,
    method: 'upi',
    captured: status === 'captured',
    error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
    error_description: status === 'failed' ? 'Payment failed' : null,
    created_at: 1_790_000_000,
  };
  const payload: Record<string, unknown> = { payment: { entity: payment } };
  if (event === 'order.paid')
    payload.order = {
      entity: { id: p.orderId, entity: 'order', amount: p.amount, amount_paid: p.amount, status: 'paid' },
    };
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_Test',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: 1_790_000_000,
  });
}

/** Delivers a webhook body as Razorpay would: raw bytes, signature header, event id header. */
export async function postWebhook(
  app: FastifyInstance,
  body: string,
  opts: { eventId?: string; secret?: string; signature?: string | null } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature =
    opts.signature === undefined ? hmacSha256Hex(opts.secret ?? app.ctx.secrets.sandboxWebhookSecret, body) : opts.signature;
  if (signature !== null) headers['x-razorpay-signature'] = signature;
  if (opts.eventId) headers['x-razorpay-event-id'] = opts.eventId;
  const res = await app.inject({ method: 'POST', url: '/api/v1/payments/webhook', headers, payload: body });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

/** A record's url with its access key (`key=` in its query), when one is given. */
export const withKey = (url: string, key?: string) =>
  key === undefined ? url : `${url}${url.includes('?') ? '&' : '?'}key=${encodeURIComponent(key)}`;

/** GET one payable record (or its receipt) with its access key and/or a session. */
export const getWithKey = (app: FastifyInstance, url: string, o: { key?: string; token?: string } = {}) =>
  call(app, 'GET', withKey(url, o.key), { token: o.token });

// ─── Database probes ────────────────────────────────────────────────────────

/** The payment orders of one payable record. */
export const ordersOf = (db: Db, kind: PayableKind, refId: string) =>
  db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.kind, kind), eq(paymentOrders.refId, refId)));

/** The outbox e-mails whose dedupe key matches `pattern` (SQL LIKE: `%` for any text). */
export const mailsLike = (db: Db, pattern: string) =>
  db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, pattern));
