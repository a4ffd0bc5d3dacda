import { PRODUCT_CATEGORIES, type ProductCategory } from '@sankalp/shared/constants';
import type { PanditService } from '@sankalp/shared/schemas/panditBooking';
import { labelsT, type LabelKey } from './i18n';

/**
 * A size or colour as the devotee reads it ('Saffron' → 'केसरिया' in Hindi). The name itself stays
 * the API's key: links, cart lines and orders carry it in English; only what is shown changes. A
 * name the messages do not list (a new colour, 'XL') shows as it comes.
 */
export function variantLabel(name: string): string {
  if (!name) return name;
  return labelsT(`variants.${name}` as LabelKey, { defaultValue: name });
}

/** A product category's name in the reader's language ('Sacred Attire'); an unknown one is shown as it is. */
export const categoryLabel = (c: string): string =>
  (PRODUCT_CATEGORIES as readonly string[]).includes(c) ? labelsT(`productCategories.${c as ProductCategory}`) : c;

/** 'Astrology Consultation' / 'ज्योतिष परामर्श': a consultation service's name in the reader's language ('Consultation' when none is chosen). */
export const serviceLabel = (service: PanditService | null | undefined): string =>
  labelsT(service ? `services.${service}` : 'services.fallback');
