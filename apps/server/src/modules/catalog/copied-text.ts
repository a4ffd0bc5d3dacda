import type { Language } from '../../lib/request-language';
import { localize, type TextKind } from './localize';

/**
 * A name a devotee's record copied from a catalog row when it was made (a booking's puja title,
 * an order's product name), as a reader in `lang` sees it (issue 13): the row's translation of
 * `field` when it has one, else the record's own English copy. What the record stored is never
 * changed, and an English reader always gets it word for word (a later catalog edit does not
 * rewrite a receipt). A copied list (a prasad's items) is translated item by item, and only while
 * it has as many items as the row: a list edited since keeps the record's copy.
 */
export function copiedText<R extends { translations?: unknown }, T extends string | string[]>(
  kind: TextKind,
  row: R | undefined,
  field: keyof R & string,
  stored: T,
  lang: Language | undefined,
): T {
  if (!row || !lang || lang === 'en') return stored;
  const translated: unknown = localize(kind, row, lang)[field];
  const english: unknown = row[field];
  if (typeof stored === 'string')
    return typeof translated === 'string' && translated !== english ? (translated as T) : stored;
  if (!Array.isArray(translated) || !Array.isArray(english) || english.length !== stored.length) return stored;
  return stored.map((s, i) => {
    const t: unknown = translated[i];
    return typeof t === 'string' && t !== english[i] ? t : s;
  }) as T;
}
