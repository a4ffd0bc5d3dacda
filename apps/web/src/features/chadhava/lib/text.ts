/**
 * The first `max` characters, cut back to the last whole word when one ends in the last fifth,
 * followed by an ellipsis. Text within the limit is returned as it is.
 */
export function truncateText(text: string, max: number): { text: string; truncated: boolean } {
  const clean = text.trim();
  if (clean.length <= max) return { text: clean, truncated: false };
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  const head = space >= max * 0.8 ? cut.slice(0, space) : cut;
  return { text: `${head.trimEnd()}…`, truncated: true };
}
