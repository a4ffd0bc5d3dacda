import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  campaigns,
  campaignSevas,
  donationReceiptCounters,
  donations,
  donationSevas,
  sandboxPayments,
} from '../../db/schema/index';
import type { Language } from '../../lib/request-language';
import { payableRows, type OrderState } from '../payments/payable-rows';

export type DonationRow = typeof donations.$inferSelect;
export type DonationSevaRow = typeof donationSevas.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;
export type SevaRow = typeof campaignSevas.$inferSelect;

// ─── Catalog reads (prices come from here, never from the client) ───────────

export async function findCampaign(db: Db, id: string): Promise<CampaignRow | undefined> {
  // Only a published campaign takes donations (an unpublished one is withdrawn, issue 14).
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.published, true)));
  return row;
}

export const listSevasOf = (db: Db, campaignId: string) =>
  db.select().from(campaignSevas).where(eq(campaignSevas.campaignId, campaignId)).orderBy(asc(campaignSevas.sort));

// ─── Donations ──────────────────────────────────────────────────────────────

const rows = payableRows('donation', donations, {
  record: 'donation',
  lines: { table: donationSevas, by: 'donationId', as: 'sevas' },
});

export const {
  find: findDonation,
  insert: insertDonation,
  update: updateDonation,
  payPayable,
  markUnpaid,
  findOwner,
  idsBelongingTo,
} = rows;

/**
 * The next receipt counter of a financial year, inside the paying transaction: the counter row
 * is created at 1 or incremented, and stays locked until commit, so concurrent payments queue
 * for it and a rolled-back payment gives its number back (gap-free, unlike a SEQUENCE).
 */
export async function takeReceiptCounter(db: Db, financialYear: string): Promise<number> {
  const [row] = await db
    .insert(donationReceiptCounters)
    .values({ financialYear, nextNumber: 2 })
    .onConflictDoUpdate({
      target: donationReceiptCounters.financialYear,
      set: { nextNumber: sql`${donationReceiptCounters.nextNumber} + 1` },
    })
    .returning({ taken: sql<number>`${donationReceiptCounters.nextNumber} - 1` });
  if (!row) throw new Error(`no receipt counter for ${financialYear}`);
  return Number(row.taken);
}

/** The paid amount joins the campaign's raised total, and the donor its count. */
export async function addToCampaign(db: Db, campaignId: string, amountPaise: number): Promise<void> {
  await db
    .update(campaigns)
    .set({
      raisedPaise: sql`${campaigns.raisedPaise} + ${amountPaise}`,
      participants: sql`${campaigns.participants} + 1`,
    })
    .where(eq(campaigns.id, campaignId));
}

/**
 * How a payment was made (upi, card, netbanking, wallet) when this system knows it: the sandbox
 * records it with its payments; for Razorpay payments the receipt says 'Online'.
 */
export async function paymentMethodOf(db: Db, providerPaymentId: string): Promise<string | null> {
  const [row] = await db
    .select({ method: sandboxPayments.method })
    .from(sandboxPayments)
    .where(eq(sandboxPayments.id, providerPaymentId));
  return row?.method ?? null;
}

// ─── Everything a donation view or receipt needs, in two queries ────────────

export type DonationBundle = OrderState & {
  donation: DonationRow;
  campaign: CampaignRow;
  sevas: DonationSevaRow[];
};

export const loadBundles = (db: Db, ids: string[]): Promise<DonationBundle[]> =>
  rows.bundles(db, ids, (valid) =>
    db
      .select({ donation: donations, campaign: campaigns, ...rows.orderState() })
      .from(donations)
      .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
      .where(inArray(donations.id, valid)),
  );

/**
 * What a reader in `lang` needs beyond the bundles to see their catalog names translated (issue
 * 13): the sevas they chose, in one query for the whole list. Undefined for English, which reads
 * the donations' own copies and needs nothing more.
 */
export type ReaderTexts = { lang: Language; sevas: ReadonlyMap<string, SevaRow> };

export async function readerTexts(
  db: Db,
  bundles: DonationBundle[],
  lang: Language | undefined,
): Promise<ReaderTexts | undefined> {
  if (!lang || lang === 'en') return undefined;
  const ids = [...new Set(bundles.flatMap((b) => b.sevas.map((s) => s.sevaId)))];
  const rows = ids.length > 0 ? await db.select().from(campaignSevas).where(inArray(campaignSevas.id, ids)) : [];
  return { lang, sevas: new Map(rows.map((r) => [r.id, r])) };
}
