import type { CartItem } from '@sankalp/shared/api/cart';
import { cartT } from './i18n/index';

/** What the devotee reads about a line that cannot be ordered as it stands. */
export function problemText(item: Pick<CartItem, 'problem' | 'available'>): string | null {
  switch (item.problem) {
    case 'sold_out':
      return cartT('soldOut');
    case 'not_enough':
      return cartT('onlyLeft', { count: item.available ?? 0 });
    case 'unavailable':
      return cartT('unavailable');
    default:
      return null;
  }
}

/** The product page with this variant chosen. */
export function productLink(item: Pick<CartItem, 'product' | 'size' | 'color'>): string {
  const params = new URLSearchParams();
  if (item.size) params.set('size', item.size);
  if (item.color) params.set('color', item.color);
  const query = params.toString();
  return `/store/product/${item.product}${query ? `?${query}` : ''}`;
}
