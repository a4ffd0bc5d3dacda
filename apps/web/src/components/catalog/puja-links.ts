/**
 * A puja's pages are addressed by its slug (spec part 1 § 2: the English title lower-cased, spaces
 * to hyphens), never by the title shown: that is in the reader's language, and a Hindi title is no
 * address (issue 13).
 */
type Addressed = { slug: string };

/** /puja-details/{slug}. */
export function pujaDetailsPath(puja: Addressed): string {
  return `/puja-details/${encodeURIComponent(puja.slug)}`;
}

/** The booking step a package leads to: /puja-sankalp/{slug}?package={packageId}. */
export function pujaSankalpPath(puja: Addressed, packageId: string): string {
  return `/puja-sankalp/${encodeURIComponent(puja.slug)}?package=${encodeURIComponent(packageId)}`;
}

/** An absolute link for sharing outside the site. */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).toString();
}
