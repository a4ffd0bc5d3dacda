import { ACCOUNT_NAME_MAX, DEFAULT_GOTRA, GOTRA_MAX, MOBILE_DIGITS } from '@sankalp/shared/constants';
import { chadhavaDonorSchema, type ChadhavaDonorInput } from '@sankalp/shared/schemas/chadhavaBooking';
import { chadhavaT } from '../i18n';

/** The chadhava checkout's personal details (spec part 2 § 5, Chadhava checkout), as typed. */
export type DonorForm = { fullName: string; email: string; phone: string; gotra: string; gotraUnknown: boolean };
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

export const emptyDonorForm = (): DonorForm => ({ fullName: '', email: '', phone: '', gotra: '', gotraUnknown: false });

/** Phone as typed: digits only, at most 10. */
export const phoneInput = (text: string) => text.replace(/\D/g, '').slice(0, MOBILE_DIGITS);

/** The don't-know box fills Kashyap (and the field is disabled); unticking clears it. */
export const setGotraUnknown = (form: DonorForm, on: boolean): DonorForm => ({
  ...form,
  gotraUnknown: on,
  gotra: on ? DEFAULT_GOTRA : '',
});

/** The signed-in devotee's name, e-mail and mobile (a +91 in front is dropped). */
export function prefilledDonorForm(user: { fullName?: string; email?: string; phoneNumber?: string } | null): DonorForm {
  const form = emptyDonorForm();
  if (!user) return form;
  const digits = (user.phoneNumber ?? '').replace(/\D/g, '');
  return {
    ...form,
    fullName: (user.fullName ?? '').trim().slice(0, ACCOUNT_NAME_MAX),
    email: (user.email ?? '').trim(),
    phone: digits.length > MOBILE_DIGITS ? digits.slice(-MOBILE_DIGITS) : digits,
  };
}

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

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** A stored donor form made safe to put back (typing rules applied), or null. */
export function cleanDonorForm(raw: unknown): DonorForm | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const gotraUnknown = r.gotraUnknown === true;
  return {
    fullName: str(r.fullName).slice(0, ACCOUNT_NAME_MAX),
    email: str(r.email).slice(0, 254),
    phone: phoneInput(str(r.phone)),
    gotra: gotraUnknown ? DEFAULT_GOTRA : str(r.gotra).slice(0, GOTRA_MAX),
    gotraUnknown,
  };
}
