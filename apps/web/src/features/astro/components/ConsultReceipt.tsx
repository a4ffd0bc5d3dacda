import { Info, PhoneCall, Sparkles, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PanditBookingView } from '@sankalp/shared/api/pandit-bookings';
import { PANDIT_SERVICE_LABELS } from '@sankalp/shared/schemas/panditBooking';
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

/** The spec shows a booking by the last 8 characters of its id. */
export const shortBookingId = (id: string) => id.slice(-8);

/** The band at the top: 'Booking Confirmed!' once paid, an honest sentence for every other state. */
export function ConsultStatus({ booking, state, action }: { booking: PanditBookingView; state: ConfirmationState; action?: ReactNode }) {
  const email = <strong className="[overflow-wrap:anywhere]">{booking.customer.email}</strong>;
  return (
    <PaymentStatusBand
      state={state}
      email={email}
      icon={state === 'review' ? <Info /> : undefined}
      words={{
        confirmed: {
          title: 'Booking Confirmed!',
          text: (
            <>
              Thank you, {booking.customer.name.split(' ')[0]}. Your {PANDIT_SERVICE_LABELS[booking.serviceType]} with{' '}
              <strong>{booking.pandit.name}</strong> is booked for {longDateOf(booking.preferredTime.from)},{' '}
              {timeRangeIST(booking.preferredTime)}. A confirmation with a calendar invitation has been sent to {email}.
            </>
          ),
        },
        review: (
          <>
            Your money reached us, but this consultation could not take it (its time was given to someone else after the hold
            lapsed). Our team will arrange another time or refund it in full and write to {email}.{' '}
            <strong>Please do not pay again.</strong>
          </>
        ),
        failed: 'This consultation is not paid. If money was taken from your account, your bank returns it. You can choose a time and try again.',
        expired: 'No payment was received in time, so this time was released. Nothing has been charged. You are welcome to book again.',
      }}
      reference={<ReferenceLine label="Reference" value={booking.reference} testId="booking-reference" copyable />}
      action={action}
    />
  );
}

/** Every field of the receipt (spec part 3 § 2 "Consultation success"), as the server holds it. */
export function ConsultDetails({ booking, state }: { booking: PanditBookingView; state: ConfirmationState }) {
  return (
    <div className="space-y-5 [--receipt-label:9rem]">
      <Card title="Consultation" icon={<Sparkles />}>
        <DetailList>
          <Row label="Booking ID">
            <span className="font-mono text-sm" data-testid="booking-id">
              {shortBookingId(booking._id)}
            </span>
          </Row>
          <Row label="Pandit">{booking.pandit.name}</Row>
          <Row label="Location">{booking.pandit.location}</Row>
          <Row label="Service">{PANDIT_SERVICE_LABELS[booking.serviceType]}</Row>
          <Row label="Date">
            <time dateTime={booking.preferredTime.from}>{longDateOf(booking.preferredTime.from)}</time>
          </Row>
          <Row label="Time">
            <span data-testid="consult-time">{timeRangeIST(booking.preferredTime)}</span>
          </Row>
          {booking.specialRequests && (
            <Row label="Your request">
              <span className="whitespace-pre-line">{booking.specialRequests}</span>
            </Row>
          )}
        </DetailList>
      </Card>

      <Card title="Your details" icon={<UserRound />}>
        <DetailList>
          <Row label="Name">{booking.customer.name}</Row>
          <Row label="Phone">{booking.customer.phone}</Row>
          <Row label="Email">
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
  return (
    <>
      <section className="rounded-[12px] border border-gold-400/60 bg-cream-100 p-5 text-ink-900 md:p-6">
        <p className="font-display text-lg font-bold text-maroon-800">With blessings</p>
        <p className="mt-1 text-sm">
          {booking.pandit.name} will contact you shortly on <strong>{booking.customer.phone}</strong> to confirm your
          consultation. Keep your questions and birth details at hand. May this guidance bring you clarity and peace.
        </p>
      </section>
      <NextStepsCard
        confirmed={confirmed}
        steps={[
          {
            icon: <PhoneCall />,
            title: 'The pandit calls you',
            text: `On ${longDateOf(booking.preferredTime.from)}, ${timeRangeIST(booking.preferredTime)}, at ${booking.customer.phone}.`,
          },
          {
            icon: <Sparkles />,
            title: 'Your consultation',
            text: 'Ask freely: the time is yours. Share your date, time and place of birth for an astrology reading.',
          },
          {
            icon: <Info />,
            title: 'If the call does not happen',
            text: 'A full refund if the pandit does not join within 15 minutes. Tell us within 24 hours.',
          },
        ]}
      />
    </>
  );
}
