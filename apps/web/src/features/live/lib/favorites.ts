/**
 * Saved streams (spec part 1 § 3 "Favorites"): a list of { id, title, temple, image } kept in
 * browser local storage. Storage is passed in so the rules are testable without a browser.
 */
export type Favorite = { id: string; title: string; temple: string; image: string };
export const FAVORITES_KEY = 'favorites';

type ReadStorage = Pick<Storage, 'getItem'>;
type RWStorage = Pick<Storage, 'getItem' | 'setItem'>;

const isFavorite = (v: unknown): v is Favorite =>
  typeof v === 'object' && v !== null && typeof (v as Favorite).id === 'string';

/** The saved list; a missing or damaged entry reads as empty rather than breaking the page. */
export function readFavorites(storage: ReadStorage): Favorite[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(FAVORITES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isFavorite) : [];
  } catch {
    return [];
  }
}

export const hasFavorite = (storage: ReadStorage, id: string) => readFavorites(storage).some((f) => f.id === id);

/**
 * Adds a stream unless one with the same id is saved already ('Already in Favorites').
 * Throws when storage refuses the write (private mode, quota), so the caller can say so.
 */
export function addFavorite(storage: RWStorage, fav: Favorite): 'added' | 'exists' {
  const list = readFavorites(storage);
  if (list.some((f) => f.id === fav.id)) return 'exists';
  storage.setItem(FAVORITES_KEY, JSON.stringify([...list, fav]));
  return 'added';
}
