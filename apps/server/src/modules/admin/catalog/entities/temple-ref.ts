import { eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { temples } from '../../../../db/schema/catalog';
import { fieldError } from '../../../../lib/errors';

export const UNKNOWN_TEMPLE = 'Choose a temple of the catalog';

/** 400 on `templeId` unless the temple exists (published or not: drafts are prepared together). */
export async function assertTemple(db: Db, templeId: string): Promise<{ id: string; name: string }> {
  const [t] = await db.select({ id: temples.id, name: temples.name }).from(temples).where(eq(temples.id, templeId));
  if (!t) throw fieldError('templeId', UNKNOWN_TEMPLE);
  return t;
}
