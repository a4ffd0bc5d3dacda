import { Skeleton } from '../../../components/ui/Skeleton';
import { useLiveT } from '../i18n';

/** Shaped like the stream page: 16:9 player and details, recommended list beside. */
export function VideoPageSkeleton() {
  const { t } = useLiveT();
  return (
    <div role="status" aria-live="polite" className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <span className="sr-only">{t('stream.loading')}</span>
      <div>
        <Skeleton className="aspect-video w-full" />
        <Skeleton className="mt-5 h-6 w-32 rounded-full" />
        <Skeleton className="mt-3 h-9 w-4/5" />
        <div className="mt-4 grid gap-3 sm:grid-cols-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      </div>
      <div className="space-y-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    </div>
  );
}
