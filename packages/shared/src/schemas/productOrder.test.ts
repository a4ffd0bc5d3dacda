import { describe, expect, it } from 'vitest';
import {
  INVALID_QUANTITY,
  NO_ADDRESS,
  NO_PRODUCT,
  orderLinesOf,
  productOrderSchema,
  productOrderVerifySchema,
} from './productOrder';
import { firstMessage } from './test-utils';

const id = (n: number) => `3f1c2d9e-8a4b-4c6d-9e2f-1a2b3c4d5e6${n}`;
const customer = { full_name: 'Meera Sharma', phone_number: '+91 98765 43210', email_address: 'Meera@Example.IN' };
const address = { addressLine1: '12 Temple Road', city: 'Varanasi', pincode: '221001', state: 'Uttar Pradesh' };
const single = {
  product_ref_id: id(1),
  selectedOptions: { size: { name: 'M', extraPrice: 0 }, color: { name: 'Red', extraPrice: 50 }, quantity: 2 },
  pricing: { basePrice: 499, unitPrice: 549, totalAmount: 1098 },
  customer,
  address_for_delivery: address,
};

describe('productOrderSchema (the order form and POST /product-orders/create)', () => {
  it("accepts the product page's handoff: option objects become names, e-mail lower-cased, pincode a number, country India", () => {
    const r = productOrderSchema.parse(single);
    expect(r.customer.email_address).toBe('meera@example.in');
    expect(r.address_for_delivery).toMatchObject({ pincode: 221001, country: 'India' });
    expect(orderLinesOf(r)).toEqual([{ product: id(1), size: 'M', color: 'Red', quantity: 2 }]);
  });

  it('accepts a cart (lines) and adds up repeated variants', () => {
    const r = productOrderSchema.parse({
      customer,
      addressId: id(9),
      lines: [
        { product: id(1), size: 'M', color: 'Red', quantity: 2 },
        { product: id(2), size: 'S', color: 'Red', quantity: 1 },
        { product: id(1), size: 'M', color: 'Red', quantity: 3 },
      ],
    });
    expect(orderLinesOf(r)).toEqual([
      { product: id(1), size: 'M', color: 'Red', quantity: 5 },
      { product: id(2), size: 'S', color: 'Red', quantity: 1 },
    ]);
  });

  it.each([0, -1, 1.5, 11, '2', null, 1e21])('quantity %s: %s', (quantity) => {
    expect(firstMessage(productOrderSchema, { ...single, selectedOptions: { ...single.selectedOptions, quantity } }, 'selectedOptions.quantity')).toBe(
      INVALID_QUANTITY,
    );
  });

  it('needs exactly one of a product or lines, and exactly one of an address or addressId', () => {
    expect(firstMessage(productOrderSchema, { ...single, product_ref_id: undefined, selectedOptions: undefined }, 'product_ref_id')).toBe(NO_PRODUCT);
    expect(firstMessage(productOrderSchema, { ...single, lines: [{ product: id(1), size: 'M', color: 'Red', quantity: 1 }] }, 'product_ref_id')).toBe(NO_PRODUCT);
    expect(firstMessage(productOrderSchema, { ...single, address_for_delivery: undefined }, 'address_for_delivery')).toBe(NO_ADDRESS);
    expect(firstMessage(productOrderSchema, { ...single, addressId: id(9) }, 'address_for_delivery')).toBe(NO_ADDRESS);
  });

  it.each([
    ['customer.full_name', { customer: { ...customer, full_name: '' } }, 'Full name is required'],
    ['customer.full_name', { customer: { ...customer, full_name: 'M' } }, 'Name must be at least 2 characters'],
    ['customer.full_name', { customer: { ...customer, full_name: 'x'.repeat(26) } }, 'Name cannot exceed 25 characters'],
    ['customer.full_name', { customer: { ...customer, full_name: 'Meera, S' } }, 'Name can only contain letters and spaces'],
    ['customer.phone_number', { customer: { ...customer, phone_number: '' } }, 'Phone number is required'],
    ['customer.phone_number', { customer: { ...customer, phone_number: '987654321' } }, 'Phone number must have at least 10 digits'],
    ['customer.phone_number', { customer: { ...customer, phone_number: '1234567890123456' } }, 'Phone number cannot exceed 15 digits'],
    ['customer.email_address', { customer: { ...customer, email_address: '' } }, 'Email address is required'],
    ['customer.email_address', { customer: { ...customer, email_address: 'a@b' } }, 'Please enter a valid email address'],
    ['customer.email_address', { customer: { ...customer, email_address: 'a\u0000@b.in' } }, 'Please enter a valid email address'],
    ['address_for_delivery.addressLine1', { address_for_delivery: { ...address, addressLine1: '' } }, 'Address Line 1 is required'],
    ['address_for_delivery.addressLine1', { address_for_delivery: { ...address, addressLine1: 'x'.repeat(101) } }, 'Address cannot exceed 100 characters'],
    ['address_for_delivery.addressLine1', { address_for_delivery: { ...address, addressLine1: '12 Road\u0000' } }, 'Please enter a valid address'],
    ['address_for_delivery.addressLine2', { address_for_delivery: { ...address, addressLine2: 'x'.repeat(101) } }, 'Address Line 2 cannot exceed 100 characters'],
    ['address_for_delivery.city', { address_for_delivery: { ...address, city: 'V' } }, 'City must be at least 2 characters'],
    ['address_for_delivery.pincode', { address_for_delivery: { ...address, pincode: '012345' } }, 'Please enter a valid 6-digit pincode'],
    ['address_for_delivery.country', { address_for_delivery: { ...address, country: 'x'.repeat(51) } }, 'Country cannot exceed 50 characters'],
  ])('%s: %s', (path, over, message) => {
    expect(firstMessage(productOrderSchema, { ...single, ...over }, path)).toBe(message);
  });
});

describe('productOrderVerifySchema', () => {
  it('takes the three Checkout fields and an optional bookingId', () => {
    const cb = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' };
    expect(productOrderVerifySchema.safeParse(cb).success).toBe(true);
    expect(productOrderVerifySchema.safeParse({ ...cb, bookingId: id(1) }).success).toBe(true);
    expect(productOrderVerifySchema.safeParse({ ...cb, razorpay_signature: '' }).success).toBe(false);
  });
});
