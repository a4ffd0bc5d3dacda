import { ACCOUNT_NAME_MAX, DEFAULT_GOTRA, EMAIL_MAX, GOTRA_MAX, MOBILE_DIGITS } from '@sankalp/shared/constants';

// The donor form as typed, without its validation (checkout-form.ts): the event page keeps it
// between pages (selection-storage.ts) and must not load zod for that.

/** The chadhava checkout's personal details (spec part 2 § 5, Chadhava checkout), as typed. */
export type DonorForm = { fullName: string; email: string; phone: string; gotra: string; gotraUnknown: boolean };

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

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** A stored donor form made safe to put back (typing rules applied), or null. */
export function cleanDonorForm(raw: unknown): DonorForm | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const gotraUnknown = r.gotraUnknown === true;
  return {
    fullName: str(r.fullName).slice(0, ACCOUNT_NAME_MAX),
    email: str(r.email).slice(0, EMAIL_MAX),
    phone: phoneInput(str(r.phone)),
    gotra: gotraUnknown ? DEFAULT_GOTRA : str(r.gotra).slice(0, GOTRA_MAX),
    gotraUnknown,
  };
}
