import { TEMPLE_DESCRIPTION_PREVIEW } from '@sankalp/shared/constants';

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
