import { ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { Price } from '../../../components/ui/Price';
import type { ProductPricing } from '../product-options';
import { useStoreT } from '../i18n';

/**
 * The total, Add to Cart and Buy Now. One element for both widths (so Buy Now exists once on the
 * page): a bar stuck to the bottom at the thumb on mobile until it reaches its place, an inline
 * panel on desktop. A sold-out choice disables Buy Now and says so; scarce stock is named.
 */
export function BuyBar({
  pricing,
  onBuy,
  soldOut = false,
  onlyLeft = null,
  cartButton,
}: {
  pricing: ProductPricing;
  onBuy: () => void;
  soldOut?: boolean;
  /** 'Only N left' for the chosen size and colour, or null. */
  onlyLeft?: number | null;
  /** Add to Cart for the chosen line (the cart feature's button). */
  cartButton?: ReactNode;
}) {
  const { t } = useStoreT();
  return (
    <div className="pb-safe sticky bottom-0 z-30 -mx-4 border-t border-cream-200 bg-white/95 px-4 pt-3 shadow-[0_-6px_20px_-8px_rgb(127_29_29/0.25)] backdrop-blur md:static md:z-auto md:mx-0 md:rounded-[12px] md:border md:bg-cream-100 md:p-5 md:shadow-none">
      <div className="flex items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-ink-600">{t('product.total')}</p>
          <span data-testid="product-total" className="block text-[22px] font-bold leading-tight text-maroon-800">
            <Price value={pricing.totalAmount} decimals={false} />
          </span>
          {pricing.quantity > 1 && (
            <p className="text-xs text-ink-600">
              {pricing.quantity} × <Price value={pricing.unitPrice} decimals={false} />
            </p>
          )}
        </div>
        <p
          role="status"
          data-testid="stock-note"
          className={`text-right text-sm font-semibold ${soldOut ? 'text-danger' : 'text-warning'}`}
        >
          {soldOut ? t('product.soldOutChoice') : onlyLeft !== null ? t('product.onlyLeft', { n: onlyLeft }) : ''}
        </p>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 pb-1 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-3">
        {cartButton}
        <Button
          size="lg"
          onClick={onBuy}
          disabled={soldOut}
          className={`min-w-0 px-3 ${cartButton ? '' : 'col-span-2'}`}
        >
          <ShoppingBag className="h-5 w-5 shrink-0" aria-hidden />
          {soldOut ? (
            <span>{t('product.soldOut')}</span>
          ) : (
            <span className="truncate">
              {t('product.buyNow')}
              <span className="hidden sm:inline">
                {' '}
                · <Price value={pricing.totalAmount} decimals={false} />
              </span>
            </span>
          )}
        </Button>
      </div>
    </div>
  );
}
