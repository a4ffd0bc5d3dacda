import { useParams, useSearchParams } from 'react-router';
import { ReceiptLayout, ReceiptSkeleton } from '../../../components/payments/Receipt';
import { ButtonLink } from '../../../components/ui/Button';
import { HelpBlock } from '../../../components/ui/HelpBlock';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ErrorPage, NotFoundState } from '../../../components/ui/StateViews';
import { isNotFound } from '../../../lib/api';
import { accessKeyFor, useLinkAccessKey } from '../../../lib/payments';
import { currentLanguage } from '../../../lib/i18n/index';
import { SUPPORT, supportHours } from '../../../lib/support';
import { useTitle } from '../../../lib/use-title';
import { useChadhavaBooking } from '../api/booking-by-id';
import { ChadhavaNextSteps, ReceiptDetails, ReceiptStatus } from '../components/ChadhavaReceipt';
import { eventPath } from '../lib/checkout-state';
import { PromiseTimeline } from '../../../components/promises/PromiseTimeline';
import { useChadhavaT } from '../i18n';

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
  const { t } = useChadhavaT();
  useTitle(
    state === 'confirmed' ? t('titles.booked') : state === 'confirming' || state === 'delayed' ? t('titles.confirming') : t('titles.yours'),
  );

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
        title={t('receipt.loadFailedTitle')}
        message={t('receipt.loadFailedText')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!booking || !state) return <BookingNotFound keyKnown />;

  const again = booking.event.slug ? eventPath(booking.event) : name ? `/chadhava-details/${encodeURIComponent(name)}` : '/chadhava';
  const action =
    state === 'failed' || state === 'expired' ? <ButtonLink to={again}>{state === 'failed' ? t('receipt.tryAgain') : t('receipt.bookAgain')}</ButtonLink> : undefined;

  return (
    <ReceiptLayout
      status={<ReceiptStatus booking={booking} state={state} action={action} />}
      details={<ReceiptDetails booking={booking} state={state} />}
      aside={
        <>
          <PromiseTimeline record={booking} />
          <ChadhavaNextSteps booking={booking} confirmed={state === 'confirmed'} />
          <HelpBlock whatsappText={t('receipt.whatsapp', { reference: booking.reference })} />
        </>
      }
      actions={
        <ButtonLink to="/chadhava" size="lg">
          {t('receipt.continue')}
        </ButtonLink>
      }
    />
  );
}

/** 404: no such booking, or not this devotee's (no session, no key). */
function BookingNotFound({ keyKnown }: { keyKnown: boolean }) {
  const { t } = useChadhavaT();
  useTitle(t('titles.notFound'));
  const support = { phone: SUPPORT.phone, hours: supportHours(currentLanguage()) };
  return (
    <NotFoundState
      title={t('receipt.notFoundTitle')}
      message={keyKnown ? t('receipt.notFoundKnown', support) : t('receipt.notFoundUnknown', support)}
      action={<ButtonLink to="/chadhava">{t('event.backToEvents')}</ButtonLink>}
    />
  );
}
