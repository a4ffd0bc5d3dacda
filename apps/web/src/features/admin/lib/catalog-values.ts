/**
 * What the console's catalog forms hold ↔ what the catalog API takes and answers (contract C).
 * The forms keep text where a person types (prices as typed rupees, '' for "not set"); `…ToBody`
 * turns that into the shared schema's input (the resolver validates the result, so the form's
 * field paths are the schema's), `…ToForm` turns a GET answer back into the form. Each form and
 * child row also holds `hi`, its Hindi texts, always sent (blank = not translated; hindi-values.ts).
 */
import type {
  CampaignItem,
  EventItem,
  PanditItem,
  ProductItem,
  StreamItem,
  TempleItem,
} from '@sankalp/shared/api/admin-catalog';
import type {
  campaignForm,
  eventForm,
  panditForm,
  productForm,
  streamForm,
  templeForm,
} from '@sankalp/shared/schemas/admin-catalog';
import type { z } from 'zod';
import { hindiList, hindiListBody, hindiRows, hindiRowsBody, hindiTexts } from './hindi-values';

/** A typed number: blank is "not given" (the schema's default or its "required" message). */
export const numberOrUndefined = (v: string): number | undefined => (v.trim() === '' ? undefined : Number(v.trim()));
/** Rupees as typed: blank is "not given", anything else goes to the schema's rupee check as text. */
const rupeesOrUndefined = (v: string): string | undefined => (v.trim() === '' ? undefined : v);
const blankToNull = (v: string): string | null => (v.trim() === '' ? null : v);
const text = (v: number | null | undefined): string => (v === null || v === undefined ? '' : String(v));

/** The Hindi texts of a form or row, by their English fields' names ('' = not translated). */
export type HindiTexts<K extends readonly string[]> = Record<K[number], string>;

// ─── Temples ────────────────────────────────────────────────────────────────

const TEMPLE_HI = ['name', 'location', 'deity', 'description', 'about'] as const;
export type TempleState = {
  name: string;
  location: string;
  deity: string;
  description: string;
  about: string;
  image: string;
  hi: HindiTexts<typeof TEMPLE_HI>;
};

export const emptyTemple = (): TempleState => ({
  name: '',
  location: '',
  deity: '',
  description: '',
  about: '',
  image: '',
  hi: hindiTexts(TEMPLE_HI, undefined),
});

export const templeToForm = (t: TempleItem): TempleState => ({
  name: t.name,
  location: t.location,
  deity: t.deity,
  description: t.description,
  about: t.about,
  image: t.image,
  hi: hindiTexts(TEMPLE_HI, t.hi),
});

export const templeToBody = (s: TempleState): z.input<typeof templeForm> => s;

// ─── Chadhava events ────────────────────────────────────────────────────────

const EVENT_HI = ['name', 'about'] as const;
const OFFERING_HI = ['name', 'description'] as const;

export type OfferingState = {
  id?: string;
  name: string;
  price: string;
  description: string;
  image: string;
  type: string;
  hi: HindiTexts<typeof OFFERING_HI>;
};
export type EventState = {
  name: string;
  templeId: string;
  date: string;
  isActive: boolean;
  /** Blank: no limit. */
  maxParticipants: string;
  basePrice: string;
  about: string;
  images: string[];
  offerings: OfferingState[];
  hi: HindiTexts<typeof EVENT_HI>;
};

export const newOffering = (): OfferingState => ({
  name: '',
  price: '',
  description: '',
  image: '',
  type: 'Other',
  hi: hindiTexts(OFFERING_HI, undefined),
});

export const emptyEvent = (): EventState => ({
  name: '',
  templeId: '',
  date: '',
  isActive: true,
  maxParticipants: '',
  basePrice: '0',
  about: '',
  images: [],
  offerings: [newOffering()],
  hi: hindiTexts(EVENT_HI, undefined),
});

