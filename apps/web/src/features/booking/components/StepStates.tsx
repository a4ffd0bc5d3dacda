import { AlertTriangle, CalendarX2, Phone, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink, Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { SUPPORT } from '../../../lib/support';

/** A calm full-width message card for the booking steps (closed, not found, load failure). */
export function StepMessage({
  icon,
  title,
  children,
  actions,
  tone = 'neutral',
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'danger';
}) {
  return (
    <div className="container-page py-12 md:py-16">
      <div
        role={tone === 'danger' ? 'alert' : 'status'}
        className="mx-auto max-w-lg rounded-[12px] bg-white p-6 text-center shadow-raised md:p-8"
      >
        <div className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full ${tone === 'danger' ? 'bg-danger/10 text-danger' : 'bg-saffron-50 text-saffron-700'} [&>svg]:h-7 [&>svg]:w-7`}>
          {icon ?? <SearchX aria-hidden />}
        </div>
        <h1 className="mt-4 font-display text-2xl font-bold">{title}</h1>
        {children && <div className="mt-2 text-ink-600">{children}</div>}
        {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
      </div>
    </div>
  );
}

export function SupportLine({ className = '' }: { className?: string }) {
  return (
    <p className={`text-sm text-ink-600 ${className}`}>
      Need help? Call{' '}
      <a href={SUPPORT.phoneHref} className="font-semibold text-saffron-700 underline underline-offset-2">
        <Phone className="mr-1 inline h-3.5 w-3.5" aria-hidden />
        {SUPPORT.phone}
      </a>{' '}
      ({SUPPORT.hours}).
    </p>
  );
}

/** The puja could not be found, or could not be loaded (with Try Again). */
export function PujaLoadProblem({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return notFound ? (
    <StepMessage
      title="Puja Not Found"
      actions={
        <ButtonLink to="/pujas" variant="primary">
          View All Pujas
        </ButtonLink>
      }
    >
      <p>We could not find this puja. It may have ended, or the link may have changed.</p>
      <SupportLine className="mt-3" />
    </StepMessage>
  ) : (
    <StepMessage
      tone="danger"
      icon={<AlertTriangle aria-hidden />}
      title="Could not load this puja"
      actions={
        <>
          <Button onClick={onRetry}>Try Again</Button>
          <ButtonLink to="/pujas" variant="outline">
            View All Pujas
          </ButtonLink>
        </>
      }
    >
      <p>Please check your connection and try again. Nothing has been charged.</p>
    </StepMessage>
  );
}

/** Booking has closed for this puja: say so, and lead to the upcoming ones. */
export function PujaClosed({ title }: { title: string }) {
  return (
    <StepMessage
      icon={<CalendarX2 aria-hidden />}
      title="Booking for this puja has closed"
      actions={
        <ButtonLink to="/pujas" variant="primary">
          See upcoming pujas
        </ButtonLink>
      }
    >
      <p>
        {title} has already taken place, so it can no longer be booked. Nothing has been charged. Many other pujas are
        open for booking.
      </p>
    </StepMessage>
  );
}

/** The shape of a booking step while the puja loads. */
export function StepSkeleton() {
  return (
    <div className="container-page py-6 md:py-10" role="status" aria-live="polite">
      <span className="sr-only">Loading your booking…</span>
      <Skeleton className="h-5 w-40" />
      <Skeleton className="mt-4 h-8 w-full max-w-md" />
      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-5">
          <Skeleton className="h-20 w-full md:hidden" />
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
        <Skeleton className="hidden h-96 w-full md:block" />
      </div>
    </div>
  );
}
