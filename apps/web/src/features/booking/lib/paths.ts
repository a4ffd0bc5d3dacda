import { slugify } from '@sankalp/shared/slug';

/** A puja's slug as the booking routes carry it (title lower-cased, spaces to hyphens). */
export const pujaSlug = (titleOrSlug: string): string => slugify(titleOrSlug);

const seg = (slug: string) => encodeURIComponent(slug);

/** /puja-details/{slug}, optionally at a section (#packages). */
export const detailsPath = (slug: string, hash?: string) => `/puja-details/${seg(slug)}${hash ? `#${hash}` : ''}`;

/** /puja-sankalp/{slug}?package={id}. */
export function sankalpPath(slug: string, packageId?: string | null): string {
  const q = packageId ? `?package=${encodeURIComponent(packageId)}` : '';
  return `/puja-sankalp/${seg(slug)}${q}`;
}

/** /puja-chadhava-selection/{slug}?package={id}&sankalp={id}. */
export function chadhavaPath(slug: string, packageId: string, sankalpId: string): string {
  const q = new URLSearchParams({ package: packageId, sankalp: sankalpId });
  return `/puja-chadhava-selection/${seg(slug)}?${q.toString()}`;
}

/** /puja-checkout-success/{slug}?booking={id}. */
export const successPath = (slug: string, bookingId: string) =>
  `/puja-checkout-success/${seg(slug)}?booking=${encodeURIComponent(bookingId)}`;
