import { TEMPLE_DESCRIPTION_PREVIEW } from '@sankalp/shared/constants';

type Searchable = { name: string; location: string };

/**
 * Temples whose name or location contains the query, case-insensitively (spec part 1 § 5).
 * A blank query keeps every temple; surrounding spaces are ignored.
 */
export function filterTemples<T extends Searchable>(temples: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...temples];
  return temples.filter((t) => t.name.toLowerCase().includes(q) || t.location.toLowerCase().includes(q));
}

/** A card's description: at most 120 characters (part 1 § 9), with an ellipsis when cut. */
export function descriptionPreview(text: string, max = TEMPLE_DESCRIPTION_PREVIEW): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}

/** The `about` text as paragraphs (blank lines separate them). */
export function aboutParagraphs(about: string): string[] {
  return about
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
