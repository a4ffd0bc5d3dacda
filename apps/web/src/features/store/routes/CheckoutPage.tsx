import { ChevronLeft, ShoppingBag } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { FormPageSkeleton } from '../../../components/ui/FormPageSkeleton';
import { Skeleton } from '../../../components/ui/Skeleton';
import { EmptyState, ErrorPage } from '../../../components/ui/StateViews';
import { useTitle } from '../../../lib/use-title';
import { useCart } from '../../../lib/cart/use-cart';
import { cartGoods, cartSummaryLines } from '../cart-checkout';
import { OrderForm } from '../components/OrderForm';
import { useStoreT } from '../i18n';

/** /checkout — the same order form for every line of the cart, paid once. */
export default function CheckoutPage() {
  const { t } = useStoreT();
  useTitle(t('titles.checkout'));
  const cart = useCart();
  // Once paid, the cart empties: keep showing nothing rather than the empty state on the way out.
  const paid = useRef(false);

  if (cart.status === 'error') {
    return (
      <ErrorPage
        title={t('checkout.cartFailedTitle')}
        message={t('checkout.cartFailedText')}
        onRetry={cart.retry}
      />
    );
  }
  if (cart.status === 'loading' || !cart.items) {
    return (
      <FormPageSkeleton label={t('checkout.loading')}>
        <Skeleton className="h-96 w-full" />
      </FormPageSkeleton>
    );
  }
  if (cart.items.length === 0) {
    if (paid.current) return null;
    return (
      <div className="container-page py-16">
        <EmptyState
          level={1}
          icon={<ShoppingBag className="h-12 w-12" aria-hidden />}
          title={t('checkout.emptyTitle')}
          message={t('checkout.emptyText')}
          action={<ButtonLink to="/store">{t('checkout.browse')}</ButtonLink>}
        />
      </div>
    );
  }

  const lines = cartSummaryLines(cart.items);
  const blocked = lines.some((l) => l.problem)
    ? t('checkout.blocked')
    : null;
  const count = cart.items.reduce((n, i) => n + i.quantity, 0);

  return (
    <div className="bg-gradient-to-b from-cream-100 to-cream-50 to-[320px]">
      <div className="container-page pb-16 pt-3 md:pt-6">
        <Link
          to="/cart"
          className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-saffron-700 hover:bg-cream-100"
        >
          <ChevronLeft className="h-4 w-4 shrink-0" aria-hidden /> {t('checkout.backToCart')}
        </Link>
        <h1 className="mt-3 font-display text-[26px] font-bold leading-tight md:text-[32px]">{t('checkout.title')}</h1>
        <p className="mt-2 max-w-2xl text-ink-600">
          {t('checkout.cartIntro', { count })}
        </p>
        <OrderForm
          goods={cartGoods(cart.items)}
          lines={lines}
          total={cart.subtotal}
          slug="cart"
          blocked={blocked}
          back={{ to: '/cart', label: t('checkout.goToCart') }}
          description={t('checkout.cartDescription', { count })}
          onPaid={async () => {
            paid.current = true;
            await cart.clear();
          }}
          onStockChanged={cart.retry}
        />
      </div>
    </div>
  );
}
