import { slugify } from '@sankalp/shared/slug';

/** /puja-details/{title-slug}: the title lower-cased, spaces to hyphens (spec part 1 § 2). */
export function pujaDetailsPath(title: string): string {
  return `/puja-details/${encodeURIComponent(slugify(title))}`;
}

/** The booking step a package leads to: /puja-sankalp/{slug}?package={packageId}. */
export function pujaSankalpPath(title: string, packageId: string): string {
  return `/puja-sankalp/${encodeURIComponent(slugify(title))}?package=${encodeURIComponent(packageId)}`;
}

/** An absolute link for sharing outside the site. */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).toString();
}
