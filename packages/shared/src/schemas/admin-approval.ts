import { z } from 'zod';
import { APPROVAL_STATUSES } from '../api/admin-approval';

export const APPROVAL_TEXT_MAX = 500;
export const APPROVAL_REASON_REQUIRED = 'Please give the reason for approving on behalf of the temple';

const optionalText = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(APPROVAL_TEXT_MAX, `${name} must be at most ${APPROVAL_TEXT_MAX} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * POST /admin/pujas/{id}/approval (and events): the temple's own note, shown to devotees; an
 * admin approving for a temple without a staff account must give `reason` (checked by the server).
 */
export const approvalBodySchema = z.object({
  note: optionalText('Note'),
  reason: optionalText('Reason'),
});
export type ApprovalBody = z.input<typeof approvalBodySchema>;

/** GET /admin/approvals: all listings, or those awaiting approval / approved. */
export const approvalListQuerySchema = z.object({
  status: z.enum(APPROVAL_STATUSES, { error: `status must be one of ${APPROVAL_STATUSES.join(', ')}` }).optional(),
});
