import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import * as repo from './auth.repository';
import { newPasswordSchema } from './auth.schemas';
import { normalizeEmail, normalizePhone } from './identity';
import { identityTaken } from './identity-taken';
import { hashPassword } from './passwords';
import { findTwoFactor } from './two-factor.repository';

// Accounts as the command line, ADMIN_EMAIL and the demo seed see them (no request, no session).

export type AccountRef = { id: string; email: string; fullName: string; deleted: boolean };

const toRef = (u: repo.UserRow): AccountRef => ({
  id: u.id,
  email: u.email,
  fullName: u.fullName,
  deleted: !!u.deletedAt,
});

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRef | undefined> {
  const u = await repo.findUserByEmail(db, normalizeEmail(email));
  return u && !u.deletedAt ? toRef(u) : undefined;
}

export async function findAccountById(db: Db, id: string): Promise<AccountRef | undefined> {
  const u = await repo.findUserById(db, id);
  return u ? toRef(u) : undefined;
}

export async function findAccountsByIds(db: Db, ids: string[]): Promise<AccountRef[]> {
  return (await repo.findUsersByIds(db, [...new Set(ids)])).map(toRef);
}

export async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  return !!(await findTwoFactor(db, userId))?.enabledAt;
}

/**
 * A phone number for a staff account made without one: "00" and 13 random digits. Sign-up stores
 * every phone as 91 and 10 digits, so no devotee's number can ever collide with it.
 */
export const placeholderPhone = () => `00${Array.from({ length: 13 }, () => randomInt(10)).join('')}`;

/** Makes an account outside sign-up (password rules as sign-up's, common list included). */
export async function createStaffAccount(
  db: Db,
  input: { email: string; password: string; fullName: string; phone?: string },
  now: Date,
): Promise<AccountRef> {
  const password = newPasswordSchema.safeParse(input.password);
  if (!password.success) throw badRequest(password.error.issues[0]?.message ?? 'Invalid password');
  const email = normalizeEmail(input.email);
  let phone = placeholderPhone();
  if (input.phone) {
    const normalized = normalizePhone(input.phone);
    if (!normalized) throw badRequest('Only Indian (+91) phone numbers are supported');
    phone = normalized;
  }
  const taken = await repo.findTaken(db, email, phone);
  const duplicate = identityTaken(taken);
  if (duplicate) throw duplicate;
  const row = await repo.insertUserWithStuff(db, {
    fullName: input.fullName,
    email,
    phoneNumber: phone,
    passwordHash: await hashPassword(input.password),
    now,
  });
  return toRef(row);
}
