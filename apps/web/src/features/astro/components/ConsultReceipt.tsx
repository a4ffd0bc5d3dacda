import { Info, PhoneCall, Sparkles, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PanditBookingView } from '@sankalp/shared/api/pandit-bookings';
import {
  DetailList,
  DetailRow as Row,
  NextStepsCard,
  PaymentCard,
  PaymentStatusBand,
  ReceiptCard as Card,
  ReferenceLine,
} from '../../../components/payments/Receipt';
import type { ConfirmationState } from '../../../lib/payments';
import { longDateOf, timeRangeIST } from '../lib/consult-time';
import { serviceLabel } from '../../../components/catalog/labels/index';
import { rich } from '../../../lib/i18n/rich';
import { useAstroT } from '../i18n';

/** The spec shows a booking by the last 8 characters of its id. */
export const shortBookingId = (id: string) => id.slice(-8);

/** The band at the top: 'Booking Confirmed!' once paid, an honest sentence for every other state. */
export function ConsultStatus({ booking, state, action }: { booking: PanditBookingView; state: ConfirmationState; action?: ReactNode }) {
  const { t, language } = useAstroT();
  const email = <strong className="[overflow-wrap:anywhere]">{booking.customer.email}</strong>;
  return (
    <PaymentStatusBand
      state={state}
      email={email}
      icon={state === 'review' ? <Info /> : undefined}
      words={{
        confirmed: {
          title: t('receipt.confirmedTitle'),
          text: rich(
            t('receipt.confirmedText', {
              first: booking.customer.name.split(' ')[0] ?? '',
              service: serviceLabel(booking.serviceType),
              date: longDateOf(booking.preferredTime.from, language),
              time: timeRangeIST(booking.preferredTime, language),
            }),
            { pandit: <strong>{booking.pandit.name}</strong>, email },
          ),
        },
        review: rich(t('receipt.review'), { email, dontPay: <strong>{t('receipt.dontPay')}</strong> }),
        failed: t('receipt.failed'),
        expired: t('receipt.expired'),
      }}
      reference={<ReferenceLine label={t('receipt.reference')} value={booking.reference} testId="booking-reference" copyable />}
      action={action}
    />
  );
}

/** Every field of the receipt (spec part 3 § 2 "Consultation success"), as the server holds it. */
export function ConsultDetails({ booking, state }: { booking: PanditBookingView; state: ConfirmationState }) {
  const { t, language } = useAstroT();
  return (
    <div className="space-y-5 [--receipt-label:9rem]">
      <Card title={t('receipt.consultation')} icon={<Sparkles />}>
        <DetailList>
          <Row label={t('receipt.bookingId')}>
            <span className="font-mono text-sm" data-testid="booking-id">
              {shortBookingId(booking._id)}
            </span>
          </Row>
          <Row label={t('receipt.pandit')}>{booking.pandit.name}</Row>
          <Row label={t('receipt.location')}>{booking.pandit.location}</Row>
          <Row label={t('receipt.service')}>{serviceLabel(booking.serviceType)}</Row>
          <Row label={t('receipt.date')}>
            <time dateTime={booking.preferredTime.from}>{longDateOf(booking.preferredTime.from, language)}</time>
          </Row>
          <Row label={t('receipt.time')}>
            <span data-testid="consult-time">{timeRangeIST(booking.preferredTime, language)}</span>
          </Row>
          {booking.specialRequests && (
            <Row label={t('receipt.request')}>
              <span className="whitespace-pre-line">{booking.specialRequests}</span>
            </Row>
          )}
        </DetailList>
      </Card>

      <Card title={t('receipt.yourDetails')} icon={<UserRound />}>
        <DetailList>
          <Row label={t('receipt.name')}>{booking.customer.name}</Row>
          <Row label={t('receipt.phone')}>{booking.customer.phone}</Row>
          <Row label={t('receipt.email')}>
            <span className="[overflow-wrap:anywhere]">{booking.customer.email}</span>
          </Row>
        </DetailList>
      </Card>

      <PaymentCard
        state={state}
        total={booking.amount_total}
        paymentId={booking.payment_id}
        paidAt={booking.paid_at}
        bookedAt={booking.createdAt}
        refunded={booking.refunded_amount}
        wholeRefunded={booking.payment_status === 'refunded'}
      />
    </div>
  );
}

/** The blessing note and what follows a paid consultation: only what the platform and the pandit do. */
export function ConsultNextSteps({ booking, confirmed }: { booking: PanditBookingView; confirmed: boolean }) {
  const { t, language } = useAstroT();
  return (
    <>
      <section className="rounded-[12px] border border-gold-400/60 bg-cream-100 p-5 text-ink-900 md:p-6">
        <p className="font-display text-lg font-bold text-maroon-800">{t('receipt.blessings')}</p>
        <p className="mt-1 text-sm">
          {rich(t('receipt.blessingsText', { name: booking.pandit.name }), { phone: <strong>{booking.customer.phone}</strong> })}
        </p>
      </section>
      <NextStepsCard
        confirmed={confirmed}
        steps={[
          {
            icon: <PhoneCall />,
            title: t('receipt.callsTitle'),
            text: t('receipt.callsText', {
              date: longDateOf(booking.preferredTime.from, language),
              time: timeRangeIST(booking.preferredTime, language),
              phone: booking.customer.phone,
            }),
          },
          {
            icon: <Sparkles />,
            title: t('receipt.yoursTitle'),
            text: t('receipt.yoursText'),
          },
          {
            icon: <Info />,
            title: t('receipt.missedTitle'),
            text: t('receipt.missedText'),
          },
        ]}
      />
    </>
  );
}
