import { ShoppingBag, Star } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { Price } from '../../../components/ui/Price';
import { usePrasadT } from '../i18n';
import type { PrasadOffering } from '../types';

const AVAILABILITY = {
  'In Stock': { key: 'available.inStock', tone: 'bg-green-100 text-green-900' },
  'Limited Stock': { key: 'available.limited', tone: 'bg-amber-100 text-amber-900' },
  'Out of Stock': { key: 'available.outOfStock', tone: 'bg-stone-200 text-stone-800' },
} as const;

export function OfferingCard({
  offering,
  onOrder,
  lazy,
}: {
  offering: PrasadOffering;
  onOrder: () => void;
  lazy: boolean;
}) {
  const { t } = usePrasadT();
  const a = AVAILABILITY[offering.availability];
  const soldOut = offering.availability === 'Out of Stock';
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[12px] bg-white shadow-raised">
      <div className="relative aspect-[4/3] overflow-hidden bg-cream-100">
        <img
          src={offering.image}
          alt={offering.title}
          loading={lazy ? 'lazy' : 'eager'}
          className="h-full w-full object-cover"
        />
        <span className={`absolute left-3 top-3 rounded-full px-2.5 py-1 text-xs font-bold ${a.tone}`}>{t(a.key)}</span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-display text-lg font-bold leading-snug">{offering.temple}</h3>
        <p className="text-sm font-semibold text-saffron-700">{offering.title}</p>
        <p className="mt-1.5 text-[15px] text-ink-900">{offering.description}</p>
        <p className="mt-2 flex items-center gap-1 text-sm text-ink-600">
          <Star className="h-4 w-4 fill-gold-400 text-gold-400" aria-hidden />
          {offering.reviews > 0 ? (
            <>
              <span className="font-semibold text-ink-900">{offering.rating.toFixed(1)}</span>
              <span>{t('available.reviews', { count: offering.reviews })}</span>
            </>
          ) : (
            <span>{t('available.noReviews')}</span>
          )}
        </p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-4">
          <Price value={offering.price} className="text-xl font-bold text-maroon-800" />
          <Button
            onClick={onOrder}
            disabled={soldOut}
            aria-label={t('available.orderFrom', { temple: offering.temple })}
          >
            <ShoppingBag className="h-4 w-4" aria-hidden />
            {soldOut ? t('available.outOfStock') : t('available.order')}
          </Button>
        </div>
      </div>
    </article>
  );
}
