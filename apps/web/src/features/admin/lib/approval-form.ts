import { APPROVAL_REASON_REQUIRED, approvalBodySchema } from '@sankalp/shared/schemas/admin-approval';
import { z } from 'zod';

/**
 * The approval dialog's form: the shared body schema (note, reason ≤ 500), and for an admin
 * approving on a temple's behalf the reason is required (the server answers 400 without it).
 */
export const approvalFormSchema = (onBehalf: boolean) =>
  onBehalf
    ? approvalBodySchema.extend({
        reason: z.string().trim().min(1, APPROVAL_REASON_REQUIRED).max(500, 'Reason must be at most 500 characters'),
      })
    : approvalBodySchema;

export type ApprovalFormInput = { note?: string; reason?: string };

/** An admin approves on the temple's behalf unless they are that temple's staff too. */
export const approvesOnBehalf = (temples: readonly { id: string }[], templeId: string) =>
  !temples.some((t) => t.id === templeId);
