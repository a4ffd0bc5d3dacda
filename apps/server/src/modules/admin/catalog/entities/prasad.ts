import type { PrasadItem } from '@sankalp/shared/api/admin-catalog';
import { toPaise, toRupees } from '@sankalp/shared/money';
import { eq } from 'drizzle-orm';
import { temples } from '../../../../db/schema/catalog';
import { prasadOfferings } from '../../../../db/schema/prasad';
import { feedbackStats } from '../../../prasad/prasad.repository';
import { hiOf, metaOf, translationsOf, type EntityDef } from '../entity';
import { assertTemple } from './temple-ref';

/** Prasad offerings (issue 10): rating and reviews are shown, computed from the orders' feedback, never edited. */
export const prasadEntity: EntityDef<'prasad'> = {
  noun: 'prasad',
  label: 'Prasad offering',
  table: prasadOfferings,
  cols: {
    id: prasadOfferings.id,
    title: prasadOfferings.title,
    published: prasadOfferings.published,
    updatedAt: prasadOfferings.updatedAt,
    templeId: prasadOfferings.templeId,
  },
  titleOf: (v) => v.title,

  async load(db, id) {
    const [r] = await db
      .select({ o: prasadOfferings, temple: { id: temples.id, name: temples.name }, ...feedbackStats })
      .from(prasadOfferings)
      .innerJoin(temples, eq(temples.id, prasadOfferings.templeId))
      .where(eq(prasadOfferings.id, id));
    if (!r) return null;
    const o = r.o;
    const item: PrasadItem = {
      ...metaOf(o),
      title: o.title,
      templeId: o.templeId,
      temple: r.temple,
      items: o.items,
      description: o.description,
      price: toRupees(o.pricePaise),
      image: o.image,
      availability: o.availability,
      rating: Number(r.rating),
      reviews: Number(r.reviews),
      hi: hiOf(o.translations),
    };
    return item;
  },

  async check(db, _id, v) {
    await assertTemple(db, v.templeId);
  },

  async save(db, id, v, w) {
    const { price, hi, ...rest } = v;
    const row = { ...rest, ...translationsOf(hi), pricePaise: toPaise(price), updatedAt: w.now };
    if (id) {
      await db.update(prasadOfferings).set(row).where(eq(prasadOfferings.id, id));
      return id;
    }
    const [created] = await db
      .insert(prasadOfferings)
      .values({ ...row, published: w.published, createdAt: w.now })
      .returning({ id: prasadOfferings.id });
    return created!.id;
  },
};
