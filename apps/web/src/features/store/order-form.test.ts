import { describe, expect, it } from 'vitest';
import {
  FORM_INVALID,
  NO_ADDRESS,
  cleanOrderForm,
  emptyOrderForm,
  nameInput,
  orderFormErrors,
  orderRequest,
  pincodeInput,
  requiredFilled,
  type OrderForm,
} from './order-form';

const filled = (): OrderForm => ({
  customer: { full_name: 'Asha Devi', phone_number: '98765 43210', email_address: 'asha@example.com' },
  address: {
    addressLine1: '12 Temple Road',
    addressLine2: '',
    city: 'Varanasi',
    pincode: '221001',
    state: 'Uttar Pradesh',
    country: 'India',
  },
  addressId: '',
});
const PRODUCT = '7c1f6f1e-3f0e-4c55-9a52-0d6a4c0f3b11';

describe('order form', () => {
  it('uses the spec messages of the shared schema', () => {
    const form = filled();
    form.customer.full_name = 'A';
    form.address.pincode = '012345';
    form.customer.phone_number = '12345';
    expect(orderFormErrors(form, false)).toEqual({
      full_name: 'Name must be at least 2 characters',
      phone_number: 'Phone number must have at least 10 digits',
      pincode: 'Please enter a valid 6-digit pincode',
    });
    expect(orderFormErrors(emptyOrderForm(), false)).toMatchObject({
      full_name: 'Full name is required',
      email_address: 'Email address is required',
      addressLine1: 'Address Line 1 is required',
      city: 'City is required',
      pincode: 'Pincode is required',
    });
    expect(FORM_INVALID).toBe('Please fill all required fields correctly!');
  });
  it('a signed-in devotee picks a saved address instead of typing one', () => {
    const form = { ...filled(), address: emptyOrderForm().address };
    expect(orderFormErrors(form, true)).toEqual({ addressId: NO_ADDRESS });
    expect(orderFormErrors({ ...form, addressId: 'a1' }, true)).toEqual({});
    expect(requiredFilled(form, true)).toBe(false);
    expect(requiredFilled({ ...form, addressId: 'a1' }, true)).toBe(true);
    expect(requiredFilled(filled(), false)).toBe(true);
  });
  it('drops commas and semicolons and stops at 25 characters; pincode digits only', () => {
    expect(nameInput('Asha, Devi;')).toBe('Asha Devi');
    expect(nameInput('x'.repeat(30))).toHaveLength(25);
    expect(pincodeInput('22a10019')).toBe('221001');
  });
  it('maps Buy Now to product_ref_id + selectedOptions and the typed address', () => {
    const body = orderRequest(
      { kind: 'product', productId: PRODUCT, size: 'M', color: 'Red', quantity: 2 },
      filled(),
      false,
      1098,
    );
    expect(body).toEqual({
      product_ref_id: PRODUCT,
      selectedOptions: { size: 'M', color: 'Red', quantity: 2 },
      pricing: { totalAmount: 1098 },
      customer: { full_name: 'Asha Devi', phone_number: '98765 43210', email_address: 'asha@example.com' },
      address_for_delivery: {
        addressLine1: '12 Temple Road',
        city: 'Varanasi',
        pincode: '221001',
        state: 'Uttar Pradesh',
        country: 'India',
      },
    });
  });
  it('maps the cart to lines and a saved address to addressId', () => {
    const lines = [
      { product: PRODUCT, size: '', color: '', quantity: 1 },
      { product: PRODUCT, size: 'L', color: 'Blue', quantity: 3 },
    ];
    const body = orderRequest({ kind: 'cart', lines }, { ...filled(), addressId: 'addr-1' }, true, 500);
    expect(body.lines).toEqual(lines);
    expect(body.addressId).toBe('addr-1');
    expect(body.address_for_delivery).toBeUndefined();
    expect(body.product_ref_id).toBeUndefined();
  });
  it('a typed address is sent even with a saved id when saved addresses are not in use', () => {
    const body = orderRequest({ kind: 'cart', lines: [] }, { ...filled(), addressId: 'addr-1' }, false, 0);
    expect(body.addressId).toBeUndefined();
    expect(body.address_for_delivery?.city).toBe('Varanasi');
  });
  it('cleans a stored draft', () => {
    expect(cleanOrderForm(null)).toBeUndefined();
    const f = cleanOrderForm({
      customer: { full_name: 'A,B', phone_number: 5 },
      address: { pincode: 'x123', country: '' },
      addressId: 'a',
    });
    expect(f?.customer).toEqual({ full_name: 'AB', phone_number: '', email_address: '' });
    expect(f?.address.pincode).toBe('123');
    expect(f?.address.country).toBe('India');
  });
});
