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
import { rich } from '../../../lib/i18n/rich';
import { useChadhavaT } from '../i18n';

/** The band at the top: one honest sentence for each state of the payment. */
export function ReceiptStatus({ booking, state, action }: { booking: ChadhavaBookingView; state: ConfirmationState; action?: ReactNode }) {
  const { t } = useChadhavaT();
  const first = booking.donorDetails.fullName.split(' ')[0];
  const email = <strong className="[overflow-wrap:anywhere]">{booking.donorDetails.email}</strong>;
  return (
    <PaymentStatusBand
      state={state}
      email={email}
      icon={state === 'review' ? <Info /> : undefined}
      words={{
        confirmed: {
          title: t('receipt.confirmedTitle'),
          text: rich(t('receipt.confirmedText', { first: first ?? '' }), { event: <strong>{booking.event.name}</strong>, email }),
        },
        review: rich(t('receipt.review'), { email, dontPay: <strong>{t('receipt.dontPay')}</strong> }),
        failed: t('receipt.failed'),
        expired: t('receipt.expired'),
      }}
      reference={<ReferenceLine label={t('receipt.orderId')} value={booking.reference} testId="order-id" />}
      action={action}
    />
  );
}

/** Every field of the booking as the server holds it (spec part 2 § 2, Chadhava success). */
export function ReceiptDetails({ booking, state }: { booking: ChadhavaBookingView; state: ConfirmationState }) {
  const { t } = useChadhavaT();
  const temple = booking.event.temple;
  return (
    <div className="space-y-5 [--receipt-label:9rem]">
      <Card title={t('receipt.event')} icon={<Flame />}>
        <DetailList>
          <Row label={t('receipt.event')}>{booking.event.name}</Row>
          <Row label={t('receipt.temple')}>
            {temple?.name}
            {temple?.location && <span className="text-ink-600">, {temple.location}</span>}
          </Row>
          <Row label={t('receipt.date')}>
            <time dateTime={booking.event.date}>{formatEventDate(booking.event.date)}</time>
          </Row>
        </DetailList>
      </Card>

      <Card title={t('receipt.devotee')}>
        <DetailList>
          <Row label={t('receipt.name')}>{booking.donorDetails.fullName}</Row>
          <Row label={t('receipt.gotra')}>{booking.donorDetails.gotra || '—'}</Row>
          <Row label={t('receipt.phone')}>{booking.donorDetails.phone}</Row>
          <Row label={t('receipt.email')}>
            <span className="[overflow-wrap:anywhere]">{booking.donorDetails.email}</span>
          </Row>
        </DetailList>
      </Card>

      <Card title={t('receipt.yourOfferings')} icon={<Flower2 />}>
        <ItemsTable
          caption={t('receipt.offerings')}
          itemHeader={t('receipt.offering')}
          spaced
          lines={[
            ...(booking.base_price > 0 ? [{ key: 'base', label: t('receipt.basePrice'), amount: booking.base_price }] : []),
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
  const { t, language } = useChadhavaT();
  const { fullName: name, gotra } = booking.donorDetails;
  const steps: NextStep[] = [
    {
      icon: <NotebookPen />,
      title: t('receipt.recordedTitle'),
      text: gotra ? t('receipt.recordedTextGotra', { name, gotra }) : t('receipt.recordedText', { name }),
    },
    {
      icon: <Flame />,
      title: t('receipt.offeredTitle'),
      text: t('receipt.offeredText', {
        date: formatEventDate(booking.event.date, language),
        temple: booking.event.temple?.name || t('receipt.theTemple'),
      }),
    },
    { icon: <Camera />, title: t('receipt.updatesTitle'), text: t('receipt.updatesText') },
    { icon: <HandHeart />, title: t('receipt.blessingsTitle'), text: t('receipt.blessingsText') },
  ];
  return <NextStepsCard steps={steps} confirmed={confirmed} />;
}
