import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useTitle } from '../../../lib/use-title';
import { productQueryKey } from '../api/get-product';
import { OrderForm } from '../components/OrderForm';
import { readOrderDetailsState, type OrderDetailsHandoff } from '../order-handoff';
import { selectionToParams } from '../product-options';
import { useStoreT } from '../i18n';

/**
 * /product-order-details/{name} — 'Complete Your Order' for one product (Buy Now). The handoff
 * rides in navigation state (kept across a refresh by the browser); without it, back to /store.
 */
export default function ProductOrderDetailsPage() {
  const { t } = useStoreT();
  useTitle(t('titles.order'));
  const { name = '' } = useParams();
  const handoff = readOrderDetailsState(useLocation().state)?.orderData;
  if (!handoff) return <Navigate to="/store" replace />;
  return <OrderDetails handoff={handoff} slug={name} />;
}

function OrderDetails({ handoff, slug }: { handoff: OrderDetailsHandoff; slug: string }) {
  const { product, selectedOptions: sel, pricing } = handoff;
  const productPath = `/store/product/${product.productId}?${new URLSearchParams(selectionToParams(sel)).toString()}`;
  const qc = useQueryClient();
  const { t } = useStoreT();
  return (
    <div className="bg-gradient-to-b from-cream-100 to-cream-50 to-[320px]">
      <div className="container-page pb-16 pt-3 md:pt-6">
        <Link
          to={productPath}
          className="-ml-2 inline-flex min-h-11 max-w-full items-center gap-1 rounded-full px-2 text-sm font-semibold text-saffron-700 hover:bg-cream-100"
        >
          <ChevronLeft className="h-4 w-4 shrink-0" aria-hidden />
          <span className="truncate">
            <span className="sr-only">{t('checkout.backTo')}</span>
            {product.productName}
          </span>
        </Link>
        <h1 className="mt-3 font-display text-[26px] font-bold leading-tight md:text-[32px]">{t('checkout.title')}</h1>
        <p className="mt-2 max-w-2xl text-ink-600">
          {t('checkout.productIntro')}
        </p>
        <OrderForm
          goods={{
            kind: 'product',
            productId: product.productId,
            size: sel.size?.name ?? '',
            color: sel.color?.name ?? '',
            quantity: pricing.quantity,
          }}
          lines={[
            {
              key: product.productId,
              name: product.productName,
              category: product.productCategory,
              image: product.primaryImage,
              size: sel.size?.name ?? '',
              color: sel.color?.name ?? '',
              quantity: pricing.quantity,
              unitPrice: pricing.unitPrice,
              subtotal: pricing.totalAmount,
              breakdown: pricing,
            },
          ]}
          total={pricing.totalAmount}
          slug={slug}
          back={{ to: productPath, label: t('checkout.backToProduct') }}
          // Refused for stock: the product page behind the link must show what is left now.
          onStockChanged={() => void qc.invalidateQueries({ queryKey: productQueryKey(product.productId) })}
          description={t('checkout.productDescription', { product: product.productName })}
        />
      </div>
    </div>
  );
}
