import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export type Mail = { to: string; subject: string; text: string; html?: string; dedupeKey?: string };

/**
 * Queues a message in the outbox. Pass the transaction that caused the mail so that the mail
 * exists exactly when the change does; a repeated dedupeKey is silently ignored.
 */
export async function queueMail(db: Db, mail: Mail): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ to: mail.to.toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html, dedupeKey: mail.dedupeKey })
    .onConflictDoNothing();
}

/** The dev outbox: newest first, for one address (only reachable outside production). */
export async function readOutbox(db: Db, to?: string, limit = 20) {
  const q = db.select().from(mailOutbox);
  const rows = await (to ? q.where(eq(mailOutbox.to, to.toLowerCase())) : q).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  return rows;
}

export interface MailTransport {
  send(mail: Mail, from: string): Promise<void>;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail, from) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}

/** Delivers queued mail through SMTP; safe to run from several processes (row locks). */
export async function deliverQueuedMail(db: Db, transport: MailTransport, from: string, batch = 20) {
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
        await transport.send({ to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined }, from);
        await tx.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
        sent++;
      } catch (e) {
        await tx.update(mailOutbox).set({ lastError: String(e) }).where(eq(mailOutbox.id, row.id));
      }
    }
  });
  return sent;
}
