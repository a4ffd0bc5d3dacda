import { CalendarX2, Phone } from 'lucide-react';
import { ButtonLink, Button } from '../../../components/ui/Button';
import { FormPageSkeleton } from '../../../components/ui/FormPageSkeleton';
import { Skeleton } from '../../../components/ui/Skeleton';
import { MessageCard } from '../../../components/ui/StateViews';
import { SUPPORT } from '../../../lib/support';

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
    <MessageCard
      title="Puja Not Found"
      actions={
        <ButtonLink to="/pujas" variant="primary">
          View All Pujas
        </ButtonLink>
      }
    >
      <p>We could not find this puja. It may have ended, or the link may have changed.</p>
      <SupportLine className="mt-3" />
    </MessageCard>
  ) : (
    <MessageCard
      tone="danger"
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
    </MessageCard>
  );
}

/** Booking has closed for this puja: say so, and lead to the upcoming ones. */
export function PujaClosed({ title }: { title: string }) {
  return (
    <MessageCard
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
    </MessageCard>
  );
}

/** The shape of a booking step while the puja loads. */
export function StepSkeleton() {
  return (
    <FormPageSkeleton label="Loading your booking…">
      <Skeleton className="h-20 w-full md:hidden" />
      <Skeleton className="h-72 w-full" />
      <Skeleton className="h-40 w-full" />
    </FormPageSkeleton>
  );
}
