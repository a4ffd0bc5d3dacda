import { DEFAULT_COUNTRY, NAME_MAX, PINCODE_LENGTH } from '@sankalp/shared/constants';
import {
  deliveryAddressSchema,
  productCustomerSchema,
  type ProductOrderInput,
  NO_ADDRESS,
} from '@sankalp/shared/schemas/productOrder';
import type { IndianState } from '@sankalp/shared/states';
import { createSessionDraft, type DraftStorage } from '../../lib/session-draft';
import { storeT } from './i18n';

/**
 * The product order form (spec part 3 §§ 2, 5) as typed, its messages from the shared schemas the
 * server validates with, and the POST /product-orders/create body it becomes.
 */
export type CustomerForm = { full_name: string; phone_number: string; email_address: string };
export type AddressForm = {
  addressLine1: string;
  addressLine2: string;
  city: string;
  pincode: string;
  state: string;
  country: string;
};
export type OrderForm = {
  customer: CustomerForm;
  address: AddressForm;
  /** A saved address (signed in) chosen instead of the typed one; '' = type one. */
  addressId: string;
};

export const CUSTOMER_FIELDS = ['full_name', 'phone_number', 'email_address'] as const;
export const ADDRESS_FIELDS = ['addressLine1', 'addressLine2', 'city', 'pincode', 'state', 'country'] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export type AddressField = (typeof ADDRESS_FIELDS)[number];
/** Field keys of the whole form: customer fields, address fields, and 'addressId'. */
export type OrderField = CustomerField | AddressField | 'addressId';
export type OrderErrors = Partial<Record<OrderField, string>>;
/** Top to bottom, for focusing the first error. */
export const ORDER_FIELDS: readonly OrderField[] = [...CUSTOMER_FIELDS, 'addressId', ...ADDRESS_FIELDS];

/** Read when shown, in the reader's language. */
export const orderFormWords = {
  get invalid() {
    return storeT('form.invalid');
  },
  get paymentNote() {
    return storeT('form.paymentNote');
  },
};
/** The English words (the spec's). */
export const FORM_INVALID = 'Please fill all required fields correctly!';
export const PAYMENT_NOTE = 'Payment will open in a new window...';

export const emptyAddress = (): AddressForm => ({
  addressLine1: '',
  addressLine2: '',
  city: '',
  pincode: '',
  state: '',
  country: DEFAULT_COUNTRY,
});

/** The signed-in devotee's name, e-mail and phone as a start. */
export function emptyOrderForm(user?: { fullName?: string; email?: string; phoneNumber?: string } | null): OrderForm {
  return {
    customer: {
      full_name: nameInput(user?.fullName ?? ''),
      phone_number: (user?.phoneNumber ?? '').trim(),
      email_address: (user?.email ?? '').trim(),
    },
    address: emptyAddress(),
    addressId: '',
  };
}

/** The name as typed: commas and semicolons dropped, at most 25 characters (spec: rejected silently). */
export const nameInput = (text: string) => text.replace(/[,;]/g, '').slice(0, NAME_MAX);
/** The pincode as typed: digits only, at most 6. */
export const pincodeInput = (text: string) => text.replace(/\D/g, '').slice(0, PINCODE_LENGTH);

const firstIssues = <K extends string>(issues: { path: PropertyKey[]; message: string }[], fields: readonly K[]) => {
  const out: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const f = issue.path[0];
    if (typeof f === 'string' && (fields as readonly string[]).includes(f)) out[f as K] ??= issue.message;
  }
  return out;
};

/**
 * Every message the form shows now. `useSaved`: a signed-in devotee picks one of the saved
 * addresses (adding one saves it to the address book first); else the address is typed inline.
 */
export function orderFormErrors(form: OrderForm, useSaved: boolean): OrderErrors {
  const customer = productCustomerSchema.safeParse(form.customer);
  const errors: OrderErrors = customer.success ? {} : firstIssues(customer.error.issues, CUSTOMER_FIELDS);
  if (useSaved) {
    if (!form.addressId) errors.addressId = NO_ADDRESS;
    return errors;
  }
  const address = deliveryAddressSchema.safeParse(form.address);
  if (!address.success) Object.assign(errors, firstIssues(address.error.issues, ADDRESS_FIELDS));
  return errors;
}

/** The typed address's own messages (the Save Address panel). */
export function addressErrors(address: AddressForm): OrderErrors {
  const parsed = deliveryAddressSchema.safeParse(address);
  return parsed.success ? {} : firstIssues(parsed.error.issues, ADDRESS_FIELDS);
}

