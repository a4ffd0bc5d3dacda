import { Home } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PANDIT_SERVICE_LABELS } from '@sankalp/shared/schemas/panditBooking';
import { ReceiptLayout, ReceiptSkeleton } from '../../../components/payments/Receipt';
import { ButtonLink } from '../../../components/ui/Button';
import { HelpBlock } from '../../../components/ui/HelpBlock';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ErrorPage, NotFoundState } from '../../../components/ui/StateViews';
import { isNotFound } from '../../../lib/api';
import { useLinkAccessKey } from '../../../lib/payments';
import { SUPPORT } from '../../../lib/support';
import { useTitle } from '../../../lib/use-title';
import { usePanditBooking } from '../api/pandit-booking-by-id';
import { ConsultDetails, ConsultNextSteps, ConsultStatus } from '../components/ConsultReceipt';
import { PromiseTimeline } from '../../../components/promises/PromiseTimeline';

/**
 * /astro-booking-success?booking={id}[&key=] — the consultation as the server vouches for it
 * (never navigation state), read with the owner's session or its access key (the link's key is
 * remembered, then dropped from the address); a refresh or a shared link works. A pending payment
 * is asked after every 3 s for about 2 minutes.
 */
export default function AstroBookingSuccessPage() {
  const [params] = useSearchParams();
  const bookingId = (params.get('booking') ?? '').trim();
  const key = useLinkAccessKey('pandit_booking', bookingId, (params.get('key') ?? '').trim() || null);
  if (!bookingId) return <BookingNotFound keyKnown={false} />;
  return <ReceiptView key={bookingId} bookingId={bookingId} accessKey={key} />;
}

function ReceiptView({ bookingId, accessKey }: { bookingId: string; accessKey: string | null }) {
  const { query, record: booking, state } = usePanditBooking(bookingId, accessKey);
  useTitle(state === 'confirmed' ? 'Booking Confirmed' : state === 'confirming' || state === 'delayed' ? 'Confirming payment' : 'Your consultation');

  if (query.isPending) {
    return (
      <ReceiptSkeleton>
        <Skeleton className="h-56 w-full" />
        <Skeleton className="h-40 w-full" />
      </ReceiptSkeleton>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) return <BookingNotFound keyKnown={!!accessKey} />;
    return (
      <ErrorPage
        title="Could not load your booking"
        message="Please check your connection and try again. Your booking is safe with us."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!booking || !state) return <BookingNotFound keyKnown />;

  const again = `/astro-booking-form/${booking.pandit._id}`;
  const action =
    state === 'failed' || state === 'expired' ? (
      <ButtonLink to={again}>{state === 'failed' ? 'Try again' : 'Book again'}</ButtonLink>
    ) : undefined;

  return (
    <ReceiptLayout
      status={<ConsultStatus booking={booking} state={state} action={action} />}
      details={<ConsultDetails booking={booking} state={state} />}
      aside={
        <>
          <PromiseTimeline record={booking} />
          <ConsultNextSteps booking={booking} confirmed={state === 'confirmed'} />
          <HelpBlock
            whatsappText={`Namaste, I need help with my ${PANDIT_SERVICE_LABELS[booking.serviceType]} booking ${booking.reference}`}
          />
        </>
      }
      actions={
        <>
          <ButtonLink to="/" size="lg">
            <Home className="h-5 w-5" aria-hidden /> Back to Home
          </ButtonLink>
          <ButtonLink to="/astro" size="lg" variant="outline">
            More Astrologers
          </ButtonLink>
        </>
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
      action={<ButtonLink to="/astro">More Astrologers</ButtonLink>}
    />
  );
}
