import type { SankalpFormValues } from './sankalp-form';
import type { ChadhavaSelection } from './selection';

/**
 * The booking in progress, kept per tab in sessionStorage under one key per puja slug, so a
 * refresh (or a phone that reloads the tab) at any step loses nothing. Cleared once a payment is
 * verified. Never holds anything the server must vouch for: totals and statuses are re-read.
 */
export type BookingDraft = {
  v: 1;
  packageId?: string;
  sankalp?: { id: string; form: SankalpFormValues; packageId: string };
  /** The sankalp form while it is being filled in (before it is saved). */
  form?: SankalpFormValues;
  selection?: ChadhavaSelection;
  /** The pending booking and its order, so a retry after Fail/Close reuses them (one order per booking). */
  booking?: DraftBooking;
  savedAt: number;
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

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const DRAFT_PREFIX = 'sankalp:puja-draft:';
/** A draft older than this is ignored (a new visit starts afresh). */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const draftKey = (slug: string) => `${DRAFT_PREFIX}${slug.toLowerCase()}`;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stored draft of this puja, or an empty one (unreadable, old or foreign data is dropped). */
export function loadDraft(storage: DraftStorage | null, slug: string, now = Date.now()): BookingDraft {
  const empty: BookingDraft = { v: 1, savedAt: now };
  if (!storage) return empty;
  let raw: string | null;
  try {
    raw = storage.getItem(draftKey(slug));
  } catch {
    return empty;
  }
  if (!raw) return empty;
  try {
    const d: unknown = JSON.parse(raw);
    if (!isObject(d) || d.v !== 1 || typeof d.savedAt !== 'number' || now - d.savedAt > DRAFT_MAX_AGE_MS) {
      storage.removeItem(draftKey(slug));
      return empty;
    }
    const draft: BookingDraft = { v: 1, savedAt: d.savedAt };
    if (typeof d.packageId === 'string') draft.packageId = d.packageId;
    if (isObject(d.form)) draft.form = d.form as SankalpFormValues;
    if (isObject(d.sankalp) && typeof d.sankalp.id === 'string' && isObject(d.sankalp.form))
      draft.sankalp = d.sankalp as BookingDraft['sankalp'];
    if (isObject(d.selection) && isObject(d.selection.items)) draft.selection = d.selection as ChadhavaSelection;
    if (isObject(d.booking) && typeof d.booking.id === 'string' && isObject(d.booking.order))
      draft.booking = d.booking as DraftBooking;
    return draft;
  } catch {
    storage.removeItem(draftKey(slug));
    return empty;
  }
}

/** Merges `patch` into the stored draft (a key set to undefined is removed). Storage failures are ignored. */
export function saveDraft(
  storage: DraftStorage | null,
  slug: string,
  patch: Partial<Omit<BookingDraft, 'v' | 'savedAt'>>,
  now = Date.now(),
): BookingDraft {
  const next: BookingDraft = { ...loadDraft(storage, slug, now), ...patch, v: 1, savedAt: now };
  try {
    storage?.setItem(draftKey(slug), JSON.stringify(next));
  } catch {
    /* full or disabled storage: the draft lasts this page only */
  }
  return next;
}

export function clearDraft(storage: DraftStorage | null, slug: string): void {
  try {
    storage?.removeItem(draftKey(slug));
  } catch {
    /* nothing to clear */
  }
}

/** window.sessionStorage, or null where it is unavailable. */
export function sessionDraftStorage(): DraftStorage | null {
  try {
    return typeof window !== 'undefined' && window.sessionStorage ? window.sessionStorage : null;
  } catch {
    return null;
  }
}
