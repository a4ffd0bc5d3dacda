import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Money is integer paise everywhere in the database (ARCHITECTURE principle 1).

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * Managed rows (issue 14): `published` false is a draft the console sees and the public reads do
 * not; the demo's rows default to published. `updated_at` is set by every console write.
 */
/**
 * Catalog text in other languages (issue 13). Every catalog table has the same column,
 * `translations jsonb not null default '{}'`, holding `{ "hi": <deep partial of the row's own text
 * fields> }`: the same field names, arrays by index, strings only. Reads lay it over the English
 * field by field (modules/catalog/localize.ts): a field, or an array item, missing or blank there
 * stays English. Ids, slugs, categories and variant names are never translated.
 */
export type DeepPartial<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Array<DeepPartial<U> | null>
    : T extends object
      ? { [K in keyof T]?: DeepPartial<T[K]> | null }
      : never;
export type Translations<T> = { hi?: DeepPartial<T> };
export const translationsColumn = <T>() => jsonb('translations').$type<Translations<T>>().notNull().default({});

/** The translatable text fields of each catalog table (what `translations.hi` may hold). */
export type TempleText = { name: string; location: string; deity: string; description: string; about: string };
export type PujaText = {
  title: string;
  description: string;
  aboutTemple: string;
  tithi: string;
  tag: string;
  occasion: string;
  type: string;
  duration: string;
  benefits: Benefit[];
};
export type PackageText = { thumbnailTitle: string; points: string[] };
export type TitledText = { title: string; description: string };
export type NamedText = { name: string; description: string };
export type StreamText = { title: string; pandit: string; templeText: string; description: string };
export type CampaignText = {
  title: string;
  subtitle: string;
  story: string;
  description: string;
  benefits: CampaignBenefit[];
};
export type EventText = { name: string; about: string };
export type ProductText = { name: string; description: string; features: string[] };
export type PanditText = {
  name: string;
  location: string;
  description: string;
  highlightPoints: string[];
  languages: string[];
  specialities: string[];
};
export type PrasadText = { title: string; items: string[]; description: string };

const managed = () => ({
  published: boolean('published').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const temples = pgTable(
  'temples',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    location: text('location').notNull(),
    deity: text('deity').notNull(),
    description: text('description').notNull(),
    about: text('about').notNull(),
    image: text('image').notNull(),
    translations: translationsColumn<TempleText>(),
    createdAt: createdAt(),
    ...managed(),
  },
  (t) => [
    // GET /temples pages (issue 16): keyset on (created_at, id).
    index('temples_created_idx').on(t.createdAt, t.id),
  ],
);

export type Benefit = { title: string; description: string };

export const pujas = pgTable(
  'pujas',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    templeId: uuid('temple_id')
      .notNull()
      .references(() => temples.id),
    image: text('image').notNull(),
    aboutPujaCard: jsonb('about_puja_card').$type<string[]>().notNull(),
    aboutTemple: text('about_temple').notNull(),
    rating: real('rating').notNull().default(4.9),
    tithi: text('tithi').notNull(),
    tag: text('tag').notNull(),
    occasion: text('occasion').notNull(),
    type: text('type').notNull(),
    duration: text('duration').notNull(),
    joinedNo: integer('joined_no').notNull().default(0),
    benefits: jsonb('benefits').$type<Benefit[]>().notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    translations: translationsColumn<PujaText>(),
    createdAt: createdAt(),
    ...managed(),
  },
  // The paged lists (issue 16, decision 013): the open pujas (end_time > now, a range of this index
  // then ordered by start), the closed ones walked back along it; a temple's pujas; the featured
  // three read in joinedNo order until three open ones are found.
  (t) => [
    index('pujas_start_time_idx').on(t.startTime, t.id),
    index('pujas_end_time_idx').on(t.endTime, t.id),
    index('pujas_temple_end_time_idx').on(t.templeId, t.endTime),
    index('pujas_featured_idx').on(t.joinedNo.desc(), t.startTime, t.id),
  ],
);

