import type { FastifyRequest } from 'fastify';
import type {
  AdminSettings,
  RefundCreated,
  RefundSuggestion,
  ResolvedOrder,
  ReviewQueue,
} from '@sankalp/shared/api/admin-refunds';
import type { PayableKind } from '@sankalp/shared/api/payments';
import { toPaise, toRupees, formatINR } from '@sankalp/shared/money';
import { refundTier, suggestedRefundPaise, type ConsultationAttendance } from '@sankalp/shared/refund-tiers';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../lib/errors';
import { currentUser } from '../auth/auth.guards';
import { PAYABLES } from '../payments/payables';
import { paymentProvider, ProviderError } from '../payments/payments.service';
import { markRefundFailed, recordRefundRequest, REFUND_NOTE_KEY, settleRefund } from '../payments/refunds';
import { audit } from './audit';
import * as repo from './refunds.repository';

type Ctx = Pick<AppContext, 'config' | 'db' | 'now' | 'secrets'>;

// ─── The money of one record ────────────────────────────────────────────────

export type Ledger = {
  paidPaise: number;
  refundedPaise: number;
  pendingPaise: number;
  refundablePaise: number;
  /** Per payment received: what is left to refund of it (pending refunds count as gone). */
  payments: Array<repo.ReceivedPayment & { leftPaise: number }>;
};

/** Paid − processed − pending, per payment and in all (failed refunds give nothing back). */
export function ledgerOf(payments: repo.ReceivedPayment[], refunds: repo.RefundRow[]): Ledger {
  const sum = (status: string) => refunds.filter((r) => r.status === status).reduce((n, r) => n + r.amountPaise, 0);
  const paidPaise = payments.reduce((n, p) => n + p.amountPaise, 0);
  const refundedPaise = sum('processed');
  const pendingPaise = sum('pending');
  return {
    paidPaise,
    refundedPaise,
    pendingPaise,
    refundablePaise: Math.max(0, paidPaise - refundedPaise - pendingPaise),
    payments: payments.map((p) => ({
      ...p,
      leftPaise:
        p.amountPaise -
        refunds
          .filter((r) => r.providerPaymentId === p.providerPaymentId && r.status !== 'failed')
          .reduce((n, r) => n + r.amountPaise, 0),
    })),
  };
}

async function loadLedger(db: Ctx['db'], kind: PayableKind, refId: string): Promise<Ledger> {
  const [payments, refunds] = await Promise.all([
    repo.receivedPayments(db, kind, refId),
    repo.refundsOf(db, kind, refId),
  ]);
  return ledgerOf(payments, refunds);
}

async function assertRecord(db: Ctx['db'], kind: PayableKind, id: string): Promise<void> {
  if (!(await PAYABLES[kind].owner(db, id))) throw notFound('Booking not found');
}

// ─── Limits and settings ────────────────────────────────────────────────────

const LIMIT_KEY = 'operator_refund_limit_paise';

export async function operatorLimitPaise(ctx: Pick<Ctx, 'db' | 'config'>): Promise<number> {
  const stored = await repo.readSetting(ctx.db, LIMIT_KEY);
  return typeof stored === 'number' ? stored : toPaise(ctx.config.OPERATOR_REFUND_LIMIT_RUPEES);
}

const isAdmin = (req: FastifyRequest) => currentUser(req).roles.some((g) => g.role === 'admin');

/** The caller's limit for one refund in paise; null = unlimited (admin). */
const limitOf = async (ctx: Ctx, req: FastifyRequest) => (isAdmin(req) ? null : operatorLimitPaise(ctx));

export async function getSettings(ctx: Ctx): Promise<AdminSettings> {
  return { operatorRefundLimit: toRupees(await operatorLimitPaise(ctx)) };
}

