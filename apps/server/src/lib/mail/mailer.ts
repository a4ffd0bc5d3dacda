import { desc, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { mailOutbox, type MailAttachmentRef, type MailAttachmentSource } from '../../db/schema/index';
import { rawRows } from '../../db/raw-rows';
import { enqueuedIn, enqueueFrom } from '../jobs/queue';
import { runDueJobs, silentLog } from '../jobs/runner';
import { MAIL_JOB, MAIL_MAX_ATTEMPTS, mailJob } from './mail-job';

export type { MailAttachmentRef, MailAttachmentSource };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  dedupeKey?: string;
  /** By reference: rendered on delivery (AttachmentRenderers), never stored as bytes. */
  attachments?: MailAttachmentRef[];
};

/** A mail as it leaves: its attachments rendered. */
export type OutgoingMail = Omit<Mail, 'attachments' | 'dedupeKey'> & {
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
};

/** Renders the bytes of one attachment source (inside the delivering transaction `db`). */
export type AttachmentRenderers = { readonly [S in MailAttachmentSource]: (db: Db, refId: string) => Promise<Buffer> };

/**
 * Queues a message in the outbox, with the job that sends it (lib/jobs: retried with backoff, dead
 * after MAIL_MAX_ATTEMPTS). Pass the transaction that caused the mail so that the mail exists
 * exactly when the change does; a repeated dedupeKey is silently ignored (one mail, one job).
 */
export async function queueMail(db: Db, mail: Mail): Promise<void> {
  // The outbox row and its job in one statement (issue 16).
  const outbox = db
    .insert(mailOutbox)
    .values({
      to: mail.to.toLowerCase(),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      dedupeKey: mail.dedupeKey,
      attachments: mail.attachments ?? [],
    })
    .onConflictDoNothing()
    .returning({ id: mailOutbox.id });
  const job = enqueueFrom('m', MAIL_JOB, {
    payload: sql`jsonb_build_object('outboxId', m.id)`,
    dedupeKey: sql`'mail:' || m.id`,
    maxAttempts: MAIL_MAX_ATTEMPTS,
  });
  const [row] = await rawRows(db, sql`with m as ${outbox}, j as ${job} select count(*)::int as made from j`);
  enqueuedIn(Number(row?.made ?? 0));
}

/** The dev outbox: newest first, for one address (only reachable outside production). */
export async function readOutbox(db: Db, to?: string, limit = 20) {
  const q = db.select().from(mailOutbox);
  const rows = await (to ? q.where(eq(mailOutbox.to, to.toLowerCase())) : q)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
  return rows;
}

export interface MailTransport {
  send(mail: OutgoingMail, from: string): Promise<void>;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail, from) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
      });
    },
  };
}

/**
 * Runs every due mail job now through `transport` (what the worker does continuously), until none
 * is due, and answers how many mails were sent. Safe from several processes at once.
 */
export async function deliverQueuedMail(
  db: Db,
  transport: MailTransport,
  from: string,
  renderers: AttachmentRenderers,
): Promise<number> {
  let sent = 0;
  const counting: MailTransport = {
    async send(mail, sender) {
      await transport.send(mail, sender);
      sent++;
    },
  };
  await runDueJobs(
    db,
    { [MAIL_JOB]: mailJob(counting, from, renderers) },
    { log: silentLog, limit: Number.MAX_SAFE_INTEGER },
  );
  return sent;
}
