import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/index';

/**
 * Placeholder blocks shaped like the content to come (no layout shift, no spinners). `data-loading`
 * says content is still on its way: the journeys wait until none is left before they read a page.
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div className={`animate-pulse rounded-[12px] bg-cream-200/70 ${className}`} aria-hidden data-loading="" />;
}

/** A loading page: one polite status for screen readers (`label`), the placeholders inside. */
export function SkeletonPage({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={`container-page ${className}`} role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

export function CardGridSkeleton({ count = 6, label }: { count?: number; label?: string }) {
  const { t } = useT();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label ?? t('common.loading')}</span>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-[12px] bg-white shadow-raised">
            <Skeleton className="aspect-[4/3] rounded-none" />
            <div className="space-y-2 p-4">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-5 w-4/5" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export function PageSkeleton() {
  const { t } = useT();
  return (
    <SkeletonPage label={t('common.loading')} className="py-8">
      <Skeleton className="h-48 w-full md:h-72" />
      <Skeleton className="mt-6 h-7 w-2/3" />
      <Skeleton className="mt-3 h-4 w-1/2" />
      <Skeleton className="mt-2 h-4 w-3/5" />
    </SkeletonPage>
  );
}
