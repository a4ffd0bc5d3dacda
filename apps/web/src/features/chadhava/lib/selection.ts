import type { ReactNode } from 'react';
import type { ChadhavaEvent, EventOffering } from '@sankalp/shared/api/catalog';
import { MIN_CHADHAVA_BOOKING_AMOUNT } from '@sankalp/shared/constants';
import { eventTotal, lineTotal } from '@sankalp/shared/pricing';
// From the constants, not the booking's schema: the event pages would load zod for one number.
import { CHADHAVA_OFFERING_QUANTITY_MAX } from '@sankalp/shared/constants';
import { eventBookingError, slotsLeft, type DateInput, type EventLike } from '@sankalp/shared/timing';
import type { BillLine } from '../../../components/ui/Bill';
import { localizeMessage } from '../../../lib/i18n/index';
import { currentLanguage } from '../../../lib/i18n/index';
import { chadhavaT } from '../i18n';

/** Offering id → quantity (always a whole number ≥ 1; an offering at 0 is not in the map). */
export type Selection = Readonly<Record<string, number>>;

/** The event page's own messages, in the reader's language (English: the spec's words). */
export const OFFERING_MESSAGES = {
  get none() {
    return chadhavaT('offerings.pickOne');
  },
  get invalidQuantity() {
    return chadhavaT('offerings.invalidQuantity');
  },
  get noSlots() {
    return chadhavaT('offerings.noSlots');
  },
};

/** Add sets the quantity to 1. */
export const addOffering = (sel: Selection, id: string): Selection => ({ ...sel, [id]: 1 });

/** Plus and minus; reaching 0 removes the offering; plus stops at the most one booking takes (10). */
export function changeQuantity(sel: Selection, id: string, delta: number): Selection {
  const next = Math.min((sel[id] ?? 0) + delta, CHADHAVA_OFFERING_QUANTITY_MAX);
  const { [id]: _removed, ...rest } = sel;
  return next > 0 ? { ...rest, [id]: next } : rest;
}

/**
 * Places left as the server counts them (`availableSlots`: participants and the slots held by
 * bookings being paid), else from the participant figures; null when the event has no limit.
 */
export function serverSlotsLeft(event: EventLike & { availableSlots?: number | null }): number | null {
  return typeof event.availableSlots === 'number' && Number.isFinite(event.availableSlots)
    ? Math.max(0, event.availableSlots)
    : slotsLeft(event);
}

export type SelectedLine = { offering: EventOffering; quantity: number; subtotal: number };

/** The selected offerings in the event's order, with their subtotals. */
export function selectedLines(offerings: readonly EventOffering[], sel: Selection): SelectedLine[] {
  return offerings
    .filter((o) => (sel[o._id] ?? 0) > 0)
    .map((o) => {
      const quantity = sel[o._id] ?? 0;
      return { offering: o, quantity, subtotal: lineTotal(o.price, quantity) };
    });
}

/** Event base price + Σ offering price × quantity. */
export const selectionTotal = (event: Pick<ChadhavaEvent, 'basePrice' | 'offerings'>, sel: Selection): number =>
  eventTotal(
    event.basePrice,
    selectedLines(event.offerings, sel).map((l) => ({ price: l.offering.price, quantity: l.quantity })),
  );

/** The bill's rows: the event's base price (when it has one), then each offering × its quantity. */
export const billLines = (
  basePrice: number,
  lines: readonly SelectedLine[],
  baseLabel: ReactNode = chadhavaT('summary.basePrice'),
): BillLine[] => [
  ...(basePrice > 0 ? [{ label: baseLabel, amount: basePrice }] : []),
  ...lines.map((l) => ({ label: l.offering.name, detail: `× ${l.quantity}`, amount: l.subtotal })),
];

/** '3 offerings' beside the total on phones; nothing while none is chosen. */
export function offeringsCaption(lines: readonly SelectedLine[]): string | undefined {
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  return count > 0 ? chadhavaT('offerings.caption', { count }) : undefined;
}

export type SelectionErrors = { general: string | null; offerings: string | null };

/**
 * The spec's event page messages (part 2 § 5): `general` is about the event itself
 * (passed, inactive, full, no slots …), `offerings` about what was picked.
 */
export function validateEventSelection(
  event: (Partial<ChadhavaEvent> & { offerings?: EventOffering[] }) | null | undefined,
  sel: Selection,
  now: DateInput,
): SelectionErrors {
  // The shared rule's words are English; shown here in the reader's language.
  const shared = eventBookingError(event, now);
  let general = shared && localizeMessage(shared, currentLanguage());
  // No slot left as the server counts them (the rest are held by devotees paying right now).
  if (!general && event && serverSlotsLeft(event as EventLike) === 0) general = OFFERING_MESSAGES.noSlots;

  const known = new Set((event?.offerings ?? []).map((o) => o._id));
  const entries = Object.entries(sel);
  let offerings: string | null = null;
  if (entries.length === 0) offerings = OFFERING_MESSAGES.none;
  else if (entries.some(([id, q]) => !known.has(id) || !Number.isInteger(q) || q < 1))
    offerings = OFFERING_MESSAGES.invalidQuantity;
  return { general, offerings };
}

export const hasErrors = (e: SelectionErrors) => e.general !== null || e.offerings !== null;

/** Proceed is disabled when errors exist after the first interaction, or when the total is 0 or less. */
export const canProceed = (errors: SelectionErrors, touched: boolean, total: number) =>
  !(touched && hasErrors(errors)) && total > MIN_CHADHAVA_BOOKING_AMOUNT;

/** Keeps only known offerings with whole quantities ≥ 1 (a stored draft may be stale). */
export function cleanSelection(raw: unknown, offerings: readonly EventOffering[]): Selection {
  if (!raw || typeof raw !== 'object') return {};
  const known = new Set(offerings.map((o) => o._id));
  const out: Record<string, number> = {};
  for (const [id, q] of Object.entries(raw as Record<string, unknown>)) {
    if (known.has(id) && typeof q === 'number' && Number.isInteger(q) && q >= 1 && q <= CHADHAVA_OFFERING_QUANTITY_MAX)
      out[id] = q;
  }
  return out;
}
