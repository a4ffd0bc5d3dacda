import { Home } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ReceiptLayout, ReceiptSkeleton } from '../../../components/payments/Receipt';
import { ButtonLink } from '../../../components/ui/Button';
import { HelpBlock } from '../../../components/ui/HelpBlock';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ErrorPage, NotFoundState } from '../../../components/ui/StateViews';
import { isNotFound } from '../../../lib/api';
import { useLinkAccessKey } from '../../../lib/payments';
import { currentLanguage } from '../../../lib/i18n/index';
import { SUPPORT, supportHours } from '../../../lib/support';
import { useTitle } from '../../../lib/use-title';
import { usePanditBooking } from '../api/pandit-booking-by-id';
import { ConsultDetails, ConsultNextSteps, ConsultStatus } from '../components/ConsultReceipt';
import { PromiseTimeline } from '../../../components/promises/PromiseTimeline';
import { serviceLabel } from '../../../components/catalog/labels/index';
import { useAstroT } from '../i18n';

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
  const { t } = useAstroT();
  useTitle(
    state === 'confirmed' ? t('titles.confirmed') : state === 'confirming' || state === 'delayed' ? t('titles.confirming') : t('titles.yours'),
  );

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
        title={t('receipt.loadFailed')}
        message={t('receipt.loadFailedText')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!booking || !state) return <BookingNotFound keyKnown />;

  const again = `/astro-booking-form/${booking.pandit._id}`;
  const action =
    state === 'failed' || state === 'expired' ? (
      <ButtonLink to={again}>{state === 'failed' ? t('receipt.tryAgain') : t('receipt.bookAgain')}</ButtonLink>
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
            whatsappText={t('receipt.whatsapp', { service: serviceLabel(booking.serviceType), reference: booking.reference })}
          />
        </>
      }
      actions={
        <>
          <ButtonLink to="/" size="lg">
            <Home className="h-5 w-5" aria-hidden /> {t('receipt.home')}
          </ButtonLink>
          <ButtonLink to="/astro" size="lg" variant="outline">
            {t('receipt.more')}
          </ButtonLink>
        </>
      }
    />
  );
}

/** 404: no such booking, or not this devotee's (no session, no key). */
function BookingNotFound({ keyKnown }: { keyKnown: boolean }) {
  const { t } = useAstroT();
  useTitle(t('titles.notFound'));
  const support = { phone: SUPPORT.phone, hours: supportHours(currentLanguage()) };
  return (
    <NotFoundState
      title={t('receipt.notFoundTitle')}
      message={keyKnown ? t('receipt.notFoundKnown', support) : t('receipt.notFoundUnknown', support)}
      action={<ButtonLink to="/astro">{t('receipt.more')}</ButtonLink>}
    />
  );
}
