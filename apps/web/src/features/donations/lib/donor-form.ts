import { DEFAULT_GOTRA } from '@sankalp/shared/constants';
import type { AuthUser } from '../../../lib/auth';

/**
 * The donor form as typed (spec part 2 § 5, Donation checkout form). The field names are the
 * request's `donor` fields, so the shared schema's issues land on the right inputs; the gotra
 * toggle is the form's own.
 */
export type DonorFormValues = {
  name: string;
  email: string;
  phone: string;
  address: string;
  gotra: string;
  /** "I don't know my gotra": Kashyap is filled in and sent. */
  gotra_unknown: boolean;
  /** Upper-cased as typed; blank is not sent. */
  pan_number: string;
};

export const DONOR_FIELDS = ['name', 'email', 'phone', 'address', 'gotra', 'pan_number'] as const;

export const emptyDonorForm = (): DonorFormValues => ({
  name: '',
  email: '',
  phone: '',
  address: '',
  gotra: '',
  gotra_unknown: false,
  pan_number: '',
});

/** The draft's values, else the signed-in devotee's name, e-mail and phone. */
export function initialDonorForm(saved: DonorFormValues | undefined, user: AuthUser | null): DonorFormValues {
  if (saved) return saved;
  return {
    ...emptyDonorForm(),
    name: user?.fullName?.trim() ?? '',
    email: user?.email?.trim() ?? '',
    phone: user?.phoneNumber?.trim() ?? '',
  };
}

/** Ticking "I don't know my gotra" fills Kashyap; unticking clears it for typing. */
export const gotraForUnknown = (unknown: boolean): string => (unknown ? DEFAULT_GOTRA : '');

/** PAN is upper-cased as it is typed (spaces never belong in it). */
export const panAsTyped = (value: string): string => value.toUpperCase().replace(/\s+/g, '');

/** The donor as the shared schema checks it: the gotra toggle resolved (the schema trims, upper-cases the PAN, drops a blank one). */
export const donorInput = (v: DonorFormValues) => ({
  name: v.name,
  email: v.email,
  phone: v.phone,
  address: v.address,
  gotra: v.gotra_unknown ? DEFAULT_GOTRA : v.gotra,
  pan_number: v.pan_number,
});