export const pujaPackages = pgTable(
  'puja_packages',
  {
    id: id(),
    pujaId: uuid('puja_id')
      .notNull()
      .references(() => pujas.id, { onDelete: 'cascade' }),
    img: text('img').notNull(),
    thumbnailTitle: text('thumbnail_title').notNull(),
    pricePaise: integer('price_paise').notNull(),
    numberOfPeople: integer('number_of_people').notNull(),
    points: jsonb('points').$type<string[]>().notNull(),
    translations: translationsColumn<PackageText>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('puja_packages_puja_idx').on(t.pujaId)],
);

export const pujaChadhavaItems = pgTable(
  'puja_chadhava_items',
  {
    id: id(),
    pujaId: uuid('puja_id')
      .notNull()
      .references(() => pujas.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    pricePaise: integer('price_paise').notNull(),
    image: text('image').notNull(),
    description: text('description').notNull(),
    translations: translationsColumn<TitledText>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('puja_chadhava_items_puja_idx').on(t.pujaId)],
);

/** The general offerings list (GET /offerings): gau seva, deep daan, anna seva … */
export const offerings = pgTable(
  'offerings',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    pricePaise: integer('price_paise').notNull(),
    image: text('image').notNull(),
    type: text('type').notNull(),
    translations: translationsColumn<NamedText>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('offerings_sort_idx').on(t.sort, t.id)],
);

export const streams = pgTable(
  'streams',
  {
    id: id(),
    title: text('title').notNull(),
    /** Embed source (iframe src); null means "no video source configured". */
    video: text('video'),
    image: text('image').notNull(),
    pandit: text('pandit').notNull(),
    templeId: uuid('temple_id').references(() => temples.id),
    /** Used when the stream is not at a temple of the catalog. */
    templeText: text('temple_text'),
    description: text('description').notNull(),
    category: text('category').notNull(),
    viewers: integer('viewers').notNull().default(0),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    translations: translationsColumn<StreamText>(),
    createdAt: createdAt(),
    ...managed(),
  },
  // The live ones (modules/catalog/catalog.lists.repository.ts `liveAt`) are found among those not
  // ended yet, a few hundred at ×1,000, along the end (none: never ending); the others walk the start.
  (t) => [
    index('streams_start_time_idx').on(t.startTime, t.id),
    index('streams_not_ended_idx').on(sql`coalesce(${t.endTime}, 'infinity'::timestamptz)`),
  ],
);

export type CampaignBenefit = { heading: string; description: string };

export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    img: text('img').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    story: text('story').notNull(),
    description: text('description').notNull(),
    // bigint: a campaign may pass ₹2.1 crore, the end of a 32-bit count of paise.
    raisedPaise: bigint('raised_paise', { mode: 'number' }).notNull().default(0),
    goalPaise: bigint('goal_paise', { mode: 'number' }).notNull(),
    participants: integer('participants').notNull().default(0),
    category: text('category').notNull(),
    benefits: jsonb('benefits').$type<CampaignBenefit[]>().notNull(),
    donorAvatars: jsonb('donor_avatars').$type<string[]>().notNull(),
    /** Donations to it may carry an 80G receipt (above ₹500, with the donor's PAN). */
    eligible80g: boolean('eligible_80g').notNull().default(false),
    translations: translationsColumn<CampaignText>(),
    createdAt: createdAt(),
    ...managed(),
  },
  (t) => [
    index('campaigns_created_idx').on(t.createdAt, t.id),
    index('campaigns_category_idx').on(t.category, t.createdAt, t.id),
  ],
);

export const campaignSevas = pgTable(
  'campaign_sevas',
  {
    id: id(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    pricePaise: integer('price_paise').notNull(),
    img: text('img').notNull(),
    translations: translationsColumn<TitledText>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('campaign_sevas_campaign_idx').on(t.campaignId)],
);

export const chadhavaEvents = pgTable(
  'chadhava_events',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    templeId: uuid('temple_id')
      .notNull()
      .references(() => temples.id),
    date: timestamp('date', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    maxParticipants: integer('max_participants'),
    currentParticipants: integer('current_participants').notNull().default(0),
    basePricePaise: integer('base_price_paise').notNull().default(0),
    about: text('about').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    translations: translationsColumn<EventText>(),
    createdAt: createdAt(),
    ...managed(),
  },
  (t) => [
    index('chadhava_events_date_idx').on(t.date, t.id),
    index('chadhava_events_temple_date_idx').on(t.templeId, t.date),
  ],
);

export const eventOfferings = pgTable(
  'event_offerings',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => chadhavaEvents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    type: text('type').notNull().default('Other'),
    translations: translationsColumn<NamedText>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('event_offerings_event_idx').on(t.eventId)],
);

