/**
 * The console's catalog forms (issue 14), one schema per entity: the web form validates with it,
 * the server validates the request body with it (400 with these messages). Prices are whole
 * rupees here; the server stores paise. Images are /media/… paths from POST /admin/media or the
 * demo's /art/… artwork. Slugs are not typed: each is the slug of the title (packages/shared/src/slug.ts).
 */
import { z } from 'zod';
import { CAMPAIGN_CATEGORIES, PRODUCT_CATEGORIES, STREAM_CATEGORIES } from '../constants';
import { idSchema } from './ids';
import { PANDIT_SERVICES } from './panditBooking';
import { PRASAD_AVAILABILITY } from './prasad';
import {
  childId,
  GOAL_MAX_RUPEES,
  hindiLine,
  hindiList,
  hindiLong,
  hindiOf,
  imageList,
  imageUrl,
  instant,
  lineList,
  lineText,
  longText,
  ratingSchema,
  rupees,
  uniqueBy,
  wholeNumber,
} from './admin-catalog-fields';

export * from './admin-catalog-fields';

/** The entities the console manages, in the URL: /admin/catalog/{entity}. */
export const CATALOG_ENTITIES = [
  'temples',
  'pujas',
  'events',
  'campaigns',
  'products',
  'pandits',
  'streams',
  'prasad',
] as const;
export type CatalogEntity = (typeof CATALOG_ENTITIES)[number];

export const CATALOG_STATUSES = ['published', 'draft'] as const;
export type CatalogStatus = (typeof CATALOG_STATUSES)[number];

/** A new row's status: a draft unless told (publish it with POST …/publish). */
const createStatus = z
  .enum(CATALOG_STATUSES, { error: 'Status must be published or draft' })
  .optional()
  .default('draft');

