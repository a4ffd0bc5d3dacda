import type {
  Campaign,
  ChadhavaEvent,
  EventOffering,
  ListingApproval,
  Offering,
  Pandit,
  Product,
  ProductListItem,
  Puja,
  PujaChadhavaItem,
  PujaDetail,
  PujaPackage,
  Seva,
  Stream,
  Temple,
  TempleRef,
} from '@sankalp/shared/api/catalog';
import { toRupees } from '@sankalp/shared/money';
import type * as s from '../../db/schema/catalog';
import type { Language } from '../../lib/request-language';
import type { StockRow } from './catalog.repository';
import { localize } from './localize';

export type { StockRow };

// Database rows → the response contract of packages/shared/src/api/catalog.ts:
// paise become rupees, dates become ISO strings, ids appear as `_id` (and `id` on pujas). Each
// takes the reader's language (issue 13) and lays the rows' translations over the English first
// (localize.ts); nested rows (a puja's temple and packages) are localized by their own mapper.

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];
export type TempleRefRow = Pick<Row<typeof s.temples>, 'id' | 'name' | 'location' | 'image' | 'translations'>;
export type ProductListRow = Pick<
  Row<typeof s.products>,
  'id' | 'name' | 'slug' | 'category' | 'primaryImage' | 'basePricePaise' | 'translations'
>;
type Lang = Language | undefined;

/** A listing's standing approval as read (null or all-null: none; it awaits its temple). */
export type ApprovalRow = { approvedAt: Date | null; note: string | null } | null;

export const toApproval = (a: ApprovalRow, temple: { name: string }): ListingApproval | null =>
  a?.approvedAt ? { temple: temple.name, approvedAt: a.approvedAt.toISOString(), note: a.note } : null;

export const toTempleRef = (row: TempleRefRow, lang: Lang): TempleRef => {
  const t = localize('temple', row, lang);
  return { _id: t.id, name: t.name, location: t.location, image: t.image };
};

export const toTemple = (row: Row<typeof s.temples>, lang: Lang): Temple => {
  const t = localize('temple', row, lang);
  return {
    _id: t.id,
    slug: t.slug,
    name: t.name,
    location: t.location,
    deity: t.deity,
    description: t.description,
    about: t.about,
    image: t.image,
  };
};

export const toPackage = (row: Row<typeof s.pujaPackages>, lang: Lang): PujaPackage => {
  const p = localize('package', row, lang);
  return {
    _id: p.id,
    img: p.img,
    thumbnailTitle: p.thumbnailTitle,
    price: toRupees(p.pricePaise),
    numberOfPeople: p.numberOfPeople,
    pointsOfDescription: p.points,
  };
};

export const toPujaChadhavaItem = (row: Row<typeof s.pujaChadhavaItems>, lang: Lang): PujaChadhavaItem => {
  const c = localize('titled', row, lang);
  return {
    _id: c.id,
    title: c.title,
    price: toRupees(c.pricePaise),
    image: c.image,
    description: c.description,
  };
};

export const toPuja = (
  row: Row<typeof s.pujas>,
  temple: TempleRefRow,
  packages: Row<typeof s.pujaPackages>[],
  approval: ApprovalRow,
  lang: Lang,
): Puja => pujaOf(localize('puja', row, lang), temple, packages, approval, lang);

/** A puja row already in the reader's language, in the API's shape. */
const pujaOf = (
  p: Row<typeof s.pujas>,
  temple: TempleRefRow,
  packages: Row<typeof s.pujaPackages>[],
  approval: ApprovalRow,
  lang: Lang,
): Puja => {
  const templeRef = toTempleRef(temple, lang);
  return {
    _id: p.id,
    id: p.id,
    slug: p.slug,
    title: p.title,
    description: p.description,
    temple: templeRef,
    image: p.image,
    aboutPujaCard: p.aboutPujaCard,
    rating: p.rating,
    tithi: p.tithi,
    tag: p.tag,
    occasion: p.occasion,
    joinedNo: p.joinedNo,
    benefitsOfPuja: p.benefits,
    waysToParticipate: packages.map((k) => toPackage(k, lang)),
    startTime: p.startTime.toISOString(),
    endTime: p.endTime.toISOString(),
    createdAt: p.createdAt.toISOString(),
    approval: toApproval(approval, templeRef),
  };
};

export const toPujaDetail = (
  row: Row<typeof s.pujas>,
  temple: TempleRefRow,
  packages: Row<typeof s.pujaPackages>[],
  items: Row<typeof s.pujaChadhavaItems>[],
  approval: ApprovalRow,
  lang: Lang,
): PujaDetail => {
  const p = localize('puja', row, lang);
  return {
    ...pujaOf(p, temple, packages, approval, lang),
    aboutTemple: p.aboutTemple,
    chadhavaPooja: items.map((c) => toPujaChadhavaItem(c, lang)),
    type: p.type,
    duration: p.duration,
  };
};

export const toOffering = (row: Row<typeof s.offerings>, lang: Lang): Offering => {
  const o = localize('named', row, lang);
  return {
    _id: o.id,
    name: o.name,
    description: o.description,
    price: toRupees(o.pricePaise),
    image: o.image,
    type: o.type,
  };
};

