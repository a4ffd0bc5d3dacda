import type { PujaChadhavaItem } from '@sankalp/shared/api/catalog';
import { parseWholeRupees } from '@sankalp/shared/money-input';
import { lineTotal, linesTotal, pujaDisplayTotal } from '@sankalp/shared/pricing';
import type { ChadhavaForPujaInput } from '@sankalp/shared/schemas/pujaBooking';
import type { PujaCheckoutInput } from '@sankalp/shared/schemas/pujaCheckout';

/** The chadhava step's choices (part 2 § 2): include chadhava, items × quantity, dakshina, message. */
export type ChadhavaSelection = {
  included: boolean;
  /** item id → quantity (≥ 1; an item at 0 is removed). */
  items: Record<string, number>;
  /** As typed; whole rupees only (see parseWholeRupees: '501.00' is an error, never ₹50,100). */
  dakshina: string;
  message: string;
};

export const emptySelection = (): ChadhavaSelection => ({ included: false, items: {}, dakshina: '', message: '' });

/** The longest dakshina text kept (₹1,00,00,000 with grouping is 12 characters). */
export const DAKSHINA_MAX_CHARS = 12;

/** Add: quantity 1, and chadhava is included. */
export function addItem(sel: ChadhavaSelection, id: string): ChadhavaSelection {
  return { ...sel, included: true, items: { ...sel.items, [id]: 1 } };
}

/** + / −: minus at 1 removes the item (the stepper shows Add again). */
export function changeItem(sel: ChadhavaSelection, id: string, delta: 1 | -1): ChadhavaSelection {
  const quantity = (sel.items[id] ?? 0) + delta;
  const items = { ...sel.items };
  if (quantity <= 0) delete items[id];
  else items[id] = quantity;
  return { ...sel, included: sel.included || quantity > 0, items };
}

/** The include-chadhava checkbox: off resets items, dakshina and the message. */
export function setIncluded(sel: ChadhavaSelection, on: boolean): ChadhavaSelection {
  return on ? { ...sel, included: true } : emptySelection();
}

/** Typing a dakshina includes chadhava. The text is kept as typed, so a mistake shows rather than changing the amount. */
export function setDakshina(sel: ChadhavaSelection, text: string): ChadhavaSelection {
  const dakshina = text.slice(0, DAKSHINA_MAX_CHARS);
  const parsed = parseWholeRupees(dakshina);
  // A mistyped amount includes it too, so its error shows and blocks payment rather than vanishing.
  return { ...sel, dakshina, included: sel.included || parsed.amount > 0 || parsed.error !== null };
}

/** 'Enter whole rupees' (or too large) under the dakshina field, while chadhava is included; else null. */
export const dakshinaError = (sel: ChadhavaSelection): string | null => (sel.included ? parseWholeRupees(sel.dakshina).error : null);

export type SelectedLine = { item: PujaChadhavaItem; quantity: number; subtotal: number };

/** The chosen items in the puja's order (an id the puja no longer lists is left out). */
export function selectedLines(pujaItems: readonly PujaChadhavaItem[], sel: ChadhavaSelection): SelectedLine[] {
  if (!sel.included) return [];
  return pujaItems
    .filter((item) => (sel.items[item._id] ?? 0) >= 1)
    .map((item) => {
      const quantity = Math.floor(sel.items[item._id]!);
      return { item, quantity, subtotal: lineTotal(item.price, quantity) };
    });
}

/** Dakshina that counts: 0 unless chadhava is included, or while the text is not whole rupees (payment is blocked then). */
export const effectiveDakshina = (sel: ChadhavaSelection) => (sel.included ? parseWholeRupees(sel.dakshina).amount : 0);

export const chadhavaTotal = (lines: readonly SelectedLine[]) =>
  linesTotal(lines.map((l) => ({ price: l.item.price, quantity: l.quantity })));

/**
 * The live total: package price + Σ items × quantity + dakshina (the shared rule the server
 * uses); the 751 fallback only when no package price is known.
 */
export function selectionTotal(packagePrice: number | null | undefined, lines: readonly SelectedLine[], sel: ChadhavaSelection) {
  return pujaDisplayTotal({
    packagePrice,
    items: lines.map((l) => ({ price: l.item.price, quantity: l.quantity })),
    dakshina: effectiveDakshina(sel),
  });
}

export const SELECTION_MESSAGES = {
  empty: 'Please select at least one chadhava item or provide a donation.',
  fix: 'Please fix the errors before proceeding',
  noPackage: 'No package selected',
  noPuja: 'Puja ID missing. Please try again or contact support.',
  badTotal: 'Invalid total amount',
} as const;

