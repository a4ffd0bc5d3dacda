import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

export async function updateUserProfile(
  db: Db,
  userId: string,
  patch: { fullName?: string; email?: string; phoneNumber?: string },
  now: Date,
) {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
