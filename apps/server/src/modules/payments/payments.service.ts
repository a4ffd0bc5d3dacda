import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ZodType } from 'zod';
import { CURRENCY } from '@sankalp/shared/constants';
import { formatINR, toPaise, toRupees } from '@sankalp/shared/money';
import type { Config } from '../../config';
import type { AppContext, SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isUuid, PROVIDER_ID_PATTERN } from '../../lib/ids';
import type { Language } from '../../lib/request-language';
import { ProviderError, type PaymentProvider, type ProviderPaymentStatus } from './provider';
import { appendBookingId } from '../userstuff/userstuff.service';
import { insertPromises } from '../fulfilment/promises.service';
import { notify } from '../notifications/notify';
import { rememberSettingsIn } from '../settings/settings.service';
import { assertReach, newAccessKey, newReference, normaliseReference } from './access';
import type { FulfilmentContext, PayableContract, PayableKind } from './payable';
import { PAYABLES } from './payables';
import { createRazorpayProvider } from './razorpay/razorpay.provider';
import * as repo from './payments.repository';
import { createSandboxProvider } from './sandbox/sandbox.provider';

export type { PaymentProvider, ProviderPayment, ProviderPaymentStatus } from './provider';
export { ProviderError, cleanNotes } from './provider';
export type PaymentOrder = repo.PaymentOrderRow;
export type PaymentRecord = repo.PaymentTransactionRow;

type Ctx = Pick<AppContext, 'config' | 'db' | 'now' | 'secrets'>;

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
    keySecret: ctx.secrets.sandboxKeySecret,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? ctx.secrets.sandboxWebhookSecret,
    failClosed: config.NODE_ENV === 'production',
  });
}

// ─── The contract table ──────────────────────────────────────────────────────

export type { FulfilmentContext, PayableContract, PayableKind } from './payable';

/** The contract of a kind stored on an order row (an unknown kind is a bug: it throws). */
function contractOf(kind: string): PayableContract {
  const c = (PAYABLES as Record<string, PayableContract | undefined>)[kind];
  if (!c) throw new Error(`no payment contract for kind '${kind}'`);
  return c;
}

/** 409 with the current figure: a client total is checked, never trusted (principle 1). */
export class TotalChangedError extends AppError {
  constructor(readonly amountTotal: number) {
    super(409, `The total has changed. Current total is ${formatINR(amountTotal)}.`, { amount_total: amountTotal }, 'total_changed');
  }
}

/** Compares the client's total (rupees) with the server's (paise); a difference is a TotalChangedError. */
export function checkClientTotal(clientRupees: number, totalPaise: number): void {
  if (!Number.isFinite(clientRupees) || toPaise(clientRupees) !== totalPaise) throw new TotalChangedError(toRupees(totalPaise));
}

/**
 * Claims a fresh human reference (SNK-XXXX-XX) for a payable thing inside the caller's
 * transaction; a collision (one in hundreds of millions) draws again.
 */
export async function claimReference(tx: Db, ctx: Pick<Ctx, 'now'>, kind: PayableKind, refId: string): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const reference = newReference();
    if (await repo.claimReference(tx, { reference, kind, refId, createdAt: ctx.now() })) return reference;
  }
  throw new Error('could not draw a free booking reference');
}

/** The payable thing a typed reference names (support search), or undefined. */
export async function findByReference(ctx: Pick<AppContext, 'db'>, input: string) {
  const ref = normaliseReference(input);
  return ref ? repo.findReference(ctx.db, ref) : undefined;
}

// ─── Orders ─────────────────────────────────────────────────────────────────

export type NewPaymentOrder = {
  kind: PayableKind;
  refId: string;
  amountPaise: number;
  notes?: Record<string, string>;
  /** The record is being created in this transaction: it has no order yet (revision 1, no count). */
  firstOrder?: boolean;
};

/**
 * Writes a pending order row for a payable thing inside the caller's transaction (lock the
 * payable row first). Each new order of the same thing gets the next revision in its receipt.
 * Call ensureProviderOrder after the commit to create the provider's order.
 */