export const toStream = (row: Row<typeof s.streams>, temple: TempleRefRow | null, lang: Lang): Stream => {
  const st = localize('stream', row, lang);
  return {
    _id: st.id,
    title: st.title,
    video: st.video,
    image: st.image,
    pandit: st.pandit,
    temple: temple ? toTempleRef(temple, lang) : (st.templeText ?? ''),
    description: st.description,
    category: st.category,
    viewers: st.viewers,
    startTime: st.startTime.toISOString(),
    endTime: st.endTime ? st.endTime.toISOString() : null,
  };
};

export const toSeva = (row: Row<typeof s.campaignSevas>, lang: Lang): Seva => {
  const sv = localize('titled', row, lang);
  return {
    _id: sv.id,
    title: sv.title,
    description: sv.description,
    price: toRupees(sv.pricePaise),
    img: sv.img,
  };
};

export const toCampaign = (
  row: Row<typeof s.campaigns>,
  sevas: Row<typeof s.campaignSevas>[],
  lang: Lang,
): Campaign => {
  const c = localize('campaign', row, lang);
  return {
    _id: c.id,
    slug: c.slug,
    title: c.title,
    subtitle: c.subtitle,
    img: c.img,
    images: c.images,
    story: c.story,
    description: c.description,
    raised_amount: toRupees(c.raisedPaise),
    totalamount: toRupees(c.goalPaise),
    totalparticipants: c.participants,
    category: c.category as Campaign['category'],
    sevas: sevas.map((sv) => toSeva(sv, lang)),
    benefits: c.benefits,
    donorAvatars: c.donorAvatars,
    eligible80G: c.eligible80g,
  };
};

export const toEventOffering = (row: Row<typeof s.eventOfferings>, lang: Lang): EventOffering => {
  const o = localize('named', row, lang);
  return {
    _id: o.id,
    name: o.name,
    price: toRupees(o.pricePaise),
    description: o.description,
    image: o.image,
    type: o.type,
  };
};

export const toEvent = (
  row: Row<typeof s.chadhavaEvents>,
  temple: TempleRefRow,
  offerings: Row<typeof s.eventOfferings>[],
  /** Unpaid bookings holding a slot right now: they are not available either. */
  liveHolds: number,
  approval: ApprovalRow,
  lang: Lang,
): ChadhavaEvent => {
  const e = localize('event', row, lang);
  const templeRef = toTempleRef(temple, lang);
  return {
    _id: e.id,
    slug: e.slug,
    name: e.name,
    temple: templeRef,
    date: e.date.toISOString(),
    isActive: e.isActive,
    maxParticipants: e.maxParticipants,
    currentParticipants: e.currentParticipants,
    availableSlots:
      e.maxParticipants === null ? null : Math.max(0, e.maxParticipants - e.currentParticipants - liveHolds),
    basePrice: toRupees(e.basePricePaise),
    about: e.about,
    images: e.images,
    offerings: offerings.map((o) => toEventOffering(o, lang)),
    approval: toApproval(approval, templeRef),
  };
};

export const toProductListItem = (row: ProductListRow, lang: Lang): ProductListItem => {
  const p = localize('product', row, lang);
  return {
    _id: p.id,
    name: p.name,
    slug: p.slug,
    category: p.category as ProductListItem['category'],
    primaryImage: p.primaryImage,
    basePrice: toRupees(p.basePricePaise),
  };
};

/** Units of one variant that can be ordered now: on hand − live holds; null = made to order (no stock row). */
export function availableOf(stock: StockRow[], size: string, color: string): number | null {
  const row = stock.find((r) => r.size === size && r.color === color);
  return row && row.onHand !== null ? Math.max(0, row.onHand - row.held) : null;
}

/** Every size × colour of a product with what can be ordered now (null: made to order). */
const variantStock = (p: Row<typeof s.products>, stock: StockRow[]): Product['variants']['stock'] =>
  p.sizes.flatMap((size) =>
    p.colors.map((color) => ({
      size: size.name,
      color: color.name,
      available: availableOf(stock, size.name, color.name),
    })),
  );

export const toProduct = (
  row: Row<typeof s.products>,
  related: ProductListRow[],
  stock: StockRow[],
  lang: Lang,
): Product => {
  const p = localize('product', row, lang);
  return {
    ...toProductListItem(row, lang),
    description: p.description,
    features: p.features,
    secondaryImages: p.secondaryImages,
    variants: {
      sizes: p.sizes.map((v) => ({ name: v.name, extraPrice: toRupees(v.extraPricePaise) })),
      colors: p.colors.map((v) => ({ name: v.name, extraPrice: toRupees(v.extraPricePaise), colorHex: v.colorHex })),
      stock: variantStock(p, stock),
    },
    relatedProducts: related.map((r) => toProductListItem(r, lang)),
  };
};

export const toPandit = (row: Row<typeof s.pandits>, lang: Lang): Pandit => {
  const p = localize('pandit', row, lang);
  return {
    _id: p.id,
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
    consultationFee: toRupees(p.feePaise),
    services: p.services,
  };
};
