/**
 * The payment contract every payable kind implements (decision 007). The core (settlement, verify,
 * reconciler, account page) knows a kind only through this interface and the exhaustive table in
 * payables.ts, so a kind without a contract does not compile and the reconciler needs no route.
 *
 * Contract modules import repositories, mail and catalog helpers, never payments.service (the
 * core imports them through the table).
 */
import type { AccountBookingCard } from '@sankalp/shared/api/account';
import type { ErrorCode } from '@sankalp/shared/api/errors';
import type { PayableKind } from '@sankalp/shared/api/payments';
import type { PromiseView } from '@sankalp/shared/promises';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Language } from '../../lib/request-language';
import type { PromiseDraft } from '../fulfilment/promises.service';
import type { BookingKind } from '../userstuff/userstuff.service';
import type { PaymentOrderRow, PaymentTransactionRow } from './payments.repository';

export type { PayableKind };

/** What a fulfilment may use besides the transaction. */
export type FulfilmentContext = {
  now: Date;
  config: Config;
  /** Runs after the transaction has committed, given the app's database (cache invalidation and the like). */
  afterCommit(fn: (db: Db) => void): void;
};

/**
 * The verdict of a fulfilment:
 * - `{ userId }`: the thing took the payment; the core appends its id to that user's record
 *   (null for a guest).
 * - `{ review, code }`: it could not take it (its total changed after the order was made, it was
 *   already paid, its slot or stock is gone): the money stays recorded as paid on the order, which
 *   is flagged for a person; `code` tells the devotee which (see REVIEW_MESSAGES).
 */
export type FulfilVerdict = { userId: string | null } | { review: string; code: ReviewCode };

/** Why a paid order needs a person, as the devotee is told. */
export type ReviewCode = Extract<
  ErrorCode,
  'order_replaced' | 'already_paid' | 'event_full' | 'out_of_stock' | 'slot_taken' | 'conflict'
>;

/** Who hears about a record and how it is named in a notification (modules/notifications/notify.ts). */
export type PayableNotice = {
  userId: string | null;
  email: string | null;
  phone: string | null;
  /**
   * What was booked or bought, as the devotee knows it, in `language` ("Rudrabhishek at Kashi
   * Vishwanath", "काशी विश्वनाथ में रुद्राभिषेक"): the catalog's names the record copied, as its page shows them.
   */
  title: string;
  reference: string;
  /** The record's page on the site (for a guest it carries the access key). */
  link: string;
  /**
   * The language of the record's later messages (payable-language.ts: the owner's saved settings,
   * else the record's own), which `title` is written in: the notification's language too.
   */
  language: Language;
};

/** The notice of a record from its payable columns (db/schema/payable-columns.ts), named in `language`. */
export function noticeOf(
  record: { userId: string | null; donorEmail: string; donorPhone: string; reference: string },
  language: Language,
  title: string,
  link: string,
): PayableNotice {
  return {
    userId: record.userId,
    email: record.donorEmail || null,
    phone: record.donorPhone || null,
    title,
    reference: record.reference,
    link,
    language,
  };
}

/** A thing done at a temple, as a notice names it: "Rudrabhishek at Kashi Vishwanath", "काशी विश्वनाथ में रुद्राभिषेक". */
export const doneAt = (language: Language, what: string, temple: string) =>
  language === 'hi' ? `${temple} में ${what}` : `${what} at ${temple}`;

/** Who may read or change one payable record: its owner's session, or its access key. */
export type PayableOwner = { userId: string | null; accessKey: string };

export interface PayableContract {
  readonly kind: PayableKind;
  /** Receipt prefix of its provider orders (2 letters; receipts are ≤ 40 characters). */
  readonly receiptPrefix: string;
  /** The user-stuff array its paid ids are appended to. */
  readonly account: BookingKind;
  /** Runs in the SAME transaction as the winning `→ paid` UPDATE, exactly once per order. */
  fulfil(
    tx: Db,
    order: PaymentOrderRow,
    payment: PaymentTransactionRow,
    fctx: FulfilmentContext,
  ): Promise<FulfilVerdict>;
  /** Runs in the same transaction as a winning `pending → failed | expired` (release holds). */
  release(tx: Db, order: PaymentOrderRow, status: 'failed' | 'expired', fctx: FulfilmentContext): Promise<void>;
  /** Owner and key of one record, undefined when there is none. */
  owner(db: Db, id: string): Promise<PayableOwner | undefined>;
  /**
   * The account page's cards for these ids (unknown ids left out, order free), each with its
   * promises from `promises` (read by the caller in one query for the whole list); the catalog
   * names a record copied are in `lang` where the catalog has them (issue 13; English by default).
   */
  cards(
    db: Db,
    ids: string[],
    promises: ReadonlyMap<string, PromiseView[]>,
    lang?: Language,
  ): Promise<AccountBookingCard[]>;
  /**
   * The promises a paid record makes (issue 10), computed from its own rows: written by the core
   * in the fulfilment's transaction, once. [] for a kind that promises nothing after payment.
   */
  promises(tx: Db, id: string, paidAt: Date): Promise<PromiseDraft[]>;
  /** Who a notification about this record reaches and what names it (undefined when none). */
  notice(db: Db, id: string): Promise<PayableNotice | undefined>;
  /**
   * When the thing the record books takes place (a puja, an event, a consultation's start); null
   * for a kind with no such time or an unknown record. Refund suggestions are judged by it.
   */
  eventTime?(db: Db, id: string): Promise<Date | null>;
  /** The subset of `ids` made while signed in as `userId`, or as a guest with `email` (lower-cased). */
  belongsTo(db: Db, userId: string, email: string, ids: string[]): Promise<string[]>;
}
