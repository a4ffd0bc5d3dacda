/**
 * Totals and display figures. Every sum is done in integer paise and returned in rupees,
 * so 0.1 + 0.2 style float errors never reach a total. The server recomputes every
 * amount from its own prices with these same functions.
 */
import {
  BOOKING_ID_SHORT,
  HIGHLIGHT_BOX_FILLER,
  HIGHLIGHT_BOXES,
  HIGHLIGHT_POINTS_PER_BOX,
  PUJA_TOTAL_FALLBACK,
  QUANTITY_MIN,
  REFUND_TIERS,
} from './constants';
import { parseDakshina, toPaise, toRupees } from './money';

/** A priced line: unit price in rupees and a quantity. */
export interface PricedLine {
  price: number;
  quantity: number;
}

/** Quantities are whole and not negative: fractions are floored, negatives and NaN count as 0. */
function safeQuantity(quantity: number): number {
  return Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0;
}

/** Amounts that are not finite or are negative count as 0. */
function safePaise(rupees: number): number {
  return Number.isFinite(rupees) && rupees > 0 ? toPaise(rupees) : 0;
}

function linesPaise(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, l) => sum + safePaise(l.price) * safeQuantity(l.quantity), 0);
}

/** price × quantity (a seva subtotal, a chadhava line). */
export function lineTotal(price: number, quantity: number): number {
  return toRupees(safePaise(price) * safeQuantity(quantity));
}

/** Sum of price × quantity over the lines. */
export function linesTotal(lines: readonly PricedLine[]): number {
  return toRupees(linesPaise(lines));
}

/**
 * Donation progress in percent (unrounded): raised ÷ goal × 100, 0 when the goal is 0 or
 * less (or not a number), clamped to 0…100.
 */
export function donationProgress(raised: number, goal: number): number {
  if (!Number.isFinite(goal) || goal <= 0 || !Number.isFinite(raised) || raised <= 0) return 0;
  return Math.min(100, (raised / goal) * 100);
}

export interface PujaTotalInput {
  packagePrice: number;
  items?: readonly PricedLine[];
  /** Number or text as typed; see parseDakshina (non-numeric → 0, whole rupees). */
  dakshina?: number | string | null;
}

/** Puja total: package price + chadhava items (price × quantity) + dakshina. */
export function pujaTotal({ packagePrice, items = [], dakshina }: PujaTotalInput): number {
  return toRupees(safePaise(packagePrice) + linesPaise(items) + toPaise(parseDakshina(dakshina)));
}

/** The total shown on chadhava selection: PUJA_TOTAL_FALLBACK (751) when no package price is known. */
export function pujaDisplayTotal(
  input: Omit<PujaTotalInput, 'packagePrice'> & { packagePrice?: number | null },
): number {
  const { packagePrice } = input;
  if (typeof packagePrice !== 'number' || !Number.isFinite(packagePrice) || packagePrice < 0) {
    return PUJA_TOTAL_FALLBACK;
  }
  return pujaTotal({ ...input, packagePrice });
}

/** Chadhava event total: base price + Σ offering price × quantity. */
export function eventTotal(basePrice: number, offerings: readonly PricedLine[]): number {
  return toRupees(safePaise(basePrice) + linesPaise(offerings));
}

export interface DonationBreakdown {
  sevasTotal: number;
  customAmountTotal: number;
  totalAmount: number;
}

/** Donation fee breakup: Σ seva price × quantity, the custom amount (negative → 0), their sum; no fee added. */
export function donationTotal(sevas: readonly PricedLine[], customAmount: number): DonationBreakdown {
  const sevasPaise = linesPaise(sevas);
  const customPaise = safePaise(customAmount);
  return {
    sevasTotal: toRupees(sevasPaise),
    customAmountTotal: toRupees(customPaise),
    totalAmount: toRupees(sevasPaise + customPaise),
  };
}

/** Product unit price: base price + selected size extra + selected colour extra. */
export function productUnitPrice(basePrice: number, sizeExtra = 0, colorExtra = 0): number {
  return toRupees(safePaise(basePrice) + safePaise(sizeExtra) + safePaise(colorExtra));
}

/** Product total: unit price × quantity, the quantity never below 1. */
export function productTotal(unitPrice: number, quantity: number): number {
  return toRupees(safePaise(unitPrice) * Math.max(QUANTITY_MIN, safeQuantity(quantity)));
}

/**
 * Astrologer profile highlight boxes: the (non-blank, trimmed) points grouped two per box,
 * joined by '\n', at most 3 boxes, padded with HIGHLIGHT_BOX_FILLER up to 3.
 */
export function highlightBoxes(points: readonly string[] | null | undefined): string[] {
  const clean = (points ?? []).map((p) => p.trim()).filter((p) => p !== '');
  const boxes: string[] = [];
  for (let i = 0; i < clean.length && boxes.length < HIGHLIGHT_BOXES; i += HIGHLIGHT_POINTS_PER_BOX) {
    boxes.push(clean.slice(i, i + HIGHLIGHT_POINTS_PER_BOX).join('\n'));
  }
  while (boxes.length < HIGHLIGHT_BOXES) boxes.push(HIGHLIGHT_BOX_FILLER);
  return boxes;
}

/** The last 8 characters of a booking id, as shown on receipts (shorter ids whole). */
export function shortBookingId(id: string): string {
  return id.slice(-BOOKING_ID_SHORT);
}

/** Refund percent of a puja cancelled `hoursBefore` hours before it (REFUND_TIERS). */
export function pujaRefundPercent(hoursBefore: number): number {
  if (Number.isNaN(hoursBefore)) return 0;
  for (const tier of REFUND_TIERS) {
    if (tier.minInclusive ? hoursBefore >= tier.minHours : hoursBefore > tier.minHours) return tier.percent;
  }
  return 0;
}
