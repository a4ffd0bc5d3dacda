import { z } from 'zod';
import { DEFAULT_COUNTRY, DEFAULT_GOTRA, FAMILY_NAME_MAX, NAME_MAX } from '@sankalp/shared/constants';
import type { AddressInput } from '@sankalp/shared/schemas/address';
import {
  familyMembersLimitMessage,
  maxFamilyMembers,
  sankalpSchemaFor,
  type SankalpInput,
} from '@sankalp/shared/schemas/sankalp';

/** The prasad address as typed: all text (the shared schema trims it and makes the pincode a number). */
export type AddressFormValues = {
  addressLine1: string;
  addressLine2: string;
  city: string;
  pincode: string;
  state: string;
  country: string;
};

/**
 * The sankalp form's values. The field names are the request's (part 2 § 3), so the shared
 * schema's issues land on the right inputs; the rest are the form's own toggles.
 */
export type SankalpFormValues = {
  full_name: string;
  gotra: string;
  /** "I don't know my gotra": Kashyap is sent. */
  gotra_unknown: boolean;
  phone_number: string;
  email_address: string;
  family_members_names: string[];
  special_prayers_or_sankalp: string;
  wants_prasad: boolean;
  /** Signed-in users pick a saved address or type a new one; guests always type. */
  address_source: 'saved' | 'new';
  saved_address_id: string;
  address_for_prasad_delivery: AddressFormValues;
};

/** A saved address of GET /users/{id}/addresses. */
export type SavedAddress = {
  _id: string;
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  pincode: number | string;
  state: string;
  country?: string | null;
  isDefault?: boolean;
};

export const emptyAddress = (): AddressFormValues => ({
  addressLine1: '',
  addressLine2: '',
  city: '',
  pincode: '',
  state: '',
  country: DEFAULT_COUNTRY,
});

export const emptySankalpForm = (): SankalpFormValues => ({
  full_name: '',
  gotra: '',
  gotra_unknown: false,
  phone_number: '',
  email_address: '',
  family_members_names: [],
  special_prayers_or_sankalp: '',
  wants_prasad: false,
  address_source: 'new',
  saved_address_id: '',
  address_for_prasad_delivery: emptyAddress(),
});

// ─── Typing rules (part 2 § 5) ─────────────────────────────────────────────

/** Characters a name may never contain as it is typed. */
export const BLOCKED_NAME_CHARS = /[,;]/g;

/**
 * True when a keystroke (a beforeinput's data) is only commas or semicolons: it is refused outright,
 * so the caret stays put. Longer inserts (a paste) go through and are cleaned by blockNameInput.
 */
export const hasBlockedChar = (text: string | null | undefined): boolean => !!text && /^[,;]+$/.test(text);

/**
 * A name as it may stand in the field: commas and semicolons removed, cut at `max` characters
 * (typing beyond 25, or a comma or semicolon, is blocked).
 */
export function blockNameInput(value: string, max = NAME_MAX): string {
  return value.replace(BLOCKED_NAME_CHARS, '').slice(0, max);
}

export const blockFamilyNameInput = (value: string) => blockNameInput(value, FAMILY_NAME_MAX);

// ─── Family members ─────────────────────────────────────────────────────────

/** How many family members a package admits besides the devotee (numberOfPeople − 1). */
export const familyLimit = (numberOfPeople: number | undefined) => maxFamilyMembers(numberOfPeople ?? 1);

/** The Add button is enabled while fewer than the limit are listed (blank rows count: they are on screen). */
export const canAddFamilyMember = (listed: number, numberOfPeople: number | undefined) =>
  listed < familyLimit(numberOfPeople);

export const familyLimitMessage = (numberOfPeople: number | undefined) =>
  familyMembersLimitMessage(familyLimit(numberOfPeople));

// ─── Prefill and restore ────────────────────────────────────────────────────

type UserLike = { fullName?: string | null; email?: string | null; phoneNumber?: string | null } | null | undefined;

/** The empty form with the signed-in devotee's name, e-mail and phone. */
export function prefilledForm(user: UserLike): SankalpFormValues {
  const form = emptySankalpForm();
  if (!user) return form;
  return {
    ...form,
    full_name: blockNameInput(user.fullName?.trim() ?? ''),
    email_address: user.email?.trim() ?? '',
    phone_number: user.phoneNumber?.trim() ?? '',
  };
}

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

