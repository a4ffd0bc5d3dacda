import type { FastifyBaseLogger } from 'fastify';
import { CURRENCY } from '@sankalp/shared/constants';
import { toRupees } from '@sankalp/shared/money';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { ProviderError, type PaymentProvider, type ProviderPaymentStatus } from './provider';
import { createRazorpayProvider } from './razorpay/razorpay.provider';
import * as repo from './payments.repository';
import { createSandboxProvider } from './sandbox/sandbox.provider';

export type { PaymentProvider, ProviderPayment, ProviderPaymentStatus } from './provider';
export { ProviderError, cleanNotes } from './provider';
export type PaymentOrder = repo.PaymentOrderRow;
export type PaymentRecord = repo.PaymentTransactionRow;

/** Every payable thing of the platform; each registers its fulfilment. */
export type PayableKind = 'puja_booking' | 'chadhava_booking' | 'donation' | 'product_order' | 'pandit_booking';

/** Receipt prefixes (receipts are ≤ 40 characters: prefix, the ref id's 32 hex digits, a revision). */
const RECEIPT_PREFIX: Record<PayableKind, string> = {
  puja_booking: 'pb',
  chadhava_booking: 'cb',
  donation: 'dn',
  product_order: 'po',
  pandit_booking: 'pd',
};

type Ctx = Pick<AppContext, 'config' | 'db' | 'now'>;

// ─── Provider ───────────────────────────────────────────────────────────────

const providers = new WeakMap<object, PaymentProvider>();

/**
 * This app's provider: `razorpay` when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set, else the
 * sandbox. Built once per app context.
 */
export function paymentProvider(ctx: Ctx): PaymentProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = buildProvider(ctx);
    providers.set(ctx, provider);
  }
  return provider;
}

const loggers = new WeakMap<object, FastifyBaseLogger>();

/** The app's logger for payment events that happen outside a request's own log (set by the routes plugin). */
export function setPaymentsLogger(ctx: Ctx, log: FastifyBaseLogger): void {
  loggers.set(ctx, log);
}

/** Replaces the provider of one app (tests: the razorpay adapter against a local fake). */
export function setPaymentProvider(ctx: Ctx, provider: PaymentProvider): void {
  providers.set(ctx, provider);
}

export const razorpayConfigured = (config: Config) => Boolean(config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET);

function buildProvider(ctx: Ctx): PaymentProvider {
  const { config } = ctx;
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return createRazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    });
  }
  return createSandboxProvider({
    db: ctx.db,
    now: ctx.now,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    failClosed: config.NODE_ENV === 'production',
  });
}

// ─── Fulfilment registry ────────────────────────────────────────────────────

/** What a fulfilment may use besides the transaction. */
export type FulfilmentContext = {
  now: Date;
  config: Config;
  /** Runs after the transaction has committed (cache invalidation and the like). */
  afterCommit(fn: () => void): void;
};

/**
 * Runs in the SAME transaction as the winning `→ paid` UPDATE, exactly once per order. Answer
 * `{ review }` when the payable thing cannot take this payment (it was changed or already paid
 * by another order): the money stays recorded as paid on the order, which is flagged for review.
 */
export type Fulfilment = (
  tx: Db,
  order: PaymentOrder,
  payment: PaymentRecord,
  fctx: FulfilmentContext,
) => Promise<void | { review: string }>;
/** Runs in the same transaction as a winning `pending → failed` or `pending → expired`. */
export type StatusHook = (
  tx: Db,
  order: PaymentOrder,
  status: 'failed' | 'expired',
  fctx: FulfilmentContext,
) => Promise<void>;
export type FulfilmentHooks = { paid: Fulfilment; status?: StatusHook };

const fulfilments = new Map<string, FulfilmentHooks>();

/**
 * Plugs a payable kind into the payment core: `paid` runs once when an order of this kind
 * becomes paid, `status` (optional) when one fails or expires. Returns an unregister function.
 */
export function registerFulfilment(kind: PayableKind, hooks: Fulfilment | FulfilmentHooks): () => void {
  const entry = typeof hooks === 'function' ? { paid: hooks } : hooks;
  fulfilments.set(kind, entry);
  return () => {
    if (fulfilments.get(kind) === entry) fulfilments.delete(kind);
  };
}

// ─── Orders ─────────────────────────────────────────────────────────────────

export type NewPaymentOrder = { kind: PayableKind; refId: string; amountPaise: number; notes?: Record<string, string> };

/**
 * Writes a pending order row for a payable thing inside the caller's transaction (lock the
 * payable row first). Each new order of the same thing gets the next revision in its receipt.
 * Call ensureProviderOrder after the commit to create the provider's order.
 */