export async function insertPaymentOrder(tx: Db, ctx: Ctx, input: NewPaymentOrder): Promise<PaymentOrder> {
  if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0)
    throw new Error(`Not an order amount: ${input.amountPaise}`);
  const revision = input.firstOrder ? 1 : (await repo.countOrdersOf(tx, input.kind, input.refId)) + 1;
  const receipt = `${contractOf(input.kind).receiptPrefix}_${input.refId.replaceAll('-', '')}_${revision.toString(36)}`;
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
export async function ensureProviderOrder(ctx: Ctx, orderId: string, known?: PaymentOrder): Promise<PaymentOrder> {
  // The row its create just wrote and committed, when the caller has it (issue 16): not read again.
  const order = known?.id === orderId ? known : await repo.findOrder(ctx.db, orderId);
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
      throw new AppError(502, PAYMENT_INIT_FAILED, undefined, 'payment_init_failed');
    }
    throw e;
  }
  if (remote.amount !== order.amountPaise) {
    loggers.get(ctx)?.error({ orderId: order.id, remote }, 'payment provider: order amount differs');
    throw new AppError(502, PAYMENT_INIT_FAILED, undefined, 'payment_init_failed');
  }
  const stored = await repo.setProviderOrderId(ctx.db, order.id, remote.id, ctx.now());
  if (!stored?.providerOrderId) throw new Error(`payment order ${orderId} lost its provider id`);
  return stored;
}

export const findPaymentOrder = (ctx: Pick<AppContext, 'db'>, id: string) => repo.findOrder(ctx.db, id);

/** What the web needs to open Checkout: the provider order (amount in paise), rupees, key id. */
export function checkoutPayload(ctx: Ctx, order: PaymentOrder) {
  return {
    order: { id: order.providerOrderId ?? '', amount: order.amountPaise, currency: order.currency },
    amount: toRupees(order.amountPaise),
    currency: order.currency,
    keyId: paymentProvider(ctx).keyId,
  };
}

// ─── A new payable record ───────────────────────────────────────────────────

