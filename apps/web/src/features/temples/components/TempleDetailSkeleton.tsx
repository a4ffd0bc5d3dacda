import { Skeleton } from '../../../components/ui/Skeleton';
import { useTemplesT } from '../i18n';

/** Shaped like the temple page: image beside the title block, then About and the side panel. */
export function TempleDetailSkeleton() {
  const { t } = useTemplesT();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('detail.loading')}</span>
      <div className="grid items-center gap-6 md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] md:gap-10">
        <Skeleton className="aspect-[4/3] w-full" />
        <div className="space-y-3">
          <Skeleton className="h-7 w-40 rounded-full" />
          <Skeleton className="h-10 w-4/5" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-11 w-64 rounded-full" />
        </div>
      </div>
      <div className="mt-12 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-3">
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
        <Skeleton className="h-56 w-full" />
      </div>
    </div>
  );
}
