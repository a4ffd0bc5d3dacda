import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { ProviderError } from './provider';
import { paymentProvider } from './payments.service';
import { settleRefund } from './refunds';
import { claimPendingRefunds, transitionRefund } from './refunds.repository';

type Ctx = Pick<AppContext, 'config' | 'db' | 'now' | 'secrets'>;

/** Refunds pending this long are asked of the provider (its webhooks have had their chance), again every as long. */
export const REFUND_CHECK_AFTER_MS = 15 * 60_000;

/**
 * Settles what the refund webhooks missed: a refund pending for 15 minutes is fetched from the
 * provider and fed into settleRefund like a webhook. One the provider never answered (the process
 * stopped between our row and the provider call) has no provider id to fetch; it is marked failed,
 * so it no longer holds back what may be refunded (a webhook naming it later still makes it
 * processed: refunds.repository transitionRefund).
 */
export async function reconcileRefunds(
  ctx: Ctx,
  log?: FastifyBaseLogger,
  batch = 50,
): Promise<{ checked: number; settled: number }> {
  const provider = paymentProvider(ctx);
  const now = ctx.now();
  const due = await claimPendingRefunds(ctx.db, new Date(now.getTime() - REFUND_CHECK_AFTER_MS), now, batch);
  let settled = 0;
  for (const row of due) {
    if (!row.providerRefundId) {
      if (await transitionRefund(ctx.db, row.id, 'failed', now)) settled++;
      log?.warn({ refundId: row.id }, 'reconcile: refund never reached the provider, marked failed');
      continue;
    }
    try {
      const refund = await provider.fetchRefund(row.providerPaymentId, row.providerRefundId);
      const r = await settleRefund(ctx, { refund, ourId: row.id, source: 'reconcile' });
      if (r.outcome === 'processed' || r.outcome === 'failed') settled++;
    } catch (e) {
      log?.warn(
        { err: e instanceof ProviderError ? e.message : e, refundId: row.id },
        'reconcile: refund look-up failed',
      );
    }
  }
  return { checked: due.length, settled };
}
