import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { users } from './accounts';
import { chadhavaEvents, pujas } from './catalog';

/**
 * A temple's approval of a puja's or chadhava event's terms (issue 14, B9). Append-only history:
 * each approval is a new row. `terms` is a fingerprint of what was approved (prices and dates,
 * computed by the database from the listing's rows, see pujaTerms / eventTerms); an approval
 * counts only while the listing's current terms still match it, so any change of price or date,
 * by whatever code path, asks for approval again without anyone having to remember to. The
 * newest matching row wins.
 *
 * `listing_id` carries no foreign key (it names a puja or an event by `kind`); `temple_id` none
 * either, so a demo reset's TRUNCATE … CASCADE of the catalog leaves history alone.
 */
export const listingApprovals = pgTable(
  'listing_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'puja' | 'event'>().notNull(),
    listingId: uuid('listing_id').notNull(),
    templeId: uuid('temple_id').notNull(),
    /** The staff member who approved; null for the demo seed (`approved_by_label` 'demo-seed'). */
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedByLabel: text('approved_by_label'),
    /** The role the approver acted in: temple_staff, or admin (for a temple without staff, with `reason`). */
    approvedByRole: text('approved_by_role').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
    /** The temple's own words, shown to devotees beside the approval. */
    note: text('note'),
    /** Why an admin approved on the temple's behalf. */
    reason: text('reason'),
    terms: text('terms').notNull(),
  },
  (t) => [
    // The one lookup: the newest approvals of a listing (matched on terms after).
    index('listing_approvals_listing_idx').on(t.kind, t.listingId, t.approvedAt),
    index('listing_approvals_temple_idx').on(t.templeId),
    check('listing_approvals_kind_check', sql`${t.kind} in ('puja', 'event')`),
    check('listing_approvals_role_check', sql`${t.approvedByRole} in ('temple_staff', 'admin')`),
  ],
);

/** Prices of a child table's rows for one parent, sorted (order on the page does not matter), as text. */
const prices = (table: string, parentColumn: string, parentId: SQL) =>
  sql`coalesce((select string_agg(c.price_paise::text, ',' order by c.price_paise) from ${sql.identifier(table)} c
    where c.${sql.identifier(parentColumn)} = ${parentId}), '')`;

const ms = (ts: SQL) => sql`(extract(epoch from ${ts}) * 1000)::bigint::text`;

/**
 * The approved terms of a puja, computed from its current rows: start and end, package prices and
 * chadhava item prices. `p` names the pujas table or an alias of it.
 */
export const pujaTerms = (p: { id: SQL; startTime: SQL; endTime: SQL } = pujaCols) =>
  sql<string>`md5(concat_ws('|', 'puja', ${ms(p.startTime)}, ${ms(p.endTime)}, ${prices('puja_packages', 'puja_id', p.id)}, ${prices('puja_chadhava_items', 'puja_id', p.id)}))`;

/** The approved terms of an event: its date, base price and offering prices. */
export const eventTerms = (e: { id: SQL; date: SQL; basePricePaise: SQL } = eventCols) =>
  sql<string>`md5(concat_ws('|', 'event', ${ms(e.date)}, ${e.basePricePaise}::text, ${prices('event_offerings', 'event_id', e.id)}))`;

const pujaCols = { id: sql`${pujas.id}`, startTime: sql`${pujas.startTime}`, endTime: sql`${pujas.endTime}` };
const eventCols = {
  id: sql`${chadhavaEvents.id}`,
  date: sql`${chadhavaEvents.date}`,
  basePricePaise: sql`${chadhavaEvents.basePricePaise}`,
};

/**
 * The standing approval of each puja (or event) of the surrounding query, as a LATERAL subquery
 * to left-join with `sql\`true\``: the newest approval of this listing, at its temple, of its
 * current terms. One statement for a whole list (served by listing_approvals_listing_idx).
 */
export function standingApproval(db: Db, kind: 'puja' | 'event') {
  const listing = kind === 'puja' ? pujas : chadhavaEvents;
  return db
    .select({ approvedAt: listingApprovals.approvedAt, note: listingApprovals.note })
    .from(listingApprovals)
    .where(
      and(
        eq(listingApprovals.kind, kind),
        eq(listingApprovals.listingId, listing.id),
        eq(listingApprovals.templeId, listing.templeId),
        eq(listingApprovals.terms, kind === 'puja' ? pujaTerms() : eventTerms()),
      ),
    )
    .orderBy(desc(listingApprovals.approvedAt), desc(listingApprovals.id))
    .limit(1)
    .as(`${kind}_approval`);
}
