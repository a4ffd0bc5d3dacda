import { Flame, Gift, PhoneCall, Printer, Video } from 'lucide-react';
import type { PujaBookingView } from '@sankalp/shared/api/bookings';
import { PUJA_CONFIRMATION_CALL_TEXT, PUJA_VIDEO_TEXT } from '@sankalp/shared/constants';
import { formatDateGB } from '@sankalp/shared/timing';
import { templeName } from '../../../components/catalog/format';
import {
  DetailList,
  DetailRow as Row,
  ItemsTable,
  NextStepsCard,
  PaymentCard,
  PaymentStatusBand,
  ReceiptCard as Card,
  ReferenceLine,
} from '../../../components/payments/Receipt';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Price } from '../../../components/ui/Price';
import { confirmationState, type ConfirmationState } from '../../../lib/payments/confirmation';
import { peopleLabel } from '../lib/packages';
import { SafeImage } from './SafeImage';

/** The status band at the top: confirmed, confirming, delayed, failed or expired — honest in each. */
export function StatusHeader({
  booking,
  state,
  retryTo,
}: {
  booking: PujaBookingView;
  state: ConfirmationState;
  retryTo: string;
}) {
  const email = <strong className="break-all">{booking.sankalp?.email_address || booking.donor_details.email}</strong>;
  const first = (booking.sankalp?.full_name || booking.donor_details.full_name).split(' ')[0];
  const when = formatDateGB(booking.puja_date || booking.puja.startTime);
  return (
    <PaymentStatusBand
      state={state}
      email={email}
      words={{
        confirmed: {
          title: 'Your puja is booked',
          text: (
            <>
              Thank you, {first}. Your sankalp for <strong>{booking.puja.title}</strong> on {when} is confirmed and your payment
              has been received. A confirmation has been sent to {email}.
            </>
          ),
        },
        review: (
          <>
            Your money reached us, but this booking could not take it as it was (its total changed while you paid). Our team
            will settle it or refund it in full and write to {email}. <strong>Please do not pay again.</strong>
          </>
        ),
        failed:
          'This booking is not paid yet. If money was taken from your account, the booking will be confirmed automatically — or your bank will return the money. You can try paying again.',
        expired:
          'No payment was received for it in time, so it was closed. Nothing has been charged. You are welcome to book the puja again.',
      }}
      reference={<ReferenceLine label="Booking ID" value={booking._id} testId="booking-id" copyable />}
      action={
        (state === 'failed' || state === 'expired') && <ButtonLink to={retryTo}>{state === 'failed' ? 'Try paying again' : 'Book again'}</ButtonLink>
      }
    />
  );
}

