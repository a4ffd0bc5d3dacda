import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ApprovalKind } from '@sankalp/shared/api/admin-approval';
import type { Db } from '../../db/client';
import { eventTerms, listingApprovals, pujaTerms, standingApproval } from '../../db/schema/approvals';
import { chadhavaEvents, pujas, temples } from '../../db/schema/catalog';
import { userRoles } from '../../db/schema/staff';

// Listing approvals (issue 14, B9). Whether an approval stands is decided by the database
// (db/schema/approvals.ts): the newest approval whose terms fingerprint equals the listing's
// current one. Every read here is one statement, whatever the number of listings.

export type ListingRow = {
  kind: ApprovalKind;
  id: string;
  title: string;
  templeId: string;
  templeName: string;
  /** The fingerprint of the listing's current terms. */
  terms: string;
  /** Rupee-less: paise (a puja's lowest package, an event's base price). */
  pricePaise: number | null;
  date: Date;
  approvedAt: Date | null;
  note: string | null;
  /** Some approval was recorded for it, whatever its terms. */
  everApproved: boolean;
};

const everApproved = (kind: ApprovalKind, id: AnyColumn) =>
  sql<boolean>`exists (select 1 from ${listingApprovals} where ${listingApprovals.kind} = ${kind} and ${listingApprovals.listingId} = ${id})`;

function pujaListings(db: Db, where: SQL | undefined) {
  const a = standingApproval(db, 'puja');
  return db
    .select({
      kind: sql<ApprovalKind>`'puja'`,
      id: pujas.id,
      title: pujas.title,
      templeId: pujas.templeId,
      templeName: temples.name,
      terms: pujaTerms(),
      pricePaise: sql<
        number | null
      >`(select min(pp.price_paise) from puja_packages pp where pp.puja_id = ${pujas.id})`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
      date: pujas.startTime,
      approvedAt: a.approvedAt,
      note: a.note,
      everApproved: everApproved('puja', pujas.id),
    })
    .from(pujas)
    .innerJoin(temples, eq(temples.id, pujas.templeId))
    .leftJoinLateral(a, sql`true`)
    .where(where)
    .orderBy(asc(pujas.startTime), asc(pujas.id));
}

function eventListings(db: Db, where: SQL | undefined) {
  const a = standingApproval(db, 'event');
  return db
    .select({
      kind: sql<ApprovalKind>`'event'`,
      id: chadhavaEvents.id,
      title: chadhavaEvents.name,
      templeId: chadhavaEvents.templeId,
      templeName: temples.name,
      terms: eventTerms(),
      pricePaise: chadhavaEvents.basePricePaise,
      date: chadhavaEvents.date,
      approvedAt: a.approvedAt,
      note: a.note,
      everApproved: everApproved('event', chadhavaEvents.id),
    })
    .from(chadhavaEvents)
    .innerJoin(temples, eq(temples.id, chadhavaEvents.templeId))
    .leftJoinLateral(a, sql`true`)
    .where(where)
    .orderBy(asc(chadhavaEvents.date), asc(chadhavaEvents.id));
}

/** One puja or event with its current terms and standing approval; undefined when there is none. */
export async function findListing(db: Db, kind: ApprovalKind, id: string): Promise<ListingRow | undefined> {
  const rows =
    kind === 'puja' ? await pujaListings(db, eq(pujas.id, id)) : await eventListings(db, eq(chadhavaEvents.id, id));
  return rows[0];
}

/** Just the temple of a listing (the scope check of the approval routes). */
export async function templeOfListing(db: Db, kind: ApprovalKind, id: string): Promise<string | undefined> {
  const t = kind === 'puja' ? pujas : chadhavaEvents;
  const [row] = await db.select({ templeId: t.templeId }).from(t).where(eq(t.id, id));
  return row?.templeId;
}

/** Every puja and event (of these temples, when given), in two statements. */
export async function listListings(db: Db, templeIds: string[] | null): Promise<ListingRow[]> {
  if (templeIds && templeIds.length === 0) return [];
  const [p, e] = await Promise.all([
    pujaListings(db, templeIds ? inArray(pujas.templeId, templeIds) : undefined),
    eventListings(db, templeIds ? inArray(chadhavaEvents.templeId, templeIds) : undefined),
  ]);
  return [...p, ...e];
}

/** Whether the listing's current terms are approved (false for an unknown listing). */
export async function isApproved(db: Db, kind: ApprovalKind, id: string): Promise<boolean> {
  const t = kind === 'puja' ? pujas : chadhavaEvents;
  const a = standingApproval(db, kind);
  const [row] = await db
    .select({ approvedAt: a.approvedAt })
    .from(t)
    .leftJoinLateral(a, sql`true`)
    .where(eq(t.id, id));
  return !!row?.approvedAt;
}

/** Whether any account holds the temple_staff role for this temple. */
export async function templeHasStaff(db: Db, templeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.role, 'temple_staff'), eq(userRoles.templeId, templeId)))
    .limit(1);
  return !!row;
}

/** The temple_staff accounts of these temples (the seed approves as them where there are some). */
export async function staffOfTemples(db: Db, templeIds: string[]) {
  if (templeIds.length === 0) return [];
  return db
    .select({ userId: userRoles.userId, templeId: userRoles.templeId })
    .from(userRoles)
    .where(and(eq(userRoles.role, 'temple_staff'), inArray(userRoles.templeId, templeIds)))
    .orderBy(asc(userRoles.createdAt), asc(userRoles.role), asc(userRoles.id));
}

export type NewApproval = typeof listingApprovals.$inferInsert;

export async function insertApprovals(db: Db, rows: NewApproval[]) {
  if (rows.length === 0) return [];
  return db.insert(listingApprovals).values(rows).returning();
}
