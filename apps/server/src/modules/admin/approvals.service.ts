import type { FastifyRequest } from 'fastify';
import type {
  ApprovalItem,
  ApprovalKind,
  ApprovalList,
  ApprovalRecorded,
  ApprovalStatus,
} from '@sankalp/shared/api/admin-approval';
import { toRupees } from '@sankalp/shared/money';
import { APPROVAL_REASON_REQUIRED, type approvalBodySchema } from '@sankalp/shared/schemas/admin-approval';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { currentUser, staffScope } from '../auth/auth.guards';
import { invalidateCatalogCache } from '../catalog/catalog.service';
import * as repo from './approvals.repository';
import { audit } from './audit';

// Temple approval of pujas and chadhava events (issue 14, B9): who may approve, the approval
// with its audit row, the list of listings by approval state, and the check bookings make.

type Ctx = Pick<AppContext, 'db' | 'now'>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const NOUN: Record<ApprovalKind, string> = { puja: 'Puja', event: 'Event' };

/** The devotee's answer when booking a listing its temple has not approved (as it stands). */
export const LISTING_UNAPPROVED: Record<ApprovalKind, string> = {
  puja: 'This puja awaits its temple’s confirmation and cannot be booked yet. Please check again soon.',
  event: 'This event awaits its temple’s confirmation and cannot be booked yet. Please check again soon.',
};

export const TEMPLE_HAS_STAFF =
  'This temple has its own staff account: its staff approve its listings, not an admin on its behalf';

/** 409 listing_unapproved unless the listing's current terms carry its temple's approval. */
export async function assertApproved(ctx: Pick<AppContext, 'db'>, kind: ApprovalKind, id: string): Promise<void> {
  if (!(await repo.isApproved(ctx.db, kind, id)))
    throw conflict(LISTING_UNAPPROVED[kind], undefined, 'listing_unapproved');
}

/** The scope of /admin/{pujas|events}/{id}/approval: the listing's temple (a malformed or unknown id reaches nothing). */
export const listingScope = (ctx: Ctx, kind: ApprovalKind) => async (req: FastifyRequest) => {
  const id = (req.params as { id?: string }).id;
  if (!id || !UUID.test(id)) return null;
  const templeId = await repo.templeOfListing(ctx.db, kind, id.toLowerCase());
  return templeId ? { templeId } : null;
};

/**
 * POST /admin/{pujas|events}/{id}/approval: the temple's staff approve their listing (with an
 * optional note devotees see); an admin may approve only for a temple that has no staff account
 * yet, and must say why. Appends the approval and its audit row in one transaction.
 */
export async function approve(
  ctx: Ctx,
  req: FastifyRequest,
  kind: ApprovalKind,
  id: string,
  body: z.output<typeof approvalBodySchema>,
): Promise<ApprovalRecorded> {
  const user = currentUser(req);
  const listing = await repo.findListing(ctx.db, kind, id);
  if (!listing) throw notFound(`${NOUN[kind]} not found`);
  const asStaff = user.roles.some((g) => g.role === 'temple_staff' && g.templeId === listing.templeId);
  if (!asStaff) {
    if (!user.roles.some((g) => g.role === 'admin')) throw forbidden();
    if (await repo.templeHasStaff(ctx.db, listing.templeId))
      throw conflict(TEMPLE_HAS_STAFF, undefined, 'temple_has_staff');
    if (!body.reason) throw fieldError('reason', APPROVAL_REASON_REQUIRED);
  }
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const rows = await repo.insertApprovals(tx, [
      {
        kind,
        listingId: listing.id,
        templeId: listing.templeId,
        approvedBy: user.id,
        approvedByRole: asStaff ? 'temple_staff' : 'admin',
        approvedAt: now,
        note: body.note ?? null,
        reason: asStaff ? null : (body.reason ?? null),
        terms: listing.terms,
      },
    ]);
    const r = rows[0]!;
    await audit({ ...ctx, db: tx }, req, {
      action: `${kind}.approve`,
      object: { type: kind, id: listing.id },
      before: {
        approval: listing.approvedAt ? { approvedAt: listing.approvedAt.toISOString(), note: listing.note } : null,
        changedSinceApproval: listing.everApproved && !listing.approvedAt,
      },
      after: {
        approval: { id: r.id, approvedAt: now.toISOString(), note: r.note, reason: r.reason, role: r.approvedByRole },
        terms: {
          fingerprint: listing.terms,
          price: listing.pricePaise === null ? null : toRupees(listing.pricePaise),
          date: listing.date.toISOString(),
        },
      },
    });
    return r;
  });
  // The public reads (and the cached puja list) show the approval at once.
  invalidateCatalogCache(ctx.db);
  return { approval: { temple: listing.templeName, approvedAt: now.toISOString(), note: row.note } };
}

const toItem = (r: repo.ListingRow): ApprovalItem => ({
  kind: r.kind,
  id: r.id,
  title: r.title,
  temple: { id: r.templeId, name: r.templeName },
  price: r.pricePaise === null ? null : toRupees(r.pricePaise),
  date: r.date.toISOString(),
  approval: r.approvedAt ? { temple: r.templeName, approvedAt: r.approvedAt.toISOString(), note: r.note } : null,
  changedSinceApproval: r.everApproved && !r.approvedAt,
});

/** GET /admin/approvals: every puja and event in the caller's reach, awaiting approval first. */
export async function list(ctx: Ctx, req: FastifyRequest, status: ApprovalStatus | undefined): Promise<ApprovalList> {
  const scope = staffScope(req, ['admin', 'operator', 'temple_staff']);
  const rows = await repo.listListings(ctx.db, scope.everything ? null : scope.templeIds);
  const items = rows
    .map(toItem)
    .filter((i) => !status || (status === 'approved') === (i.approval !== null))
    .sort((a, b) => Number(a.approval !== null) - Number(b.approval !== null));
  return { items, total: items.length };
}

/**
 * The demo's temple staff account was just made: its temple's listings that stand approved (by
 * the seed) are approved again in its name, so the demo shows a temple's own approval. A listing
 * left awaiting approval stays so. Audited as the start-up's ('demo-seed').
 */
export async function approveAsDemoStaff(ctx: Ctx, userId: string, templeId: string): Promise<number> {
  const approved = (await repo.listListings(ctx.db, [templeId])).filter((l) => l.approvedAt);
  const now = ctx.now();
  const made = await ctx.db.transaction(async (tx) => {
    const rows = await repo.insertApprovals(
      tx,
      approved.map((l) => ({
        kind: l.kind,
        listingId: l.id,
        templeId,
        approvedBy: userId,
        approvedByRole: 'temple_staff',
        approvedAt: now,
        note: l.note,
        terms: l.terms,
      })),
    );
    for (const r of rows)
      await audit(
        { ...ctx, db: tx },
        { label: 'demo-seed' },
        {
          action: `${r.kind}.approve`,
          object: { type: r.kind, id: r.listingId },
          after: {
            approval: {
              id: r.id,
              approvedAt: now.toISOString(),
              note: r.note,
              role: r.approvedByRole,
              approvedBy: userId,
            },
          },
        },
      );
    return rows.length;
  });
  invalidateCatalogCache(ctx.db);
  return made;
}
