import type { Language } from '../../lib/request-language';
import { localize, type TextKind } from './localize';

/**
 * A name a devotee's record copied from a catalog row when it was made (a booking's puja title,
 * an order's product name), as a reader in `lang` sees it (issue 13): the row's translation of
 * `field` when it has one, else the record's own English copy. What the record stored is never
 * changed, and an English reader always gets it word for word (a later catalog edit does not
 * rewrite a receipt).
 */
export function copiedText<R extends { translations?: unknown }>(
  kind: TextKind,
  row: R | undefined,
  field: keyof R & string,
  stored: string,
  lang: Language | undefined,
): string {
  if (!row || !lang || lang === 'en') return stored;
  const translated = localize(kind, row, lang)[field];
  return typeof translated === 'string' && translated !== row[field] ? translated : stored;
}
