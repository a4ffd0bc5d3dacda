import { createSessionDraft, sessionStorageOrNull, type DraftStorage } from '../../../lib/session-draft';
import type { SankalpFormValues } from './sankalp-form';
import type { ChadhavaSelection } from './selection';

export type { DraftStorage };

/**
 * The puja booking in progress, kept per tab (lib/session-draft) under one key per puja slug, so
 * a refresh at any step loses nothing. Cleared once a payment is verified.
 */
export type BookingDraft = {
  packageId?: string;
  sankalp?: { id: string; form: SankalpFormValues; packageId: string };
  /** The sankalp form while it is being filled in (before it is saved). */
  form?: SankalpFormValues;
  selection?: ChadhavaSelection;
  /** The pending booking and its order, so a retry after Fail/Close reuses them (one order per booking). */
  booking?: DraftBooking;
};

export type DraftBooking = {
  id: string;
  sankalpId: string;
  packageId: string;
  /** selectionKey() of the chadhava it was created or last updated with. */
  key: string;
  order: { id: string; amount: number; currency: string };
  amount: number;
  keyId: string;
};

export const DRAFT_PREFIX = 'sankalp:puja-draft:';
/** A draft older than this is ignored (a new visit starts afresh). */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const draftKey = (slug: string) => `${DRAFT_PREFIX}${slug.toLowerCase()}`;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keeps the parts of a stored draft that look right; a malformed part is left out. */
export function validateBookingDraft(d: unknown): BookingDraft | null {
  if (!isObject(d)) return null;
  const draft: BookingDraft = {};
  if (typeof d.packageId === 'string') draft.packageId = d.packageId;
  if (isObject(d.form)) draft.form = d.form as SankalpFormValues;
  if (isObject(d.sankalp) && typeof d.sankalp.id === 'string' && isObject(d.sankalp.form))
    draft.sankalp = d.sankalp as BookingDraft['sankalp'];
  if (isObject(d.selection) && isObject(d.selection.items)) draft.selection = d.selection as ChadhavaSelection;
  if (isObject(d.booking) && typeof d.booking.id === 'string' && isObject(d.booking.order))
    draft.booking = d.booking as DraftBooking;
  return draft;
}

const pujaDraft = (storage: DraftStorage | null, slug: string) =>
  createSessionDraft<BookingDraft>(draftKey(slug), { maxAgeMs: DRAFT_MAX_AGE_MS, validate: validateBookingDraft, storage });

/** The stored draft of this puja, or an empty one (unreadable, old or foreign data is dropped). */
export const loadDraft = (storage: DraftStorage | null, slug: string, now = Date.now()): BookingDraft =>
  pujaDraft(storage, slug).load(now) ?? {};

/** Merges `patch` into the stored draft (a key set to undefined is removed). Storage failures are ignored. */
export const saveDraft = (storage: DraftStorage | null, slug: string, patch: Partial<BookingDraft>, now = Date.now()): BookingDraft =>
  pujaDraft(storage, slug).save(patch, now);

export const clearDraft = (storage: DraftStorage | null, slug: string): void => pujaDraft(storage, slug).clear();

/** window.sessionStorage, or null where it is unavailable. */
export const sessionDraftStorage = sessionStorageOrNull;