export async function insertPaymentOrder(tx: Db, ctx: Ctx, input: NewPaymentOrder): Promise<PaymentOrder> {
  if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0)
    throw new Error(`Not an order amount: ${input.amountPaise}`);
  const revision = (await repo.countOrdersOf(tx, input.kind, input.refId)) + 1;
  const receipt = `${RECEIPT_PREFIX[input.kind]}_${input.refId.replaceAll('-', '')}_${revision.toString(36)}`;
  const now = ctx.now();
  const row = await repo.insertOrder(tx, {
    kind: input.kind,
    refId: input.refId,
    receipt,
    provider: paymentProvider(ctx).kind,
    amountPaise: input.amountPaise,
    currency: CURRENCY,
    notes: input.notes ?? {},
    createdAt: now,
    updatedAt: now,
  });
  // A receipt names one amount: the same receipt for another amount means two writers raced (lock the payable row).
  if (row.amountPaise !== input.amountPaise || row.kind !== input.kind || row.refId !== input.refId) {
    throw new Error(`payment order ${receipt} exists with another amount`);
  }
  return row;
}

export const PAYMENT_INIT_FAILED = 'Failed to initiate payment';

/**
 * Makes sure the provider has an order for this row (idempotent: the provider is asked once,
 * and a row that already has a provider order id is returned as is). A provider failure is a
 * 502 'Failed to initiate payment'; the row stays and a retry asks again.
 */
export async function ensureProviderOrder(ctx: Ctx, orderId: string): Promise<PaymentOrder> {
  const order = await repo.findOrder(ctx.db, orderId);
  if (!order) throw new Error(`payment order ${orderId} not found`);
  if (order.providerOrderId) return order;
  const provider = paymentProvider(ctx);
  let remote;
  try {
    remote = await provider.createOrder({
      amountPaise: order.amountPaise,
      currency: order.currency,
      receipt: order.receipt,
      notes: order.notes,
    });
  } catch (e) {
    // The provider's message goes to the server log, not into the answer.
    if (e instanceof ProviderError) {
      loggers
        .get(ctx)
        ?.error({ err: e.message, status: e.statusCode, orderId: order.id }, 'payment provider: create order failed');
      throw new AppError(502, PAYMENT_INIT_FAILED);
    }
    throw e;
  }
  if (remote.amount !== order.amountPaise) {
    loggers.get(ctx)?.error({ orderId: order.id, remote }, 'payment provider: order amount differs');
    throw new AppError(502, PAYMENT_INIT_FAILED);
  }
  const stored = await repo.setProviderOrderId(ctx.db, order.id, remote.id, ctx.now());
  if (!stored?.providerOrderId) throw new Error(`payment order ${orderId} lost its provider id`);
  return stored;
}

/** Creates (or finds) the order row and its provider order in one go, outside any transaction. */
export async function createPaymentOrder(ctx: Ctx, input: NewPaymentOrder): Promise<PaymentOrder> {
  const row = await ctx.db.transaction((tx) => insertPaymentOrder(tx, ctx, input));
  return ensureProviderOrder(ctx, row.id);
}

export const findPaymentOrder = (ctx: Pick<AppContext, 'db'>, id: string) => repo.findOrder(ctx.db, id);
export const listPaymentOrdersOf = (ctx: Pick<AppContext, 'db'>, kind: PayableKind, refId: string) =>
  repo.listOrdersOf(ctx.db, kind, refId);
export const listPaymentsOf = (ctx: Pick<AppContext, 'db'>, orderId: string) =>
  repo.listTransactionsOf(ctx.db, orderId);

/** What the web needs to open Checkout: the provider order (amount in paise), rupees, key id. */
export function checkoutPayload(ctx: Ctx, order: PaymentOrder) {
  return {
    order: { id: order.providerOrderId ?? '', amount: order.amountPaise, currency: order.currency },
    amount: toRupees(order.amountPaise),
    currency: order.currency,
    keyId: paymentProvider(ctx).keyId,
  };
}

// ─── Settlement: the one place an order changes status ──────────────────────

export type PaymentSource = 'callback' | 'webhook' | 'reconcile';

export type SettleInput = {
  /** Our order row id (callback, reconciler) or the provider's order id (webhook). */
  orderId?: string;
  providerOrderId?: string;
  payment: {
    id: string;
    status: ProviderPaymentStatus;
    amount: number;
    currency: string;
    error_code?: string | null;
    error_description?: string | null;
  };
  source: PaymentSource;
  /** A webhook's event id: recorded in the same transaction, so a replay changes nothing. */
  event?: { id: string; name: string };
};

export type SettleOutcome =
  | 'unknown_order'
  | 'duplicate_event'
  | 'paid' // this call made the order paid (and ran the fulfilment)
  | 'already_paid'
  | 'failed' // this call made the order failed
  | 'flagged' // money arrived that needs a person (wrong amount or currency)
  | 'recorded'; // the payment was noted; the order did not change

export type SettleResult = { outcome: SettleOutcome; order?: PaymentOrder };

/**
 * Feeds one provider payment into the state machine, from any of the three sources, in one short
 * transaction: the payment row (unique provider payment id), the conditional status UPDATE and,
 * for the one caller that wins it, the kind's fulfilment. Idempotent: the same payment reported
 * by callback, webhook and reconciler, any number of times and concurrently, changes the order
 * once and fulfils once.
 *
 * A success is a captured payment, or an authorized one proven by the checkout signature. It
 * makes the order paid only when amount and currency match the order; otherwise the order is
 * flagged for review and not fulfilled (its status does not change).
 */
