import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  prasadFeedback,
  prasadOfferings,
  prasadOrders,
  promises,
  temples,
  type PromiseRow,
} from '../../db/schema/index';
import type { PrasadFeedbackRow, PrasadOfferingRow, PrasadOrderRow } from '../../db/schema/prasad';
import type { Language } from '../../lib/request-language';
import { payableRecords, refundState, validIds, type OrderState } from '../payments/payable-rows';

export type { PrasadFeedbackRow, PrasadOfferingRow, PrasadOrderRow };

const KIND = 'prasad_order';

// ─── Offerings ──────────────────────────────────────────────────────────────

/**
 * Rating (mean, one decimal) and review count of an offering, from its orders' feedback (the
 * offering qualified by hand: drizzle writes a column bare in a query without a join).
 */
export const feedbackStats = {
  rating: sql<number>`coalesce((select round(avg(f.rating)::numeric, 1) from prasad_feedback f where f.offering_id = "prasad_offerings"."id"), 0)::float8`,
  reviews: sql<number>`(select count(*) from prasad_feedback f where f.offering_id = "prasad_offerings"."id")::int`,
};

export type OfferingWithTemple = {
  offering: PrasadOfferingRow;
  templeName: string;
  /** The temple's translations (issue 13), for its name in the reader's language. */
  templeTranslations: typeof temples.$inferSelect.translations;
  rating: number;
  reviews: number;
};

/**
 * Published offerings with their temple's name and computed rating, in console order; `q` searches
 * title, temple and description; `id` narrows to one.
 */
export async function listPublishedOfferings(db: Db, q?: string, id?: string): Promise<OfferingWithTemple[]> {
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await db
    .select({
      offering: prasadOfferings,
      templeName: temples.name,
      templeTranslations: temples.translations,
      ...feedbackStats,
    })
    .from(prasadOfferings)
    .innerJoin(temples, eq(temples.id, prasadOfferings.templeId))
    .where(
      and(
        eq(prasadOfferings.published, true),
        id ? eq(prasadOfferings.id, id) : undefined,
        like
          ? or(
              ilike(temples.name, like),
              ilike(prasadOfferings.title, like),
              ilike(prasadOfferings.description, like),
              // The Hindi too (issue 13): a small table, no index needed.
              ilike(sql`${temples.translations}->'hi'->>'name'`, like),
              ilike(sql`${prasadOfferings.translations}->'hi'->>'title'`, like),
            )
          : undefined,
      ),
    )
    .orderBy(asc(prasadOfferings.sort), asc(prasadOfferings.createdAt));
  return rows.map((r) => ({ ...r, rating: Number(r.rating), reviews: Number(r.reviews) }));
}

/** One published offering with its temple's name (prices come from here, never from the client). */
export async function findPublishedOffering(db: Db, id: string) {
  const [row] = await db
    .select({ offering: prasadOfferings, templeName: temples.name })
    .from(prasadOfferings)
    .innerJoin(temples, eq(temples.id, prasadOfferings.templeId))
    .where(and(eq(prasadOfferings.id, id), eq(prasadOfferings.published, true)));
  return row;
}

// ─── Orders: the payable rows (decision 007) ───────────────────────────────

export async function insertOrder(db: Db, row: typeof prasadOrders.$inferInsert): Promise<void> {
  await db.insert(prasadOrders).values(row);
}

const rows = payableRecords(KIND, prasadOrders);

export const findOrder = rows.find;
/** The first step of the fulfilment: the order `order` pays, locked and completed, or why it cannot pay it. */
export const payPayable = rows.payPayable;
/** Mirrors a failed or expired payment order (never over a completed one). */
export const markUnpaid = rows.markUnpaid;
export const findOwner = rows.findOwner;
/** The ids among `ids` made while signed in as `userId`, or as a guest with `email`. */
export const idsBelongingTo = rows.idsBelongingTo;

/** An order with its payment state and its feedback (what every view needs). */
export type PrasadBundle = OrderState & { order: PrasadOrderRow; feedback: PrasadFeedbackRow | null };

const orderState = {
  providerOrderId: sql<
    string | null
  >`(select po.provider_order_id from payment_orders po where po.id = "prasad_orders"."payment_order_id")`,
  needsReview: sql<boolean>`exists (select 1 from payment_orders po where po.kind = ${KIND} and po.ref_id = "prasad_orders"."id" and po.needs_review)`,
  ...refundState(KIND, sql`"prasad_orders"."id"`),
};

