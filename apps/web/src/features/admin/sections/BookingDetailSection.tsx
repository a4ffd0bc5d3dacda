import { PAYABLE_KINDS, type PayableKind } from '@sankalp/shared/api/payments';
import { ArrowLeft, BadgeIndianRupee, Flag } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api';
import { Link, useParams } from 'react-router';
import { PromiseTimeline } from '../../../components/promises/PromiseTimeline';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { useBookingDetail } from '../api/bookings';
import { Badge, payTone } from '../components/Badge';
import { RefundDialog } from '../components/RefundDialog';
import { Card, LoadFailure, LoadingRows, SectionHeader } from '../components/Section';
import { useConsoleT } from '../i18n';
import { useConsole } from '../lib/console-context';
import { fieldText, word } from '../lib/booking-words';
import { inr, when } from '../lib/format';

/** /admin/bookings/{kind}/{id}: what was booked, every payment order and provider payment, refunds. */
export default function BookingDetailSection() {
  const { kind = '', id = '' } = useParams();
  const { t } = useConsoleT();
  const back = (
    <ButtonLink to="/admin/bookings" variant="outline">
      <ArrowLeft className="h-4 w-4" aria-hidden /> {t('sections.bookings')}
    </ButtonLink>
  );
  if (!(PAYABLE_KINDS as readonly string[]).includes(kind))
    return (
      <LoadFailure
        error={new ApiError('Not found', 404)}
        onRetry={() => undefined}
        notFoundTitle={t('bookings.notFoundTitle')}
        action={back}
      />
    );
  return <Detail kind={kind as PayableKind} id={id} back={back} />;
}

function Detail({ kind, id, back }: { kind: PayableKind; id: string; back: ReactNode }) {
  const { t, language } = useConsoleT();
  const { roles } = useConsole();
  const q = useBookingDetail(kind, id);
  const [refunding, setRefunding] = useState(false);
  if (q.isPending) return <LoadingRows rows={8} />;
  if (q.isError)
    return (
      <LoadFailure
        error={q.error}
        onRetry={() => void q.refetch()}
        notFoundTitle={t('bookings.notFoundTitle')}
        action={back}
      />
    );
  const { booking: b, payments, refunds } = q.data;
  const canRefund = roles.includes('admin') || roles.includes('operator');
  return (
    <>
      <Link
        to="/admin/bookings"
        className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-saffron-700"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> {t('sections.bookings')}
      </Link>
      <SectionHeader
        title={`${t('bookings.detail')} ${b.reference}`}
        subtitle={`${t(`kinds.${b.kind}`)} · ${b.title}${b.temple ? ` · ${b.temple.name}` : ''}`}
        actions={
          canRefund &&
          b.payment_status !== 'pending' && (
            <Button variant="maroon" className="min-h-11" onClick={() => setRefunding(true)}>
              <BadgeIndianRupee className="h-4 w-4" aria-hidden /> {t('bookings.refund')}
            </Button>
          )
        }
      />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card title={t('bookings.fields')}>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <Row label={t('bookings.devotee')} value={`${b.name} · ${b.email} · ${b.phone}`} />
            <Row label={t('common.date')} value={when(b.createdAt, language)} />
            <Row label={t('common.amount')} value={inr(b.amount)} />
            <Row
              label={t('bookings.paid')}
              value={<Badge tone={payTone(b.payment_status)}>{t(`payStatus.${b.payment_status}`)}</Badge>}
            />
            {b.details.fields.map((f) => (
              <Row key={f.label} label={f.label} value={fieldText(f, t, language)} />
            ))}
          </dl>
          {b.details.lines.length > 0 && (
            <>
              <h3 className="mt-5 font-semibold text-maroon-800">{t('bookings.lines')}</h3>
              <ul className="mt-2 divide-y divide-cream-200 text-sm">
                {b.details.lines.map((l, i) => (
                  <li key={i} className="flex justify-between gap-3 py-1.5">
                    <span>
                      {l.title} × {l.quantity}
                    </span>
                    <span className="tabular-nums">{inr(l.price * l.quantity)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Card>
        <div className="space-y-6">
          <PromiseTimeline
            record={{ kind: b.kind, payment_status: b.payment_status, paid_at: b.paidAt, promises: q.data.promises ?? [] }}
          />
          <Card title={t('bookings.refunds')}>
            {refunds.length === 0 ? (
              <p className="text-sm text-ink-600">{t('bookings.noRefunds')}</p>
            ) : (
              <ul className="divide-y divide-cream-200 text-sm">
                {refunds.map((r) => (
                  <li key={r.id} className="flex items-center justify-between gap-3 py-2">
                    <span>
                      <span className="font-semibold tabular-nums">{inr(r.amount)}</span>
                      <span className="block text-xs text-ink-600">
                        {when(r.createdAt, language)}
                        {r.requestedBy ? ` · ${r.requestedBy.name}` : ''}
                      </span>
                    </span>
                    <Badge tone={payTone(r.status)}>{word(t, 'refundStatus', r.status)}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>
      <Card title={t('bookings.payments')} className="mt-6">
        {payments.length === 0 ? (
          <p className="text-sm text-ink-600">{t('bookings.noPayments')}</p>
        ) : (
          <ol className="space-y-4">
            {payments.map((p) => (
              <li key={p.orderId} className="rounded-[10px] border border-cream-200 p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-mono font-semibold">{p.providerOrderId ?? p.orderId}</span>
                  <Badge tone={payTone(p.status)}>{word(t, 'orderStatus', p.status)}</Badge>
                  <span className="tabular-nums">{inr(p.amount)}</span>
                  <span className="text-ink-600">
                    {word(t, 'provider', p.provider)} · {when(p.createdAt, language)}
                    {p.paidAt ? ` → ${when(p.paidAt, language)}` : ''}
                  </span>
                </div>
                {p.needsReview && (
                  <p className="mt-2 flex items-center gap-1.5 font-semibold text-warning">
                    <Flag className="h-4 w-4" aria-hidden /> {t('bookings.flagged')}: {p.reason}
                  </p>
                )}
                {p.transactions.length > 0 && (
                  <ul
                    className="mt-2 space-y-1 border-l-2 border-gold-400 pl-3"
                    aria-label={t('bookings.transactions')}
                  >
                    {p.transactions.map((tx) => (
                      <li key={tx.id} className="text-ink-600">
                        <span className="font-mono text-ink-900">{tx.providerPaymentId}</span> ·{' '}
                        {word(t, 'txStatus', tx.status)} · {inr(tx.amount)} · {word(t, 'txSource', tx.source)} ·{' '}
                        {when(tx.createdAt, language)}
                        {tx.errorDescription && <span className="text-danger"> · {tx.errorDescription}</span>}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </Card>
      {canRefund && (
        <RefundDialog open={refunding} onOpenChange={setRefunding} kind={b.kind} id={b._id} reference={b.reference} />
      )}
    </>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-ink-600">{label}</dt>
      <dd className="break-words font-medium text-ink-900">{value}</dd>
    </div>
  );
}