export const eventToForm = (e: EventItem): EventState => ({
  name: e.name,
  templeId: e.templeId,
  date: e.date,
  isActive: e.isActive,
  maxParticipants: text(e.maxParticipants),
  basePrice: text(e.basePrice),
  about: e.about,
  images: [...e.images],
  offerings: e.offerings.map((o) => ({ ...o, price: text(o.price), hi: hindiTexts(OFFERING_HI, o.hi) })),
  hi: hindiTexts(EVENT_HI, e.hi),
});

export const eventToBody = (s: EventState): z.input<typeof eventForm> => ({
  ...s,
  maxParticipants: s.maxParticipants.trim() === '' ? null : Number(s.maxParticipants.trim()),
  basePrice: rupeesOrUndefined(s.basePrice),
  offerings: s.offerings.map(({ id, ...o }) => ({ ...(id ? { id } : {}), ...o })),
});

// ─── Campaigns ──────────────────────────────────────────────────────────────

const CAMPAIGN_HI = ['title', 'subtitle', 'story', 'description'] as const;
const CAMPAIGN_BENEFIT_HI = ['heading', 'description'] as const;
const SEVA_HI = ['title', 'description'] as const;

export type SevaState = {
  id?: string;
  title: string;
  description: string;
  price: string;
  img: string;
  hi: HindiTexts<typeof SEVA_HI>;
};
export type CampaignState = {
  title: string;
  subtitle: string;
  category: string;
  img: string;
  images: string[];
  story: string;
  description: string;
  goal: string;
  eligible80G: boolean;
  benefits: { heading: string; description: string }[];
  donorAvatars: string[];
  sevas: SevaState[];
  /** The benefits' Hindi is a list beside `benefits`, row by row. */
  hi: HindiTexts<typeof CAMPAIGN_HI> & { benefits: HindiTexts<typeof CAMPAIGN_BENEFIT_HI>[] };
};

export const newSeva = (): SevaState => ({
  title: '',
  description: '',
  price: '',
  img: '',
  hi: hindiTexts(SEVA_HI, undefined),
});

export const emptyCampaign = (): CampaignState => ({
  title: '',
  subtitle: '',
  category: '',
  img: '',
  images: [],
  story: '',
  description: '',
  goal: '',
  eligible80G: false,
  benefits: [],
  donorAvatars: [],
  sevas: [],
  hi: { ...hindiTexts(CAMPAIGN_HI, undefined), benefits: [] },
});

export const campaignToForm = (c: CampaignItem): CampaignState => ({
  title: c.title,
  subtitle: c.subtitle,
  category: c.category,
  img: c.img,
  images: [...c.images],
  story: c.story,
  description: c.description,
  goal: text(c.goal),
  eligible80G: c.eligible80G,
  benefits: c.benefits.map((b) => ({ ...b })),
  donorAvatars: [...c.donorAvatars],
  sevas: c.sevas.map((s) => ({ ...s, price: text(s.price), hi: hindiTexts(SEVA_HI, s.hi) })),
  hi: {
    ...hindiTexts(CAMPAIGN_HI, c.hi),
    benefits: hindiRows(CAMPAIGN_BENEFIT_HI, c.hi?.benefits, c.benefits.length),
  },
});

export const campaignToBody = (s: CampaignState): z.input<typeof campaignForm> => ({
  ...s,
  category: s.category as z.input<typeof campaignForm>['category'],
  goal: s.goal,
  sevas: s.sevas.map(({ id, ...v }) => ({ ...(id ? { id } : {}), ...v })),
  hi: { ...s.hi, benefits: hindiRowsBody(CAMPAIGN_BENEFIT_HI, s.hi.benefits, s.benefits.length) },
});

// ─── Products ───────────────────────────────────────────────────────────────

const PRODUCT_HI = ['name', 'description'] as const;

export type StockState = { size: string; color: string; onHand: string };
export type ProductState = {
  name: string;
  description: string;
  category: string;
  features: string[];
  primaryImage: string;
  secondaryImages: string[];
  basePrice: string;
  sizes: { name: string; extraPrice: string }[];
  colors: { name: string; extraPrice: string; colorHex: string }[];
  relatedIds: string[];
  /** Shelf counts by variant; blank (or no entry) is made to order. */
  stock: StockState[];
  /** `features` in Hindi entry by entry beside the English ones. */
  hi: HindiTexts<typeof PRODUCT_HI> & { features: string[] };
};

