import type { ProductListItem } from '@sankalp/shared/api/catalog';
import { SectionHeading } from '../../../components/ui/PageHero';
import { ProductCard } from './ProductCard';
import { useStoreT } from '../i18n';

/** 'Related Items': shown only when there are some (at most 4, never the product itself). */
export function RelatedItems({ items }: { items: ProductListItem[] }) {
  const { t } = useStoreT();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="related-items">
      <SectionHeading id="related-items" title={t('product.related')} />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 lg:gap-5">
        {items.map((p) => (
          <li key={p._id}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
