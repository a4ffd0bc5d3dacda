import type { PujaItem } from '@sankalp/shared/api/admin-catalog';
import { toPaise, toRupees } from '@sankalp/shared/money';
import { asc, eq } from 'drizzle-orm';
import { pujaChadhavaItems, pujaPackages, pujas, temples } from '../../../../db/schema/catalog';
import { hiOf, metaOf, translationsOf, syncChildren, type EntityDef } from '../entity';
import { assertTemple } from './temple-ref';

export const pujaEntity: EntityDef<'pujas'> = {
  noun: 'puja',
  label: 'Puja',
  table: pujas,
  cols: {
    id: pujas.id,
    title: pujas.title,
    published: pujas.published,
    updatedAt: pujas.updatedAt,
    slug: pujas.slug,
    templeId: pujas.templeId,
  },
  titleOf: (v) => v.title,

  async load(db, id) {
    const [r] = await db
      .select({ p: pujas, temple: { id: temples.id, name: temples.name } })
      .from(pujas)
      .innerJoin(temples, eq(temples.id, pujas.templeId))
      .where(eq(pujas.id, id));
    if (!r) return null;
    const [packages, items] = await Promise.all([
      db.select().from(pujaPackages).where(eq(pujaPackages.pujaId, id)).orderBy(asc(pujaPackages.sort)),
      db.select().from(pujaChadhavaItems).where(eq(pujaChadhavaItems.pujaId, id)).orderBy(asc(pujaChadhavaItems.sort)),
    ]);
    const p = r.p;
    const item: PujaItem = {
      ...metaOf(p),
      slug: p.slug,
      title: p.title,
      templeId: p.templeId,
      temple: r.temple,
      description: p.description,
      image: p.image,
      aboutPujaCard: p.aboutPujaCard,
      aboutTemple: p.aboutTemple,
      tithi: p.tithi,
      tag: p.tag,
      occasion: p.occasion,
      type: p.type,
      duration: p.duration,
      rating: p.rating,
      startTime: p.startTime.toISOString(),
      endTime: p.endTime.toISOString(),
      benefits: p.benefits,
      joinedNo: p.joinedNo,
      hi: hiOf(p.translations),
      packages: packages.map((k) => ({
        id: k.id,
        thumbnailTitle: k.thumbnailTitle,
        img: k.img,
        price: toRupees(k.pricePaise),
        numberOfPeople: k.numberOfPeople,
        points: k.points,
        hi: hiOf(k.translations),
      })),
      chadhavaItems: items.map((c) => ({
        id: c.id,
        title: c.title,
        price: toRupees(c.pricePaise),
        image: c.image,
        description: c.description,
        hi: hiOf(c.translations),
      })),
    };
    return item;
  },

  async check(db, _id, v) {
    await assertTemple(db, v.templeId);
  },

  async save(db, id, v, w) {
    const { packages, chadhavaItems, startTime, endTime, hi, ...rest } = v;
    const row = {
      ...rest,
      ...translationsOf(hi),
      slug: w.slug!,
      startTime: new Date(startTime),
      endTime: new Date(endTime),
      updatedAt: w.now,
    };
    let pujaId = id;
    if (pujaId) await db.update(pujas).set(row).where(eq(pujas.id, pujaId));
    else {
      const [created] = await db
        .insert(pujas)
        .values({ ...row, published: w.published })
        .returning({ id: pujas.id });
      pujaId = created!.id;
    }
    const parentId = pujaId;
    await syncChildren(db, {
      table: pujaPackages,
      idCol: pujaPackages.id,
      parentCol: pujaPackages.pujaId,
      parentId,
      what: 'A package',
      rows: packages,
      toRow: (k, sort) => ({
        pujaId: parentId,
        thumbnailTitle: k.thumbnailTitle,
        img: k.img,
        pricePaise: toPaise(k.price),
        numberOfPeople: k.numberOfPeople,
        points: k.points,
        ...translationsOf(k.hi),
        sort,
      }),
    });
    await syncChildren(db, {
      table: pujaChadhavaItems,
      idCol: pujaChadhavaItems.id,
      parentCol: pujaChadhavaItems.pujaId,
      parentId,
      what: 'A chadhava item',
      rows: chadhavaItems,
      toRow: (c, sort) => ({
        pujaId: parentId,
        title: c.title,
        pricePaise: toPaise(c.price),
        image: c.image,
        description: c.description,
        ...translationsOf(c.hi),
        sort,
      }),
    });
    return parentId;
  },
};