async function bundlesWhere(db: Db, where: ReturnType<typeof and>): Promise<PrasadBundle[]> {
  const rows = await db
    .select({ order: prasadOrders, feedback: prasadFeedback, ...orderState })
    .from(prasadOrders)
    .leftJoin(prasadFeedback, eq(prasadFeedback.orderId, prasadOrders.id))
    .where(where)
    .orderBy(desc(prasadOrders.createdAt));
  return rows.map((r) => ({
    order: r.order,
    feedback: r.feedback,
    providerOrderId: r.providerOrderId ?? null,
    needsReview: Boolean(r.needsReview),
    refundedPaise: Number(r.refundedPaise ?? 0),
    receivedPaise: Number(r.receivedPaise ?? 0),
  }));
}

/** The bundles of these ids (unknown ones left out), newest first. */
export const loadBundles = (db: Db, ids: string[]): Promise<PrasadBundle[]> => {
  const valid = validIds(ids);
  return valid.length === 0 ? Promise.resolve([]) : bundlesWhere(db, and(inArray(prasadOrders.id, valid)));
};

/** A user's paid orders, newest first. */
export const paidBundlesOfUser = (db: Db, userId: string) =>
  bundlesWhere(db, and(eq(prasadOrders.userId, userId), eq(prasadOrders.paymentStatus, 'completed')));

/** The paid order with this tracking id (stored upper case). */
export async function paidBundleByTrackingId(db: Db, trackingId: string): Promise<PrasadBundle | undefined> {
  const [b] = await bundlesWhere(
    db,
    and(eq(prasadOrders.trackingId, trackingId), eq(prasadOrders.paymentStatus, 'completed')),
  );
  return b;
}

/**
 * What a reader in `lang` needs beyond the orders to see the catalog names they copied translated
 * (issue 13): their offerings and temples, in one query each for the whole list. Undefined for
 * English, which reads the orders' own copies and needs nothing more.
 */
export type ReaderTexts = {
  lang: Language;
  offerings: ReadonlyMap<string, PrasadOfferingRow>;
  temples: ReadonlyMap<string, typeof temples.$inferSelect>;
};

export async function readerTexts(
  db: Db,
  orders: PrasadOrderRow[],
  lang: Language | undefined,
): Promise<ReaderTexts | undefined> {
  if (!lang || lang === 'en') return undefined;
  if (orders.length === 0) return { lang, offerings: new Map(), temples: new Map() };
  const offeringRows = await db
    .select()
    .from(prasadOfferings)
    .where(inArray(prasadOfferings.id, [...new Set(orders.map((o) => o.offeringId))]));
  const templeRows = await db
    .select()
    .from(temples)
    .where(inArray(temples.id, [...new Set(orders.map((o) => o.templeId))]));
  return {
    lang,
    offerings: new Map(offeringRows.map((r) => [r.id, r])),
    temples: new Map(templeRows.map((r) => [r.id, r])),
  };
}

// ─── Promises (read only: the fulfilment board keeps them) ─────────────────

/** The promises of these orders (dispatch, delivery), oldest due first: their status is read from them. */
export async function promisesOfOrders(db: Db, ids: string[]): Promise<PromiseRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(promises)
    .where(and(eq(promises.kind, KIND), inArray(promises.refId, ids)))
    .orderBy(asc(promises.dueAt));
}

// ─── Feedback ───────────────────────────────────────────────────────────────

/** The order locked for its feedback (one review at a time per order). */
export async function lockOrder(db: Db, id: string): Promise<PrasadOrderRow | undefined> {
  const [row] = await db.select().from(prasadOrders).where(eq(prasadOrders.id, id)).for('update');
  return row;
}

export async function findFeedback(db: Db, orderId: string): Promise<PrasadFeedbackRow | undefined> {
  const [row] = await db.select().from(prasadFeedback).where(eq(prasadFeedback.orderId, orderId));
  return row;
}

/** Inserts the review; false when the order already has one (the unique index decides races). */
export async function insertFeedback(db: Db, row: typeof prasadFeedback.$inferInsert): Promise<boolean> {
  const out = await db.insert(prasadFeedback).values(row).onConflictDoNothing().returning({ id: prasadFeedback.id });
  return out.length === 1;
}

// ─── The devotee's data (modules/privacy) ──────────────────────────────────

/** Every order a user made, with its feedback, for the data export. */
export const allBundlesOfUser = (db: Db, userId: string) => bundlesWhere(db, and(eq(prasadOrders.userId, userId)));
