import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Address } from '@sankalp/shared';
import type { Db } from '../../db/client';
import { addresses, users } from '../../db/schema/index';

export type AddressRow = typeof addresses.$inferSelect;

export async function listAddresses(db: Db, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
}

export async function findAddress(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  return row;
}

/** Serialises address writes of one user (row lock on the user), inside a transaction. */
async function lockUser(tx: Db, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function clearDefault(tx: Db, userId: string) {
  await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

const columns = (a: Address) => ({
  addressLine1: a.addressLine1,
  addressLine2: a.addressLine2 ?? '',
  city: a.city,
  pincode: a.pincode,
  state: a.state,
  country: a.country,
});

/**
 * Adds an address. The user's first address becomes the default; `isDefault: true` moves the
 * default here. Returns undefined when the user already has `max` addresses.
 */
export async function insertAddress(db: Db, userId: string, a: Address, now: Date, max: number): Promise<AddressRow | undefined> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [c] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    const n = c?.n ?? 0;
    if (n >= max) return undefined;
    const isDefault = a.isDefault === true || n === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...columns(a), isDefault, createdAt: now })
      .returning();
    return row;
  });
}

/** Replaces the fields of the user's address; `isDefault` true moves the default here, false clears it, absent keeps it. */
export async function updateAddress(db: Db, userId: string, id: string, a: Address): Promise<AddressRow | undefined> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (a.isDefault === true) await clearDefault(tx, userId);
    const [row] = await tx
      .update(addresses)
      .set({ ...columns(a), ...(a.isDefault === undefined ? {} : { isDefault: a.isDefault }) })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    return row;
  });
}

export async function deleteAddress(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length === 1;
}
