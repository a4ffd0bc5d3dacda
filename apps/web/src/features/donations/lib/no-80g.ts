import { NO_80G_REASON_TEXT, type No80GReason } from '@sankalp/shared/schemas/donation';
import { POLICY } from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';
import { donationsT } from '../i18n';

const ORDER: readonly No80GReason[] = ['amount', 'pan', 'campaign'];

/**
 * Why a gift gets no 80G receipt, as one sentence in the reader's language (the English is the
 * shared receipt80G's `reason`, word for word). Each combination is its own message, so no
 * language has to join fragments.
 */
export function no80GReason(reasons: readonly No80GReason[]): string | null {
  const present = ORDER.filter((r) => reasons.includes(r));
  if (present.length === 0) return null;
  const key = present.map((r, i) => (i === 0 ? r : r[0]!.toUpperCase() + r.slice(1))).join('') as
    | 'amount'
    | 'pan'
    | 'campaign'
    | 'amountPan'
    | 'amountCampaign'
    | 'panCampaign'
    | 'amountPanCampaign';
  return donationsT(`no80G.${key}`, { min: formatINR(POLICY.certificate80GMinRupees) });
}

/**
 * The reasons named by the shared receipt80G sentence: a receipt from the server carries only that
 * English sentence, which the page says again in the reader's language (no80GReason).
 */
export const reasonsOf = (sentence: string): No80GReason[] => ORDER.filter((r) => sentence.includes(NO_80G_REASON_TEXT[r]));
