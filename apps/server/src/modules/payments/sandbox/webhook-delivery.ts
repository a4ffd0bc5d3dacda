import type { AppContext } from '../../../context';
import { PermanentJobError, type JobHandler } from '../../../lib/jobs/runner';
import { handleWebhook } from '../webhook';

/**
 * The queue kind that delivers one of the sandbox's signed webhooks to this app's own webhook
 * handling (the function POST /payments/webhook runs, not HTTP), as Razorpay would: again and
 * again until it is accepted. Enqueued with the sandbox payment, in its transaction, so a crash
 * before delivery leaves the job for any process to deliver, not a payment for the reconciler.
 */
export const SANDBOX_WEBHOOK_JOB = 'payments.sandbox-webhook';

/** A signed webhook ready to deliver: the exact body bytes, its signature and event id. */
export type SandboxWebhook = { eventId: string; event: string; body: string; signature: string };

/** Redelivered after about 5, 10, 20, 40 s … then every 5 min at most (jitter: half to all of each), 10 attempts. */
export const SANDBOX_WEBHOOK_MAX_ATTEMPTS = 10;

export function sandboxWebhookJob(
  ctx: Pick<AppContext, 'config' | 'db' | 'now' | 'secrets'>,
): JobHandler<SandboxWebhook> {
  return {
    backoff: { baseMs: 5_000, capMs: 5 * 60_000 },
    timeoutMs: 30_000,
    async run(hook, { log }) {
      const answer = await handleWebhook(ctx, log, Buffer.from(hook.body, 'utf8'), {
        'x-razorpay-signature': hook.signature,
        'x-razorpay-event-id': hook.eventId,
      });
      // A refused signature or body stays refused: no retry can mend it.
      if (answer.status !== 200)
        throw new PermanentJobError(`webhook ${hook.event} refused (${answer.status}): ${answer.body.message}`);
    },
  };
}
