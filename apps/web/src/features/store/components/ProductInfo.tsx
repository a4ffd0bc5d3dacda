import { CheckCircle2 } from 'lucide-react';
import type { Product } from '@sankalp/shared/api/catalog';
import { useStoreT } from '../i18n';

/** Description and feature list. */
export function ProductInfo({ product }: { product: Product }) {
  const { t } = useStoreT();
  return (
    <section aria-labelledby="about-product" className="rounded-[12px] bg-white p-5 shadow-raised md:p-8">
      <h2 id="about-product" className="font-display text-[22px] font-bold">
        {t('product.about')}
      </h2>
      <div className="mt-1 h-0.5 w-16 bg-gold-400" aria-hidden />
      <p className="mt-4 whitespace-pre-line text-ink-900">{product.description}</p>
      {product.features.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{t('product.features')}</h3>
          <ul className="mt-3 grid gap-2.5 sm:grid-cols-2">
            {product.features.map((f) => (
              <li key={f} className="flex gap-2.5 text-ink-900">
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden />
                {f}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
