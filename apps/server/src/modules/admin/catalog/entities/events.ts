import type { EventItem } from '@sankalp/shared/api/admin-catalog';
import { toPaise, toRupees } from '@sankalp/shared/money';
import { asc, eq } from 'drizzle-orm';
import { chadhavaEvents, eventOfferings, temples } from '../../../../db/schema/catalog';
import { fieldError } from '../../../../lib/errors';
import { hiOf, metaOf, translationsOf, syncChildren, type EntityDef } from '../entity';
import { assertTemple } from './temple-ref';

export const eventEntity: EntityDef<'events'> = {
  noun: 'event',
  label: 'Event',
  table: chadhavaEvents,
  cols: {
    id: chadhavaEvents.id,
    title: chadhavaEvents.name,
    published: chadhavaEvents.published,
    updatedAt: chadhavaEvents.updatedAt,
    slug: chadhavaEvents.slug,
    templeId: chadhavaEvents.templeId,
  },
  titleOf: (v) => v.name,

  async load(db, id) {
    const [r] = await db
      .select({ e: chadhavaEvents, temple: { id: temples.id, name: temples.name } })
      .from(chadhavaEvents)
      .innerJoin(temples, eq(temples.id, chadhavaEvents.templeId))
      .where(eq(chadhavaEvents.id, id));
    if (!r) return null;
    const offerings = await db
      .select()
      .from(eventOfferings)
      .where(eq(eventOfferings.eventId, id))
      .orderBy(asc(eventOfferings.sort));
    const e = r.e;
    const item: EventItem = {
      ...metaOf(e),
      slug: e.slug,
      name: e.name,
      templeId: e.templeId,
      temple: r.temple,
      date: e.date.toISOString(),
      isActive: e.isActive,
      maxParticipants: e.maxParticipants,
      currentParticipants: e.currentParticipants,
      basePrice: toRupees(e.basePricePaise),
      about: e.about,
      images: e.images,
      hi: hiOf(e.translations),
      offerings: offerings.map((o) => ({
        id: o.id,
        name: o.name,
        price: toRupees(o.pricePaise),
        description: o.description,
        image: o.image,
        type: o.type,
        hi: hiOf(o.translations),
      })),
    };
    return item;
  },

  async check(db, id, v) {
    await assertTemple(db, v.templeId);
    if (!id || v.maxParticipants === null) return;
    const [e] = await db
      .select({ taken: chadhavaEvents.currentParticipants })
      .from(chadhavaEvents)
      .where(eq(chadhavaEvents.id, id));
    if (e && v.maxParticipants < e.taken)
      throw fieldError('maxParticipants', `Slots cannot be fewer than the ${e.taken} places already taken`);
  },

  async save(db, id, v, w) {
    const { offerings, basePrice, date, hi, ...rest } = v;
    const row = {
      ...rest,
      ...translationsOf(hi),
      slug: w.slug!,
      basePricePaise: toPaise(basePrice),
      date: new Date(date),
      updatedAt: w.now,
    };
    let eventId = id;
    if (eventId) await db.update(chadhavaEvents).set(row).where(eq(chadhavaEvents.id, eventId));
    else {
      const [created] = await db
        .insert(chadhavaEvents)
        .values({ ...row, published: w.published })
        .returning({ id: chadhavaEvents.id });
      eventId = created!.id;
    }
    const parentId = eventId;
    await syncChildren(db, {
      table: eventOfferings,
      idCol: eventOfferings.id,
      parentCol: eventOfferings.eventId,
      parentId,
      what: 'An offering',
      rows: offerings,
      toRow: (o, sort) => ({
        eventId: parentId,
        name: o.name,
        pricePaise: toPaise(o.price),
        description: o.description,
        image: o.image,
        type: o.type,
        ...translationsOf(o.hi),
        sort,
      }),
    });
    return parentId;
  },
};
