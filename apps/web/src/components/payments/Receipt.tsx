import { AlertTriangle, CalendarCheck2, Check, CheckCircle2, Clock, Copy, Loader2, XCircle } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { currentLanguage, useT } from '../../lib/i18n/index';
import { formatDate, formatTime, formatWhen } from '../../lib/i18n/format';
import { rich } from '../../lib/i18n/rich';
import { paymentsT, usePaymentsT } from './i18n/index';
import type { ConfirmationState } from '../../lib/payments/confirmation';
import { Price } from '../ui/Price';
import { Skeleton, SkeletonPage } from '../ui/Skeleton';

/*
 * The confirmation page of every booking kind (puja, chadhava): its frame, the status band, the
 * detail cards, the payment card and what happens next. Each kind brings its own words and rows.
 */

/** Only the page content prints: no header, navigation, footer or toasts. */
const PRINT_CSS = `@media print {
  body header, body footer, [data-sonner-toaster] { display: none !important; }
  body { background: #fff !important; }
  main { padding: 0 !important; }
}`;

/** The page: the status band, the details beside the (sticky) side column, the actions below. */
export function ReceiptLayout({
  status,
  details,
  aside,
  actions,
}: {
  status: ReactNode;
  details: ReactNode;
  aside: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-cream-100 to-cream-50 to-[360px] print:bg-white">
      <style>{PRINT_CSS}</style>
      <div className="container-page pb-16 pt-6 md:pt-10 print:pt-0">
        {status}
        <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_340px] md:gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
          {details}
          <div className="space-y-5 md:sticky md:top-24 md:self-start">{aside}</div>
        </div>
        <div className="mt-8 grid gap-3 sm:flex sm:flex-wrap print:hidden">{actions}</div>
      </div>
    </div>
  );
}

/** The page while its record loads; `children`: the shapes of its detail cards. */
export function ReceiptSkeleton({ children }: { children: ReactNode }) {
  const { t } = usePaymentsT();
  return (
    <SkeletonPage label={t('receipt.loading')} className="pb-16 pt-6 md:pt-10">
      <Skeleton className="h-48 w-full rounded-[16px]" />
      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_340px] lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="space-y-5">{children}</div>
        <Skeleton className="h-80 w-full" />
      </div>
    </SkeletonPage>
  );
}

type Tone = 'success' | 'warning' | 'danger';
const TONE: Record<ConfirmationState, Tone> = {
  confirmed: 'success',
  confirming: 'warning',
  delayed: 'warning',
  review: 'warning',
  failed: 'danger',
  expired: 'danger',
};
const BORDER: Record<Tone, string> = {
  success: 'border-success/30',
  warning: 'border-warning/40',
  danger: 'border-danger/30',
};
const BADGE: Record<Tone, string> = {
  success: 'bg-success text-white',
  warning: 'bg-warning/10 text-warning',
  danger: 'bg-danger/10 text-danger',
};
const ICON: Record<ConfirmationState, ReactNode> = {
  confirmed: <Check strokeWidth={3} />,
  confirming: <Loader2 className="animate-spin" />,
  delayed: <Clock />,
  review: <Clock />,
  failed: <XCircle />,
  expired: <AlertTriangle />,
};

export type StatusCopy = { title: string; text: ReactNode };

/**
 * The kind's own words: its confirmation, and what review, failure and expiry mean for it. The
 * rest (titles, and the words while the payment is confirmed) is the same for every kind.
 */
export type StatusWords = { confirmed: StatusCopy; review: ReactNode; failed: ReactNode; expired: ReactNode };

function statusCopy(state: ConfirmationState, words: StatusWords, email: ReactNode): StatusCopy {
  const t = paymentsT;
  switch (state) {
    case 'confirmed':
      return words.confirmed;
    case 'confirming':
      return { title: t('receipt.confirmingTitle'), text: t('receipt.confirmingText') };
    case 'delayed':
      return {
        title: t('receipt.delayedTitle'),
        text: rich(t('receipt.delayedText'), { noNeed: <strong>{t('receipt.noNeed')}</strong>, email }),
      };
    case 'review':
      return { title: t('receipt.reviewTitle'), text: words.review };
    case 'failed':
      return { title: t('receipt.failedTitle'), text: words.failed };
    case 'expired':
      return { title: t('receipt.expiredTitle'), text: words.expired };
  }
}