export async function putSettings(ctx: Ctx, req: FastifyRequest, body: AdminSettings): Promise<AdminSettings> {
  const me = currentUser(req);
  return ctx.db.transaction(async (tx) => {
    const stored = await repo.lockSetting(tx, LIMIT_KEY);
    const before = typeof stored === 'number' ? stored : toPaise(ctx.config.OPERATOR_REFUND_LIMIT_RUPEES);
    const after = toPaise(body.operatorRefundLimit);
    await repo.writeSetting(tx, LIMIT_KEY, after, me.id, ctx.now());
    await audit({ db: tx, now: ctx.now }, req, {
      action: 'settings.update',
      object: { type: 'settings', id: 'operatorRefundLimit' },
      before: { operatorRefundLimit: toRupees(before) },
      after: { operatorRefundLimit: toRupees(after) },
    });
    return { operatorRefundLimit: toRupees(after) };
  });
}

// ─── Suggestion ─────────────────────────────────────────────────────────────

export async function suggestion(
  ctx: Ctx,
  req: FastifyRequest,
  q: { kind: PayableKind; id: string; attendance?: ConsultationAttendance },
): Promise<RefundSuggestion> {
  await assertRecord(ctx.db, q.kind, q.id);
  const [ledger, at, limit] = await Promise.all([
    loadLedger(ctx.db, q.kind, q.id),
    repo.eventTimeOf(ctx.db, q.kind, q.id),
    limitOf(ctx, req),
  ]);
  const tier =
    q.kind === 'puja_booking' || q.kind === 'chadhava_booking'
      ? refundTier({ kind: q.kind, at: at ?? ctx.now(), now: ctx.now() })
      : q.kind === 'pandit_booking'
        ? refundTier({ kind: q.kind, attendance: q.attendance })
        : refundTier({ kind: q.kind });
  return {
    paid: toRupees(ledger.paidPaise),
    refunded: toRupees(ledger.refundedPaise),
    refundable: toRupees(ledger.refundablePaise),
    suggested: toRupees(suggestedRefundPaise(tier, ledger.paidPaise, ledger.refundablePaise)),
    tier,
    limit: limit === null ? null : toRupees(limit),
  };
}

// ─── A refund ───────────────────────────────────────────────────────────────

export const REFUND_FAILED_MESSAGE = 'The payment provider did not make the refund';

/**
 * POST /admin/refunds: checks the caller's limit, then, with the record's orders locked, what is
 * still refundable, and writes a pending refund (audited) against the payment with the most left;
 * after the commit asks the provider, whose answer settles the row as its webhooks would. A
 * provider refusal or outage marks the row failed (audited) and answers 502 `refund_failed`.
 */
