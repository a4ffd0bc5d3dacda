import type { ReactNode } from 'react';
import { Skeleton, SkeletonPage } from './Skeleton';

/**
 * A form page beside its side panel (booking steps, checkouts, the donor form): the back link and
 * title, the form's own blocks (`children`, in the main column) and the panel on desktop.
 * `wide`: the panel widens to 380 px on large screens.
 */
export function FormPageSkeleton({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <SkeletonPage label={label} className="py-6 md:py-10">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="mt-4 h-8 w-full max-w-md" />
      <div
        className={`mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_340px] ${wide ? 'lg:grid-cols-[minmax(0,1fr)_380px]' : ''}`}
      >
        <div className="space-y-5">{children}</div>
        <Skeleton className="hidden h-96 w-full md:block" />
      </div>
    </SkeletonPage>
  );
}
