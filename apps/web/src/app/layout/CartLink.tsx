import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useCartBadge } from '../../lib/cart/cart-badge';
import { useT } from '../../lib/i18n/index';

/** The header's cart icon with its unit count, for guests and signed-in users alike. */
export function CartLink() {
  const { t } = useT();
  const count = useCartBadge();
  return (
    <Link
      to="/cart"
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-ink-900 hover:bg-cream-100"
      aria-label={`${t('nav.cart')} (${count} ${t(count === 1 ? 'nav.cartItem' : 'nav.cartItems')})`}
      data-testid="header-cart"
    >
      <ShoppingCart className="h-5 w-5" aria-hidden />
      {count > 0 && (
        <span
          className="absolute right-0.5 top-1 min-w-4 rounded-full bg-saffron-600 px-1 text-center text-[10px] font-bold leading-4 text-white"
          aria-hidden
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
