/**
 * The support inbox (issue 14): the contact and help forms deliver here, the console answers by
 * e-mail. Dates are ISO strings. Answers are `{ success, message, data }`.
 */
import type { PayableKind } from './payments';

export type SupportStatus = 'open' | 'closed';
export type SupportSource = 'contact' | 'help';

/** A booking or order the devotee's message named by its reference (SNK-…). */
export type SupportBookingRef = { kind: PayableKind; id: string; reference: string };

/** data of POST /support/messages (201): the thread's id, for the devotee's own reference. */
export type SupportMessageSent = { thread: { id: string } };

/** One thread of GET /admin/support?status=open|closed. */
export type SupportThreadSummary = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  /** The first words of the latest message. */
  snippet: string;
  status: SupportStatus;
  source: SupportSource;
  createdAt: string;
  lastMessageAt: string;
  bookingRef: SupportBookingRef | null;
};

/** data of GET /admin/support */
export type SupportThreadList = { items: SupportThreadSummary[]; total: number };

export type SupportMessage = {
  id: string;
  from: 'devotee' | 'staff';
  body: string;
  at: string;
  /** The staff member who replied (null for the devotee's messages). */
  staffName: string | null;
};

/** data of GET /admin/support/{id} */
export type SupportThreadDetail = {
  thread: SupportThreadSummary & { closedAt: string | null; messages: SupportMessage[] };
};

/** Body of POST /admin/support/{id}/reply (201 → { data: { message } }). */
export type SupportReplyRequest = { body: string };
export type SupportReplied = { message: SupportMessage };
/** data of POST /admin/support/{id}/close (200). */
export type SupportClosed = { thread: { id: string; status: SupportStatus } };
