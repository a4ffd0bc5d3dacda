import { Skeleton } from '../../../components/ui/Skeleton';
import { useStoreT } from '../i18n';

/** 'Loading product details...' over a skeleton shaped like the product page. */
export function ProductLoading() {
  const { t } = useStoreT();
  return (
    <div className="container-page py-6 md:py-10" role="status" aria-live="polite">
      <p className="mb-4 text-sm font-semibold text-ink-600">{t('product.loading')}</p>
      <div className="grid gap-6 md:grid-cols-2 md:gap-10" aria-hidden>
        <div>
          <Skeleton className="aspect-square w-full" />
          <div className="mt-3 grid grid-cols-4 gap-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="aspect-square" />
            ))}
          </div>
        </div>
        <div className="space-y-4">
          <Skeleton className="h-6 w-28" />
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-12 w-3/4" />
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="h-12 w-40" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    </div>
  );
}
