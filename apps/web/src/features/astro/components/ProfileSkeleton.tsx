import { Skeleton } from '../../../components/ui/Skeleton';
import { useAstroT } from '../i18n';

export function ProfileSkeleton() {
  const { t } = useAstroT();
  return (
    <div className="container-page py-8" role="status" aria-live="polite">
      <span className="sr-only">{t('profile.loading')}</span>
      <div className="grid gap-6 md:grid-cols-[320px_1fr] md:gap-10" aria-hidden>
        <Skeleton className="aspect-square w-28 md:w-full" />
        <div className="space-y-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-12 w-40" />
        </div>
      </div>
      <div className="mt-10 grid gap-4 md:grid-cols-3" aria-hidden>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    </div>
  );
}
