import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One line saying what is on its way, with a spinner. `data-loading` (as on Skeleton) marks
 * content still loading: the journeys wait until none is left before they read a page.
 */
export function LoadingLine({
  children,
  className = '',
  small = false,
  status = true,
}: {
  children: ReactNode;
  className?: string;
  /** Inside a form: smaller text and spinner. */
  small?: boolean;
  /** A polite status for screen readers (off where a live region around it already speaks). */
  status?: boolean;
}) {
  return (
    <p className={`flex items-center gap-2 text-ink-600 ${small ? 'text-sm' : ''} ${className}`} role={status ? 'status' : undefined} data-loading="">
      <Loader2 className={`${small ? 'h-4 w-4' : 'h-5 w-5'} animate-spin`} aria-hidden /> {children}
    </p>
  );
}
