import { Flame, Gift, PhoneCall, Printer, Video } from 'lucide-react';
import { countryName, stateName } from '../../../components/places/place-names';
import type { PujaBookingView } from '@sankalp/shared/api/bookings';
import { formatDate } from '../../../lib/i18n/format';
import { rich } from '../../../lib/i18n/rich';
import { useBookingT } from '../i18n/index';
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
  const { t } = useBookingT();
  const email = <strong className="break-all">{booking.sankalp?.email_address || booking.donor_details.email}</strong>;
  const first = (booking.sankalp?.full_name || booking.donor_details.full_name).split(' ')[0] ?? '';
  const when = formatDate(booking.puja_date || booking.puja.startTime);
  return (
    <PaymentStatusBand
      state={state}
      email={email}
      words={{
        confirmed: {
          title: t('confirmation.bookedTitle'),
          text: rich(t('confirmation.bookedText', { name: first, date: when }), { puja: <strong>{booking.puja.title}</strong>, email }),
        },
        review: rich(t('confirmation.review'), { email, noPayAgain: <strong>{t('confirmation.noPayAgain')}</strong> }),
        failed: t('confirmation.failed'),
        expired: t('confirmation.expired'),
      }}
      reference={<ReferenceLine label={t('confirmation.bookingId')} value={booking._id} testId="booking-id" copyable />}
      action={
        (state === 'failed' || state === 'expired') && (
          <ButtonLink to={retryTo}>{state === 'failed' ? t('confirmation.tryAgain') : t('confirmation.bookAgain')}</ButtonLink>
        )
      }
    />
  );
}

/** Every field of the booking (part 2 § 2, confirmation), as the server holds it. */
export function BookingDetails({ booking }: { booking: PujaBookingView }) {
  const { t } = useBookingT();
  const s = booking.sankalp;
  const temple = templeName(booking.puja.temple);
  const location = typeof booking.puja.temple === 'object' ? booking.puja.temple.location : '';
  const address = s?.address_for_prasad_delivery;
  const family = s?.family_members_names ?? [];
  return (
    <div className="space-y-5">
      <Card title={t('confirmation.puja')} icon={<Flame />}>
        <div className="flex gap-4">
          <SafeImage src={booking.puja.image} alt={booking.puja.title} className="hidden aspect-square w-24 shrink-0 self-start rounded-[10px] sm:block print:hidden" />
          <DetailList className="min-w-0 flex-1">
            <Row label={t('confirmation.puja')}>{booking.puja.title}</Row>
            <Row label={t('confirmation.temple')}>
              {temple}
              {location && <span className="text-ink-600">, {location}</span>}
            </Row>
            <Row label={t('confirmation.date')}>{formatDate(booking.puja_date || booking.puja.startTime)}</Row>
            <Row label={t('confirmation.package')}>
              {booking.package.thumbnailTitle} <span className="text-ink-600">· {peopleLabel(booking.package.numberOfPeople)}</span>
            </Row>
          </DetailList>
        </div>
      </Card>

      <Card title={t('confirmation.devotee')}>
        <DetailList>
          <Row label={t('confirmation.name')}>{s?.full_name || booking.donor_details.full_name}</Row>
          <Row label={t('confirmation.gotra')}>{s?.gotra || '—'}</Row>
          <Row label={t('confirmation.phone')}>{s?.phone_number || booking.donor_details.phone}</Row>
          <Row label={t('confirmation.email')}>
            <span className="break-all">{s?.email_address || booking.donor_details.email}</span>
          </Row>
          <Row label={t('confirmation.family')}>
            {family.length > 0 ? (
              <ul className="space-y-0.5">
                {family.map((n, i) => (
                  <li key={`${n}-${i}`}>{n}</li>
                ))}
              </ul>
            ) : (
              <span className="text-ink-600">{t('confirmation.noneNamed')}</span>
            )}
          </Row>
          {s?.special_prayers_or_sankalp && (
            <Row label={t('confirmation.purpose')}>
              <span className="whitespace-pre-line">{s.special_prayers_or_sankalp}</span>
            </Row>
          )}
        </DetailList>
      </Card>

      <Card title={t('confirmation.chadhava')}>
        {booking.puja_chadhava_items.length > 0 ? (
          <ItemsTable
            caption={t('confirmation.items')}
            itemHeader={t('confirmation.item')}
            lines={booking.puja_chadhava_items.map((l) => ({ key: l.item_id, label: l.title, each: l.price, quantity: l.quantity, amount: l.subtotal }))}
          />
        ) : (
          <p className="text-sm text-ink-600">{t('confirmation.noItems')}</p>
        )}
        <DetailList className="mt-2 border-t border-cream-100">
          <Row label={t('confirmation.dakshina')}>
            {booking.pandit_dakshina_amount > 0 ? <Price value={booking.pandit_dakshina_amount} /> : <span className="text-ink-600">{t('confirmation.none')}</span>}
          </Row>
          {booking.message_for_pandit && (
            <Row label={t('confirmation.message')}>
              <span className="whitespace-pre-line">{booking.message_for_pandit}</span>
            </Row>
          )}
        </DetailList>
      </Card>

      <Card title={t('confirmation.prasad')} icon={<Gift />}>
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
            {stateName(address.state)}, {countryName(address.country)}
          </address>
        ) : (
          <p className="text-sm text-ink-600">{t('confirmation.noPrasad')}</p>
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
        <Row label={t('confirmation.package')}>
          <Price value={booking.package_price} />
        </Row>
        {booking.chadhava_total > 0 && (
          <Row label={t('confirmation.chadhavaRow')}>
            <Price value={booking.chadhava_total} />
          </Row>
        )}
        {booking.pandit_dakshina_amount > 0 && (
          <Row label={t('confirmation.dakshina')}>
            <Price value={booking.pandit_dakshina_amount} />
          </Row>
        )}
      </PaymentCard>
    </div>
  );
}

/** What happens after a paid puja. */
export function NextSteps({ booking, confirmed }: { booking: PujaBookingView; confirmed: boolean }) {
  const { t } = useBookingT();
  const prasad = !!booking.sankalp?.address_for_prasad_delivery;
  const steps = [
    { icon: <PhoneCall />, title: t('confirmation.callTitle'), text: t('confirmation.callText') },
    {
      icon: <Flame />,
      title: t('confirmation.performedTitle'),
      text: t('confirmation.performedText', {
        date: formatDate(booking.puja_date || booking.puja.startTime),
        temple: templeName(booking.puja.temple) || t('confirmation.theTemple'),
      }),
    },
    { icon: <Video />, title: t('confirmation.videoTitle'), text: t('confirmation.videoText') },
    {
      icon: <Gift />,
      title: t('confirmation.prasadTitle'),
      text: prasad ? t('confirmation.prasadPosted') : t('confirmation.prasadAsk'),
    },
  ];
  return <NextStepsCard steps={steps} confirmed={confirmed} />;
}

export function ConfirmationActions() {
  const { t } = useBookingT();
  return (
    <>
      <ButtonLink to="/pujas" size="lg">
        {t('confirmation.bookAnother')}
      </ButtonLink>
      <ButtonLink to="/pujas" variant="outline" size="lg">
        {t('confirmation.backToPujas')}
      </ButtonLink>
      <Button variant="ghost" size="lg" onClick={() => window.print()}>
        <Printer className="h-5 w-5" aria-hidden /> {t('confirmation.print')}
      </Button>
    </>
  );
}
