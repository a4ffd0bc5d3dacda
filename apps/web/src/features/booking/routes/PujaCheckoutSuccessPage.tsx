import { AlertTriangle, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { decodeSlugParam } from '@sankalp/shared/slug';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isNotFound } from '../../../lib/api';
import { SUPPORT } from '../../../lib/support';
import { useTitle } from '../../../lib/use-title';
import { useBooking } from '../api/booking-by-id';
import { BookingDetails, ConfirmationActions, NextSteps, StatusHeader } from '../components/Confirmation';
import { StepMessage } from '../components/StepStates';
import { loadDraft, sessionDraftStorage } from '../lib/draft';
import { chadhavaPath, detailsPath, pujaSlug } from '../lib/paths';
import { POLL_WINDOW_MS, confirmationState, pollInterval } from '../lib/poll';

/** Only the page content prints: no header, navigation, footer or toasts. */
const PRINT_CSS = `@media print {
  body header, body footer, [data-sonner-toaster] { display: none !important; }
  body { background: #fff !important; }
  main { padding: 0 !important; }
}`;

/**
 * /puja-checkout-success/:name?booking={id} — the booking as the server vouches for it (never
 * navigation state). A pending payment is asked after every 3 s for about 2 minutes.
 */
export default function PujaCheckoutSuccessPage() {
  const { name } = useParams();
  const [params] = useSearchParams();
  const bookingId = (params.get('booking') ?? '').trim();
  const slug = name ? pujaSlug(decodeSlugParam(name)) : '';
  if (!bookingId) return <BookingNotFound />;
  return <ConfirmationPage key={bookingId} bookingId={bookingId} slug={slug} />;
}

function ConfirmationPage({ bookingId, slug }: { bookingId: string; slug: string }) {
  const [openedAt] = useState(() => Date.now());
  const [windowOver, setWindowOver] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setWindowOver(true), POLL_WINDOW_MS);
    return () => clearTimeout(t);
  }, []);
  const query = useBooking(bookingId, (b) => (b ? pollInterval(b.payment_status, Date.now() - openedAt) : false));
  const booking = query.data;
  const state = booking ? confirmationState(booking.payment_status, windowOver ? POLL_WINDOW_MS : 0) : null;
  useTitle(
    state === 'confirmed' ? 'Booking confirmed' : state === 'confirming' || state === 'delayed' ? 'Confirming payment' : 'Your booking',
  );

  if (query.isPending) return <ConfirmationSkeleton />;
  if (query.isError) {
    if (isNotFound(query.error)) return <BookingNotFound />;
    return (
      <StepMessage
        tone="danger"
        icon={<AlertTriangle aria-hidden />}
        title="Could not load your booking"
        actions={<Button onClick={() => void query.refetch()}>Try Again</Button>}
      >
        <p>Please check your connection and try again. Your booking is safe with us.</p>
        <p className="mt-2 text-sm">
          Booking ID: <span className="break-all font-mono">{bookingId}</span>
        </p>
      </StepMessage>
    );
  }
  if (!booking || !state) return <BookingNotFound />;

  const pujaSlugOf = booking.puja.slug || slug;
  const draft = loadDraft(sessionDraftStorage(), pujaSlugOf);
  const retryTo =
    state === 'failed' && draft.sankalp?.id === booking.sankalp_ref_id
      ? chadhavaPath(pujaSlugOf, booking.ways_to_participate_ref_id, booking.sankalp_ref_id)
      : detailsPath(pujaSlugOf, 'packages');

  return (
    <div className="bg-gradient-to-b from-cream-100 to-cream-50 to-[360px] print:bg-white">
      <style>{PRINT_CSS}</style>
      <div className="container-page pb-16 pt-6 md:pt-10 print:pt-0">
        <StatusHeader booking={booking} state={state} retryTo={retryTo} />
        <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_340px] md:gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
          <BookingDetails booking={booking} />
          <div className="md:sticky md:top-24 md:self-start">
            <NextSteps booking={booking} confirmed={state === 'confirmed'} />
          </div>
        </div>
        <div className="mt-8">
          <ConfirmationActions />
        </div>
      </div>
    </div>
  );
}

function BookingNotFound() {
  useTitle('Booking not found');
  return (
    <>
      <StepMessage
        icon={<SearchX aria-hidden />}
        title="Booking not found"
        actions={
          <>
            <ButtonLink to="/pujas">Book a Puja</ButtonLink>
            <a href={SUPPORT.phoneHref} className="inline-flex min-h-11 items-center rounded-full border-2 border-saffron-600 bg-white px-5 font-semibold text-saffron-700 hover:bg-saffron-50">
              Call {SUPPORT.phone}
            </a>
          </>
        }
      >
        <p>We could not find a booking for this link. Please check that the link is complete.</p>
        <p className="mt-2">
          If you have paid and cannot see your booking, call us at <strong className="text-ink-900">{SUPPORT.phone}</strong>{' '}
          ({SUPPORT.hours}) or write to {SUPPORT.email} — we will find it for you.
        </p>
      </StepMessage>
    </>
  );
}

function ConfirmationSkeleton() {
  return (
    <div className="container-page pb-16 pt-6 md:pt-10" role="status" aria-live="polite">
      <span className="sr-only">Loading your booking…</span>
      <Skeleton className="h-48 w-full rounded-[16px]" />
      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_340px] lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="space-y-5">
          <Skeleton className="h-44 w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
        <Skeleton className="h-80 w-full" />
      </div>
    </div>
  );
}

