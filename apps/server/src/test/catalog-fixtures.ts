import type { Db } from '../db/client';
import { temples } from '../db/schema/index';

/** A temple for test fixtures (its slug carries `tag`, unique per fixture); answers its id. */
export async function insertTemple(db: Db, tag: string): Promise<string> {
  const [temple] = await db
    .insert(temples)
    .values({
      name: 'Kashi Vishwanath',
      slug: `kashi-${tag}`,
      location: 'Varanasi, Uttar Pradesh',
      deity: 'Shiva',
      description: 'Jyotirlinga',
      about: 'About',
      image: '/art/temple.svg',
    })
    .returning();
  return temple!.id;
}
