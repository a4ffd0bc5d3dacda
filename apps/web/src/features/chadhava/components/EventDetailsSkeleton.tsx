import { Skeleton } from '../../../components/ui/Skeleton';
import { useChadhavaT } from '../i18n';

/** The loading screen, shaped like the event page. */
export function EventDetailsSkeleton() {
  const { t } = useChadhavaT();
  return (
    <div className="container-page py-8" role="status" aria-live="polite">
      <span className="sr-only">{t('event.loading')}</span>
      <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_340px]">
        <div>
          <div className="grid gap-6 lg:grid-cols-2">
            <Skeleton className="aspect-[4/3] w-full" />
            <div className="space-y-3">
              <Skeleton className="h-6 w-28" />
              <Skeleton className="h-9 w-4/5" />
              <Skeleton className="h-4 w-1/3" />
              <div className="grid gap-3 pt-2 sm:grid-cols-2">
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} className="h-16" />
                ))}
              </div>
            </div>
          </div>
          <Skeleton className="mt-8 h-24 w-full" />
          <div className="mt-8 grid gap-3 lg:grid-cols-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-28" />
            ))}
          </div>
        </div>
        <Skeleton className="hidden h-72 md:block" />
      </div>
    </div>
  );
}
