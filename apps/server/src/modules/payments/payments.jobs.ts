import type { Job } from '../index';
import { reconcilePayments } from './reconcile';

/** Settles pending payments the callback and webhook missed, and expires stale ones: at start-up and every minute. */
export const paymentsReconcileJob: Job = {
  name: 'payments-reconcile',
  everyMs: 60_000,
  run: (app) => reconcilePayments(app.ctx, app.log),
};