export const emptyProduct = (): ProductState => ({
  name: '',
  description: '',
  category: '',
  features: [],
  primaryImage: '',
  secondaryImages: [],
  basePrice: '',
  sizes: [{ name: 'Standard', extraPrice: '0' }],
  colors: [{ name: 'Natural', extraPrice: '0', colorHex: '#C2410C' }],
  relatedIds: [],
  stock: [],
  hi: { ...hindiTexts(PRODUCT_HI, undefined), features: [] },
});

export const productToForm = (p: ProductItem): ProductState => ({
  name: p.name,
  description: p.description,
  category: p.category,
  features: [...p.features],
  primaryImage: p.primaryImage,
  secondaryImages: [...p.secondaryImages],
  basePrice: text(p.basePrice),
  sizes: p.sizes.map((v) => ({ name: v.name, extraPrice: text(v.extraPrice) })),
  colors: p.colors.map((v) => ({ name: v.name, extraPrice: text(v.extraPrice), colorHex: v.colorHex })),
  relatedIds: [...p.relatedIds],
  stock: p.stock.map((s) => ({ size: s.size, color: s.color, onHand: text(s.onHand) })),
  hi: { ...hindiTexts(PRODUCT_HI, p.hi), features: hindiList(p.hi?.features, p.features.length) },
});

/** The stock of a variant the form shows ('' when made to order). */
export const stockOf = (stock: StockState[], size: string, color: string) =>
  stock.find((s) => s.size === size && s.color === color)?.onHand ?? '';

/** The stock list with one variant's count set (kept in the list's order; a new variant appended). */
export function withStock(stock: StockState[], size: string, color: string, onHand: string): StockState[] {
  const found = stock.some((s) => s.size === size && s.color === color);
  return found
    ? stock.map((s) => (s.size === size && s.color === color ? { ...s, onHand } : s))
    : [...stock, { size, color, onHand }];
}

/**
 * Only the counts of variants the product still has (a renamed or removed size or colour leaves its
 * old counts behind in the form) and that were given: a blank count is made to order.
 */
export function sentStock(s: Pick<ProductState, 'sizes' | 'colors' | 'stock'>) {
  const sizes = new Set(s.sizes.map((v) => v.name.trim()));
  const colors = new Set(s.colors.map((v) => v.name.trim()));
  return s.stock
    .filter((v) => sizes.has(v.size) && colors.has(v.color) && v.onHand.trim() !== '')
    .map((v) => ({ size: v.size, color: v.color, onHand: Number(v.onHand.trim()) }));
}

export const productToBody = (s: ProductState): z.input<typeof productForm> => ({
  ...s,
  category: s.category as z.input<typeof productForm>['category'],
  stock: sentStock(s),
  hi: { ...s.hi, features: hindiListBody(s.hi.features, s.features.length) },
});

/**
 * A message per variant from the errors at `stock.{i}` (the i-th sent count, see sentStock), as
 * "size\u0000colour" → message, so the grid shows each beside its cell.
 */
export function stockMessages(sent: { size: string; color: string }[], errors: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (!Array.isArray(errors)) return out;
  errors.forEach((e: { message?: string; onHand?: { message?: string } } | undefined, i) => {
    const m = e?.onHand?.message ?? e?.message;
    const v = sent[i];
    if (m && v) out.set(`${v.size}\u0000${v.color}`, m);
  });
  return out;
}

// ─── Pandits ────────────────────────────────────────────────────────────────

const PANDIT_HI = ['name', 'location', 'description'] as const;

