import { CAMPAIGN_CATEGORY_LABELS, PRODUCT_CATEGORY_LABELS } from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';
import { idSchema, slugParamSchema } from '@sankalp/shared/schemas/ids';
import { formatDateGB } from '@sankalp/shared/timing';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import * as cached from '../catalog/catalog.cached';
import { eventFromPrice, productFromPrice, pujaFromPrice, templePlace } from './item-facts';
import type { PreviewKind } from './preview-path';

export const PREVIEW_KINDS: readonly PreviewKind[] = ['puja', 'event', 'campaign', 'product'];
export const isPreviewKind = (s: string): s is PreviewKind => (PREVIEW_KINDS as readonly string[]).includes(s);

/**
 * Exactly what a preview image shows, and nothing else: its hash names the image (ETag, cache
 * key), so an edit of any of these regenerates it and a change elsewhere (a slot held, a donor
 * count) does not.
 */
export type PreviewCard = {
  /** The small line above the title: what kind of thing this is. */
  eyebrow: string;
  title: string;
  /** Temple and place, a campaign's subtitle or a product's category. */
  place: string | null;
  /** The date, IST. */
  when: string | null;
  /** "From ₹501", "₹1,200", "₹42,000 raised of ₹1,00,000", "Give for Annadaan". */
  price: string | null;
  /** A campaign's raised / goal, 0 to 1, drawn as a bar; null for the rest. */
  progress: number | null;
  /** The artwork URL as the catalog stores it (site art or an uploaded image). */
  art: string | null;
};

type Ctx = Pick<AppContext, 'db' | 'now'>;

/** A 404 of the catalog read becomes null; anything else is a real failure. */
async function found<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (e) {
    if (e instanceof AppError && e.statusCode === 404) return null;
    throw e;
  }
}

// Prices as the page's tags state them (item-facts.ts), so the card and its caption agree.
const from = (rupees: number | undefined) => (rupees === undefined ? null : `From ${formatINR(rupees)}`);

/**
 * The card of a puja, chadhava event or campaign by name (slug or title, as their pages are
 * addressed) or of a product by id, read through the cached catalog; null when there is no such
 * item or the key could never name one (checked before any lookup, as the API does).
 */
export async function loadPreviewCard(ctx: Ctx, kind: PreviewKind, key: string): Promise<PreviewCard | null> {
  if (kind === 'product') {
    if (!idSchema.safeParse(key).success) return null;
    const answer = await found(() => cached.product(ctx, key));
    if (!answer) return null;
    const p = answer.data.product;
    return {
      eyebrow: 'Sankalp Store',
      title: p.name,
      place: PRODUCT_CATEGORY_LABELS[p.category] ?? null,
      when: null,
      price: formatINR(productFromPrice(p), { decimals: false }), // the store shows whole rupees
      progress: null,
      art: p.primaryImage || null,
    };
  }
  if (!slugParamSchema.safeParse(key).success) return null;
  switch (kind) {
    case 'puja': {
      const p = (await found(() => cached.puja(ctx, { name: key })))?.data;
      if (!p) return null;
      return {
        eyebrow: 'Puja',
        title: p.title,
        place: templePlace(p.temple),
        when: formatDateGB(p.startTime) || null,
        price: from(pujaFromPrice(p)),
        progress: null,
        art: p.image || null,
      };
    }
    case 'event': {
      const e = (await found(() => cached.event(ctx, { name: key })))?.data.event;
      if (!e) return null;
      return {
        eyebrow: 'Chadhava',
        title: e.name,
        place: templePlace(e.temple),
        when: formatDateGB(e.date) || null,
        price: from(eventFromPrice(e)),
        progress: null,
        art: e.images[0] || null,
      };
    }
    case 'campaign': {
      const c = (await found(() => cached.campaign(ctx, { name: key })))?.data;
      if (!c) return null;
      const category = CAMPAIGN_CATEGORY_LABELS[c.category];
      // Progress once there is some; before the first gift (or with no goal) an invitation instead of "₹0 raised".
      const started = c.raised_amount > 0 && c.totalamount > 0;
      return {
        eyebrow: `Donation · ${category}`,
        title: c.title,
        place: c.subtitle || null,
        when: null,
        price: started
          ? `${formatINR(c.raised_amount, { decimals: false })} raised of ${formatINR(c.totalamount, { decimals: false })}`
          : `Give for ${category}`,
        progress: started ? Math.min(1, c.raised_amount / c.totalamount) : null,
        art: c.img || c.images[0] || null,
      };
    }
  }
}
