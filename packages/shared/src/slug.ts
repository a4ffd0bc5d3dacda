/**
 * URL slugs of titles and names (puja, event, campaign, product): lower-cased, runs of
 * whitespace turned into one hyphen, trimmed. Characters that would break a path segment
 * (`/ \ ? # %`, quotes, angle and curly brackets, `| ^ [ ]`, backtick, control characters)
 * are dropped; every other character (letters of any script, digits, `&`, `'`, `-`, …) is kept.
 */

// eslint-disable-next-line no-control-regex
const UNSAFE = /[/\\?#%"<>`{}|^[\]\u0000-\u001f\u007f]/g;

export function slugify(title: string): string {
  return title.normalize('NFC').replace(UNSAFE, '').trim().toLowerCase().replace(/\s+/g, '-');
}

/** Decodes a route parameter; a malformed escape sequence leaves it as it is. */
export function decodeSlugParam(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

/**
 * True when a route parameter names this title: the decoded, lower-cased parameter is
 * put through `slugify` too, so both the slug (`maha-shivratri-puja`) and the raw title
 * (`Maha Shivratri Puja`, `Maha%20Shivratri%20Puja`) match.
 */
export function matchesSlug(title: string, slugParam: string): boolean {
  const wanted = slugify(decodeSlugParam(slugParam).toLowerCase());
  return wanted !== '' && slugify(title) === wanted;
}