export async function settlePayment(ctx: Ctx, input: SettleInput): Promise<SettleResult> {
  const after: Array<() => void> = [];
  const result = await ctx.db.transaction(async (tx): Promise<SettleResult> => {
    const order = input.orderId
      ? await repo.findOrder(tx, input.orderId)
      : input.providerOrderId
        ? await repo.findOrderByProviderId(tx, input.providerOrderId)
        : undefined;
    if (!order) return { outcome: 'unknown_order' };
    const now = ctx.now();
    if (input.event) {
      const fresh = await repo.recordWebhookEvent(tx, {
        eventId: input.event.id,
        event: input.event.name,
        providerOrderId: order.providerOrderId,
        providerPaymentId: input.payment.id,
        receivedAt: now,
      });
      if (!fresh) return { outcome: 'duplicate_event', order };
    }
    const p = input.payment;
    const payment = await repo.upsertTransaction(tx, {
      orderId: order.id,
      providerPaymentId: p.id,
      status: p.status,
      amountPaise: p.amount,
      currency: p.currency,
      errorCode: p.error_code ?? null,
      errorDescription: p.error_description ?? null,
      source: input.source,
      createdAt: now,
      updatedAt: now,
    });
    const fctx: FulfilmentContext = { now, config: ctx.config, afterCommit: (fn) => after.push(fn) };
    const hooks = fulfilments.get(order.kind);

    const success = p.status === 'captured' || (p.status === 'authorized' && input.source === 'callback');
    if (success) {
      if (p.amount !== order.amountPaise || p.currency !== order.currency) {
        await repo.flagOrder(
          tx,
          order.id,
          `amount mismatch: payment ${p.id} of ${p.amount} ${p.currency} for an order of ${order.amountPaise} ${order.currency}`,
          now,
        );
        return { outcome: 'flagged', order: (await repo.findOrder(tx, order.id)) ?? order };
      }
      const won = await repo.transition(tx, order.id, 'paid', now, { paidPaymentId: p.id });
      if (!won) {
        // Read again: the row may have been paid by a transaction that committed meanwhile.
        const current = (await repo.findOrder(tx, order.id)) ?? order;
        if (current.paidPaymentId && current.paidPaymentId !== p.id && p.status === 'captured') {
          await repo.flagOrder(
            tx,
            order.id,
            `second payment ${p.id} on an order already paid by ${current.paidPaymentId}`,
            now,
          );
        }
        return { outcome: 'already_paid', order: current };
      }
      if (!hooks) throw new Error(`no fulfilment registered for payment kind '${order.kind}'`);
      const verdict = await hooks.paid(tx, won, payment, fctx);
      if (verdict && verdict.review) {
        await repo.flagOrder(tx, won.id, verdict.review, now);
        return { outcome: 'paid', order: (await repo.findOrder(tx, won.id)) ?? won };
      }
      return { outcome: 'paid', order: won };
    }
    if (p.status === 'failed') {
      const won = await repo.transition(tx, order.id, 'failed', now);
      if (!won) return { outcome: 'recorded', order };
      await hooks?.status?.(tx, won, 'failed', fctx);
      return { outcome: 'failed', order: won };
    }
    return { outcome: 'recorded', order };
  });
  for (const fn of after) fn();
  return result;
}

/** pending → expired (only from pending), with the kind's status hook in the same transaction. */
export async function expirePaymentOrder(ctx: Ctx, orderId: string): Promise<boolean> {
  const after: Array<() => void> = [];
  const expired = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const won = await repo.transition(tx, orderId, 'expired', now);
    if (!won) return false;
    const fctx: FulfilmentContext = { now, config: ctx.config, afterCommit: (fn) => after.push(fn) };
    await fulfilments.get(won.kind)?.status?.(tx, won, 'expired', fctx);
    return true;
  });
  for (const fn of after) fn();
  return expired;
}

// ─── Checkout callback ──────────────────────────────────────────────────────

export type CheckoutCallback = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

/**
 * The checkout success handler's verify call for one payable thing. The signature is checked
 * against an order id WE stored for this thing (the client's order id only selects which of its
 * orders, never what is signed); a valid one settles the payment (source 'callback').
 * Answers null when it does not verify (nothing is changed).
 */
export async function verifyCheckoutPayment(
  ctx: Ctx,
  kind: PayableKind,
  refId: string,
  cb: CheckoutCallback,
): Promise<SettleResult | null> {
  const orders = await repo.listOrdersOf(ctx.db, kind, refId);
  const order = orders.find((o) => o.providerOrderId !== null && o.providerOrderId === cb.razorpay_order_id);
  if (!order?.providerOrderId) return null;
  const provider = paymentProvider(ctx);
  if (order.provider !== provider.kind) return null;
  if (!provider.verifyCheckoutSignature(order.providerOrderId, cb.razorpay_payment_id, cb.razorpay_signature))
    return null;
  return settlePayment(ctx, {
    orderId: order.id,
    payment: { id: cb.razorpay_payment_id, status: 'authorized', amount: order.amountPaise, currency: order.currency },
    source: 'callback',
  });
}
