import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import * as repo from './payments.repository';
import { ProviderError } from './provider';
import { expirePaymentOrder, paymentProvider, settlePayment } from './payments.service';

type Ctx = Pick<AppContext, 'config' | 'db' | 'now' | 'secrets'>;

/** Orders pending this long are asked of the provider (the callback and webhook have had their chance). */
export const SETTLE_AFTER_MS = 15 * 60_000;
/** Orders still unpaid this long expire (after one last look at the provider). */
export const EXPIRE_AFTER_MS = 24 * 60 * 60_000;
/** Back-off between look-ups of one order: 1, 2, 4 … minutes, at most an hour. */
export const nextCheckDelayMs = (checks: number) => Math.min(60, 2 ** Math.max(0, checks - 1)) * 60_000;

export type ReconcileSummary = {
  checked: number;
  paid: number;
  failed: number;
  expired: number;
  flagged: number;
  errors: number;
};

/**
 * Settles what the callback and webhook missed: pending orders older than 15 minutes (and failed
 * ones younger than 24 hours) are asked of the provider. A captured payment of the right amount
 * makes the order paid; only failed attempts make it failed (a later success still makes it paid);
 * a wrong amount is flagged, never paid. Orders unpaid after 24 hours expire. Safe with several
 * processes: batches are claimed with FOR UPDATE SKIP LOCKED in short transactions, and the
 * provider is called outside any transaction.
 */
export async function reconcilePayments(
  ctx: Ctx,
  log?: FastifyBaseLogger,
  opts: { batch?: number; maxBatches?: number } = {},
): Promise<ReconcileSummary> {
  const provider = paymentProvider(ctx);
  const batch = opts.batch ?? 50;
  const summary: ReconcileSummary = { checked: 0, paid: 0, failed: 0, expired: 0, flagged: 0, errors: 0 };
  for (let round = 0; round < (opts.maxBatches ?? 10); round++) {
    const now = ctx.now();
    const claimed = await repo.claimDueOrders(ctx.db, {
      now,
      settleBefore: new Date(now.getTime() - SETTLE_AFTER_MS),
      expireBefore: new Date(now.getTime() - EXPIRE_AFTER_MS),
      provider: provider.kind,
      limit: batch,
      nextCheck: (checks) => new Date(now.getTime() + nextCheckDelayMs(checks)),
    });
    for (const order of claimed) {
      summary.checked++;
      const overdue = now.getTime() - order.createdAt.getTime() >= EXPIRE_AFTER_MS;
      let authorizedSeen = false;
      let settled = false;
      if (order.providerOrderId) {
        let payments;
        try {
          payments = await provider.fetchOrderPayments(order.providerOrderId);
        } catch (e) {
          summary.errors++;
          log?.warn(
            { err: e instanceof ProviderError ? e.message : e, orderId: order.id },
            'reconcile: provider look-up failed',
          );
          continue;
        }
        for (const p of payments) {
          const r = await settlePayment(ctx, { orderId: order.id, payment: p, source: 'reconcile' });
          if (r.outcome === 'paid') summary.paid++;
          if (r.outcome === 'failed') summary.failed++;
          if (r.outcome === 'flagged') summary.flagged++;
          if (r.outcome === 'paid' || r.outcome === 'already_paid' || r.outcome === 'flagged') settled = true;
          if (p.status === 'authorized') authorizedSeen = true;
        }
      }
      if (settled || !overdue || order.status !== 'pending') continue;
      if (authorizedSeen) {
        // Money is held but was never captured: a person decides (capture or let it lapse).
        await repo.flagOrder(ctx.db, order.id, 'payment authorized but not captured after 24 hours', now);
        summary.flagged++;
        continue;
      }
      if (await expirePaymentOrder(ctx, order.id)) summary.expired++;
    }
    if (claimed.length < batch) break;
  }
  if (log && (summary.paid || summary.expired || summary.flagged || summary.errors))
    log.info({ summary }, 'payments reconciled');
  return summary;
}