/**
 * A restored draft made safe to put back into the form: every field of the right type,
 * typing rules applied, anything missing taken from `base` (the prefilled form).
 */
export function restoreForm(saved: Partial<Record<keyof SankalpFormValues, unknown>> | undefined, base: SankalpFormValues): SankalpFormValues {
  if (!saved || typeof saved !== 'object') return base;
  const addr = (saved.address_for_prasad_delivery ?? {}) as Partial<Record<keyof AddressFormValues, unknown>>;
  const b = base.address_for_prasad_delivery;
  return {
    full_name: blockNameInput(str(saved.full_name, base.full_name)),
    gotra: str(saved.gotra, base.gotra),
    gotra_unknown: saved.gotra_unknown === true,
    phone_number: str(saved.phone_number, base.phone_number),
    email_address: str(saved.email_address, base.email_address),
    family_members_names: Array.isArray(saved.family_members_names)
      ? saved.family_members_names.filter((n): n is string => typeof n === 'string').map(blockFamilyNameInput)
      : base.family_members_names,
    special_prayers_or_sankalp: str(saved.special_prayers_or_sankalp, base.special_prayers_or_sankalp),
    wants_prasad: saved.wants_prasad === true,
    address_source: saved.address_source === 'saved' ? 'saved' : 'new',
    saved_address_id: str(saved.saved_address_id),
    address_for_prasad_delivery: {
      addressLine1: str(addr.addressLine1, b.addressLine1),
      addressLine2: str(addr.addressLine2, b.addressLine2),
      city: str(addr.city, b.city),
      pincode: str(addr.pincode, b.pincode),
      state: str(addr.state, b.state),
      country: str(addr.country, b.country) || DEFAULT_COUNTRY,
    },
  };
}

// ─── Form → request ─────────────────────────────────────────────────────────

export function savedToAddressInput(a: SavedAddress): AddressInput {
  return {
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2 ?? '',
    city: a.city,
    pincode: String(a.pincode),
    state: a.state as AddressInput['state'],
    country: a.country || DEFAULT_COUNTRY,
  };
}

/**
 * What is sent (before the shared schema trims and checks it): Kashyap for an unknown gotra; the
 * address only when prasad is wanted — the chosen saved one, or the typed one.
 */
export function toSankalpInput(v: SankalpFormValues, saved: readonly SavedAddress[] = []): SankalpInput {
  let address: AddressInput | undefined;
  if (v.wants_prasad) {
    if (v.address_source === 'saved') {
      const chosen = saved.find((a) => a._id === v.saved_address_id);
      address = chosen ? savedToAddressInput(chosen) : undefined;
    } else {
      address = { ...v.address_for_prasad_delivery, state: v.address_for_prasad_delivery.state as AddressInput['state'] };
    }
  }
  const prayers = v.special_prayers_or_sankalp.trim();
  return {
    full_name: v.full_name,
    gotra: v.gotra_unknown ? DEFAULT_GOTRA : v.gotra,
    phone_number: v.phone_number,
    email_address: v.email_address,
    family_members_names: v.family_members_names,
    special_prayers_or_sankalp: prayers === '' ? undefined : prayers,
    wants_prasad: v.wants_prasad,
    address_for_prasad_delivery: address,
  };
}

const addressShape = z.object({
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  pincode: z.string(),
  state: z.string(),
  country: z.string(),
});

const formShape = z.object({
  full_name: z.string(),
  gotra: z.string(),
  gotra_unknown: z.boolean(),
  phone_number: z.string(),
  email_address: z.string(),
  family_members_names: z.array(z.string()),
  special_prayers_or_sankalp: z.string(),
  wants_prasad: z.boolean(),
  address_source: z.enum(['saved', 'new']),
  saved_address_id: z.string(),
  address_for_prasad_delivery: addressShape,
});

/**
 * The form's schema: the form values, mapped to the request and checked by the shared
 * sankalp schema for this package (its messages are the spec's). Issue paths are the request's,
 * which are the form's field names.
 */
export function sankalpFormSchema(numberOfPeople: number, saved: readonly SavedAddress[] = []) {
  return formShape.transform((v) => toSankalpInput(v, saved)).pipe(sankalpSchemaFor(numberOfPeople));
}
