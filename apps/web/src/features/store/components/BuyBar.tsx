import { ShoppingBag } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { Price } from '../../../components/ui/Price';
import type { ProductPricing } from '../product-options';

/**
 * The total and Buy Now. One element for both widths (so Buy Now exists once on the page): a bar
 * stuck to the bottom at the thumb on mobile until it reaches its place, an inline panel on desktop.
 */
export function BuyBar({ pricing, onBuy }: { pricing: ProductPricing; onBuy: () => void }) {
  return (
    <div className="pb-safe sticky bottom-0 z-30 -mx-4 border-t border-cream-200 bg-white/95 px-4 pt-3 shadow-[0_-6px_20px_-8px_rgb(127_29_29/0.25)] backdrop-blur md:static md:z-auto md:mx-0 md:rounded-[12px] md:border md:bg-cream-100 md:p-5 md:shadow-none">
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-ink-600">Total</p>
          <Price
            value={pricing.totalAmount}
            decimals={false}
            className="block text-[22px] font-bold leading-tight text-maroon-800"
          />
          {pricing.quantity > 1 && (
            <p className="text-xs text-ink-600">
              {pricing.quantity} × <Price value={pricing.unitPrice} decimals={false} />
            </p>
          )}
        </div>
        <Button size="lg" onClick={onBuy} className="shrink-0 md:min-w-56">
          <ShoppingBag className="h-5 w-5" aria-hidden />
          <span>
            Buy Now ·{' '}
            <span data-testid="product-total">
              <Price value={pricing.totalAmount} decimals={false} />
            </span>
          </span>
        </Button>
      </div>
    </div>
  );
}