/** The fields every new payable record starts with: spread them into its insert. */
export type NewPayable = {
  id: string;
  reference: string;
  accessKey: string;
  userId: string | null;
  paymentStatus: 'pending';
  paymentOrderId: string;
  /** The creating request's language: the record's later e-mails and receipt follow it (issue 13). */
  language: Language;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * The common step of every create, inside the caller's transaction and after its own checks and
 * locks: a fresh id, its human reference (claimed) and access key, the signed-in user (null for a
 * guest) and its pending order for the server's total, so the record is written with its order
 * before the payment window opens (principle 2). After the commit, `openCheckout`.
 */
export async function newPayable(
  tx: Db,
  ctx: Ctx,
  kind: PayableKind,
  me: SessionUser | null,
  order: { amountPaise: number; notes: (id: string) => Record<string, string>; now?: Date; language?: Language },
): Promise<NewPayable> {
  return (await newPayableAndOrder(tx, ctx, kind, me, order)).payable;
}

/** newPayable, and the order row it wrote (for openCheckout, which then need not read it again). */
export async function newPayableAndOrder(
  tx: Db,
  ctx: Ctx,
  kind: PayableKind,
  me: SessionUser | null,
  order: { amountPaise: number; notes: (id: string) => Record<string, string>; now?: Date; language?: Language },
): Promise<{ payable: NewPayable; order: PaymentOrder }> {
  const now = order.now ?? ctx.now();
  const id = randomUUID();
  const reference = await claimReference(tx, ctx, kind, id);
  const row = await insertPaymentOrder(tx, ctx, {
    kind,
    refId: id,
    amountPaise: order.amountPaise,
    notes: order.notes(id),
    firstOrder: true,
  });
  const payable: NewPayable = {
    id,
    reference,
    accessKey: newAccessKey(),
    userId: me?.id ?? null,
    paymentStatus: 'pending',
    paymentOrderId: row.id,
    language: order.language ?? 'en',
    createdAt: now,
    updatedAt: now,
  };
  return { payable, order: row };
}

/**
 * What a create (or a changed total) answers beside the record's view, once its transaction has
 * committed: the record's access key (answered this once) and Checkout's figures for its current
 * order, whose provider order is made now if the provider has not answered before. `order`: that
 * order's row as the create wrote it (newPayableAndOrder), when the caller has it.
 */
export async function openCheckout(
  ctx: Ctx,
  record: { id: string; paymentOrderId: string | null; accessKey: string } | undefined,
  order?: PaymentOrder,
): Promise<{ accessKey: string } & ReturnType<typeof checkoutPayload>> {
  if (!record?.paymentOrderId) throw new Error(`payable record ${record?.id} has no payment order`);
  const current = await ensureProviderOrder(ctx, record.paymentOrderId, order);
  return { accessKey: record.accessKey, ...checkoutPayload(ctx, current) };
}

/**
 * GET …/{id}?key= of any kind: the record's id (as stored) when `me` owns it or `key` is its
 * access key, else 404 with `message` (never 403: existence does not leak; decision 007).
 */
export async function reachPayable(
  ctx: Pick<AppContext, 'db'>,
  kind: PayableKind,
  me: SessionUser | null,
  id: string,
  key: string | undefined,
  message: string,
): Promise<string> {
  assertReach(await contractOf(kind).owner(ctx.db, id), me, key, message);
  return id.toLowerCase();
}

// ─── Settlement: the one place an order changes status ──────────────────────

export type PaymentSource = 'callback' | 'webhook' | 'reconcile';

export type SettleInput = {
  /** Our order row id (callback, reconciler) or the provider's order id (webhook). */
  orderId?: string;
  /**
   * The order row as the caller just read it (the verify call): used instead of reading it again.
   * Only its fixed columns matter (kind, record, amount, currency); every change of status is the
   * conditional UPDATE below, whatever the row said.
   */
  known?: PaymentOrder;
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
  const p = input.payment;
  const success = p.status === 'captured' || (p.status === 'authorized' && input.source === 'callback');
  const now = ctx.now();
  // The order, and when it is already paid by this very payment (the webhooks after the verify
  // call, the verify after a webhook) the whole settlement: one statement, no transaction (issue 16).
  let known = input.orderId && input.known?.id === input.orderId ? input.known : undefined;
  const key = input.orderId ? { id: input.orderId } : input.providerOrderId ? { providerOrderId: input.providerOrderId } : undefined;
  if (!key) return { outcome: 'unknown_order' };
  const report: repo.PaymentReport = {
    providerPaymentId: p.id,
    status: p.status,
    amountPaise: p.amount,
    currency: p.currency,
    errorCode: p.error_code ?? null,
    errorDescription: p.error_description ?? null,
    source: input.source,
  };
  if (!known || (success && known.status === 'paid' && known.paidPaymentId === p.id)) {
    const repeat = await repo.settleRepeat(ctx.db, key, report, success, now, input.event);
    if (!repeat) return { outcome: 'unknown_order' };
    if (repeat.repeat) return { outcome: repeat.fresh ? 'already_paid' : 'duplicate_event', order: repeat.order };
    known = repeat.order;
  }
  const order = known;
  const after: Array<(db: Db) => void> = [];
  const result = await ctx.db.transaction(async (tx): Promise<SettleResult> => {
    // The owner's settings are read once, not by each of the receipt, the notice and the notification.
    rememberSettingsIn(tx);
    const amountMatches = p.amount === order.amountPaise && p.currency === order.currency;
    const to = success ? (amountMatches ? 'paid' : undefined) : p.status === 'failed' ? 'failed' : undefined;
    // The event, the payment's report and the order's status UPDATE: one statement (issue 16).
    const reported = await repo.reportPayment(
      tx,
      order,
      report,
      now,
      input.event,
      to && { to, extra: to === 'paid' ? { paidPaymentId: p.id } : {} },
    );
    if (!reported.fresh) return { outcome: 'duplicate_event', order };
    const payment = reported.payment;
    if (!payment) throw new Error('payment transaction vanished');
    const fctx: FulfilmentContext = { now, config: ctx.config, afterCommit: (fn) => after.push(fn) };
    const contract = contractOf(order.kind);

    if (success) {
      if (!amountMatches) {
        await repo.flagOrder(
          tx,
          order.id,
          `amount mismatch: payment ${p.id} of ${p.amount} ${p.currency} for an order of ${order.amountPaise} ${order.currency}`,
          now,
        );
        return { outcome: 'flagged', order: (await repo.findOrder(tx, order.id)) ?? order };
      }
      const won = reported.won;
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
      const verdict = await contract.fulfil(tx, won, payment, fctx);
      if ('review' in verdict) {
        await repo.flagOrder(tx, won.id, verdict.review, now, verdict.code);
        return { outcome: 'paid', order: (await repo.findOrder(tx, won.id)) ?? won };
      }
      if (verdict.userId) await appendBookingId(tx, verdict.userId, contract.account, won.refId);
      await promiseAndTell(tx, contract, won.refId, now);
      return { outcome: 'paid', order: won };
    }
    if (p.status === 'failed') {
      const won = reported.won;
      if (!won) return { outcome: 'recorded', order };
      await contract.release(tx, won, 'failed', fctx);
      return { outcome: 'failed', order: won };
    }
    return { outcome: 'recorded', order };
  });
  for (const fn of after) fn(ctx.db);
  return result;
}

/**
 * What a fulfilled payment starts (issue 10), in its transaction: the record's promises with their
 * due dates, and the devotee's booking_confirmed notification (in-app, WhatsApp, push: the receipt
 * is its e-mail). Only the one settlement that won the `→ paid` update gets here, and both writes
 * are keyed (unique kind+ref+type, dedupe key), so a replay adds nothing.
 */
async function promiseAndTell(tx: Db, contract: PayableContract, refId: string, now: Date): Promise<void> {
  await insertPromises(tx, contract.kind, refId, await contract.promises(tx, refId, now), now);
  const notice = await contract.notice(tx, refId);
  if (!notice) return;
  await notify(tx, now, {
    userId: notice.userId,
    email: notice.email,
    phone: notice.phone,
    type: 'booking_confirmed',
    params: { title: notice.title, reference: notice.reference },
    link: notice.link,
    dedupeKey: `booking_confirmed:${contract.kind}:${refId}`,
    skipEmail: true,
    requestLanguage: notice.language,
  });
}

/** pending → expired (only from pending), with the kind's status hook in the same transaction. */
export async function expirePaymentOrder(ctx: Ctx, orderId: string): Promise<boolean> {
  const after: Array<(db: Db) => void> = [];
  const expired = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const won = await repo.transition(tx, orderId, 'expired', now);
    if (!won) return false;
    const fctx: FulfilmentContext = { now, config: ctx.config, afterCommit: (fn) => after.push(fn) };
    await contractOf(won.kind).release(tx, won, 'expired', fctx);
    return true;
  });
  for (const fn of after) fn(ctx.db);
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
    known: order,
    payment: { id: cb.razorpay_payment_id, status: 'authorized', amount: order.amountPaise, currency: order.currency },
    source: 'callback',
  });
}

