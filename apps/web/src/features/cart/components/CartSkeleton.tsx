import { Skeleton } from '../../../components/ui/Skeleton';
import { useCartT } from '../i18n/index';

/** The cart while it is priced: rows shaped like its lines and the summary panel. */
export function CartSkeleton() {
  const { t } = useCartT();
  return (
    <div role="status" aria-live="polite" className="grid gap-6 md:grid-cols-[1fr_340px] md:items-start">
      <span className="sr-only">{t('loading')}</span>
      <ul className="space-y-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex gap-3 rounded-[12px] bg-white p-3 shadow-raised sm:gap-4 sm:p-4">
            <Skeleton className="h-20 w-20 shrink-0 sm:h-28 sm:w-28" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-1/4" />
              <Skeleton className="mt-3 h-11 w-36 rounded-full" />
            </div>
          </li>
        ))}
      </ul>
      <Skeleton className="h-52" />
    </div>
  );
}
