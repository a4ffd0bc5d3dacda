import type { StreamItem } from '@sankalp/shared/api/admin-catalog';
import { eq } from 'drizzle-orm';
import { streams, temples } from '../../../../db/schema/catalog';
import { hiOf, metaOf, translationsOf, type EntityDef } from '../entity';
import { assertTemple } from './temple-ref';

export const streamEntity: EntityDef<'streams'> = {
  noun: 'stream',
  label: 'Stream',
  table: streams,
  cols: {
    id: streams.id,
    title: streams.title,
    published: streams.published,
    updatedAt: streams.updatedAt,
    templeId: streams.templeId,
  },
  titleOf: (v) => v.title,

  async load(db, id) {
    const [r] = await db
      .select({ s: streams, temple: { id: temples.id, name: temples.name } })
      .from(streams)
      .leftJoin(temples, eq(temples.id, streams.templeId))
      .where(eq(streams.id, id));
    if (!r) return null;
    const s = r.s;
    const item: StreamItem = {
      ...metaOf(s),
      title: s.title,
      video: s.video,
      image: s.image,
      pandit: s.pandit,
      templeId: s.templeId,
      templeText: s.templeText,
      temple: r.temple,
      description: s.description,
      category: s.category as StreamItem['category'],
      viewers: s.viewers,
      startTime: s.startTime.toISOString(),
      endTime: s.endTime ? s.endTime.toISOString() : null,
      hi: hiOf(s.translations),
    };
    return item;
  },

  async check(db, _id, v) {
    if (v.templeId) await assertTemple(db, v.templeId);
  },

  async save(db, id, v, w) {
    const { hi, ...rest } = v;
    const row = {
      ...rest,
      ...translationsOf(hi),
      startTime: new Date(v.startTime),
      endTime: v.endTime ? new Date(v.endTime) : null,
      updatedAt: w.now,
    };
    if (id) {
      await db.update(streams).set(row).where(eq(streams.id, id));
      return id;
    }
    const [created] = await db
      .insert(streams)
      .values({ ...row, published: w.published })
      .returning({ id: streams.id });
    return created!.id;
  },
};