// ─── The verify answer every kind gives ─────────────────────────────────────

export const VERIFY_SUCCESS = 'Payment verified successfully';
export const VERIFY_FAILED = 'Payment verification failed';

/** What the devotee is told when money arrived that the booking could not take (by review code). */
export const REVIEW_MESSAGES: Record<string, (amount: string) => string> = {
  order_replaced: (amount) =>
    `Your payment of ${amount} is recorded, but this booking's total changed after the payment was started. Our team will settle it or refund it in full, and we have e-mailed you.`,
  already_paid: (amount) =>
    `This booking was already paid. Your second payment of ${amount} is recorded and will be refunded in full.`,
  event_full: (amount) =>
    `Your payment of ${amount} is recorded, but the last slot of this event was taken while you paid. It will be refunded in full, and we have e-mailed you.`,
  out_of_stock: (amount) =>
    `Your payment of ${amount} is recorded, but the item sold out while you paid. It will be refunded in full, and we have e-mailed you.`,
  slot_taken: (amount) =>
    `Your payment of ${amount} is recorded, but the consultation time was taken while you paid. It will be refunded in full, and we have e-mailed you.`,
  conflict: (amount) => `Your payment of ${amount} is recorded and our team will settle it or refund it in full.`,
};

export type VerifyAnswer = {
  status: import('@sankalp/shared/api/payments').VerifyStatus;
  /** success: 'Payment verified successfully'; failed: 'Payment verification failed'; review: what happens to the money. */
  message: string;
  code?: string;
};

