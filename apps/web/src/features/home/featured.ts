import { FEATURED_PUJA_COUNT } from '@sankalp/shared/constants';

/** The home page features the pujas most devotees joined (spec part 1 § 2: the 3 highest joinedNo). */
export function pickFeatured<T extends { joinedNo: number }>(pujas: readonly T[], count = FEATURED_PUJA_COUNT): T[] {
  // Array.prototype.sort is stable, so equal counts keep the server's order.
  return [...pujas].sort((a, b) => (b.joinedNo || 0) - (a.joinedNo || 0)).slice(0, count);
}

/** 'View All Pujas' shows when 3 or more pujas exist. */
export const showViewAllPujas = (total: number) => total >= FEATURED_PUJA_COUNT;