/** Every field of the booking (part 2 § 2, confirmation), as the server holds it. */
export function BookingDetails({ booking }: { booking: PujaBookingView }) {
  const s = booking.sankalp;
  const temple = templeName(booking.puja.temple);
  const location = typeof booking.puja.temple === 'object' ? booking.puja.temple.location : '';
  const address = s?.address_for_prasad_delivery;
  const family = s?.family_members_names ?? [];
  return (
    <div className="space-y-5">
      <Card title="Puja" icon={<Flame />}>
        <div className="flex gap-4">
          <SafeImage src={booking.puja.image} alt={booking.puja.title} className="hidden aspect-square w-24 shrink-0 self-start rounded-[10px] sm:block print:hidden" />
          <DetailList className="min-w-0 flex-1">
            <Row label="Puja">{booking.puja.title}</Row>
            <Row label="Temple">
              {temple}
              {location && <span className="text-ink-600">, {location}</span>}
            </Row>
            <Row label="Date">{formatDateGB(booking.puja_date || booking.puja.startTime)}</Row>
            <Row label="Package">
              {booking.package.thumbnailTitle} <span className="text-ink-600">· {peopleLabel(booking.package.numberOfPeople)}</span>
            </Row>
          </DetailList>
        </div>
      </Card>

      <Card title="Devotee & sankalp">
        <DetailList>
          <Row label="Name">{s?.full_name || booking.donor_details.full_name}</Row>
          <Row label="Gotra">{s?.gotra || '—'}</Row>
          <Row label="Phone">{s?.phone_number || booking.donor_details.phone}</Row>
          <Row label="Email">
            <span className="break-all">{s?.email_address || booking.donor_details.email}</span>
          </Row>
          <Row label="Family members">
            {family.length > 0 ? (
              <ul className="space-y-0.5">
                {family.map((n, i) => (
                  <li key={`${n}-${i}`}>{n}</li>
                ))}
              </ul>
            ) : (
              <span className="text-ink-600">None named</span>
            )}
          </Row>
          {s?.special_prayers_or_sankalp && (
            <Row label="Purpose / sankalp">
              <span className="whitespace-pre-line">{s.special_prayers_or_sankalp}</span>
            </Row>
          )}
        </DetailList>
      </Card>

      <Card title="Chadhava & dakshina">
        {booking.puja_chadhava_items.length > 0 ? (
          <ItemsTable
            caption="Chadhava items"
            itemHeader="Item"
            lines={booking.puja_chadhava_items.map((l) => ({ key: l.item_id, label: l.title, each: l.price, quantity: l.quantity, amount: l.subtotal }))}
          />
        ) : (
          <p className="text-sm text-ink-600">No chadhava items were added.</p>
        )}
        <DetailList className="mt-2 border-t border-cream-100">
          <Row label="Dakshina">
            {booking.pandit_dakshina_amount > 0 ? <Price value={booking.pandit_dakshina_amount} /> : <span className="text-ink-600">None</span>}
          </Row>
          {booking.message_for_pandit && (
            <Row label="Message">
              <span className="whitespace-pre-line">{booking.message_for_pandit}</span>
            </Row>
          )}
        </DetailList>
      </Card>

      <Card title="Prasad delivery" icon={<Gift />}>
        {address ? (
          <address className="not-italic text-ink-900">
            {address.addressLine1}
            {address.addressLine2 && (
              <>
                <br />
                {address.addressLine2}
              </>
            )}
            <br />
            {address.city} – {address.pincode}
            <br />
            {address.state}, {address.country}
          </address>
        ) : (
          <p className="text-sm text-ink-600">Prasad delivery was not requested for this booking.</p>
        )}
      </Card>

      {/* The pill shows the payment's own status (a booking under review reads as confirming). */}
      <PaymentCard
        state={confirmationState(booking.payment_status, 0)}
        total={booking.amount_total}
        paymentId={booking.payment_id}
        paidAt={booking.paid_at}
        refunded={booking.refunded_amount}
        wholeRefunded={booking.payment_status === 'refunded'}
      >
        <Row label="Package">
          <Price value={booking.package_price} />
        </Row>
        {booking.chadhava_total > 0 && (
          <Row label="Chadhava">
            <Price value={booking.chadhava_total} />
          </Row>
        )}
        {booking.pandit_dakshina_amount > 0 && (
          <Row label="Dakshina">
            <Price value={booking.pandit_dakshina_amount} />
          </Row>
        )}
      </PaymentCard>
    </div>
  );
}

/** What happens after a paid puja. */
export function NextSteps({ booking, confirmed }: { booking: PujaBookingView; confirmed: boolean }) {
  const prasad = !!booking.sankalp?.address_for_prasad_delivery;
  const steps = [
    { icon: <PhoneCall />, title: `Confirmation call ${PUJA_CONFIRMATION_CALL_TEXT}`, text: 'Our team calls to confirm the names and gotra of your sankalp.' },
    {
      icon: <Flame />,
      title: 'Your puja is performed with your sankalp',
      text: `On ${formatDateGB(booking.puja_date || booking.puja.startTime)} at ${templeName(booking.puja.temple) || 'the temple'}, the pandit takes your names and gotra.`,
    },
    { icon: <Video />, title: `Updates and your puja video ${PUJA_VIDEO_TEXT}`, text: 'Sent on WhatsApp and e-mail.' },
    {
      icon: <Gift />,
      title: 'Prasadam and Aashirwad Box',
      text: prasad ? 'Posted to your address after the puja.' : 'Blessings are offered in your name; ask us if you would like the prasad posted.',
    },
  ];
  return <NextStepsCard steps={steps} confirmed={confirmed} />;
}

export function ConfirmationActions() {
  return (
    <>
      <ButtonLink to="/pujas" size="lg">
        Book Another Puja
      </ButtonLink>
      <ButtonLink to="/pujas" variant="outline" size="lg">
        Back to Pujas
      </ButtonLink>
      <Button variant="ghost" size="lg" onClick={() => window.print()}>
        <Printer className="h-5 w-5" aria-hidden /> Print
      </Button>
    </>
  );
}
