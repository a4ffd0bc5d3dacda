/**
 * FAQ filtering shared by /faq and /help (spec part 3 § 2): the search matches question and
 * answer text case-insensitively; a category narrows the list to one of the four groups.
 */
export type FaqItem = { q: string; a: string };
export type FaqCategory = { id: string; title: string; items: FaqItem[] };

/** Choice meaning "every category". */
export const ALL_CATEGORIES = 'all';

/** Lower-cased words of a query; blank input gives none (everything matches). */
export function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * True when every word of the query occurs in the question or the answer. A query typed as a
 * phrase ("cancel my puja") therefore matches wherever the phrase does, and also when its words
 * are spread across the question and answer.
 */
export function faqMatches(item: FaqItem, query: string): boolean {
  const words = queryWords(query);
  if (words.length === 0) return true;
  const text = `${item.q}\n${item.a}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

/**
 * The categories to show for a query and category choice, in their original order, each with
 * only its matching questions; categories left empty are dropped. An unknown category id
 * (a stale or mistyped link) falls back to all categories.
 */
export function filterFaqs(
  categories: readonly FaqCategory[],
  query: string,
  category: string = ALL_CATEGORIES,
): FaqCategory[] {
  const known = categories.some((c) => c.id === category);
  return categories
    .filter((c) => !known || c.id === category)
    .map((c) => ({ ...c, items: c.items.filter((it) => faqMatches(it, query)) }))
    .filter((c) => c.items.length > 0);
}

/** Number of questions across categories. */
export const countFaqs = (categories: readonly FaqCategory[]): number =>
  categories.reduce((n, c) => n + c.items.length, 0);

/** The topic filter's choices for a query: "All topics" (`allTitle`) then each category, with match counts. */
export function categoryOptions(
  categories: readonly FaqCategory[],
  query: string,
  allTitle = 'All topics',
): { id: string; title: string; count: number }[] {
  const counts = categories.map((c) => ({
    id: c.id,
    title: c.title,
    count: c.items.filter((it) => faqMatches(it, query)).length,
  }));
  return [{ id: ALL_CATEGORIES, title: allTitle, count: counts.reduce((n, c) => n + c.count, 0) }, ...counts];
}

/** The category id to show as selected: a known id, else "all". */
export const selectedCategory = (categories: readonly FaqCategory[], id: string | null): string =>
  id && categories.some((c) => c.id === id) ? id : ALL_CATEGORIES;
