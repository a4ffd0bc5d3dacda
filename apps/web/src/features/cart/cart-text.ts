import type { CartItem } from '@sankalp/shared/api/cart';

/** What the devotee reads about a line that cannot be ordered as it stands. */
export function problemText(item: Pick<CartItem, 'problem' | 'available'>): string | null {
  switch (item.problem) {
    case 'sold_out':
      return 'Sold out';
    case 'not_enough':
      return `Only ${item.available ?? 0} left`;
    case 'unavailable':
      return 'No longer available';
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
