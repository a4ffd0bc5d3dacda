import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import addressRoutes from './addresses/addresses.routes';
import authHook from './auth/auth.hook';
import { authCleanupJob } from './auth/auth.jobs';
import authRoutes from './auth/auth.routes';
import bookingRoutes from './bookings/bookings.routes';
import catalogRoutes from './catalog/catalog.routes';
import devRoutes from './dev/dev.routes';
import { paymentsReconcileJob } from './payments/payments.jobs';
import paymentRoutes from './payments/payments.routes';
import settingsRoutes from './settings/settings.routes';
import userStuffRoutes from './userstuff/userstuff.routes';
import usersRoutes from './users/users.routes';

/** Every API module, mounted under /api/v1. A new module adds one line here. */
export const apiModules: FastifyPluginAsync[] = [
  authHook, // FIRST: sets req.user for every module below (not encapsulated)
  catalogRoutes,
  authRoutes,
  usersRoutes,
  userStuffRoutes,
  addressRoutes,
  settingsRoutes,
  devRoutes,
  paymentRoutes,
  bookingRoutes,
];

export type Job = { name: string; everyMs: number; run: (app: FastifyInstance) => Promise<unknown> };

/** Periodic work (reconcilers, deliveries), started by main.ts, run once at start-up too. */
export const backgroundJobs: Job[] = [authCleanupJob, paymentsReconcileJob];
