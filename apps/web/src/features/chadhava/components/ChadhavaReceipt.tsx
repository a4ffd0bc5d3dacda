import { Camera, Flame, Flower2, HandHeart, Info, NotebookPen } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ChadhavaBookingView } from '@sankalp/shared/api/chadhava-bookings';
import {
  DetailList,
  DetailRow as Row,
  ItemsTable,
  NextStepsCard,
  PaymentCard,
  PaymentStatusBand,
  ReceiptCard as Card,
  ReferenceLine,
  type NextStep,
} from '../../../components/payments/Receipt';
import type { ConfirmationState } from '../../../lib/payments/confirmation';
import { formatEventDate } from '../lib/format';

/** The band at the top: one honest sentence for each state of the payment. */
export function ReceiptStatus({ booking, state, action }: { booking: ChadhavaBookingView; state: ConfirmationState; action?: ReactNode }) {
  const first = booking.donorDetails.fullName.split(' ')[0];
  const email = <strong className="[overflow-wrap:anywhere]">{booking.donorDetails.email}</strong>;
  return (
    <PaymentStatusBand
      state={state}
      email={email}
      icon={state === 'review' ? <Info /> : undefined}
      words={{
        confirmed: {
          title: 'Your chadhava is booked',
          text: (
            <>
              Thank you, {first}. Your offerings for <strong>{booking.event.name}</strong> are recorded and your payment has been
              received. A receipt has been sent to {email}.
            </>
          ),
        },
        review: (
          <>
            Your money reached us, but this booking could not take it (the event&apos;s last slot was taken, or the booking
            changed while you paid). Our team will settle it or refund it in full and write to {email}.{' '}
            <strong>Please do not pay again.</strong>
          </>
        ),
        failed:
          'This booking is not paid. If money was taken from your account, your bank returns it. You can choose your offerings and try again.',
        expired: 'No payment was received in time, so its slot was released. Nothing has been charged. You are welcome to book again.',
      }}
      reference={<ReferenceLine label="Order ID" value={booking.reference} testId="order-id" />}
      action={action}
    />
  );
}

/** Every field of the booking as the server holds it (spec part 2 § 2, Chadhava success). */
export function ReceiptDetails({ booking, state }: { booking: ChadhavaBookingView; state: ConfirmationState }) {
  const temple = booking.event.temple;
  return (
    <div className="space-y-5 [--receipt-label:9rem]">
      <Card title="Event" icon={<Flame />}>
        <DetailList>
          <Row label="Event">{booking.event.name}</Row>
          <Row label="Temple">
            {temple?.name}
            {temple?.location && <span className="text-ink-600">, {temple.location}</span>}
          </Row>
          <Row label="Date">
            <time dateTime={booking.event.date}>{formatEventDate(booking.event.date)}</time>
          </Row>
        </DetailList>
      </Card>

      <Card title="Devotee">
        <DetailList>
          <Row label="Name">{booking.donorDetails.fullName}</Row>
          <Row label="Gotra">{booking.donorDetails.gotra || '—'}</Row>
          <Row label="Phone">{booking.donorDetails.phone}</Row>
          <Row label="Email">
            <span className="[overflow-wrap:anywhere]">{booking.donorDetails.email}</span>
          </Row>
        </DetailList>
      </Card>

      <Card title="Your offerings" icon={<Flower2 />}>
        <ItemsTable
          caption="Offerings"
          itemHeader="Offering"
          spaced
          lines={[
            ...(booking.base_price > 0 ? [{ key: 'base', label: 'Event base price', amount: booking.base_price }] : []),
            ...booking.offerings.map((l) => ({ key: l.offering, label: l.name, each: l.price, quantity: l.quantity, amount: l.subtotal })),
          ]}
        />
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

/** What happens after a paid chadhava: only what the platform does. */
export function ChadhavaNextSteps({ booking, confirmed }: { booking: ChadhavaBookingView; confirmed: boolean }) {
  const steps: NextStep[] = [
    {
      icon: <NotebookPen />,
      title: 'Your offering is recorded',
      text: `In the name of ${booking.donorDetails.fullName}${booking.donorDetails.gotra ? `, ${booking.donorDetails.gotra} gotra` : ''}.`,
    },
    {
      icon: <Flame />,
      title: 'Offered at the temple on the event day',
      text: `On ${formatEventDate(booking.event.date)} at ${booking.event.temple?.name || 'the temple'}, the pandit places your offerings before the deity with your name and gotra.`,
    },
    { icon: <Camera />, title: 'Photo and video updates', text: 'Sent to you on WhatsApp and e-mail after the offering.' },
    { icon: <HandHeart />, title: 'Blessings for you and your family', text: 'The offering is made for your well-being. Write to us with any question about it.' },
  ];
  return <NextStepsCard steps={steps} confirmed={confirmed} />;
}