/** Required fields all filled (the Place Order button waits for them, spec § 5). */
export function requiredFilled(form: OrderForm, useSaved: boolean): boolean {
  const c = form.customer;
  const a = form.address;
  const customer = [c.full_name, c.phone_number, c.email_address].every((v) => v.trim() !== '');
  return (
    customer &&
    (useSaved ? !!form.addressId : [a.addressLine1, a.city, a.pincode, a.state].every((v) => v.trim() !== ''))
  );
}

/** What is bought: one product (Buy Now) or the cart's lines. */
export type OrderGoods =
  | { kind: 'product'; productId: string; size: string; color: string; quantity: number }
  | { kind: 'cart'; lines: { product: string; size: string; color: string; quantity: number }[] };

/**
 * POST /product-orders/create: the goods, the customer, the saved address (signed in) or the typed
 * one, and the total the devotee sees (the server answers 409 total_changed if it differs).
 */
export function orderRequest(
  goods: OrderGoods,
  form: OrderForm,
  useSaved: boolean,
  totalAmount: number,
): ProductOrderInput {
  const c = form.customer;
  const a = form.address;
  const customer = {
    full_name: c.full_name.trim(),
    phone_number: c.phone_number.trim(),
    email_address: c.email_address.trim(),
  };
  const where =
    useSaved && form.addressId
      ? { addressId: form.addressId }
      : {
          address_for_delivery: {
            addressLine1: a.addressLine1.trim(),
            ...(a.addressLine2.trim() ? { addressLine2: a.addressLine2.trim() } : {}),
            city: a.city.trim(),
            pincode: a.pincode.trim(),
            // Checked against the 31 states by orderFormErrors before any request is made.
            state: a.state as IndianState,
            country: a.country.trim() || DEFAULT_COUNTRY,
          },
        };
  const what =
    goods.kind === 'product'
      ? {
          product_ref_id: goods.productId,
          selectedOptions: { size: goods.size, color: goods.color, quantity: goods.quantity },
        }
      : { lines: goods.lines.map(({ product, size, color, quantity }) => ({ product, size, color, quantity })) };
  return { ...what, pricing: { totalAmount }, customer, ...where };
}

export { NO_ADDRESS };

// ─── The draft (survives a refresh, per tab) ────────────────────────────────

/** The order being paid: a retry after Fail or Close reopens it while it is still the same request. */
export type DraftOrder = {
  id: string;
  reference: string;
  /** JSON of the request it was made for. */
  key: string;
  order: { id: string; amount: number; currency: string };
  amount: number;
  keyId: string;
};
export type OrderDraft = { form?: OrderForm; order?: DraftOrder };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, max = 200) => (typeof v === 'string' ? v.slice(0, max) : '');

export function cleanOrderForm(raw: unknown): OrderForm | undefined {
  if (!isObject(raw) || !isObject(raw.customer) || !isObject(raw.address)) return undefined;
  const c = raw.customer;
  const a = raw.address;
  return {
    customer: {
      full_name: nameInput(str(c.full_name)),
      phone_number: str(c.phone_number, 20),
      email_address: str(c.email_address, 254),
    },
    address: {
      addressLine1: str(a.addressLine1, 100),
      addressLine2: str(a.addressLine2, 100),
      city: str(a.city, 50),
      pincode: pincodeInput(str(a.pincode)),
      state: str(a.state, 60),
      country: str(a.country, 50) || DEFAULT_COUNTRY,
    },
    addressId: str(raw.addressId, 64),
  };
}

function cleanDraftOrder(raw: unknown): DraftOrder | undefined {
  if (!isObject(raw) || !isObject(raw.order)) return undefined;
  const { id, key, amount, keyId, reference, order } = raw;
  if (typeof id !== 'string' || typeof key !== 'string' || typeof amount !== 'number' || typeof keyId !== 'string')
    return undefined;
  if (typeof order.id !== 'string' || typeof order.amount !== 'number' || typeof order.currency !== 'string')
    return undefined;
  return {
    id,
    key,
    amount,
    keyId,
    reference: str(reference, 40),
    order: { id: order.id, amount: order.amount, currency: order.currency },
  };
}

export function validateOrderDraft(raw: unknown): OrderDraft | null {
  if (!isObject(raw)) return null;
  const draft: OrderDraft = {};
  const form = cleanOrderForm(raw.form);
  if (form) draft.form = form;
  const order = cleanDraftOrder(raw.order);
  if (order) draft.order = order;
  return draft;
}

export const ORDER_DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** One draft per tab for the store (the customer and address carry over between products). */
export const orderDraft = (scope: string, storage?: DraftStorage | null) =>
  createSessionDraft<OrderDraft>(`sankalp:store-order:${scope}`, {
    maxAgeMs: ORDER_DRAFT_MAX_AGE_MS,
    validate: validateOrderDraft,
    storage,
  });