export type SizeVariant = { name: string; extraPricePaise: number };
export type ColorVariant = { name: string; extraPricePaise: number; colorHex: string };

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    features: jsonb('features').$type<string[]>().notNull(),
    primaryImage: text('primary_image').notNull(),
    secondaryImages: jsonb('secondary_images').$type<string[]>().notNull(),
    basePricePaise: integer('base_price_paise').notNull(),
    sizes: jsonb('sizes').$type<SizeVariant[]>().notNull(),
    colors: jsonb('colors').$type<ColorVariant[]>().notNull(),
    /** Ids of related products (at most 4 are shown, never the product itself). */
    relatedIds: jsonb('related_ids').$type<string[]>().notNull(),
    translations: translationsColumn<ProductText>(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    ...managed(),
  },
  (t) => [index('products_category_idx').on(t.category, t.sort, t.id)],
);

/** Working intervals of one IST day, 'HH:MM' to 'HH:MM' (24-hour, from < to). */
export type WorkingInterval = { from: string; to: string };
/** Seven days, Sunday first; an empty day is a day off. */
export type WeeklyHours = WorkingInterval[][];
const WORKDAY: WorkingInterval[] = [
  { from: '10:00', to: '13:00' },
  { from: '16:00', to: '19:00' },
];
/** Monday to Saturday, 10:00-13:00 and 16:00-19:00 IST; Sunday off. */
export const DEFAULT_WORKING_HOURS: WeeklyHours = [[], WORKDAY, WORKDAY, WORKDAY, WORKDAY, WORKDAY, WORKDAY];

/**
 * Stock of one variant (size × colour) of a product. No row, or `on_hand` null, is made to order
 * (never runs out). `on_hand` is what is on the shelf: a paid order takes its quantity off it
 * (never below 0); live holds of pending orders are counted on top (available = on_hand − holds).
 */
export const productStock = pgTable(
  'product_stock',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    color: text('color').notNull(),
    onHand: integer('on_hand'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size, t.color] }),
    check('product_stock_on_hand_check', sql`${t.onHand} is null or ${t.onHand} >= 0`),
  ],
);

export const pandits = pgTable(
  'pandits',
  {
    id: id(),
    name: text('name').notNull(),
    location: text('location').notNull(),
    img: text('img').notNull(),
    description: text('description').notNull(),
    highlightPoints: jsonb('highlight_points').$type<string[]>().notNull(),
    experienceYears: integer('experience_years').notNull(),
    languages: jsonb('languages').$type<string[]>().notNull(),
    specialities: jsonb('specialities').$type<string[]>().notNull(),
    rating: real('rating').notNull(),
    feePaise: integer('fee_paise').notNull(),
    /** The consultation services offered ('Astro', 'Vastu'). */
    services: jsonb('services').$type<Array<'Astro' | 'Vastu'>>().notNull().default(['Astro', 'Vastu']),
    /** Weekly working hours in IST: index 0 = Sunday … 6 = Saturday; an empty day is a day off. */
    workingHours: jsonb('working_hours').$type<WeeklyHours>().notNull().default(DEFAULT_WORKING_HOURS),
    translations: translationsColumn<PanditText>(),
    sort: integer('sort').notNull().default(0),
    /** IST dates ('YYYY-MM-DD') the pandit takes off on top of the weekly days off. */
    daysOff: jsonb('days_off').$type<string[]>().notNull().default([]),
    ...managed(),
  },
  (t) => [index('pandits_sort_idx').on(t.sort, t.id)],
);