/** The band at the top: one honest sentence for each state of the payment, the reference, and what to do. */
export function PaymentStatusBand({
  state,
  words,
  email,
  reference,
  action,
  icon,
}: {
  state: ConfirmationState;
  words: StatusWords;
  /** Where the confirmation goes, as the kind marks it up. */
  email: ReactNode;
  /** The record's reference line (ReferenceLine). */
  reference: ReactNode;
  /** What to do next (try again, book again). */
  action?: ReactNode;
  /** In place of the state's own icon. */
  icon?: ReactNode;
}) {
  usePaymentsT(); // re-render in a new language
  const tone = TONE[state];
  const copy = statusCopy(state, words, email);
  return (
    <section
      aria-labelledby="status-title"
      className={`rounded-[16px] border-2 bg-white p-6 shadow-raised md:p-8 ${BORDER[tone]}`}
    >
      <div
        role="status"
        aria-live="polite"
        className="flex flex-col items-center text-center md:flex-row md:items-start md:gap-6 md:text-left"
        data-status-text=""
      >
        <span
          className={`flex h-16 w-16 shrink-0 items-center justify-center rounded-full [&>svg]:h-9 [&>svg]:w-9 ${BADGE[tone]}`}
          aria-hidden
        >
          {icon ?? ICON[state]}
        </span>
        <div className="mt-4 md:mt-0">
          <h1 id="status-title" className="font-display text-[26px] font-bold md:text-[32px]">
            {copy.title}
          </h1>
          <p className="mt-2 text-ink-900">{copy.text}</p>
          {reference}
          {action && (
            <div className="mt-4 flex flex-wrap justify-center gap-3 md:justify-start print:hidden">{action}</div>
          )}
        </div>
      </div>
    </section>
  );
}

/** 'Booking ID · SNK-…' under the status, with a Copy button when `copyable`. */
export function ReferenceLine({
  label,
  value,
  testId,
  copyable = false,
}: {
  label: string;
  value: string;
  testId: string;
  copyable?: boolean;
}) {
  return (
    <div className="mt-4 inline-flex max-w-full flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-[10px] bg-cream-100 px-3 py-2 text-sm md:justify-start">
      <span className="text-ink-600">{label}</span>
      <span className="break-all font-mono text-[13px] font-semibold text-ink-900" data-testid={testId}>
        {value}
      </span>
      {copyable && <CopyButton value={value} what={label} />}
    </div>
  );
}

function CopyButton({ value, what }: { value: string; what: string }) {
  const { t, language } = usePaymentsT();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(value)
      .then(() => {
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      })
      .catch(() => undefined);
  };
  // 'Booking ID' → 'Copy booking ID' / 'Booking ID copied'.
  const named = language === 'en' ? what.charAt(0).toLowerCase() + what.slice(1) : what;
  return (
    <button
      type="button"
      onClick={copy}
      className="inline-flex min-h-9 items-center gap-1 rounded-full px-2 text-xs font-semibold text-saffron-700 hover:bg-white print:hidden"
      aria-label={copied ? t('receipt.copied', { what }) : t('receipt.copy', { what: named })}
    >
      {copied ? <CheckCircle2 className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
      {copied ? t('receipt.copiedShort') : t('receipt.copyShort')}
    </button>
  );
}

