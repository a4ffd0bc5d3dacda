import { prasadOrderSchema, type PrasadOrderInput } from '@sankalp/shared/schemas/prasad';
import type { StoredUser } from '../../../lib/auth';

/** The order dialog's values as typed (spec part 3: prasad order; the store form's field rules). */
export type PrasadForm = {
  quantity: number;
  customer: { full_name: string; phone_number: string; email_address: string };
  /** A saved address id (signed in), or '' to type one. */
  addressId: string;
  address: {
    addressLine1: string;
    addressLine2: string;
    city: string;
    pincode: string;
    state: string;
    country: string;
  };
};

export const emptyForm = (user: StoredUser | null): PrasadForm => ({
  quantity: 1,
  customer: {
    full_name: (user?.fullName ?? '').slice(0, 25),
    phone_number: user?.phoneNumber ?? '',
    email_address: user?.email ?? '',
  },
  addressId: '',
  address: { addressLine1: '', addressLine2: '', city: '', pincode: '', state: '', country: 'India' },
});

/** The request body: the saved address's id, or the typed address. */
export function orderRequest(offering: string, f: PrasadForm): PrasadOrderInput {
  return {
    offering,
    quantity: f.quantity,
    customer: f.customer,
    ...(f.addressId
      ? { addressId: f.addressId }
      : {
          // The state is checked by the schema (a typed value it does not know is its message).
          address_for_delivery: {
            ...f.address,
            addressLine2: f.address.addressLine2 || undefined,
          } as PrasadOrderInput['address_for_delivery'],
        }),
  };
}

/** Field messages by path ('customer.full_name', 'address_for_delivery.city' …), from the server's schema. */
export function formErrors(offering: string, f: PrasadForm): Record<string, string> {
  const r = prasadOrderSchema.safeParse(orderRequest(offering, f));
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const path = issue.path.join('.');
    out[path] ??= issue.message;
  }
  return out;
}
