import type { ProductCategory } from '@sankalp/shared/constants';
import { Price } from '../../../components/ui/Price';
import { categoryLabel } from '../../../components/catalog/labels/index';
import { useStoreT } from '../i18n';
import { variantLabel } from '../../../components/catalog/labels/index';

/** One line of the order as the summary shows it (rupees). */
export type SummaryLine = {
  key: string;
  name: string;
  category: ProductCategory | string;
  image: string;
  size: string;
  color: string;
  quantity: number;
  unitPrice: number;
  subtotal: number;
  /** Buy Now's breakdown (spec § 2): base price, size and colour extras. */
  breakdown?: { basePrice: number; sizeExtraPrice: number; colorExtraPrice: number };
  /** Why this line cannot be paid now, or null. */
  problem?: string | null;
};

/** The Order Summary: image, name, category, options, prices, quantity, and the total. */
export function OrderSummary({ lines, total, note }: { lines: SummaryLine[]; total: number; note?: React.ReactNode }) {
  const { t } = useStoreT();
  return (
    <section aria-labelledby="order-summary-title" className="rounded-[12px] bg-white p-5 shadow-raised">
      <h2 id="order-summary-title" className="font-display text-[20px] font-bold">
        {t('summary.title')}
      </h2>
      <ul className="mt-4 divide-y divide-cream-100">
        {lines.map((l) => (
          <li key={l.key} className="py-3 first:pt-0" data-testid="summary-line">
            <div className="flex gap-3">
              <img
                src={l.image}
                alt={l.name}
                className="aspect-square h-16 w-16 shrink-0 rounded-[10px] bg-cream-100 object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="font-semibold leading-snug text-ink-900">{l.name}</p>
                <p className="text-xs text-ink-600">{categoryLabel(l.category)}</p>
                <p className="mt-0.5 text-sm text-ink-600">
                  {[l.size && t('summary.size', { size: variantLabel(l.size) }), l.color && t('summary.colour', { colour: variantLabel(l.color) }), t('summary.qty', { count: l.quantity })]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {l.problem && <p className="mt-1 text-sm font-semibold text-danger">{l.problem}</p>}
              </div>
              <Price value={l.subtotal} decimals={false} className="shrink-0 font-semibold text-ink-900" />
            </div>
            {l.breakdown && (
              <dl className="mt-3 space-y-1 text-sm">
                <Row label={t('summary.basePrice')} value={l.breakdown.basePrice} />
                {l.breakdown.sizeExtraPrice > 0 && (
                  <Row label={t('summary.sizeExtra', { size: variantLabel(l.size) })} value={l.breakdown.sizeExtraPrice} />
                )}
                {l.breakdown.colorExtraPrice > 0 && (
                  <Row label={t('summary.colourExtra', { colour: variantLabel(l.color) })} value={l.breakdown.colorExtraPrice} />
                )}
                <Row label={t('summary.unitPrice')} value={l.unitPrice} />
                <div className="flex justify-between gap-3">
                  <dt className="text-ink-600">{t('summary.quantity')}</dt>
                  <dd className="text-ink-900">{l.quantity}</dd>
                </div>
              </dl>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex items-baseline justify-between border-t border-gold-400/60 pt-3">
        <span className="font-semibold text-ink-900">{t('summary.total')}</span>
        <span data-testid="order-total" className="text-[22px] font-bold text-maroon-800">
          <Price value={total} decimals={false} />
        </span>
      </div>
      {note}
    </section>
  );
}

function Row({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-ink-600">{label}</dt>
      <dd className="text-ink-900">
        <Price value={value} decimals={false} />
      </dd>
    </div>
  );
}
