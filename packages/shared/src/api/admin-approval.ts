/**
 * Temple approval of listings (issue 14, B9): a puja or chadhava event is bookable only while its
 * temple's approval of its current terms (prices, dates) stands. The public reads carry
 * `approval` (ListingApproval, in api/catalog.ts); these are the staff calls' shapes.
 */
import type { ListingApproval } from './catalog';

export type { ListingApproval };

export const APPROVAL_KINDS = ['puja', 'event'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_STATUSES = ['pending', 'approved'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** POST /admin/pujas/{id}/approval and POST /admin/events/{id}/approval (201). */
export type ApprovalRecorded = { approval: ListingApproval };

/** One listing of GET /admin/approvals. */
export type ApprovalItem = {
  kind: ApprovalKind;
  id: string;
  title: string;
  temple: { id: string; name: string };
  /** Rupees: a puja's lowest package price, an event's base price (null: a puja without packages). */
  price: number | null;
  /** ISO: a puja's start, an event's date. */
  date: string | null;
  /** The approval of the current terms, or null (awaiting the temple). */
  approval: ListingApproval | null;
  /** Approved once, but its price or date changed since: it awaits a new approval. */
  changedSinceApproval: boolean;
};

/** GET /admin/approvals?status=pending|approved. */
export type ApprovalList = { items: ApprovalItem[]; total: number };