/** GET /admin/catalog/{entity}: a search of the title, a status, and the page. */
export const catalogListQuery = z.object({
  q: z.string().trim().max(100, 'Search cannot exceed 100 characters').optional(),
  status: z.enum(CATALOG_STATUSES, { error: 'Status must be published or draft' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

const optionalTempleRef = idSchema.nullish().transform((v) => v ?? null);

// ─── Temples ────────────────────────────────────────────────────────────────

export const templeForm = z.object({
  name: lineText('Temple name', 120),
  location: lineText('Location', 120),
  deity: lineText('Deity', 80),
  description: longText('Description', 500),
  about: longText('About', 5000),
  image: imageUrl(),
  hi: hindiOf({
    name: hindiLine('Temple name', 120),
    location: hindiLine('Location', 120),
    deity: hindiLine('Deity', 80),
    description: hindiLong('Description', 500),
    about: hindiLong('About', 5000),
  }),
});

// ─── Pujas ──────────────────────────────────────────────────────────────────

export const pujaPackageForm = z.object({
  id: childId,
  thumbnailTitle: lineText('Package title', 80),
  img: imageUrl('Package image'),
  price: rupees('Package price', { min: 1 }),
  numberOfPeople: wholeNumber('Number of people', 1, 20),
  points: lineList('Point', 10),
  hi: hindiOf({ thumbnailTitle: hindiLine('Package title', 80), points: hindiList('Point', 10) }),
});

export const pujaChadhavaItemForm = z.object({
  id: childId,
  title: lineText('Item title', 80),
  price: rupees('Item price', { min: 1 }),
  image: imageUrl('Item image'),
  description: longText('Item description', 500),
  hi: hindiOf({ title: hindiLine('Item title', 80), description: hindiLong('Item description', 500) }),
});

/** A benefit of the puja: the page's question-and-answer style cards (title and text). */
export const benefitForm = z.object({
  title: lineText('Benefit title', 120),
  description: longText('Benefit text', 1000),
});

const pujaFields = z.object({
  title: lineText('Puja title', 120),
  templeId: idSchema,
  description: longText('Description', 2000),
  image: imageUrl(),
  aboutPujaCard: imageList('About card image', 8),
  aboutTemple: longText('About the temple', 5000),
  tithi: lineText('Tithi', 80),
  tag: lineText('Tag', 40),
  occasion: lineText('Occasion', 80),
  type: lineText('Type', 40),
  duration: lineText('Duration', 40),
  rating: ratingSchema.default(4.9),
  startTime: instant('Start'),
  endTime: instant('End'),
  benefits: z.array(benefitForm).max(12, 'At most 12 benefits').default([]),
  hi: hindiOf({
    title: hindiLine('Puja title', 120),
    description: hindiLong('Description', 2000),
    aboutTemple: hindiLong('About the temple', 5000),
    tithi: hindiLine('Tithi', 80),
    tag: hindiLine('Tag', 40),
    occasion: hindiLine('Occasion', 80),
    type: hindiLine('Type', 40),
    duration: hindiLine('Duration', 40),
    benefits: z
      .array(z.object({ title: hindiLine('Benefit title', 120), description: hindiLong('Benefit text', 1000) }))
      .max(12, 'At most 12 benefits')
      .optional(),
  }),
  packages: z
    .array(pujaPackageForm)
    .min(1, 'Add at least one package')
    .max(6, 'At most 6 packages')
    .superRefine(uniqueBy((p) => p.thumbnailTitle, 'Each package needs its own title')),
  chadhavaItems: z
    .array(pujaChadhavaItemForm)
    .max(30, 'At most 30 items')
    .default([])
    .superRefine(uniqueBy((c) => c.title, 'Each item needs its own title')),
});

const endAfterStart = (v: { startTime: string; endTime: string }) => Date.parse(v.endTime) > Date.parse(v.startTime);
export const pujaForm = pujaFields.refine(endAfterStart, { message: 'End must be after the start', path: ['endTime'] });

// ─── Chadhava events ────────────────────────────────────────────────────────

export const eventOfferingForm = z.object({
  id: childId,
  name: lineText('Offering name', 80),
  price: rupees('Offering price', { min: 1 }),
  description: longText('Offering description', 500),
  image: imageUrl('Offering image'),
  type: lineText('Offering type', 40).default('Other'),
  hi: hindiOf({ name: hindiLine('Offering name', 80), description: hindiLong('Offering description', 500) }),
});

export const eventForm = z.object({
  name: lineText('Event name', 120),
  templeId: idSchema,
  date: instant('Date'),
  /** Bookings open (false: shown, not bookable). */
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
  /** Slots: the most participants (null: no limit). */
  maxParticipants: wholeNumber('Slots', 1, 100_000).nullable().default(null),
  basePrice: rupees('Base price').default(0),
  about: longText('About', 5000),
  images: imageList('Image', 8, 1),
  hi: hindiOf({ name: hindiLine('Event name', 120), about: hindiLong('About', 5000) }),
  offerings: z
    .array(eventOfferingForm)
    .min(1, 'Add at least one offering')
    .max(30, 'At most 30 offerings')
    .superRefine(uniqueBy((o) => o.name, 'Each offering needs its own name')),
});

// ─── Donation campaigns ─────────────────────────────────────────────────────

export const sevaForm = z.object({
  id: childId,
  title: lineText('Seva title', 80),
  description: longText('Seva description', 500),
  price: rupees('Seva price', { min: 1 }),
  img: imageUrl('Seva image'),
  hi: hindiOf({ title: hindiLine('Seva title', 80), description: hindiLong('Seva description', 500) }),
});

export const campaignForm = z.object({
  title: lineText('Campaign title', 120),
  subtitle: lineText('Subtitle', 200),
  category: z.enum(CAMPAIGN_CATEGORIES, { error: `Category must be one of: ${CAMPAIGN_CATEGORIES.join(', ')}` }),
  img: imageUrl(),
  images: imageList('Image', 8),
  story: longText('Story', 5000),
  description: longText('Description', 2000),
  goal: rupees('Goal', { min: 1, max: GOAL_MAX_RUPEES }),
  eligible80G: z.boolean({ error: '80G eligibility must be true or false' }).default(false),
  benefits: z
    .array(z.object({ heading: lineText('Benefit heading', 120), description: longText('Benefit text', 1000) }))
    .max(12, 'At most 12 benefits')
    .default([]),
  donorAvatars: imageList('Donor avatar', 12).default([]),
  hi: hindiOf({
    title: hindiLine('Campaign title', 120),
    subtitle: hindiLine('Subtitle', 200),
    story: hindiLong('Story', 5000),
    description: hindiLong('Description', 2000),
    benefits: z
      .array(z.object({ heading: hindiLine('Benefit heading', 120), description: hindiLong('Benefit text', 1000) }))
      .max(12, 'At most 12 benefits')
      .optional(),
  }),
  sevas: z
    .array(sevaForm)
    .max(20, 'At most 20 sevas')
    .default([])
    .superRefine(uniqueBy((s) => s.title, 'Each seva needs its own title')),
});

// ─── Store products ─────────────────────────────────────────────────────────

const COLOR_HEX = /^#[0-9a-fA-F]{6}$/;

export const productForm = z
  .object({
    name: lineText('Product name', 120),
    description: longText('Description', 3000),
    category: z.enum(PRODUCT_CATEGORIES, { error: `Category must be one of: ${PRODUCT_CATEGORIES.join(', ')}` }),
    features: lineList('Feature', 12),
    hi: hindiOf({
      name: hindiLine('Product name', 120),
      description: hindiLong('Description', 3000),
      features: hindiList('Feature', 12),
    }),
    primaryImage: imageUrl(),
    secondaryImages: imageList('Image', 8),
    basePrice: rupees('Price', { min: 1 }),
    sizes: z
      .array(z.object({ name: lineText('Size', 40), extraPrice: rupees('Extra price') }))
      .min(1, 'Add at least one size')
      .max(12, 'At most 12 sizes')
      .superRefine(uniqueBy((v) => v.name, 'Each size needs its own name')),
    colors: z
      .array(
        z.object({
          name: lineText('Colour', 40),
          extraPrice: rupees('Extra price'),
          colorHex: z.string({ error: 'Colour code is required' }).regex(COLOR_HEX, 'Colour code looks like #A1B2C3'),
        }),
      )
      .min(1, 'Add at least one colour')
      .max(12, 'At most 12 colours')
      .superRefine(uniqueBy((v) => v.name, 'Each colour needs its own name')),
    relatedIds: z.array(idSchema).max(8, 'At most 8 related products').default([]),
    /** Units on the shelf per variant; a variant not listed (or null) is made to order. */
    stock: z
      .array(
        z.object({
          size: z.string({ error: 'Size is required' }),
          color: z.string({ error: 'Colour is required' }),
          onHand: wholeNumber('Stock', 0, 1_000_000).nullable(),
        }),
      )
      .max(144)
      .default([])
      .superRefine(uniqueBy((s) => `${s.size}\u0000${s.color}`, 'This variant is listed twice')),
  })
  .superRefine((p, ctx) => {
    p.stock.forEach((s, i) => {
      if (!p.sizes.some((v) => v.name === s.size) || !p.colors.some((v) => v.name === s.color))
        ctx.addIssue({
          code: 'custom',
          message: 'Stock names a size or colour the product does not have',
          path: ['stock', i],
        });
    });
  });

// ─── Pandits and their availability ─────────────────────────────────────────

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const hhmm = (label: string) =>
  z.string({ error: `${label} is required` }).regex(HHMM, `${label} must be a time such as 09:30`);

/** One working interval of an IST day, 'HH:MM' to 'HH:MM' (24-hour). */
export const workingIntervalForm = z
  .object({ from: hhmm('From'), to: hhmm('To') })
  .refine((w) => w.to > w.from, { message: 'To must be after From', path: ['to'] });

/** Seven days, Sunday first; an empty day is a day off every week. */
export const weeklyHoursForm = z
  .array(z.array(workingIntervalForm).max(6, 'At most 6 intervals a day'), { error: 'Weekly hours are required' })
  .length(7, 'Give the hours of all seven days, Sunday first')
  .superRefine((days, ctx) => {
    days.forEach((day, d) => {
      const sorted = [...day].sort((a, b) => a.from.localeCompare(b.from));
      for (let i = 1; i < sorted.length; i++)
        if (sorted[i]!.from < sorted[i - 1]!.to)
          ctx.addIssue({ code: 'custom', message: 'Intervals of a day must not overlap', path: [d] });
    });
  });

/** Dates off on top of the weekly days off: IST calendar dates. */
export const daysOffForm = z
  .array(z.iso.date({ error: 'A day off is a date such as 2026-12-25' }), { error: 'Days off must be a list' })
  .max(366, 'At most 366 days off')
  .transform((d) => [...new Set(d)].sort());

/** PUT /admin/pandits/{id}/availability: what a pandit changes of their own profile. */
export const panditAvailabilityForm = z.object({ weeklyHours: weeklyHoursForm, daysOff: daysOffForm.default([]) });

export const panditForm = z.object({
  name: lineText('Name', 80),
  location: lineText('Location', 120),
  img: imageUrl(),
  description: longText('Description', 3000),
  highlightPoints: lineList('Highlight', 10),
  experienceYears: wholeNumber('Experience', 0, 80),
  languages: lineList('Language', 12, 40, 1),
  specialities: lineList('Speciality', 12, 80),
  hi: hindiOf({
    name: hindiLine('Name', 80),
    location: hindiLine('Location', 120),
    description: hindiLong('Description', 3000),
    highlightPoints: hindiList('Highlight', 10),
    languages: hindiList('Language', 12, 40),
    specialities: hindiList('Speciality', 12, 80),
  }),
  rating: ratingSchema.default(4.8),
  fee: rupees('Fee', { min: 1 }),
  services: z
    .array(z.enum(PANDIT_SERVICES, { error: `Service must be one of: ${PANDIT_SERVICES.join(', ')}` }))
    .min(1, 'Offer at least one service')
    .transform((s) => [...new Set(s)]),
  weeklyHours: weeklyHoursForm,
  daysOff: daysOffForm.default([]),
});

// ─── Live streams ───────────────────────────────────────────────────────────

/** The player's source: the site's own embed page, or an https embed address (YouTube, Vimeo …). */
export const STREAM_VIDEO = /^(\/embed\/[A-Za-z0-9._-]+(\?[^\s<>"']*)?|https:\/\/[^\s<>"']+)$/;

export const streamForm = z
  .object({
    title: lineText('Title', 120),
    video: z
      .string()
      .trim()
      .max(500, 'Video address cannot exceed 500 characters')
      .regex(STREAM_VIDEO, 'Video is an https embed address or an /embed/ page')
      .nullish()
      .transform((v) => v || null),
    image: imageUrl(),
    pandit: lineText('Pandit', 80),
    templeId: optionalTempleRef,
    /** The place, for a stream not at a temple of the catalog. */
    templeText: z
      .string()
      .trim()
      .max(120, 'Place cannot exceed 120 characters')
      .nullish()
      .transform((v) => v || null),
    description: longText('Description', 2000),
    category: z.enum(STREAM_CATEGORIES, { error: `Category must be one of: ${STREAM_CATEGORIES.join(', ')}` }),
    viewers: wholeNumber('Viewers', 0, 10_000_000).default(0),
    startTime: instant('Start'),
    endTime: instant('End')
      .nullish()
      .transform((v) => v ?? null),
    hi: hindiOf({
      title: hindiLine('Title', 120),
      pandit: hindiLine('Pandit', 80),
      templeText: hindiLine('Place', 120),
      description: hindiLong('Description', 2000),
    }),
  })
  .refine((s) => s.templeId !== null || s.templeText !== null, {
    message: 'Choose a temple or name the place',
    path: ['templeText'],
  })
  .refine((s) => s.endTime === null || Date.parse(s.endTime) > Date.parse(s.startTime), {
    message: 'End must be after the start',
    path: ['endTime'],
  });

// ─── Prasad offerings (issue 10) ────────────────────────────────────────────

/** An offering of the prasad page; its rating and reviews come from the orders' feedback. */
export const prasadForm = z.object({
  title: lineText('Title', 120),
  templeId: idSchema,
  items: lineList('Item', 12, 120, 1),
  description: longText('Description', 1000),
  price: rupees('Price', { min: 1 }),
  image: imageUrl(),
  availability: z.enum(PRASAD_AVAILABILITY, {
    error: `Availability must be one of: ${PRASAD_AVAILABILITY.join(', ')}`,
  }),
  hi: hindiOf({
    title: hindiLine('Title', 120),
    items: hindiList('Item', 12, 120),
    description: hindiLong('Description', 1000),
  }),
});

// ─── The create bodies: the form plus an optional first status ──────────────

export const catalogForms = {
  temples: templeForm,
  pujas: pujaForm,
  events: eventForm,
  campaigns: campaignForm,
  products: productForm,
  pandits: panditForm,
  streams: streamForm,
  prasad: prasadForm,
} satisfies Record<CatalogEntity, z.ZodType>;

/** POST bodies: the form and `status` (draft unless told). PUT bodies are the form alone. */
export const withStatus = <T extends z.ZodType>(form: T) => z.intersection(form, z.object({ status: createStatus }));

export type TempleFormValues = z.output<typeof templeForm>;
export type PujaFormValues = z.output<typeof pujaForm>;
export type EventFormValues = z.output<typeof eventForm>;
export type CampaignFormValues = z.output<typeof campaignForm>;
export type ProductFormValues = z.output<typeof productForm>;
export type PanditFormValues = z.output<typeof panditForm>;
export type StreamFormValues = z.output<typeof streamForm>;
export type PrasadFormValues = z.output<typeof prasadForm>;
export type PanditAvailabilityValues = z.output<typeof panditAvailabilityForm>;
/** What the web form holds before validation (prices may be the typed text). */
export type CatalogFormInput<E extends CatalogEntity> = z.input<(typeof catalogForms)[E]>;
export type CatalogFormValues<E extends CatalogEntity> = z.output<(typeof catalogForms)[E]>;
