import type { CampaignItem } from '@sankalp/shared/api/admin-catalog';
import { toPaise, toRupees } from '@sankalp/shared/money';
import { asc, eq } from 'drizzle-orm';
import { campaigns, campaignSevas } from '../../../../db/schema/catalog';
import { hiOf, metaOf, translationsOf, syncChildren, type EntityDef } from '../entity';

export const campaignEntity: EntityDef<'campaigns'> = {
  noun: 'campaign',
  label: 'Campaign',
  table: campaigns,
  cols: {
    id: campaigns.id,
    title: campaigns.title,
    published: campaigns.published,
    updatedAt: campaigns.updatedAt,
    slug: campaigns.slug,
  },
  titleOf: (v) => v.title,

  async load(db, id) {
    const [c] = await db.select().from(campaigns).where(eq(campaigns.id, id));
    if (!c) return null;
    const sevas = await db
      .select()
      .from(campaignSevas)
      .where(eq(campaignSevas.campaignId, id))
      .orderBy(asc(campaignSevas.sort));
    const item: CampaignItem = {
      ...metaOf(c),
      slug: c.slug,
      title: c.title,
      subtitle: c.subtitle,
      category: c.category as CampaignItem['category'],
      img: c.img,
      images: c.images,
      story: c.story,
      description: c.description,
      goal: toRupees(c.goalPaise),
      eligible80G: c.eligible80g,
      benefits: c.benefits,
      donorAvatars: c.donorAvatars,
      raised: toRupees(c.raisedPaise),
      participants: c.participants,
      hi: hiOf(c.translations),
      sevas: sevas.map((s) => ({
        id: s.id,
        title: s.title,
        description: s.description,
        price: toRupees(s.pricePaise),
        img: s.img,
        hi: hiOf(s.translations),
      })),
    };
    return item;
  },

  async save(db, id, v, w) {
    const { sevas, goal, eligible80G, hi, ...rest } = v;
    const row = {
      ...rest,
      ...translationsOf(hi),
      slug: w.slug!,
      goalPaise: toPaise(goal),
      eligible80g: eligible80G,
      updatedAt: w.now,
    };
    let campaignId = id;
    if (campaignId) await db.update(campaigns).set(row).where(eq(campaigns.id, campaignId));
    else {
      const [created] = await db
        .insert(campaigns)
        .values({ ...row, published: w.published })
        .returning({ id: campaigns.id });
      campaignId = created!.id;
    }
    const parentId = campaignId;
    await syncChildren(db, {
      table: campaignSevas,
      idCol: campaignSevas.id,
      parentCol: campaignSevas.campaignId,
      parentId,
      what: 'A seva',
      rows: sevas,
      toRow: (s, sort) => ({
        campaignId: parentId,
        title: s.title,
        description: s.description,
        pricePaise: toPaise(s.price),
        img: s.img,
        ...translationsOf(s.hi),
        sort,
      }),
    });
    return parentId;
  },
};
