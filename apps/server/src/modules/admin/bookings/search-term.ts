import { UUID_PATTERN } from '../../../lib/ids';

/**
 * What a console search names, decided from its shape so each search uses an index: a booking id
 * (primary key), a reference (unique), an e-mail (stored lower-cased, indexed), a phone (its last
 * ten digits, an expression index; shorter numbers are matched anywhere in the digits), else a
 * name (a case-insensitive substring: the one search that reads every row).
 */
export type SearchTerm =
  | { by: 'id'; value: string }
  | { by: 'reference'; value: string }
  | { by: 'email'; value: string }
  | { by: 'phone'; digits: string }
  | { by: 'name'; value: string };

const PHONE = /^\+?[\d\s\-().]+$/;

export function searchTerm(q: string): SearchTerm {
  if (UUID_PATTERN.test(q)) return { by: 'id', value: q.toLowerCase() };
  // References as read out or typed: "SNK-7H3K-92", "snk 7h3k 92", "SNK7H3K92".
  const compact = q.replace(/[\s-]/g, '').toUpperCase();
  if (/^SNK[0-9A-Z]{6}$/.test(compact))
    return { by: 'reference', value: `SNK-${compact.slice(3, 7)}-${compact.slice(7)}` };
  if (q.includes('@')) return { by: 'email', value: q.toLowerCase() };
  const digits = q.replace(/\D/g, '');
  if (PHONE.test(q) && digits.length >= 4) return { by: 'phone', digits };
  return { by: 'name', value: q };
}

/** A LIKE pattern matching `text` anywhere, its own % _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
