import { Skeleton } from '../../../../components/ui/Skeleton';
import { usePujasT } from '../../i18n';

/** The puja page's shape while it loads: hero (image, title, facts, countdown), then a section. */
export function PujaDetailsSkeleton() {
  const { t } = usePujasT();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('details.loading')}</span>
      <div className="border-b border-cream-200">
        <div className="container-page grid gap-6 py-5 md:grid-cols-2 md:items-center md:gap-10 md:py-10">
          <Skeleton className="aspect-[4/3] w-full rounded-[16px] md:order-2" />
          <div className="md:order-1">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-3 h-8 w-11/12" />
            <Skeleton className="mt-2 h-8 w-2/3" />
            <div className="mt-5 space-y-3">
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-4 w-2/5" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-3/5" />
            </div>
            <div className="mt-5 grid max-w-sm grid-cols-4 gap-2">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-16" />
              ))}
            </div>
            <Skeleton className="mt-5 h-12 w-full rounded-full sm:w-56" />
          </div>
        </div>
      </div>
      <div className="container-page py-10">
        <Skeleton className="h-7 w-40" />
        <Skeleton className="mt-5 h-4 w-full max-w-3xl" />
        <Skeleton className="mt-2 h-4 w-11/12 max-w-3xl" />
        <Skeleton className="mt-2 h-4 w-4/5 max-w-3xl" />
      </div>
    </div>
  );
}
