import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { PermanentJobError, type JobHandler } from '../../lib/jobs/runner';
import { scrub } from '../../lib/logging';
import { queueMail } from '../../lib/mail/mailer';
import { normalizePhone } from '../auth/identity';
import { notificationMail } from './channels/email';
import { webPushSender, type PushSender } from './channels/push';
import {
  devWhatsAppNotifier,
  whatsAppCloudNotifier,
  whatsAppMessageOf,
  WhatsAppError,
  type Notifier,
} from './channels/whatsapp';
import * as repo from './notifications.repository';
import type { NotificationDeliverPayload } from './notify';

export type DeliverDeps = {
  whatsapp: Notifier;
  push: PushSender;
  /** Tests: runs after a channel accepted the message and before the delivery is stamped (a crash there). */
  afterSend?: (channel: string) => void | Promise<void>;
};

/** The WhatsApp adapter the configuration asks for: the Cloud API with keys, the dev outbox without. */
export function whatsAppNotifierFor(config: AppContext['config']): Notifier {
  return config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID
    ? whatsAppCloudNotifier({
        baseUrl: config.WHATSAPP_API_URL,
        phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
        token: config.WHATSAPP_TOKEN,
      })
    : devWhatsAppNotifier;
}

/** A failure no retry mends (the provider refused the message itself): the delivery is failed, the job dead. */
class Refused extends Error {}

/**
 * The `notification.deliver` job: sends one notification_deliveries row on its channel and stamps
 * it `sent` (with the provider's id), `skipped` (the channel cannot reach the person any more) or,
 * after its last attempt or a refusal, `failed`. A row already sent or skipped is never sent again.
 *
 * Exactly once, as far as each channel allows:
 * - e-mail: the outbox mail (dedupeKey `notification:<deliveryId>`) and the `sent` stamp are
 *   written in one transaction, so a crash before the commit leaves neither and the retry makes
 *   the one mail (the mail job then sends it, at least once as it always has).
 * - web push: a retry after a crash between the push service's 201 and the stamp sends again, with
 *   the same `Topic` header, which makes the push service replace the first message while it waits
 *   undelivered; one that was already shown shows again. At least once.
 * - WhatsApp: the Cloud API has no idempotency key. The stamp follows the API's answer at once,
 *   so only a crash (or a lost answer) in that moment sends the template twice. At least once.
 */
export function notificationDeliverJob(
  ctx: AppContext,
  deps?: Partial<DeliverDeps>,
): JobHandler<NotificationDeliverPayload> {
  const d: DeliverDeps = {
    whatsapp: deps?.whatsapp ?? whatsAppNotifierFor(ctx.config),
    push: deps?.push ?? webPushSender(ctx.secrets.vapid, `mailto:${ctx.config.SUPPORT_EMAIL}`),
    afterSend: deps?.afterSend,
  };
  return {
    backoff: { baseMs: 30_000, capMs: 30 * 60_000 },
    timeoutMs: 60_000,
    async run({ deliveryId }, { db, job }) {
      const row = await repo.findDelivery(db, deliveryId);
      // Gone with an erased account, or done already (a second run of the job).
      if (!row || row.delivery.status === 'sent' || row.delivery.status === 'skipped') return;
      const lastAttempt = job.attempts >= job.maxAttempts;
      try {
        await send(ctx, d, db, row);
      } catch (e) {
        // The API's own error codes are 6 digits, which scrub() would take for one-time codes; its
        // messages can still name the recipient's number.
        const message =
          e instanceof WhatsAppError || e instanceof Refused
            ? e.message.replace(/\+?\d[\d -]{8,16}\d/g, '[phone]')
            : scrub(e instanceof Error ? e.message : String(e));
        if (e instanceof Refused || lastAttempt) {
          await repo.finishDelivery(db, deliveryId, { status: 'failed', reason: message });
          throw new PermanentJobError(message);
        }
        await repo.noteDeliveryError(db, deliveryId, message);
        throw e;
      }
    },
  };
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.findDelivery>>>;

async function send(ctx: AppContext, d: DeliverDeps, db: Db, { delivery, notification: n }: Row): Promise<void> {
  const skip = (reason: string) => repo.finishDelivery(db, delivery.id, { status: 'skipped', reason });
  const sent = (providerId: string) =>
    repo.finishDelivery(db, delivery.id, { status: 'sent', providerId, at: ctx.now() });

  if (delivery.channel === 'email') {
    if (!n.email) return skip('no e-mail address');
    const mail = await notificationMail(ctx.config, n, delivery.id, n.email);
    await db.transaction(async (tx) => {
      const locked = await repo.lockDelivery(tx, delivery.id);
      if (!locked || locked.delivery.status === 'sent' || locked.delivery.status === 'skipped') return;
      await queueMail(tx, mail);
      await d.afterSend?.('email');
      await repo.finishDelivery(tx, delivery.id, {
        status: 'sent',
        providerId: `mail:${mail.dedupeKey}`,
        at: ctx.now(),
      });
    });
    return;
  }

  if (delivery.channel === 'whatsapp') {
    const to = n.phone ? normalizePhone(n.phone) : null;
    if (!to) return skip('no phone number');
    let id: string;
    try {
      id = await d.whatsapp.send(whatsAppMessageOf(n, to));
    } catch (e) {
      if (e instanceof WhatsAppError && !e.retryable) throw new Refused(e.message);
      throw e;
    }
    await d.afterSend?.('whatsapp');
    return sent(id);
  }

  // Web push: every browser the person turned it on in.
  if (!n.userId) return skip('a guest has no push subscription');
  const subs = await repo.pushSubscriptionsOf(db, n.userId);
  if (subs.length === 0) return skip('no push subscription');
  const payload = { id: n.id, title: n.title, body: n.body, link: n.link };
  const topic = delivery.id.replace(/-/g, ''); // 32 characters of the URL-safe alphabet, as RFC 8030 allows
  let ok = 0;
  const errors: string[] = [];
  for (const sub of subs) {
    const r = await d.push.send(sub, payload, { topic });
    if (r.ok) ok++;
    else if (r.gone) await repo.forgetPushSubscription(db, sub.id);
    else errors.push(r.message);
  }
  if (ok > 0) {
    await d.afterSend?.('push');
    return sent(`push:${ok}/${subs.length}`);
  }
  if (errors.length === 0) return skip('every push subscription has expired');
  throw new Error(errors.join(' / '));
}
