import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index';
import type { JobHandler } from '../jobs/runner';
import { scrub } from '../logging';
import type { AttachmentRenderers, MailTransport } from './mailer';

/** The queue kind that sends one outbox mail; its payload names the outbox row only (no address). */
export const MAIL_JOB = 'mail.send';
export type MailJobPayload = { outboxId: string };

/** Sends are retried after about 30 s, 1, 2, 4, 8, 16 and 30 min (jitter: half to all of each), then dead. */
export const MAIL_MAX_ATTEMPTS = 8;
const MAIL_BACKOFF = { baseMs: 30_000, capMs: 30 * 60_000 };

/**
 * Sends one queued mail through `transport`, rendering its attachments now, and stamps `sent_at`;
 * a failure is written to the outbox row too and thrown (the queue retries it). Without a
 * transport (no SMTP_URL) the dev outbox is where mail stays: the job ends at once. A mail already
 * sent, or erased with its account, is not sent again.
 */
export function mailJob(
  transport: MailTransport | null,
  from: string,
  renderers: AttachmentRenderers,
): JobHandler<MailJobPayload> {
  return {
    backoff: MAIL_BACKOFF,
    timeoutMs: 90_000,
    async run({ outboxId }, { db }) {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
      if (!row || row.sentAt || !transport) return;
      try {
        const attachments = await Promise.all(
          row.attachments.map(async (a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: await renderers[a.source](db, a.refId),
          })),
        );
        await transport.send(
          { to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined, attachments },
          from,
        );
      } catch (e) {
        await db
          .update(mailOutbox)
          .set({ lastError: scrub(String(e)).slice(0, 2000) })
          .where(eq(mailOutbox.id, row.id));
        throw e;
      }
      await db.update(mailOutbox).set({ sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, row.id));
    },
  };
}
