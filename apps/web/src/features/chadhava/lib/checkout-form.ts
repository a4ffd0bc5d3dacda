import { DEFAULT_GOTRA } from '@sankalp/shared/constants';
import { chadhavaDonorSchema, type ChadhavaDonorInput } from '@sankalp/shared/schemas/chadhavaBooking';
import { chadhavaT } from '../i18n';
import type { DonorForm } from './donor-form';

// The checkout's validation (with the shared zod schema): only the checkout page loads it; the
// form's state and what is kept of it between pages are in donor-form.ts.

export type DonorField = 'fullName' | 'email' | 'phone' | 'gotra';
export type DonorErrors = Partial<Record<DonorField, string>>;

export const DONOR_FIELDS: readonly DonorField[] = ['fullName', 'email', 'phone', 'gotra'];

/** The checkout's own messages, in the reader's language (read when shown). */
export const CHECKOUT_MESSAGES = {
  get gotraRequired() {
    return chadhavaT('donor.gotraRequired');
  },
  /** The toast when the name is missing. */
  get nameTitle() {
    return chadhavaT('donor.nameTitle');
  },
  get nameDescription() {
    return chadhavaT('donor.nameText');
  },
  get validationTitle() {
    return chadhavaT('donor.validationTitle');
  },
  get validationDescription() {
    return chadhavaT('donor.validationText');
  },
  get amountTitle() {
    return chadhavaT('donor.amountTitle');
  },
  get amountDescription() {
    return chadhavaT('donor.amountText');
  },
};

/** What POST /chadhava-bookings/ is sent as donorDetails. */
export const donorInput = (form: DonorForm): ChadhavaDonorInput => ({
  fullName: form.fullName.trim(),
  email: form.email.trim(),
  phone: form.phone,
  gotra: form.gotraUnknown ? DEFAULT_GOTRA : form.gotra.trim(),
});

/**
 * The form's messages by field: the shared schema (the server checks the same) plus the form's
 * own rule that the gotra is required unless the don't-know box is ticked.
 */
export function donorFormErrors(form: DonorForm): DonorErrors {
  const errors: DonorErrors = {};
  const parsed = chadhavaDonorSchema.safeParse(donorInput(form));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (DONOR_FIELDS as readonly string[]).includes(field))
        errors[field as DonorField] ??= issue.message;
    }
  }
  if (!form.gotraUnknown && !form.gotra.trim()) errors.gotra ??= CHECKOUT_MESSAGES.gotraRequired;
  return errors;
}

/** The toast for a Pay press with errors: the name's own when it is missing, else Validation Error. */
export function validationToast(form: DonorForm, errors: DonorErrors): { title: string; description: string } | null {
  if (Object.keys(errors).length === 0) return null;
  if (!form.fullName.trim()) return { title: CHECKOUT_MESSAGES.nameTitle, description: CHECKOUT_MESSAGES.nameDescription };
  return { title: CHECKOUT_MESSAGES.validationTitle, description: CHECKOUT_MESSAGES.validationDescription };
}
