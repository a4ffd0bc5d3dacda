/**
 * The console's refunds, payments review queue and settings (issue 14). Amounts are rupees;
 * dates ISO strings. Every answer is `{ success, message, data }`.
 */
import type { PayableKind } from './payments';

/** A refund's life: asked of the provider (`pending`), then `processed` or `failed` as it reports. */
export type RefundStatus = 'pending' | 'processed' | 'failed';

/** The refund tier that suggests an amount (packages/shared/src/refund-tiers.ts). */
export type RefundTier = { percent: number; reason: string };

/** data of GET /admin/refunds/suggestion?kind=&id= */
export type RefundSuggestion = {
  /** Money received for the record (every captured payment). */
  paid: number;
  /** Refunds processed so far. */
  refunded: number;
  /** What may still be refunded: paid − processed − pending refunds. */
  refundable: number;
  /** The tier's share of the paid amount, never above `refundable`. */
  suggested: number;
  tier: RefundTier;
  /** The caller's own limit for one refund; null = unlimited (admin). */
  limit: number | null;
};

/** Body of POST /admin/refunds (amount in rupees, at most two decimals). */
export type RefundRequest = { kind: PayableKind; id: string; amount: number; reason?: string };

/** data of POST /admin/refunds (201). */
export type RefundCreated = { refund: { id: string; status: RefundStatus; amount: number } };

/** One order of GET /admin/payments/review. */
export type ReviewItem = {
  orderId: string;
  kind: PayableKind;
  refId: string;
  /** The record's human reference (SNK-…), null when it has none. */
  reference: string | null;
  /** The order's amount. */
  amount: number;
  /** Money received on the order (captured payments). */
  paidAmount: number;
  /** Why it was flagged (the server's words). */
  reason: string;
  /** The code the devotee was told (order_replaced, already_paid, …), null for an amount mismatch. */
  reviewCode: string | null;
  createdAt: string;
};

/** data of GET /admin/payments/review */
export type ReviewQueue = { items: ReviewItem[]; total: number };

/** Body of POST /admin/payments/{orderId}/resolve */
export type ResolveRequest = { action: 'accept' | 'dismiss'; note: string };

/** The order as resolved (data.order of POST /admin/payments/{orderId}/resolve). */
export type ResolvedOrder = {
  orderId: string;
  kind: PayableKind;
  refId: string;
  status: 'pending' | 'paid' | 'failed' | 'expired';
  needsReview: boolean;
  flaggedReason: string | null;
  resolution: { action: 'accept' | 'dismiss'; note: string; resolvedAt: string; resolvedBy: string };
};

/** data of GET /admin/settings; body of PUT /admin/settings (admin only). */
export type AdminSettings = { operatorRefundLimit: number };