/** The devotee's view of a settled order: success, or the review message of its code. */
export function verifyAnswerOf(order: PaymentOrder | undefined): VerifyAnswer {
  if (!order || order.status !== 'paid') return { status: 'failed', message: VERIFY_FAILED, code: 'verify_failed' };
  if (order.needsReview) {
    const code = order.reviewCode ?? 'conflict';
    const text = REVIEW_MESSAGES[code] ?? REVIEW_MESSAGES.conflict!;
    return { status: 'review', message: text(formatINR(toRupees(order.amountPaise))), code };
  }
  return { status: 'success', message: VERIFY_SUCCESS };
}

/**
 * POST …/verify-payment of any kind: checks the checkout signature against an order we stored for
 * this thing and settles it. `failed` when it does not verify (nothing changes); `review` when the
 * money is recorded but the thing could not take it; `success` otherwise. A flagged mismatch of
 * amount also answers `review`, never `success`.
 */
export async function verifyPayable(ctx: Ctx, kind: PayableKind, refId: string, cb: CheckoutCallback): Promise<VerifyAnswer> {
  const result = await verifyCheckoutPayment(ctx, kind, refId, cb);
  if (!result?.order) return verifyAnswerOf(undefined);
  if (result.outcome === 'flagged') return { status: 'review', message: REVIEW_MESSAGES.conflict!(formatINR(toRupees(result.order.amountPaise))), code: 'conflict' };
  return verifyAnswerOf(result.order);
}

/** How a kind's verify request names its record, and what a success answers. */
export type VerifyRequest<T extends CheckoutCallback, N extends string, V> = {
  schema: ZodType<T>;
  /** The record id the request names (absent, null or empty: none). */
  named: (v: T) => string | null | undefined;
  /** The record is the one whose order WE stored under `razorpay_order_id`; a named id must be it. */
  byOrder?: boolean;
  /** The key of the record's view in a success answer, and the view. */
  as: N;
  view: (id: string) => Promise<V>;
};

/**
 * POST …/verify-payment of any kind, from the raw body: the signature is the proof, so no session
 * is needed (it may have expired while paying). Anything malformed (schema, ids, an unknown record,
 * an order of another kind or record) is simply `failed`, never a 400 or a 500; otherwise
 * verifyPayable's answer, with the record's view on success.
 */
export async function verifyPayableRequest<T extends CheckoutCallback, N extends string, V>(
  ctx: Ctx,
  kind: PayableKind,
  body: unknown,
  how: VerifyRequest<T, N, V>,
): Promise<VerifyAnswer & Partial<Record<N, V>>> {
  const parsed = how.schema.safeParse(body);
  const id = parsed.success ? await verifiedRecordId(ctx, kind, parsed.data, how) : undefined;
  // An answer without the view (generic N: the compiler cannot see that the key is optional).
  const bare = (answer: VerifyAnswer) => answer as VerifyAnswer & Partial<Record<N, V>>;
  if (!parsed.success || id === undefined) return bare(verifyAnswerOf(undefined));
  const answer = await verifyPayable(ctx, kind, id, parsed.data);
  if (answer.status !== 'success') return bare(answer);
  return { ...answer, ...({ [how.as]: await how.view(id) } as Record<N, V>) };
}

/** The record a verify request is about, when its ids are well-formed and name one of `kind`. */
async function verifiedRecordId<T extends CheckoutCallback>(
  ctx: Ctx,
  kind: PayableKind,
  v: T,
  how: Pick<VerifyRequest<T, string, unknown>, 'named' | 'byOrder'>,
): Promise<string | undefined> {
  if (!PROVIDER_ID_PATTERN.test(v.razorpay_order_id) || !PROVIDER_ID_PATTERN.test(v.razorpay_payment_id)) return;
  const named = how.named(v) || undefined;
  if (named !== undefined && !isUuid(named)) return;
  let id = named?.toLowerCase();
  if (how.byOrder) {
    const order = await repo.findOrderByProviderId(ctx.db, v.razorpay_order_id);
    if (!order || order.kind !== kind || (id !== undefined && id !== order.refId)) return;
    id = order.refId;
  }
  // The record is not looked up on its own (issue 16): verifyPayable settles only an order WE
  // stored for (kind, id), and an order exists only with its record (written in its create's
  // transaction; payable records are never deleted), so an unknown id finds no order and answers
  // `failed` as before.
  return id;
}

