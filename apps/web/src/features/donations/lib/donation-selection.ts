import type { Seva } from '@sankalp/shared/api/catalog';
import { formatINR } from '@sankalp/shared/money';
import { parseWholeRupees } from '@sankalp/shared/money-input';
import { donationTotal, lineTotal, type DonationBreakdown } from '@sankalp/shared/pricing';
import { localizeMessage } from '../../../lib/i18n/index';
import { currentLanguage } from '../../../lib/i18n/index';
import { donationsT } from '../i18n';

/** Seva id → quantity; a seva at 0 is not in the map (its Add button shows again). */
export type SevaSelection = Readonly<Record<string, number>>;

/** Add sets 1. */
export const addSeva = (sel: SevaSelection, id: string): SevaSelection => ({ ...sel, [id]: 1 });

/** Plus and minus, never below 0; at 0 the seva leaves the selection. */
export function changeSeva(sel: SevaSelection, id: string, delta: number): SevaSelection {
  const next = Math.max(0, (sel[id] ?? 0) + delta);
  const { [id]: _removed, ...rest } = sel;
  return next > 0 ? { ...rest, [id]: next } : rest;
}

/** Selected seva line (spec part 2 § 3). */
export type SelectedSevaLine = {
  sevaId: string;
  sevaTitle: string;
  sevaPrice: number;
  quantity: number;
  subtotal: number;
};

export function selectedSevaLines(sevas: readonly Seva[], sel: SevaSelection): SelectedSevaLine[] {
  return sevas
    .filter((s) => (sel[s._id] ?? 0) > 0)
    .map((s) => {
      const quantity = sel[s._id] ?? 0;
      return {
        sevaId: s._id,
        sevaTitle: s.title,
        sevaPrice: s.price,
        quantity,
        subtotal: lineTotal(s.price, quantity),
      };
    });
}

/** Sevas total, your amount and their sum; no fee is added. */
export const donationBreakdown = (lines: readonly SelectedSevaLine[], amount: number): DonationBreakdown =>
  donationTotal(
    lines.map((l) => ({ price: l.sevaPrice, quantity: l.quantity })),
    amount,
  );

/** The gift as chosen: seva lines, the typed amount (whole rupees, or its error) and the breakdown. */
export type Gift = {
  lines: SelectedSevaLine[];
  /** The typed amount's error ('Enter whole rupees'); the amount then counts 0 and proceeding is blocked. */
  amountError: string | null;
  breakdown: DonationBreakdown;
  canProceed: boolean;
};

export function giftOf(sevas: readonly Seva[], selection: SevaSelection, amountText: string): Gift {
  const lines = selectedSevaLines(sevas, selection);
  const { amount, error } = parseWholeRupees(amountText);
  const breakdown = donationBreakdown(lines, amount);
  const amountError = error && localizeMessage(error, currentLanguage());
  return { lines, amountError, breakdown, canProceed: !error && breakdown.totalAmount > 0 };
}

/** 'Enter Amount to Proceed' while nothing (valid) is given, otherwise 'Proceed to Pay ₹1,501'. */
export const proceedLabel = (gift: Pick<Gift, 'canProceed' | 'breakdown'>): string =>
  gift.canProceed ? donationsT('panel.proceedPay', { amount: formatINR(gift.breakdown.totalAmount) }) : donationsT('panel.enterAmount');
