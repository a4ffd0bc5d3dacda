import type { EventOffering } from '@sankalp/shared/api/catalog';
import { createSessionDraft, type DraftStorage } from '../../../lib/session-draft';
import { cleanDonorForm, type DonorForm } from './donor-form';
import { cleanSelection, type Selection } from './selection';

/**
 * One event's chadhava in progress, kept per tab (lib/session-draft) so a refresh of the event
 * page or the checkout loses nothing (URL first): the offerings picked, the donor form, and the
 * pending booking with its order (a retry after Fail or Close reopens it rather than holding a
 * second slot).
 */
export type ChadhavaDraft = {
  selection?: Selection;
  donor?: DonorForm;
  booking?: DraftChadhavaBooking;
};

export type DraftChadhavaBooking = {
  id: string;
  /** The human reference (SNK-…), shown in the success toast. */
  reference: string;
  /** bookingKey() of what it was made for: anything else needs a new booking. */
  key: string;
  order: { id: string; amount: number; currency: string };
  amount: number;
  keyId: string;
};

export const CHADHAVA_DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const chadhavaDraftKey = (eventId: string) => `sankalp:chadhava-draft:${eventId.toLowerCase()}`;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function cleanBooking(raw: unknown): DraftChadhavaBooking | undefined {
  if (!isObject(raw) || !isObject(raw.order)) return undefined;
  const { id, key, amount, keyId, order, reference } = raw;
  if (typeof id !== 'string' || typeof key !== 'string' || typeof amount !== 'number' || typeof keyId !== 'string') return undefined;
  if (typeof order.id !== 'string' || typeof order.amount !== 'number' || typeof order.currency !== 'string') return undefined;
  return {
    id,
    reference: typeof reference === 'string' ? reference : '',
    key,
    amount,
    keyId,
    order: { id: order.id, amount: order.amount, currency: order.currency },
  };
}

/** A stored draft made safe against the event as it is now (offerings gone or changed are dropped). */
export function validateChadhavaDraft(raw: unknown, offerings: readonly EventOffering[]): ChadhavaDraft | null {
  if (!isObject(raw)) return null;
  const draft: ChadhavaDraft = {};
  const selection = cleanSelection(raw.selection, offerings);
  if (Object.keys(selection).length > 0) draft.selection = selection;
  const donor = cleanDonorForm(raw.donor);
  if (donor) draft.donor = donor;
  const booking = cleanBooking(raw.booking);
  if (booking) draft.booking = booking;
  return draft;
}

export const chadhavaDraft = (eventId: string, offerings: readonly EventOffering[], storage?: DraftStorage | null) =>
  createSessionDraft<ChadhavaDraft>(chadhavaDraftKey(eventId), {
    maxAgeMs: CHADHAVA_DRAFT_MAX_AGE_MS,
    validate: (raw) => validateChadhavaDraft(raw, offerings),
    storage,
  });

/** The offerings picked for an event (empty when none or unreadable). */
export const loadSelection = (eventId: string, offerings: readonly EventOffering[]): Selection =>
  chadhavaDraft(eventId, offerings).load()?.selection ?? {};

export function saveSelection(eventId: string, offerings: readonly EventOffering[], sel: Selection) {
  chadhavaDraft(eventId, offerings).save({ selection: Object.keys(sel).length > 0 ? sel : undefined });
}
