import type { ProfileUpdate } from '@sankalp/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import {
  duplicateConflict,
  findTakenIdentity,
  identityTaken,
  normalizeEmail,
  normalizePhone,
  toPublicUser,
  listRoles,
  type PublicUser,
} from '../auth/auth.service';
import { updateUserProfile } from './users.repository';

/**
 * PUT /users/{id}: changes the fields present (e-mail normalised, phone to 91 + 10 digits).
 * An e-mail or phone held by another account is a 409.
 */
export async function updateProfile(ctx: AppContext, userId: string, input: ProfileUpdate): Promise<PublicUser> {
  const patch: { fullName?: string; email?: string; phoneNumber?: string } = {};
  if (input.fullName !== undefined) patch.fullName = input.fullName;
  if (input.email !== undefined) patch.email = normalizeEmail(input.email);
  if (input.phoneNumber !== undefined) patch.phoneNumber = normalizePhone(input.phoneNumber) ?? undefined;
  const taken = await findTakenIdentity(ctx, patch.email, patch.phoneNumber, userId);
  const duplicate = identityTaken(taken);
  if (duplicate) throw duplicate;
  try {
    const row = await updateUserProfile(ctx.db, userId, patch, ctx.now());
    if (!row) throw notFound('User not found');
    return toPublicUser(row, await listRoles(ctx.db, userId));
  } catch (e) {
    throw duplicateConflict(e) ?? e;
  }
}
