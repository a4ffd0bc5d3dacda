import type { TempleItem } from '@sankalp/shared/api/admin-catalog';
import { eq } from 'drizzle-orm';
import { temples } from '../../../../db/schema/catalog';
import { hiOf, metaOf, translationsOf, type EntityDef } from '../entity';

export const templeEntity: EntityDef<'temples'> = {
  noun: 'temple',
  label: 'Temple',
  table: temples,
  cols: {
    id: temples.id,
    title: temples.name,
    published: temples.published,
    updatedAt: temples.updatedAt,
    slug: temples.slug,
  },
  titleOf: (v) => v.name,

  async load(db, id) {
    const [t] = await db.select().from(temples).where(eq(temples.id, id));
    if (!t) return null;
    const item: TempleItem = {
      ...metaOf(t),
      slug: t.slug,
      name: t.name,
      location: t.location,
      deity: t.deity,
      description: t.description,
      about: t.about,
      image: t.image,
      hi: hiOf(t.translations),
    };
    return item;
  },

  async save(db, id, v, w) {
    const { hi, ...rest } = v;
    const row = { ...rest, ...translationsOf(hi), slug: w.slug!, updatedAt: w.now };
    if (id) {
      await db.update(temples).set(row).where(eq(temples.id, id));
      return id;
    }
    const [created] = await db
      .insert(temples)
      .values({ ...row, published: w.published })
      .returning({ id: temples.id });
    return created!.id;
  },
};
