import { useParams, useSearchParams } from 'react-router';
import { ReceiptLayout, ReceiptSkeleton } from '../../../components/payments/Receipt';
import { ButtonLink } from '../../../components/ui/Button';
import { HelpBlock } from '../../../components/ui/HelpBlock';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ErrorPage, NotFoundState } from '../../../components/ui/StateViews';
import { isNotFound } from '../../../lib/api';
import { accessKeyFor, useLinkAccessKey } from '../../../lib/payments';
import { SUPPORT } from '../../../lib/support';
import { useTitle } from '../../../lib/use-title';
import { useChadhavaBooking } from '../api/booking-by-id';
import { ChadhavaNextSteps, ReceiptDetails, ReceiptStatus } from '../components/ChadhavaReceipt';
import { eventPath } from '../lib/checkout-state';
import { PromiseTimeline } from '../../../components/promises/PromiseTimeline';

/**
 * /chadhava-checkout-success/{event-name-slug}?booking={id}[&key=] — the booking as the server
 * vouches for it (never navigation state), read with the owner's session or its access key; a
 * refresh works. A pending payment is asked after every 3 s for about 2 minutes.
 */
export default function ChadhavaSuccessPage() {
  const [params] = useSearchParams();
  const bookingId = (params.get('booking') ?? '').trim();
  useLinkAccessKey('chadhava_booking', bookingId, (params.get('key') ?? '').trim());
  if (!bookingId) return <BookingNotFound keyKnown={false} />;
  return <SuccessView key={bookingId} bookingId={bookingId} />;
}

function SuccessView({ bookingId }: { bookingId: string }) {
  const { name } = useParams();
  const { query, record: booking, state } = useChadhavaBooking(bookingId);
  useTitle(state === 'confirmed' ? 'Chadhava booked' : state === 'confirming' || state === 'delayed' ? 'Confirming payment' : 'Your chadhava');

  if (query.isPending) {
    return (
      <ReceiptSkeleton>
        <Skeleton className="h-36 w-full" />
        <Skeleton className="h-44 w-full" />
      </ReceiptSkeleton>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) return <BookingNotFound keyKnown={!!accessKeyFor('chadhava_booking', bookingId)} />;
    return (
      <ErrorPage
        title="Could not load your booking"
        message="Please check your connection and try again. Your booking is safe with us."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!booking || !state) return <BookingNotFound keyKnown />;

  const again = booking.event.name ? eventPath(booking.event.name) : name ? `/chadhava-details/${encodeURIComponent(name)}` : '/chadhava';
  const action =
    state === 'failed' || state === 'expired' ? <ButtonLink to={again}>{state === 'failed' ? 'Try again' : 'Book again'}</ButtonLink> : undefined;

  return (
    <ReceiptLayout
      status={<ReceiptStatus booking={booking} state={state} action={action} />}
      details={<ReceiptDetails booking={booking} state={state} />}
      aside={
        <>
          <PromiseTimeline record={booking} />
          <ChadhavaNextSteps booking={booking} confirmed={state === 'confirmed'} />
          <HelpBlock whatsappText={`Namaste, I need help with my chadhava booking ${booking.reference}`} />
        </>
      }
      actions={
        <ButtonLink to="/chadhava" size="lg">
          Continue
        </ButtonLink>
      }
    />
  );
}

/** 404: no such booking, or not this devotee's (no session, no key). */
function BookingNotFound({ keyKnown }: { keyKnown: boolean }) {
  useTitle('Booking not found');
  return (
    <NotFoundState
      title="We could not find this booking"
      message={
        keyKnown
          ? `Please check that the link is complete. If you have paid and cannot see your booking, call us at ${SUPPORT.phone} (${SUPPORT.hours}).`
          : `This page opens with the link in your confirmation e-mail, on the device you booked on, or when you are signed in to the account you booked with. If you have paid, call us at ${SUPPORT.phone} (${SUPPORT.hours}).`
      }
      action={<ButtonLink to="/chadhava">Back to Events</ButtonLink>}
    />
  );
}
