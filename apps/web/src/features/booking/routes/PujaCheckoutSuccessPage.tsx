import { useParams, useSearchParams } from 'react-router';
import { decodeSlugParam } from '@sankalp/shared/slug';
import { ReceiptLayout, ReceiptSkeleton } from '../../../components/payments/Receipt';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { HelpBlock } from '../../../components/ui/HelpBlock';
import { Skeleton } from '../../../components/ui/Skeleton';
import { MessageCard } from '../../../components/ui/StateViews';
import { isNotFound } from '../../../lib/api';
import { useLinkAccessKey } from '../../../lib/payments';
import { currentLanguage } from '../../../lib/i18n/index';
import { SUPPORT, supportHours } from '../../../lib/support';
import { useTitle } from '../../../lib/use-title';
import { useBooking } from '../api/booking-by-id';
import { BookingDetails, ConfirmationActions, NextSteps, StatusHeader } from '../components/Confirmation';
import { loadDraft, sessionDraftStorage } from '../lib/draft';
import { chadhavaPath, detailsPath, pujaSlug } from '../lib/paths';
import { PromiseTimeline } from '../../../components/promises/PromiseTimeline';
import { useT } from '../../../lib/i18n/index';
import { rich } from '../../../lib/i18n/rich';
import { useBookingT } from '../i18n/index';

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
  const { t } = useBookingT();
  const common = useT().t;
  useTitle(
    state === 'confirmed' ? t('titles.confirmed') : state === 'confirming' || state === 'delayed' ? t('titles.confirming') : t('titles.booking'),
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
        title={t('success.loadFailed')}
        actions={<Button onClick={() => void query.refetch()}>{common('common.retry')}</Button>}
      >
        <p>{t('success.loadFailedText')}</p>
        <p className="mt-2 text-sm">
          {t('success.bookingId')} <span className="break-all font-mono">{bookingId}</span>
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
          <HelpBlock whatsappText={t('success.whatsapp', { reference: booking.reference || booking._id })} />
        </>
      }
      actions={<ConfirmationActions />}
    />
  );
}

function BookingNotFound() {
  const { t } = useBookingT();
  useTitle(t('titles.notFound'));
  return (
    <MessageCard
      title={t('success.notFound')}
      actions={
        <>
          <ButtonLink to="/pujas">{t('success.bookPuja')}</ButtonLink>
          <a href={SUPPORT.phoneHref} className="inline-flex min-h-11 items-center rounded-full border-2 border-saffron-600 bg-white px-5 font-semibold text-saffron-700 hover:bg-saffron-50">
            {t('success.call', { phone: SUPPORT.phone })}
          </a>
        </>
      }
    >
      <p>{t('success.notFoundText')}</p>
      <p className="mt-2">
        {rich(t('success.notFoundHelp', { hours: supportHours(currentLanguage()), email: SUPPORT.email }), {
          phone: <strong className="text-ink-900">{SUPPORT.phone}</strong>,
        })}
      </p>
    </MessageCard>
  );
}