export type Interval = { from: string; to: string };
export type PanditState = {
  name: string;
  location: string;
  img: string;
  description: string;
  highlightPoints: string[];
  experienceYears: string;
  languages: string[];
  specialities: string[];
  rating: string;
  fee: string;
  services: string[];
  /** Seven days, Sunday first; an empty day is a weekly day off. */
  weeklyHours: Interval[][];
  daysOff: string[];
  /** The lists' Hindi entry by entry beside their English ones. */
  hi: HindiTexts<typeof PANDIT_HI> & Record<'highlightPoints' | 'languages' | 'specialities', string[]>;
};

export const emptyPandit = (): PanditState => ({
  name: '',
  location: '',
  img: '',
  description: '',
  highlightPoints: [],
  experienceYears: '',
  languages: ['Hindi'],
  specialities: [],
  rating: '',
  fee: '',
  services: ['Astro'],
  weeklyHours: Array.from({ length: 7 }, (_, d) => (d === 0 ? [] : [{ from: '09:00', to: '17:00' }])),
  daysOff: [],
  hi: { ...hindiTexts(PANDIT_HI, undefined), highlightPoints: [], languages: [''], specialities: [] },
});

export const panditToForm = (p: PanditItem): PanditState => ({
  name: p.name,
  location: p.location,
  img: p.img,
  description: p.description,
  highlightPoints: [...p.highlightPoints],
  experienceYears: text(p.experienceYears),
  languages: [...p.languages],
  specialities: [...p.specialities],
  rating: text(p.rating),
  fee: text(p.fee),
  services: [...p.services],
  weeklyHours: p.weeklyHours.map((day) => day.map((w) => ({ ...w }))),
  daysOff: [...p.daysOff],
  hi: {
    ...hindiTexts(PANDIT_HI, p.hi),
    highlightPoints: hindiList(p.hi?.highlightPoints, p.highlightPoints.length),
    languages: hindiList(p.hi?.languages, p.languages.length),
    specialities: hindiList(p.hi?.specialities, p.specialities.length),
  },
});

export const panditToBody = (s: PanditState): z.input<typeof panditForm> => ({
  ...s,
  experienceYears: numberOrUndefined(s.experienceYears) as number,
  rating: numberOrUndefined(s.rating),
  fee: s.fee,
  services: s.services as z.input<typeof panditForm>['services'],
  // A date input left empty is no day off.
  daysOff: s.daysOff.filter((d) => d.trim() !== ''),
  hi: {
    ...s.hi,
    highlightPoints: hindiListBody(s.hi.highlightPoints, s.highlightPoints.length),
    languages: hindiListBody(s.hi.languages, s.languages.length),
    specialities: hindiListBody(s.hi.specialities, s.specialities.length),
  },
});

// ─── Live streams ───────────────────────────────────────────────────────────

const STREAM_HI = ['title', 'pandit', 'templeText', 'description'] as const;

export type StreamState = {
  title: string;
  video: string;
  image: string;
  pandit: string;
  templeId: string;
  templeText: string;
  description: string;
  category: string;
  viewers: string;
  startTime: string;
  endTime: string;
  hi: HindiTexts<typeof STREAM_HI>;
};

export const emptyStream = (): StreamState => ({
  title: '',
  video: '',
  image: '',
  pandit: '',
  templeId: '',
  templeText: '',
  description: '',
  category: '',
  viewers: '0',
  startTime: '',
  endTime: '',
  hi: hindiTexts(STREAM_HI, undefined),
});

export const streamToForm = (s: StreamItem): StreamState => ({
  title: s.title,
  video: s.video ?? '',
  image: s.image,
  pandit: s.pandit,
  templeId: s.templeId ?? '',
  templeText: s.templeText ?? '',
  description: s.description,
  category: s.category,
  viewers: text(s.viewers),
  startTime: s.startTime,
  endTime: s.endTime ?? '',
  hi: hindiTexts(STREAM_HI, s.hi),
});

export const streamToBody = (s: StreamState): z.input<typeof streamForm> => ({
  ...s,
  video: blankToNull(s.video),
  templeId: blankToNull(s.templeId),
  templeText: blankToNull(s.templeText),
  category: s.category as z.input<typeof streamForm>['category'],
  viewers: numberOrUndefined(s.viewers),
  endTime: blankToNull(s.endTime),
});
