import type { RefundSuggestion } from '@sankalp/shared/api/admin-refunds';
import { toPaise } from '@sankalp/shared/money';
import { z } from 'zod';
import type { ConsoleKey, Vars } from '../i18n';
import { inr } from './format';

type T = (key: ConsoleKey, vars?: Vars) => string;

/** The most this person may refund now: what is left, capped by their own limit (null: none). */
export const refundMax = (s: RefundSuggestion) => (s.limit === null ? s.refundable : Math.min(s.refundable, s.limit));

/** The amount prefilled: the policy's suggestion, within what may be refunded. */
export const refundDefault = (s: RefundSuggestion) => Math.max(0, Math.min(s.suggested, refundMax(s)));

/**
 * The refund dialog's form: an amount in rupees above zero, at most two decimals, not above what
 * is refundable nor above the operator's limit. The server checks all of it again.
 */
export function refundFormSchema(s: RefundSuggestion, t: T) {
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, t('refund.positive'))
      .transform((v, ctx) => {
        const n = Number(v.replace(/,/g, ''));
        if (!Number.isFinite(n) || n <= 0) {
          ctx.addIssue({ code: 'custom', message: t('refund.positive') });
          return z.NEVER;
        }
        if (!/^\d+(\.\d{1,2})?$/.test(v.replace(/,/g, ''))) {
          ctx.addIssue({ code: 'custom', message: t('refund.twoDecimals') });
          return z.NEVER;
        }
        if (toPaise(n) > toPaise(s.refundable)) {
          ctx.addIssue({ code: 'custom', message: t('refund.tooMuch', { amount: inr(s.refundable) }) });
          return z.NEVER;
        }
        if (s.limit !== null && toPaise(n) > toPaise(s.limit)) {
          ctx.addIssue({ code: 'custom', message: t('refund.overLimit', { amount: inr(s.limit) }) });
          return z.NEVER;
        }
        return n;
      }),
  });
}
export type RefundFormInput = z.input<ReturnType<typeof refundFormSchema>>;
export type RefundFormOutput = z.output<ReturnType<typeof refundFormSchema>>;