/** A titled card of the details. */
export function ReceiptCard({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="break-inside-avoid rounded-[12px] bg-white p-5 shadow-raised md:p-6 print:shadow-none print:ring-1 print:ring-cream-200"
    >
      <h2 id={id} className="flex items-center gap-2 font-display text-[20px] font-bold">
        {icon && (
          <span className="text-saffron-600 [&>svg]:h-5 [&>svg]:w-5" aria-hidden>
            {icon}
          </span>
        )}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Label–value rows, ruled between. */
export function DetailList({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <dl className={`divide-y divide-cream-100 ${className}`}>{children}</dl>;
}

/** One row: the label column is 10rem wide from 640 px (a page may set `--receipt-label`). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-2 sm:grid-cols-[var(--receipt-label,10rem)_minmax(0,1fr)]">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="min-w-0 break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** One line of an items table: 'Lotus garland (₹101 each)' · 2 · ₹202; no `each` or `quantity` for a fixed charge. */
export type ItemLine = { key: string; label: ReactNode; each?: number; quantity?: number; amount: number };

/** What was offered, item by item. `spaced`: room either side of the quantities. */
export function ItemsTable({
  caption,
  itemHeader,
  lines,
  spaced = false,
}: {
  caption: string;
  itemHeader: string;
  lines: ItemLine[];
  spaced?: boolean;
}) {
  const { t } = usePaymentsT();
  const qty = spaced ? 'px-3 ' : '';
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-ink-600">
          <th scope="col" className="pb-2 font-normal">
            {itemHeader}
          </th>
          <th scope="col" className={`${qty}pb-2 text-center font-normal`}>
            {t('receipt.qty')}
          </th>
          <th scope="col" className="pb-2 text-right font-normal">
            {t('receipt.amount')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-cream-100">
        {lines.map((l) => (
          <tr key={l.key}>
            <td className="py-2 pr-2 text-ink-900">
              <span>{l.label}</span>
              {l.each !== undefined && (
                <>
                  {' '}
                  <span className="whitespace-nowrap text-ink-600">
                    {rich(t('receipt.each'), { price: <Price value={l.each} /> })}
                  </span>
                </>
              )}
            </td>
            <td className={`${qty}py-2 text-center tabular-nums`}>{l.quantity ?? '—'}</td>
            <td className="py-2 text-right">
              <Price value={l.amount} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const DATE_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' };

/** '21 November 2026 at 3:30 pm IST' / '21 नवंबर 2026, दोपहर 3:30 IST'; '' for no date. */
export const formatIST = (iso: string | null | undefined) => {
  if (!iso) return '';
  // Hindi says the part of the day in words (formatTime), not am/pm.
  const when = currentLanguage() === 'hi' ? [formatDate(iso), formatTime(iso)].filter(Boolean).join(', ') : formatWhen(iso, DATE_TIME);
  return when ? paymentsT('receipt.ist', { when }) : '';
};

const PAYMENT_STATUS: Record<ConfirmationState, { label: 'paid' | 'confirming' | 'review' | 'notPaid' | 'expired'; className: string }> = {
  confirmed: { label: 'paid', className: 'bg-success/10 text-success' },
  confirming: { label: 'confirming', className: 'bg-warning/10 text-warning' },
  delayed: { label: 'confirming', className: 'bg-warning/10 text-warning' },
  review: { label: 'review', className: 'bg-warning/10 text-warning' },
  failed: { label: 'notPaid', className: 'bg-danger/10 text-danger' },
  expired: { label: 'expired', className: 'bg-danger/10 text-danger' },
};

/**
 * The payment card: the kind's own lines (`children`, e.g. package and dakshina), the total, the
 * status, the provider's payment id and when it was paid (else, when `bookedAt` is given, booked),
 * and what was refunded (`refunded`, rupees; the status reads Refunded once all of it was).
 */
export function PaymentCard({
  state,
  total,
  paymentId,
  paidAt,
  bookedAt,
  refunded = 0,
  wholeRefunded = false,
  children,
}: {
  state: ConfirmationState;
  total: number;
  paymentId: string | null;
  paidAt: string | null;
  bookedAt?: string;
  refunded?: number;
  wholeRefunded?: boolean;
  children?: ReactNode;
}) {
  const { t } = useT();
  const { t: tp } = usePaymentsT();
  const status = wholeRefunded
    ? { label: t('refund.badge'), className: 'bg-cream-100 text-ink-900' }
    : { label: tp(`paymentStatus.${PAYMENT_STATUS[state].label}`), className: PAYMENT_STATUS[state].className };
  return (
    <ReceiptCard title={tp('receipt.payment')}>
      <DetailList>
        {children}
        <DetailRow label={tp('receipt.totalAmount')}>
          <Price value={total} className="text-lg font-bold text-maroon-800" />
        </DetailRow>
        <DetailRow label={tp('receipt.status')}>
          <span
            className={`inline-flex rounded-full px-3 py-0.5 text-sm font-semibold ${status.className}`}
            data-testid="payment-status"
          >
            {status.label}
          </span>
        </DetailRow>
        {refunded > 0 && (
          <DetailRow label={t('refund.row')}>
            <Price value={refunded} className="font-semibold" />
          </DetailRow>
        )}
        <DetailRow label={tp('receipt.paymentId')}>
          {paymentId ? (
            <span className="break-all font-mono text-sm" data-testid="payment-id">
              {paymentId}
            </span>
          ) : (
            <span className="text-ink-600">—</span>
          )}
        </DetailRow>
        {paidAt ? (
          <DetailRow label={tp('receipt.paidOn')}>{formatIST(paidAt)}</DetailRow>
        ) : (
          bookedAt && <DetailRow label={tp('receipt.bookedOn')}>{formatIST(bookedAt)}</DetailRow>
        )}
      </DetailList>
    </ReceiptCard>
  );
}

export type NextStep = { icon: ReactNode; title: string; text: string };

/** What happens after the payment: only what the platform does, in order. */
export function NextStepsCard({ steps, confirmed }: { steps: NextStep[]; confirmed: boolean }) {
  const { t } = usePaymentsT();
  return (
    <section
      aria-labelledby="next-title"
      className="rounded-[12px] bg-white p-5 shadow-raised md:p-6 print:shadow-none"
    >
      <h2 id="next-title" className="flex items-center gap-2 font-display text-[20px] font-bold">
        <CalendarCheck2 className="h-5 w-5 text-saffron-600" aria-hidden /> {t('receipt.nextTitle')}
      </h2>
      {!confirmed && <p className="mt-2 text-sm text-ink-600">{t('receipt.onceConfirmed')}</p>}
      <ol className="mt-4 space-y-4">
        {steps.map((s, i) => (
          <li key={s.title} className="flex gap-3">
            <span
              className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-saffron-50 text-saffron-700 [&>svg]:h-5 [&>svg]:w-5"
              aria-hidden
            >
              {s.icon}
            </span>
            <div>
              <p className="font-semibold text-ink-900">
                <span className="sr-only">{i + 1}. </span>
                {s.title}
              </p>
              <p className="text-sm text-ink-600">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
