import type { PanditItem } from '@sankalp/shared/api/admin-catalog';
import { toPaise, toRupees } from '@sankalp/shared/money';
import { eq } from 'drizzle-orm';
import { pandits } from '../../../../db/schema/catalog';
import { hiOf, metaOf, translationsOf, type EntityDef } from '../entity';

export const panditEntity: EntityDef<'pandits'> = {
  noun: 'pandit',
  label: 'Pandit',
  table: pandits,
  cols: { id: pandits.id, title: pandits.name, published: pandits.published, updatedAt: pandits.updatedAt },
  titleOf: (v) => v.name,

  async load(db, id) {
    const [p] = await db.select().from(pandits).where(eq(pandits.id, id));
    if (!p) return null;
    const item: PanditItem = {
      ...metaOf(p),
      name: p.name,
      location: p.location,
      img: p.img,
      description: p.description,
      highlightPoints: p.highlightPoints,
      experienceYears: p.experienceYears,
      languages: p.languages,
      specialities: p.specialities,
      rating: p.rating,
      fee: toRupees(p.feePaise),
      services: p.services,
      weeklyHours: p.workingHours,
      daysOff: p.daysOff,
      hi: hiOf(p.translations),
    };
    return item;
  },

  async save(db, id, v, w) {
    const { fee, weeklyHours, hi, ...rest } = v;
    const row = { ...rest, ...translationsOf(hi), feePaise: toPaise(fee), workingHours: weeklyHours, updatedAt: w.now };
    if (id) {
      await db.update(pandits).set(row).where(eq(pandits.id, id));
      return id;
    }
    const [created] = await db
      .insert(pandits)
      .values({ ...row, published: w.published })
      .returning({ id: pandits.id });
    return created!.id;
  },
};
