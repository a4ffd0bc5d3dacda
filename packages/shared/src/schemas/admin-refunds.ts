/**
 * The console's refund, review and settings forms (issue 14): the server validates with these and
 * the web's forms use the same messages. Amounts are rupees.
 */
import { z } from 'zod';
import { PAYABLE_KINDS } from '../api/payments';
import { MONEY_INPUT_MAX } from '../money-input';
import { CONTROL_CHARACTERS_BUT_LINES, CONTROL_CHARACTERS_MESSAGE } from './fields';
import { idSchema } from './ids';

export const REFUND_AMOUNT_MESSAGE = 'Enter an amount above ₹0 with at most two decimals';

const kindSchema = z.enum(PAYABLE_KINDS, { error: `kind must be one of ${PAYABLE_KINDS.join(', ')}` });

/** Rupees above 0, at most two decimals (paise), never above the money input's maximum. */
export const refundAmountSchema = z
  .number({ error: REFUND_AMOUNT_MESSAGE })
  .refine(
    (v) => Number.isFinite(v) && v > 0 && v <= MONEY_INPUT_MAX && Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
    {
      error: REFUND_AMOUNT_MESSAGE,
    },
  );

/** A staff note: trimmed, 1-1000 characters, line breaks allowed. */
const noteSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(1000, 'At most 1000 characters')
    .refine((v) => !CONTROL_CHARACTERS_BUT_LINES.test(v), CONTROL_CHARACTERS_MESSAGE);

/** POST /admin/refunds */
export const refundBodySchema = z.object({
  kind: kindSchema,
  id: idSchema,
  amount: refundAmountSchema,
  reason: noteSchema('Reason is required').optional(),
});

/** GET /admin/refunds/suggestion (attendance: a consultation's, when the pandit did not join or left early). */
export const refundSuggestionQuerySchema = z.object({
  kind: kindSchema,
  id: idSchema,
  attendance: z.enum(['no_show', 'partial', 'held']).optional(),
});

/** POST /admin/payments/{orderId}/resolve */
export const resolveBodySchema = z.object({
  action: z.enum(['accept', 'dismiss'], { error: "action must be 'accept' or 'dismiss'" }),
  note: noteSchema('Note is required'),
});

/** PUT /admin/settings: whole rupees. */
export const adminSettingsSchema = z.object({
  operatorRefundLimit: z
    .number({ error: 'Enter the limit in whole rupees' })
    .int('Enter the limit in whole rupees')
    .min(0, 'Enter the limit in whole rupees')
    .max(MONEY_INPUT_MAX, 'Please enter a smaller amount'),
});
