import type { FastifyRequest } from 'fastify';
import type { PayableKind } from '@sankalp/shared/api/payments';
import type {
  SupportBookingRef,
  SupportMessage,
  SupportThreadDetail,
  SupportThreadList,
  SupportThreadSummary,
} from '@sankalp/shared/api/admin-support';
import type { z } from 'zod';
import type { supportListQuery, supportMessageSchema } from '@sankalp/shared/schemas/support';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import { queueMail } from '../../lib/mail/mailer';
import { requestLanguage } from '../../lib/request-language';
import { audit } from '../admin/audit';
import { currentUser } from '../auth/auth.guards';
import { languageOfRecord } from '../payments/payable-language';
import { findByReference } from '../payments/payments.service';
import { supportAckMail, supportReplyMail } from './support.mail';
import * as repo from './support.repository';

export const THREAD_NOT_FOUND = 'Support thread not found';
export const THREAD_CLOSED = 'This thread is closed';
const SNIPPET = 140;

/** SNK-7H3K-92 as a devotee may type it: any case, with or without its dashes or a space. */
const REFERENCE_IN_TEXT = /\bSNK[\s-]?[2-9A-HJKMNP-TV-Z]{4}[\s-]?[2-9A-HJKMNP-TV-Z]{2}\b/gi;

/** The first booking or order reference in `text` that names a real record (at most 3 looked up). */
export async function bookingMentioned(ctx: Pick<AppContext, 'db'>, text: string): Promise<SupportBookingRef | null> {
  for (const candidate of [...new Set(text.match(REFERENCE_IN_TEXT) ?? [])].slice(0, 3)) {
    const found = await findByReference(ctx, candidate);
    if (found) return { kind: found.kind as PayableKind, id: found.refId, reference: found.reference };
  }
  return null;
}

type NewMessage = z.output<typeof supportMessageSchema>;

/**
 * A message from the contact or help form: a new open thread with the devotee's message, linked to
 * a booking it names, and the acknowledgement e-mail, all in one transaction. The thread keeps the
 * request's language, for the e-mails of a sender without saved settings (a guest).
 */
export async function receiveMessage(
  ctx: AppContext,
  req: FastifyRequest,
  input: NewMessage,
): Promise<{ thread: { id: string } }> {
  const now = ctx.now();
  const booking = await bookingMentioned(ctx, `${input.subject ?? ''}\n${input.message}`);
  const thread = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertThread(tx, {
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone || null,
      subject: input.subject || null,
      source: input.source,
      userId: req.user?.id ?? null,
      language: requestLanguage(req),
      bookingKind: booking?.kind ?? null,
      bookingId: booking?.id ?? null,
      bookingReference: booking?.reference ?? null,
      createdAt: now,
      lastMessageAt: now,
    });
    await repo.insertMessage(tx, { threadId: row.id, from: 'devotee', body: input.message, createdAt: now });
    await queueMail(tx, supportAckMail(ctx.config, row, await languageOfRecord(tx, row)));
    return row;
  });
  return { thread: { id: thread.id } };
}

function summary(t: repo.ThreadRow, latest: string | undefined): SupportThreadSummary {
  const text = (latest ?? '').replace(/\s+/g, ' ').trim();
  return {
    id: t.id,
    name: t.name,
    email: t.email,
    phone: t.phone,
    subject: t.subject,
    snippet: text.length > SNIPPET ? `${text.slice(0, SNIPPET - 1)}…` : text,
    status: t.status,
    source: t.source,
    createdAt: t.createdAt.toISOString(),
    lastMessageAt: t.lastMessageAt.toISOString(),
    bookingRef:
      t.bookingKind && t.bookingId && t.bookingReference
        ? { kind: t.bookingKind as PayableKind, id: t.bookingId, reference: t.bookingReference }
        : null,
  };
}

export async function listThreads(ctx: AppContext, q: z.output<typeof supportListQuery>): Promise<SupportThreadList> {
  const { rows, total } = await repo.listThreads(ctx.db, q);
  const latest = await repo.latestMessages(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => summary(r, latest.get(r.id))), total };
}

const toMessage = (m: repo.MessageRow, staffName: string | null): SupportMessage => ({
  id: m.id,
  from: m.from,
  body: m.body,
  at: m.createdAt.toISOString(),
  staffName: m.from === 'staff' ? staffName : null,
});

export async function getThread(ctx: AppContext, id: string): Promise<SupportThreadDetail> {
  const thread = await repo.findThread(ctx.db, id);
  if (!thread) throw notFound(THREAD_NOT_FOUND);
  const messages = await repo.messagesOf(ctx.db, id);
  return {
    thread: {
      ...summary(thread, messages.at(-1)?.message.body),
      closedAt: thread.closedAt?.toISOString() ?? null,
      messages: messages.map((m) => toMessage(m.message, m.staffName)),
    },
  };
}

/**
 * A staff reply: recorded on the thread, e-mailed to the devotee in the thread's language, audited,
 * in one transaction. A closed thread takes no reply (409): the devotee writes again, which opens a
 * new one.
 */
export async function reply(
  ctx: AppContext,
  req: FastifyRequest,
  id: string,
  body: string,
): Promise<{ message: SupportMessage }> {
  const staff = currentUser(req);
  const now = ctx.now();
  const message = await ctx.db.transaction(async (tx) => {
    const thread = await repo.lockThread(tx, id);
    if (!thread) throw notFound(THREAD_NOT_FOUND);
    if (thread.status === 'closed') throw conflict(THREAD_CLOSED);
    const m = await repo.insertMessage(tx, { threadId: id, from: 'staff', body, staffId: staff.id, createdAt: now });
    await repo.updateThread(tx, id, { lastMessageAt: now });
    const lang = await languageOfRecord(tx, thread);
    await queueMail(tx, supportReplyMail(ctx.config, thread, { id: m.id, body }, lang));
    await audit({ ...ctx, db: tx }, req, {
      action: 'support.reply',
      object: { type: 'support_thread', id },
      after: { messageId: m.id, to: thread.email, length: body.length },
    });
    return m;
  });
  return { message: toMessage(message, staff.fullName) };
}

/** Closes an open thread (closing a closed one again changes nothing and is not audited). */
export async function close(ctx: AppContext, req: FastifyRequest, id: string) {
  const staff = currentUser(req);
  return ctx.db.transaction(async (tx) => {
    const thread = await repo.lockThread(tx, id);
    if (!thread) throw notFound(THREAD_NOT_FOUND);
    if (thread.status === 'closed') return { thread: { id, status: thread.status } };
    const now = ctx.now();
    const row = await repo.updateThread(tx, id, { status: 'closed', closedAt: now, closedBy: staff.id });
    await audit({ ...ctx, db: tx }, req, {
      action: 'support.close',
      object: { type: 'support_thread', id },
      before: { status: thread.status },
      after: { status: row.status },
    });
    return { thread: { id, status: row.status } };
  });
}
