import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '../../../components/ui/StateViews';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isNotFound } from '../../../lib/api';
import { useConsoleT } from '../i18n';
import { messageOf } from '../api/client';

/** A section's heading row: the h1, a line on what it is, and its actions. */
export function SectionHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="font-display text-[26px] font-bold leading-tight text-maroon-800 md:text-[28px]">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-ink-600">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** A raised card (DESIGN.md: radius 12, one soft shadow). */
export function Card({
  children,
  className = '',
  title,
}: {
  children: ReactNode;
  className?: string;
  title?: ReactNode;
}) {
  return (
    <section className={`rounded-[12px] bg-white p-4 shadow-raised md:p-5 ${className}`}>
      {title && <h2 className="mb-3 text-lg font-semibold text-maroon-800">{title}</h2>}
      {children}
    </section>
  );
}

/** Rows of placeholders while a list loads (no spinner, no shift). */
export function LoadingRows({ rows = 6 }: { rows?: number }) {
  const { t } = useConsoleT();
  return (
    <div role="status" aria-live="polite" className="space-y-2">
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** A failed load: not found (404, or out of scope) or an error with a retry. */
export function LoadFailure({
  error,
  onRetry,
  notFoundTitle,
  action,
}: {
  error: unknown;
  onRetry: () => void;
  notFoundTitle?: string;
  action?: ReactNode;
}) {
  const { t } = useConsoleT();
  if (isNotFound(error))
    return (
      <EmptyState
        title={notFoundTitle ?? t('common.notFound')}
        message={t('common.notFoundBody')}
        icon={<SearchX className="h-12 w-12" aria-hidden />}
        action={action}
      />
    );
  return (
    <ErrorState
      title={t('common.error')}
      message={messageOf(error, t('common.failed'))}
      onRetry={onRetry}
      action={action}
    />
  );
}

export function Empty({ message, action }: { message: string; action?: ReactNode }) {
  const { t } = useConsoleT();
  return <EmptyState title={t('common.none')} message={message} action={action} />;
}

/** A table that scrolls sideways on a phone instead of squeezing its columns. */
export function Table({ head, children, label }: { head: ReactNode[]; children: ReactNode; label: string }) {
  return (
    <div className="overflow-x-auto rounded-[12px] bg-white shadow-raised">
      <table className="w-full min-w-[720px] text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-cream-200 bg-cream-100 text-xs uppercase tracking-wide text-ink-600">
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col" className="px-3 py-2.5 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-cream-200">{children}</tbody>
      </table>
    </div>
  );
}

export const cell = 'px-3 py-2.5 align-top';