export async function createRefund(
  ctx: Ctx,
  req: FastifyRequest,
  body: { kind: PayableKind; id: string; amount: number; reason?: string },
): Promise<RefundCreated> {
  const me = currentUser(req);
  const amountPaise = toPaise(body.amount);
  const limit = await limitOf(ctx, req);
  if (limit !== null && amountPaise > limit)
    throw new AppError(
      403,
      `Refunds above ${formatINR(toRupees(limit))} need an admin`,
      { limit: toRupees(limit) },
      'refund_limit',
    );
  const refId = body.id.toLowerCase();
  await assertRecord(ctx.db, body.kind, refId);

  const pending = await ctx.db.transaction(async (tx) => {
    await repo.lockOrdersOf(tx, body.kind, refId);
    const ledger = await loadLedger(tx, body.kind, refId);
    if (ledger.paidPaise === 0) throw conflict('Nothing has been paid for this booking', undefined, 'not_paid');
    const payment = [...ledger.payments].sort((a, b) => b.leftPaise - a.leftPaise)[0];
    const most = Math.min(ledger.refundablePaise, payment?.leftPaise ?? 0);
    if (!payment || amountPaise > most)
      throw conflict(
        `At most ${formatINR(toRupees(most))} can be refunded`,
        { refundable: toRupees(most) },
        'refund_exceeds_paid',
      );
    const now = ctx.now();
    const row = await recordRefundRequest(tx, {
      kind: body.kind,
      refId,
      orderId: payment.orderId,
      providerPaymentId: payment.providerPaymentId,
      amountPaise,
      status: 'pending',
      reason: body.reason ?? null,
      requestedBy: me.id,
      createdAt: now,
      updatedAt: now,
    });
    await audit({ db: tx, now: ctx.now }, req, {
      action: 'refund.create',
      object: { type: body.kind, id: refId },
      before: { paid: toRupees(ledger.paidPaise), refunded: toRupees(ledger.refundedPaise) },
      after: {
        refundId: row.id,
        amount: body.amount,
        paymentId: payment.providerPaymentId,
        reason: body.reason ?? null,
      },
    });
    return row;
  });

  let answer;
  try {
    answer = await paymentProvider(ctx).refundPayment(pending.providerPaymentId, {
      amountPaise,
      receipt: `rf_${pending.id.replaceAll('-', '')}`,
      notes: { [REFUND_NOTE_KEY]: pending.id, kind: body.kind, ref_id: refId },
    });
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    await ctx.db.transaction(async (tx) => {
      await markRefundFailed(tx, pending.id, ctx.now());
      await audit({ db: tx, now: ctx.now }, req, {
        action: 'refund.fail',
        object: { type: body.kind, id: refId },
        after: { refundId: pending.id, error: e.message, status: e.statusCode ?? null },
      });
    });
    req.log.error({ err: e.message, status: e.statusCode, refundId: pending.id }, 'payment provider: refund failed');
    throw new AppError(502, REFUND_FAILED_MESSAGE, { provider: e.message }, 'refund_failed');
  }
  const settled = await settleRefund(ctx, { refund: answer, ourId: pending.id, source: 'api' });
  const row = settled.refund ?? pending;
  return { refund: { id: row.id, status: row.status, amount: toRupees(row.amountPaise) } };
}

// ─── Review queue ───────────────────────────────────────────────────────────

export async function reviewQueue(ctx: Ctx, page: { limit: number; offset: number }): Promise<ReviewQueue> {
  const { items, total } = await repo.reviewQueue(ctx.db, page);
  return {
    items: items.map(({ order, reference, receivedPaise }) => ({
      orderId: order.id,
      kind: order.kind as PayableKind,
      refId: order.refId,
      reference: reference ?? null,
      amount: toRupees(order.amountPaise),
      paidAmount: toRupees(Number(receivedPaise)),
      reason: order.flaggedReason ?? '',
      reviewCode: order.reviewCode,
      createdAt: order.createdAt.toISOString(),
    })),
    total,
  };
}

export async function resolveReview(
  ctx: Ctx,
  req: FastifyRequest,
  orderId: string,
  body: { action: 'accept' | 'dismiss'; note: string },
): Promise<{ order: ResolvedOrder }> {
  const me = currentUser(req);
  return ctx.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order) throw notFound('Payment order not found');
    if (!order.needsReview) throw conflict('This payment is not awaiting review', undefined, 'not_flagged');
    const now = ctx.now();
    const row = await repo.resolveOrder(tx, orderId, { ...body, by: me.id, at: now });
    await audit({ db: tx, now: ctx.now }, req, {
      action: 'payment.review.resolve',
      object: { type: 'payment_order', id: orderId },
      before: { needsReview: true, flaggedReason: order.flaggedReason, reviewCode: order.reviewCode },
      after: { needsReview: false, action: body.action, note: body.note },
    });
    return {
      order: {
        orderId: row.id,
        kind: row.kind as PayableKind,
        refId: row.refId,
        status: row.status,
        needsReview: row.needsReview,
        flaggedReason: row.flaggedReason,
        resolution: { action: body.action, note: body.note, resolvedAt: now.toISOString(), resolvedBy: me.id },
      },
    };
  });
}