export type SelectionCheck = {
  /** Under the chadhava section (shown after the first Pay attempt). */
  chadhava: string | null;
  /** Under the dakshina field (shown as typed). */
  dakshina: string | null;
  /** What stops payment, first one wins (null: ready to pay). */
  blocking: string | null;
};

/** Part 2 § 5, chadhava selection. */
export function checkSelection(input: {
  pujaId: string | null | undefined;
  packagePrice: number | null | undefined;
  sel: ChadhavaSelection;
  lines: readonly SelectedLine[];
  total: number;
}): SelectionCheck {
  const { pujaId, packagePrice, sel, lines, total } = input;
  const dakshina = dakshinaError(sel);
  const chadhava =
    sel.included && !dakshina && lines.length === 0 && effectiveDakshina(sel) <= 0 ? SELECTION_MESSAGES.empty : null;
  let blocking: string | null = null;
  if (typeof packagePrice !== 'number' || !Number.isFinite(packagePrice)) blocking = SELECTION_MESSAGES.noPackage;
  else if (!pujaId) blocking = SELECTION_MESSAGES.noPuja;
  else if (chadhava || dakshina) blocking = SELECTION_MESSAGES.fix;
  else if (!Number.isFinite(total) || total <= 0) blocking = SELECTION_MESSAGES.badTotal;
  return { chadhava, dakshina, blocking };
}

/** True when the booking carries chadhava (items or a dakshina). */
export const hasChadhava = (lines: readonly SelectedLine[], sel: ChadhavaSelection) =>
  lines.length > 0 || effectiveDakshina(sel) > 0;

/** A stable fingerprint of what is being paid for: a changed key means the booking must be updated. */
export function selectionKey(packageId: string, lines: readonly SelectedLine[], sel: ChadhavaSelection): string {
  return JSON.stringify([
    packageId,
    lines.map((l) => [l.item._id, l.quantity]),
    effectiveDakshina(sel),
    sel.included ? sel.message.trim() : '',
  ]);
}

export type Donor = { full_name: string; email: string; phone: string };

/** POST /poojabooking/: one booking for the final total, chadhava included. */
export function bookingPayload(input: {
  pujaId: string;
  packageId: string;
  sankalpId: string;
  donor: Donor;
  lines: readonly SelectedLine[];
  sel: ChadhavaSelection;
  total: number;
}): PujaCheckoutInput {
  const { lines, sel } = input;
  const message = sel.included ? sel.message.trim() : '';
  return {
    puja_ref_id: input.pujaId,
    ways_to_participate_ref_id: input.packageId,
    chadhava_included: hasChadhava(lines, sel) ? true : null,
    amount_total: input.total,
    sankalp_ref_id: input.sankalpId,
    payment_status: 'pending',
    donor_details: input.donor,
    puja_chadhava_items: lines.map((l) => ({ item_id: l.item._id, quantity: l.quantity })),
    pandit_dakshina_amount: effectiveDakshina(sel),
    message_for_pandit: message || undefined,
  };
}

/** POST /poojabooking/chadhavabooking: the changed chadhava of a booking not yet paid. */
export function chadhavaPayload(bookingId: string, lines: readonly SelectedLine[], sel: ChadhavaSelection, total: number): ChadhavaForPujaInput {
  const message = sel.included ? sel.message.trim() : '';
  return {
    pujaId: bookingId,
    puja_chadhava_items: lines.map((l) => ({ item_id: l.item._id, quantity: l.quantity })),
    total_amount: total,
    pandit_dakshina_amount: effectiveDakshina(sel),
    message_for_pandit: message || undefined,
  };
}

export type PaymentPlan = 'create' | 'reuse' | 'update' | 'paid';

/**
 * What Pay does with a booking already made in this visit (one order per booking):
 * - none yet, or made for another sankalp or package, or expired/unknown on the server → create;
 * - paid already → paid (show the confirmation);
 * - same choice and the server still has our order → reuse it (reopen the window);
 * - the choice changed and still carries chadhava → update it (chadhavabooking);
 * - otherwise (chadhava removed altogether) → create a new one; the old one expires unpaid.
 */
export function planPayment(input: {
  draft: { sankalpId: string; packageId: string; key: string; orderId: string } | undefined;
  sankalpId: string;
  packageId: string;
  key: string;
  carriesChadhava: boolean;
  server: { status: string; orderId: string | null } | null;
}): PaymentPlan {
  const { draft, server } = input;
  if (!draft || draft.sankalpId !== input.sankalpId || draft.packageId !== input.packageId) return 'create';
  if (!server || server.status === 'expired') return 'create';
  if (server.status === 'completed') return 'paid';
  if (draft.key === input.key && server.orderId === draft.orderId) return 'reuse';
  return input.carriesChadhava ? 'update' : 'create';
}
