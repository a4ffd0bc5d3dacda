import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { mailOutbox, type MailAttachmentRef, type MailAttachmentSource } from '../../db/schema/index';

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
 * Queues a message in the outbox. Pass the transaction that caused the mail so that the mail
 * exists exactly when the change does; a repeated dedupeKey is silently ignored.
 */
export async function queueMail(db: Db, mail: Mail): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({
      to: mail.to.toLowerCase(),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      dedupeKey: mail.dedupeKey,
      attachments: mail.attachments ?? [],
    })
    .onConflictDoNothing();
}

/** The dev outbox: newest first, for one address (only reachable outside production). */
export async function readOutbox(db: Db, to?: string, limit = 20) {
  const q = db.select().from(mailOutbox);
  const rows = await (to ? q.where(eq(mailOutbox.to, to.toLowerCase())) : q).orderBy(desc(mailOutbox.createdAt)).limit(limit);
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
 * Delivers queued mail through SMTP, rendering attachments now; safe to run from several
 * processes (row locks). A mail whose attachment cannot be rendered keeps its error and is not sent.
 */
export async function deliverQueuedMail(
  db: Db,
  transport: MailTransport,
  from: string,
  renderers: AttachmentRenderers,
  batch = 20,
) {
  let sent = 0;
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.lastError)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      try {
        const attachments = await Promise.all(
          row.attachments.map(async (a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: await renderers[a.source](tx, a.refId),
          })),
        );
        await transport.send({ to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined, attachments }, from);
        await tx.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
        sent++;
      } catch (e) {
        await tx.update(mailOutbox).set({ lastError: String(e) }).where(eq(mailOutbox.id, row.id));
      }
    }
  });
  return sent;
}
