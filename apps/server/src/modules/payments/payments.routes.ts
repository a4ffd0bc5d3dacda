import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { runDueJobs } from '../../lib/jobs/runner';
import { loopbackOnly } from '../../lib/loopback';
import { paymentProvider, razorpayConfigured, setPaymentsLogger } from './payments.service';
import { isSandboxProvider } from './sandbox/sandbox.provider';
import { sandboxPay } from './sandbox/sandbox.service';
import { SANDBOX_WEBHOOK_JOB, sandboxWebhookJob } from './sandbox/webhook-delivery';
import {
  paymentsConfigAnswerSchema,
  sandboxPayAnswerSchema,
  webhookAnswerSchema,
  webhookEventSchema,
  webhookHeadersSchema,
  webhookRefusedSchema,
} from './payments.openapi';
import { handleWebhook } from './webhook';

const tags = ['payments'];

/**
 * GET /payments/config, POST /payments/webhook and (sandbox only) POST /payments/sandbox/pay.
 */
export default async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  setPaymentsLogger(ctx, app.log);
  const provider = paymentProvider(ctx);
  if (provider.kind === 'razorpay' && !ctx.config.RAZORPAY_WEBHOOK_SECRET) {
    app.log.warn(
      'RAZORPAY_WEBHOOK_SECRET is not set: every webhook will be refused (the reconciler still settles payments)',
    );
  }
  if (provider.kind === 'sandbox' && ctx.config.NODE_ENV === 'production') {
    app.log.warn('payments run on the sandbox in production (no RAZORPAY_KEY_ID/SECRET): nothing can be paid');
  }

  app.get(
    '/payments/config',
    {
      schema: { tags, summary: 'Which provider and key id Checkout opens with' },
      config: { openapi: { success: { schema: paymentsConfigAnswerSchema } } },
    },
    async () => {
      const provider = paymentProvider(ctx);
      const data = { provider: provider.kind, keyId: provider.keyId };
      return { success: true, message: 'Operation successful', data, ...data };
    },
  );

  await app.register(webhookRoutes);
  if (sandboxEnabled(ctx.config)) await app.register(sandboxRoutes);
}

/** The sandbox pay endpoint exists outside production and only while no real keys are set. */
export const sandboxEnabled = (config: Parameters<typeof razorpayConfigured>[0]) =>
  config.NODE_ENV !== 'production' && !razorpayConfigured(config);

/** Encapsulated: JSON bodies stay raw bytes here, since the signature covers the exact bytes. */
async function webhookRoutes(fastify: FastifyInstance) {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  fastify.post(
    '/payments/webhook',
    {
      schema: {
        tags,
        summary: 'Razorpay webhooks (payment.captured, order.paid, payment.failed, refund.created|processed|failed)',
      },
      // The body stays raw bytes (the signature covers them): documented here, never validated.
      config: {
        openapi: {
          requestBody: { schema: webhookEventSchema },
          headers: webhookHeadersSchema,
          success: { schema: webhookAnswerSchema, description: 'Received: settled once per event id, or ignored' },
          ownErrors: { 400: { description: 'Invalid webhook signature or payload', schema: webhookRefusedSchema } },
        },
      },
    },
    async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const answer = await handleWebhook(fastify.ctx, req.log, raw, req.headers);
      return reply.status(answer.status).send(answer.body);
    },
  );
}

const payBody = z.object({
  order_id: z.string({ error: 'Order ID is required' }).trim().min(1, 'Order ID is required').max(64),
  outcome: z.enum(['success', 'failure'], { error: "outcome must be 'success' or 'failure'" }),
  description: z.string().trim().max(255).optional(),
  method: z.enum(['upi', 'card', 'netbanking', 'wallet']).optional(),
  /**
   * When the signed webhooks are delivered: queued with the payment and run right after answering
   * (default), before answering, or never sent (a lost webhook). A failed delivery is retried by
   * the job queue either way.
   */
  deliver: z.enum(['sync', 'async', 'none']).default('async'),
});

/** Webhook deliveries started by the pay endpoint and still running, so tests and shutdown can wait for them. */
const inFlight = new Set<Promise<void>>();

/** Resolves once every sandbox webhook delivery started so far has finished. */
export async function sandboxDeliveriesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

async function sandboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preClose', async () => sandboxDeliveriesSettled());

  // Runs the payment's queued webhook jobs now, in this process (a failure stays queued for a
  // retry by whichever worker comes first).
  const handlers = { [SANDBOX_WEBHOOK_JOB]: sandboxWebhookJob(app.ctx) };
  const deliver = async (jobIds: string[]) => {
    if (jobIds.length === 0) return;
    // limit: no last claim that can only find nothing.
    await runDueJobs(app.ctx.db, handlers, { ids: jobIds, limit: jobIds.length, log: app.log, onRun: app.jobMetrics.queueRan });
  };

  app.post(
    '/payments/sandbox/pay',
    {
      // Only this machine may pay sandbox orders (the web's sandbox Checkout runs in the devotee's
      // own browser on it); anyone else gets 404, so a dev server on a network marks nothing paid.
      onRequest: loopbackOnly,
      schema: { tags, summary: 'Sandbox only: pay (or fail) a sandbox order as Checkout would', body: payBody },
      config: { openapi: { success: { schema: sandboxPayAnswerSchema } } },
    },
    async (req) => {
      const provider = paymentProvider(app.ctx);
      if (!isSandboxProvider(provider)) throw notFound('Not found');
      const { deliver: mode, ...input } = req.body;
      const { answer, jobIds } = await sandboxPay(provider, input, {
        queueWebhooks: mode !== 'none',
        deliverHere: mode !== 'none',
      });
      if (mode === 'sync') await deliver(jobIds);
      else if (mode === 'async') {
        // After the answer, as in real life: the callback's verify call and the webhook race.
        const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => deliver(jobIds))
          .catch((err: unknown) => app.log.error({ err }, 'sandbox webhook delivery failed'))
          .finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      return answer;
    },
  );
}
