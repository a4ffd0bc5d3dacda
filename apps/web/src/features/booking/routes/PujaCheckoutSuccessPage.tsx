import { useParams, useSearchParams } from 'react-router';
import { decodeSlugParam } from '@sankalp/shared/slug';
import { ReceiptLayout, ReceiptSkeleton } from '../../../components/payments/Receipt';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { HelpBlock } from '../../../components/ui/HelpBlock';
import { Skeleton } from '../../../components/ui/Skeleton';
import { MessageCard } from '../../../components/ui/StateViews';
import { isNotFound } from '../../../lib/api';
import { useLinkAccessKey } from '../../../lib/payments';
import { SUPPORT } from '../../../lib/support';
import { useTitle } from '../../../lib/use-title';
import { useBooking } from '../api/booking-by-id';
import { BookingDetails, ConfirmationActions, NextSteps, StatusHeader } from '../components/Confirmation';
import { loadDraft, sessionDraftStorage } from '../lib/draft';
import { chadhavaPath, detailsPath, pujaSlug } from '../lib/paths';
import { PromiseTimeline } from '../../../components/promises/PromiseTimeline';

/**
 * /puja-checkout-success/:name?booking={id}[&key=] — the booking as the server vouches for it
 * (never navigation state), read with the owner's session or its access key. A pending payment
 * is asked after every 3 s for about 2 minutes.
 */
export default function PujaCheckoutSuccessPage() {
  const { name } = useParams();
  const [params] = useSearchParams();
  const bookingId = (params.get('booking') ?? '').trim();
  const slug = name ? pujaSlug(decodeSlugParam(name)) : '';
  useLinkAccessKey('puja_booking', bookingId, (params.get('key') ?? '').trim());
  if (!bookingId) return <BookingNotFound />;
  return <ConfirmationPage key={bookingId} bookingId={bookingId} slug={slug} />;
}

function ConfirmationPage({ bookingId, slug }: { bookingId: string; slug: string }) {
  const { query, record: booking, state } = useBooking(bookingId);
  useTitle(
    state === 'confirmed' ? 'Booking confirmed' : state === 'confirming' || state === 'delayed' ? 'Confirming payment' : 'Your booking',
  );

  if (query.isPending) {
    return (
      <ReceiptSkeleton>
        <Skeleton className="h-44 w-full" />
        <Skeleton className="h-56 w-full" />
      </ReceiptSkeleton>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) return <BookingNotFound />;
    return (
      <MessageCard
        tone="danger"
        title="Could not load your booking"
        actions={<Button onClick={() => void query.refetch()}>Try Again</Button>}
      >
        <p>Please check your connection and try again. Your booking is safe with us.</p>
        <p className="mt-2 text-sm">
          Booking ID: <span className="break-all font-mono">{bookingId}</span>
        </p>
      </MessageCard>
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
    <ReceiptLayout
      status={<StatusHeader booking={booking} state={state} retryTo={retryTo} />}
      details={<BookingDetails booking={booking} />}
      aside={
        <>
          <PromiseTimeline record={booking} />
          <NextSteps booking={booking} confirmed={state === 'confirmed'} />
          <HelpBlock whatsappText={`Namaste, I need help with my puja booking ${booking.reference || booking._id}`} />
        </>
      }
      actions={<ConfirmationActions />}
    />
  );
}

function BookingNotFound() {
  useTitle('Booking not found');
  return (
    <MessageCard
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
    </MessageCard>
  );
}
