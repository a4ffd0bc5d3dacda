import type { Job } from '../index';
import { reconcilePayments } from './reconcile';
import { reconcileRefunds } from './refunds-reconcile';

/**
 * Settles pending payments the callback and webhook missed, expires stale ones, and asks the
 * provider about refunds still pending: at start-up and every minute.
 */
export const paymentsReconcileJob: Job = {
  name: 'payments-reconcile',
  everyMs: 60_000,
  run: async (app) => ({
    payments: await reconcilePayments(app.ctx, app.log),
    refunds: await reconcileRefunds(app.ctx, app.log),
  }),
};
