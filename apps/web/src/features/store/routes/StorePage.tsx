import { useSearchParams } from 'react-router';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@sankalp/shared/constants';
import { ShowMore } from '../../../components/catalog/ShowMore';
import { Button } from '../../../components/ui/Button';
import { SectionHeading } from '../../../components/ui/PageHero';
import { EmptyState, ErrorState } from '../../../components/ui/StateViews';
import { useTitle } from '../../../lib/use-title';
import { useProducts } from '../api/get-products';
import { CategoryTiles } from '../components/CategoryTiles';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import { StoreHero } from '../components/StoreHero';
import { scrollToSection } from '../../../lib/scroll-to-section';
import { categoryLabel } from '../../../components/catalog/labels/index';
import { parseStoreCategory } from '../store-category';
import { useStoreT } from '../i18n';

const COLLECTIONS_ID = 'collections';

export default function StorePage() {
  const { t } = useStoreT();
  useTitle(t('titles.store'));
  const [params, setParams] = useSearchParams();
  const category = parseStoreCategory(params.get('category'));
  const products = useProducts(category);
  const otherCategory = PRODUCT_CATEGORIES.find((c) => c !== category) ?? category;

  // The category lives in the URL so a shared or refreshed link shows the same collection.
  const chooseCategory = (c: ProductCategory) =>
    setParams({ category: c }, { replace: true, preventScrollReset: true });

  return (
    <>
      <StoreHero onExplore={() => scrollToSection(COLLECTIONS_ID)} />
      <section
        id={COLLECTIONS_ID}
        tabIndex={-1}
        aria-labelledby="collections-title"
        className="container-page scroll-mt-28 py-10 outline-none md:py-14"
      >
        <SectionHeading id="collections-title" title={t('list.collections')} subtitle={t('list.collectionsSubtitle')} />
        <CategoryTiles value={category} onChange={chooseCategory} />

        <div className="mt-8 md:mt-10">
          <h3 className="mb-4 font-display text-xl font-bold text-maroon-800">{categoryLabel(category)}</h3>
          {products.status === 'pending' || products.retrying ? (
            <ProductGridSkeleton label={t('list.loading', { category: categoryLabel(category) })} />
          ) : products.status === 'error' ? (
            <ErrorState
              title={t('list.failedTitle')}
              message={products.error?.message || t('list.failedFallback')}
              onRetry={products.retry}
            />
          ) : products.items.length === 0 ? (
            <EmptyState
              title={t('list.none')}
              action={
                <Button variant="outline" onClick={() => chooseCategory(otherCategory)}>
                  {t('list.browse', { category: categoryLabel(otherCategory) })}
                </Button>
              }
            />
          ) : (
            <>
              <ProductGrid products={products.items} />
              <ShowMore
                count={products.items.length}
                noun="products"
                list={products}
                skeleton={<ProductGridSkeleton count={4} label={t('list.loadingMore')} />}
              />
            </>
          )}
        </div>
      </section>
    </>
  );
}
