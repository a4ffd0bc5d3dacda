/**
 * The Hindi beside a catalog form's English (issue 13). An item's `hi` holds only what was
 * translated; the form holds '' for everything else (blank = not translated, the public pages show
 * the English there) and keeps each Hindi list as long as its English one, entry by entry.
 */

/** The Hindi texts of `keys` for the form: what is stored, '' where nothing is. */
export function hindiTexts<K extends string>(
  keys: readonly K[],
  hi: Partial<Record<K, string | undefined>> | undefined,
): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, hi?.[k] ?? ''])) as Record<K, string>;
}

/** A Hindi list beside an English list of `length` entries ('' for an untranslated one). */
export const hindiList = (hi: readonly (string | undefined)[] | undefined, length: number): string[] =>
  Array.from({ length }, (_, i) => hi?.[i] ?? '');

/**
 * The Hindi list a form sends: cut (or padded) to its English list's length so each entry stays
 * beside its English one, and left out when nothing in it is translated.
 */
export function hindiListBody(list: readonly (string | undefined)[] | undefined, length: number): string[] | undefined {
  const out = hindiList(list, length);
  return out.some((v) => v.trim() !== '') ? out : undefined;
}

/** Hindi rows beside English rows (a puja's benefits): each row's texts, '' where untranslated. */
export const hindiRows = <K extends string>(
  keys: readonly K[],
  hi: readonly (Partial<Record<K, string | undefined>> | undefined)[] | undefined,
  length: number,
): Record<K, string>[] => Array.from({ length }, (_, i) => hindiTexts(keys, hi?.[i]));

/** The Hindi rows a form sends: one per English row, left out when none has any Hindi. */
export function hindiRowsBody<K extends string>(
  keys: readonly K[],
  rows: readonly (Partial<Record<K, string | undefined>> | undefined)[] | undefined,
  length: number,
): Record<K, string>[] | undefined {
  const out = hindiRows(keys, rows, length);
  return out.some((r) => keys.some((k) => r[k].trim() !== '')) ? out : undefined;
}
