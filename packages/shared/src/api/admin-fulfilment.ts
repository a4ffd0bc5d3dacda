/**
 * The console's fulfilment board (issue 10): GET /admin/fulfilment (one row per promise),
 * GET /admin/fulfilment/pujas (pujas grouped by puja and date), and the actions that keep promises
 * (performed, video, parcel steps, consultation outcome, 80G certificate). Amounts are rupees.
 */
import type { PromiseStatus, PromiseType } from '../promises';

/** The parcel steps of the board, in order (aashirwad_box, dispatch and delivery promises). */
export const PARCEL_STEPS = ['packed', 'shipped', 'out_for_delivery', 'delivered'] as const;
export type ParcelStep = (typeof PARCEL_STEPS)[number];

/** The promise types a parcel step acts on. */
export const PARCEL_TYPES = ['aashirwad_box', 'dispatch', 'delivery'] as const satisfies readonly PromiseType[];

/** Promise types the puja actions act on (performed; video and photos). */
export const PUJA_TYPES = ['puja_performed', 'puja_video'] as const satisfies readonly PromiseType[];

export const CONSULTATION_OUTCOMES = ['completed', 'no_show'] as const;
export type ConsultationOutcome = (typeof CONSULTATION_OUTCOMES)[number];

/** Largest puja video accepted (bytes): streamed to storage, never held in memory. */
export const VIDEO_MAX_BYTES = 2 * 1024 * 1024 * 1024;

/** The evidence of a promise as the console sees it (videoUrl signed like the devotee's). */
export type BoardEvidence = {
  videoId?: string;
  videoUrl?: string;
  posterUrl?: string;
  videoLink?: string;
  photoUrls?: string[];
  packedAt?: string;
  shippedAt?: string;
  outForDeliveryAt?: string;
  deliveredAt?: string;
  courier?: string;
  trackingNumber?: string;
  documentUrl?: string;
  outcome?: ConsultationOutcome;
  note?: string;
};

export type BoardAddress = {
  addressLine1: string;
  addressLine2?: string;
  city: string;
  pincode: number | string;
  state: string;
  country: string;
};

/** One promise on the board, with what the team needs to keep it. */
export type BoardItem = {
  id: string;
  type: PromiseType;
  /** The paid record's payable kind (puja_booking, product_order …) and id. */
  kind: string;
  refId: string;
  reference: string;
  name: string;
  phone: string;
  /** The puja, event, campaign, products or pandit and service. */
  title: string;
  temple: { id: string; name: string } | null;
  dueAt: string;
  status: PromiseStatus;
  keptAt: string | null;
  evidence: BoardEvidence;
  /** Pujas and chadhava: the puja (or event) and its IST date, shared by all its devotees. */
  group: { key: string; date: string; at: string } | null;
  /** Where a parcel goes (Aashirwad Box, store order, prasad order); null when nothing is shipped. */
  address: BoardAddress | null;
  /** What the record was paid (the no-show refund's suggestion). */
  amount: number;
};

/** data of GET /admin/fulfilment. */
export type BoardPage = { items: BoardItem[]; nextCursor: string | null };

/** One puja (or chadhava event) on one IST date, with its devotees' promises. */
export type PujaGroup = {
  /** `<kind>:<puja or event id>:<YYYY-MM-DD>`: the `group` of the actions and of the board filter. */
  key: string;
  kind: string;
  title: string;
  temple: { id: string; name: string } | null;
  date: string;
  at: string;
  /** Paid records (devotees) of the group on the board. */
  devotees: number;
  /** Open promises (overdue included) per type. */
  open: Partial<Record<PromiseType, number>>;
  overdue: number;
  /** The earliest due date among its open promises; null when all are kept. */
  nextDueAt: string | null;
};

/** data of GET /admin/fulfilment/pujas. */
export type PujaGroupPage = { groups: PujaGroup[]; nextCursor: string | null };

/** data of POST /admin/fulfilment/videos. */
export type UploadedVideo = { id: string; contentType: 'video/mp4' | 'video/webm'; bytes: number; url: string };

/** data of every action: promises kept and promises given evidence. */
export type FulfilmentActionResult = {
  kept: number;
  updated: number;
  /** A consultation's no-show: the full paid amount, for the refund dialog. */
  suggestRefund?: { amount: number };
};
