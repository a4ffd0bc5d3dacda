import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { JobHandlers } from '../lib/jobs/runner';
import type { AttachmentRenderers } from '../lib/mail/mailer';
import addressRoutes from './addresses/addresses.routes';
import adminRoutes from './admin/admin.routes';
import catalogAdminRoutes from './admin/catalog/catalog-admin.routes';
import adminBookingRoutes from './admin/bookings/admin-bookings.routes';
import adminDashboardRoutes from './admin/dashboard/dashboard.routes';
import approvalRoutes from './admin/approvals.routes';
import adminRefundRoutes from './admin/refunds.routes';
import usersSearchRoutes from './admin/users-search.routes';
import fulfilmentRoutes from './fulfilment/fulfilment.routes';
import { overdueDigestJob } from './fulfilment/overdue-digest';
import videoRoutes from './fulfilment/videos.routes';
import authHook from './auth/auth.hook';
import { authCleanupJob } from './auth/auth.jobs';
import authRoutes from './auth/auth.routes';
import twoFactorRoutes from './auth/two-factor.routes';
import bookingRoutes from './bookings/bookings.routes';
import cartRoutes from './cart/cart.routes';
import catalogRoutes from './catalog/catalog.routes';
import chadhavaBookingRoutes from './chadhava/chadhava.routes';
import consultationRoutes from './consultations/consultations.routes';
import { renderConsultationIcs } from './consultations/consultations.service';
import devRoutes from './dev/dev.routes';
import devWhatsAppRoutes from './dev/dev-whatsapp.routes';
import notificationRoutes from './notifications/notifications.routes';
import { notificationDeliverJob } from './notifications/notifications.deliver';
import { NOTIFICATION_DELIVER_JOB } from './notifications/notify';
import { consultationRemindersJob } from './consultations/consultation-reminders';
import donationRoutes from './donations/donations.routes';
import kundliRoutes from './kundli/kundli.routes';
import mediaRoutes from './media/media.routes';
import supportRoutes from './support/support.routes';
import productOrderRoutes from './orders/orders.routes';
import { renderDonationReceipt } from './donations/donations.service';
import { paymentsReconcileJob } from './payments/payments.jobs';
import paymentRoutes from './payments/payments.routes';
import { SANDBOX_WEBHOOK_JOB, sandboxWebhookJob } from './payments/sandbox/webhook-delivery';
import prasadRoutes from './prasad/prasad.routes';
import privacyRoutes from './privacy/privacy.routes';
import previewRoutes from './seo/preview.routes';
import seoRoutes from './seo/seo.routes';
import settingsRoutes from './settings/settings.routes';
import userStuffRoutes from './userstuff/userstuff.routes';
import usersRoutes from './users/users.routes';

/** Every API module, mounted under /api/v1. A new module adds one line here. */
export const apiModules: FastifyPluginAsync[] = [
  authHook, // FIRST: sets req.user for every module below (not encapsulated)
  catalogRoutes,
  authRoutes,
  twoFactorRoutes,
  usersRoutes,
  userStuffRoutes,
  addressRoutes,
  settingsRoutes,
  devRoutes,
  devWhatsAppRoutes,
  notificationRoutes,
  paymentRoutes,
  bookingRoutes,
  chadhavaBookingRoutes,
  donationRoutes,
  productOrderRoutes,
  prasadRoutes,
  cartRoutes,
  consultationRoutes,
  kundliRoutes,
  privacyRoutes,
  adminRoutes,
  catalogAdminRoutes,
  adminBookingRoutes,
  adminDashboardRoutes,
  approvalRoutes,
  mediaRoutes,
  supportRoutes,
  adminRefundRoutes,
  usersSearchRoutes,
  fulfilmentRoutes,
  videoRoutes,
];

/** Modules mounted at the site's root, not under /api/v1 (crawler-facing: preview images, sitemap). */
export const siteModules: FastifyPluginAsync[] = [previewRoutes, seoRoutes];

export type Job = { name: string; everyMs: number; run: (app: FastifyInstance) => Promise<unknown> };

/** Periodic work (reconcilers, deliveries), started by main.ts, run once at start-up too. */
export const backgroundJobs: Job[] = [authCleanupJob, paymentsReconcileJob, overdueDigestJob, consultationRemindersJob];

/** The job queue's kinds that modules handle (lib/jobs; the mail kind is added by jobs.ts), by kind. */
export const queueHandlers = (ctx: AppContext): JobHandlers => ({
  [SANDBOX_WEBHOOK_JOB]: sandboxWebhookJob(ctx),
  [NOTIFICATION_DELIVER_JOB]: notificationDeliverJob(ctx),
});

/** How the mail job renders each attachment source of the outbox (bytes are never stored there). */
export const mailAttachmentRenderers = (config: Config): AttachmentRenderers => ({
  'donation-receipt': async (db, id) => (await renderDonationReceipt(db, config, id)).pdf,
  'pandit-booking-ics': (db, id) => renderConsultationIcs(db, config, id),
});
