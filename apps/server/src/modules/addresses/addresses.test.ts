import { INDIAN_STATES } from '@sankalp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, registerUser, type TestUser } from '../auth/auth.test-utils';

let t: TestApp;
let u: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  u = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(() => t.close());

const valid = { addressLine1: '12 Dashashwamedh Ghat Road', addressLine2: 'Near Kashi Vishwanath', city: 'Varanasi', pincode: 221001, state: 'Uttar Pradesh' };
type Address = typeof valid & { _id: string; id: string; country: string; isDefault: boolean };

const base = (x: TestUser) => `/api/v1/users/${x.id}/addresses`;
const create = (x: TestUser, body: unknown) => call(t.app, 'POST', base(x), { token: x.token, body });
const list = async (x: TestUser) => {
  const r = await call(t.app, 'GET', base(x), { token: x.token });
  expectStatus(r, 200);
  return r.body as { addresses: Address[]; count: number; data: { addresses: Address[]; count: number } };
};

describe('addresses CRUD', () => {
  it('creates, trimming values, pincode as a number, country India by default; the first is the default', async () => {
    const r = await create(u, { ...valid, addressLine1: '  12 Dashashwamedh Ghat Road ', city: ' Varanasi ', pincode: ' 221001 ', addressLine2: undefined });
    expectStatus(r, 201);
    expect(r.body).toMatchObject({ success: true, message: 'Address added successfully' });
    const a = r.body.address as Address;
    expect(a).toMatchObject({ addressLine1: '12 Dashashwamedh Ghat Road', addressLine2: '', city: 'Varanasi', pincode: 221001, state: 'Uttar Pradesh', country: 'India', isDefault: true });
    expect(a._id).toBe(a.id);
    expect((r.body.data as { address: Address }).address).toEqual(a);
  });

  it('lists with a count, keeps at most one default', async () => {
    const second = await create(u, { ...valid, addressLine1: '7 MG Road, Indiranagar', city: 'Bengaluru', state: 'Karnataka', pincode: 560038, isDefault: true });
    expectStatus(second, 201);
    await create(u, { ...valid, addressLine1: '3 Marine Drive', city: 'Mumbai', state: 'Maharashtra', pincode: '400020', country: '  ' });
    const l = await list(u);
    expect(l.count).toBe(3);
    expect(l.data).toEqual({ addresses: l.addresses, count: 3 });
    expect(l.addresses.filter((a) => a.isDefault).map((a) => a.city)).toEqual(['Bengaluru']);
    expect(l.addresses[0]!.city).toBe('Bengaluru');
    expect(l.addresses.find((a) => a.city === 'Mumbai')!.country).toBe('India');
  });

  it('reads, updates (moving the default) and deletes one', async () => {
    const [first] = (await list(u)).addresses.filter((a) => a.city === 'Varanasi');
    const url = `${base(u)}/${first!._id}`;
    const got = await call(t.app, 'GET', url, { token: u.token });
    expectStatus(got, 200);
    expect(got.body.address).toMatchObject({ _id: first!._id, city: 'Varanasi' });

    const put = await call(t.app, 'PUT', url, { token: u.token, body: { ...valid, city: 'Kashi', isDefault: true } });
    expectStatus(put, 200);
    expect(put.body).toMatchObject({ success: true, message: 'Address updated successfully', address: { city: 'Kashi', isDefault: true } });
    expect((await list(u)).addresses.filter((a) => a.isDefault).map((a) => a.city)).toEqual(['Kashi']);

    const del = await call(t.app, 'DELETE', url, { token: u.token });
    expectStatus(del, 200);
    expect(del.body).toMatchObject({ success: true, message: 'Address deleted successfully', deletedAddressId: first!._id, data: { deletedAddressId: first!._id } });
    expectStatus(await call(t.app, 'GET', url, { token: u.token }), 404);
    expectStatus(await call(t.app, 'DELETE', url, { token: u.token }), 404);
    expect((await list(u)).count).toBe(2);
  });

  it("another user's address: 404 under your own id, 403 under theirs", async () => {
    const theirs = (await create(other, valid)).body.address as Address;
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const body = method === 'PUT' ? valid : undefined;
      expectStatus(await call(t.app, method, `${base(u)}/${theirs._id}`, { token: u.token, body }), 404);
      expectStatus(await call(t.app, method, `${base(other)}/${theirs._id}`, { token: u.token, body }), 403);
    }
    expectStatus(await call(t.app, 'GET', `${base(other)}/${theirs._id}`, { token: other.token }), 200);
  });

  it('answers 400 for a malformed address id', async () => {
    const r = await call(t.app, 'GET', `${base(u)}/not-a-uuid`, { token: u.token });
    expectStatus(r, 400);
  });

  it('accepts every one of the 31 states', async () => {
    expect(INDIAN_STATES).toHaveLength(31);
    const x = await registerUser(t.app);
    for (const [i, state] of INDIAN_STATES.entries()) {
      if (i >= 20) break; // the per-user cap
      expectStatus(await create(x, { ...valid, state }), 201);
    }
    const over = await create(x, valid);
    expectStatus(over, 400);
    expect(over.body.message).toBe('You can save at most 20 addresses. Please delete one first.');
    const y = await registerUser(t.app);
    for (const state of INDIAN_STATES.slice(20)) expectStatus(await create(y, { ...valid, state }), 201);
  });
});

describe('address validation (part 1 § 5)', () => {
  const long = (n: number, ch = 'a') => ch.repeat(n);
  it.each([
    ['addressLine1', undefined, 'Address Line 1 is required'],
    ['addressLine1', '   ', 'Address Line 1 is required'],
    ['addressLine1', 'Ghat', 'Address must be at least 5 characters'],
    ['addressLine1', long(101), 'Address cannot exceed 100 characters'],
    ['addressLine2', long(101), 'Address Line 2 cannot exceed 100 characters'],
    ['city', undefined, 'City is required'],
    ['city', 'Pune 411', 'City can only contain letters and spaces'],
    ['city', 'P', 'City must be at least 2 characters'],
    ['city', long(51), 'City cannot exceed 50 characters'],
    ['pincode', undefined, 'Pincode is required'],
    ['pincode', '012345', 'Please enter a valid 6-digit pincode'],
    ['pincode', 22100, 'Please enter a valid 6-digit pincode'],
    ['pincode', '22100a', 'Please enter a valid 6-digit pincode'],
    ['state', undefined, 'State is required'],
    ['state', 'Atlantis', 'Please select a valid state'],
    ['country', long(51), 'Country cannot exceed 50 characters'],
  ])('%s = %j → %s', async (field, value, message) => {
    const body: Record<string, unknown> = { ...valid, [field]: value };
    if (value === undefined) delete body[field];
    for (const r of [
      await create(u, body),
      await call(t.app, 'PUT', `${base(u)}/${(await list(u)).addresses[0]!._id}`, { token: u.token, body }),
    ]) {
      expectStatus(r, 400);
      expect(r.body.errors?.[field]).toBe(message);
      expect(r.body.success).toBe(false);
    }
  });
});
