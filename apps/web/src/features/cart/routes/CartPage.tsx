import { ShoppingCart } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { MobileBottomBar } from '../../../components/ui/MobileBottomBar';
import { EmptyState, ErrorState } from '../../../components/ui/StateViews';
import { ApiError } from '../../../lib/api';
import { useStoredUser } from '../../../lib/auth/session';
import { toast } from '../../../lib/toast';
import { useTitle } from '../../../lib/use-title';
import { CartLineCard } from '../components/CartLineCard';
import { CartSkeleton } from '../components/CartSkeleton';
import { CartBottomBar, CartSummary } from '../components/CartSummary';
import { useCart } from '../../../lib/cart/use-cart';
import { cartT, useCartT } from '../i18n/index';

const failed = (e: unknown) =>
  toast.error(e instanceof ApiError ? e.message : cartT('updateFailed'));

/** /cart: the lines with steppers and remove, the subtotal, and the way to /checkout. */
export default function CartPage() {
  const { t } = useCartT();
  useTitle(t('title'));
  const cart = useCart();
  const guest = useStoredUser() === null;
  const { items } = cart;
  const count = items?.reduce((n, i) => n + i.quantity, 0) ?? 0;
  const blocked = items?.some((i) => i.problem !== null) ?? false;

  return (
    <div className="container-page py-6 md:py-10">
      <h1 className="font-display text-[28px] font-bold text-maroon-800 md:text-[36px]">{t('title')}</h1>
      <div className="mt-5 md:mt-6">
        {cart.status === 'error' ? (
          <ErrorState
            title={t('loadFailed')}
            message={t('checkConnection')}
            onRetry={cart.retry}
          />
        ) : cart.status === 'loading' || !items ? (
          <CartSkeleton />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<ShoppingCart className="h-12 w-12" aria-hidden />}
            title={t('emptyTitle')}
            message={t('emptyText')}
            action={<ButtonLink to="/store">{t('browse')}</ButtonLink>}
          />
        ) : (
          <div className="grid gap-6 md:grid-cols-[1fr_340px] md:items-start">
            <ul className="space-y-3" aria-label={t('list')}>
              {items.map((item) => (
                <CartLineCard
                  key={`${item.product}|${item.size}|${item.color}`}
                  item={item}
                  onQuantity={(n) => cart.setQuantity(item, n).catch(failed)}
                  onRemove={() =>
                    cart.remove(item).then(() => toast.success(t('removed', { name: item.name })), failed)
                  }
                />
              ))}
            </ul>
            <CartSummary subtotal={cart.subtotal} count={count} blocked={blocked} guest={guest} />
            <MobileBottomBar>
              <CartBottomBar subtotal={cart.subtotal} count={count} blocked={blocked} />
            </MobileBottomBar>
          </div>
        )}
      </div>
    </div>
  );
}
