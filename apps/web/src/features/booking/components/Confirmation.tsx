import {
  AlertTriangle,
  CalendarCheck2,
  Check,
  CheckCircle2,
  Clock,
  Copy,
  Flame,
  Gift,
  Loader2,
  MessageCircle,
  Phone,
  PhoneCall,
  Printer,
  Video,
  XCircle,
} from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { PujaBookingView } from '@sankalp/shared/api/bookings';
import { PUJA_CONFIRMATION_CALL_TEXT, PUJA_VIDEO_TEXT } from '@sankalp/shared/constants';
import { formatDateGB } from '@sankalp/shared/timing';
import { templeName } from '../../../components/catalog/format';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Price } from '../../../components/ui/Price';
import { SUPPORT } from '../../../lib/support';
import type { ConfirmationState } from '../lib/poll';
import { peopleLabel } from '../lib/packages';
import { SafeImage } from './SafeImage';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const formatPaidAt = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${dateTime.format(d)} IST`;
};

const STATUS_LABEL: Record<string, { text: string; className: string }> = {
  completed: { text: 'Paid', className: 'bg-success/10 text-success' },
  pending: { text: 'Confirming', className: 'bg-warning/10 text-warning' },
  failed: { text: 'Not paid', className: 'bg-danger/10 text-danger' },
  expired: { text: 'Expired', className: 'bg-danger/10 text-danger' },
};

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
  const email = booking.sankalp?.email_address || booking.donor_details.email;
  const first = (booking.sankalp?.full_name || booking.donor_details.full_name).split(' ')[0];
  const when = formatDateGB(booking.puja_date || booking.puja.startTime);
  const tone =
    state === 'confirmed'
      ? 'border-success/30'
      : state === 'failed' || state === 'expired'
        ? 'border-danger/30'
        : 'border-warning/40';
  return (
    <section aria-labelledby="status-title" className={`rounded-[16px] border-2 bg-white p-6 shadow-raised md:p-8 ${tone}`}>
      <div role="status" aria-live="polite" className="flex flex-col items-center text-center md:flex-row md:items-start md:gap-6 md:text-left">
        <StatusIcon state={state} />
        <div className="mt-4 md:mt-0">
          {state === 'confirmed' && (
            <>
              <h1 id="status-title" className="font-display text-[26px] font-bold md:text-[32px]">
                Your puja is booked
              </h1>
              <p className="mt-2 text-ink-900">
                Thank you, {first}. Your sankalp for <strong>{booking.puja.title}</strong> on {when} is confirmed and
                your payment has been received. A confirmation has been sent to <strong className="break-all">{email}</strong>.
              </p>
            </>
          )}
          {state === 'confirming' && (
            <>
              <h1 id="status-title" className="font-display text-[26px] font-bold md:text-[32px]">
                We are confirming your payment…
              </h1>
              <p className="mt-2 text-ink-900">
                This usually takes a few seconds. You can keep this page open — it updates by itself. Please do not pay
                again.
              </p>
            </>
          )}
          {state === 'delayed' && (
            <>
              <h1 id="status-title" className="font-display text-[26px] font-bold md:text-[32px]">
                Your payment is still being confirmed
              </h1>
              <p className="mt-2 text-ink-900">
                Your bank is taking longer than usual. <strong>You do not need to pay again</strong>: as soon as the
                payment is confirmed, your booking is confirmed automatically and we e-mail{' '}
                <strong className="break-all">{email}</strong>. If no money was taken, nothing more happens.
              </p>
            </>
          )}
          {state === 'failed' && (
            <>
              <h1 id="status-title" className="font-display text-[26px] font-bold md:text-[32px]">
                Your payment did not go through
              </h1>
              <p className="mt-2 text-ink-900">
                This booking is not paid yet. If money was taken from your account, the booking will be confirmed
                automatically — or your bank will return the money. You can try paying again.
              </p>
            </>
          )}
          {state === 'expired' && (
            <>
              <h1 id="status-title" className="font-display text-[26px] font-bold md:text-[32px]">
                This booking has expired
              </h1>
              <p className="mt-2 text-ink-900">
                No payment was received for it in time, so it was closed. Nothing has been charged. You are welcome to
                book the puja again.
              </p>
            </>
          )}
          <BookingIdLine id={booking._id} />
          {(state === 'failed' || state === 'expired') && (
            <div className="mt-4 flex flex-wrap justify-center gap-3 md:justify-start print:hidden">
              <ButtonLink to={retryTo}>{state === 'failed' ? 'Try paying again' : 'Book again'}</ButtonLink>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function StatusIcon({ state }: { state: ConfirmationState }) {
  const box = 'flex h-16 w-16 shrink-0 items-center justify-center rounded-full [&>svg]:h-9 [&>svg]:w-9';
  if (state === 'confirmed')
    return (
      <span className={`${box} bg-success text-white`} aria-hidden>
        <Check strokeWidth={3} />
      </span>
    );
  if (state === 'confirming')
    return (
      <span className={`${box} bg-warning/10 text-warning`} aria-hidden>
        <Loader2 className="animate-spin" />
      </span>
    );
  if (state === 'delayed')
    return (
      <span className={`${box} bg-warning/10 text-warning`} aria-hidden>
        <Clock />
      </span>
    );
  return (
    <span className={`${box} bg-danger/10 text-danger`} aria-hidden>
      {state === 'failed' ? <XCircle /> : <AlertTriangle />}
    </span>
  );
}

function BookingIdLine({ id }: { id: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(id)
      .then(() => {
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      })
      .catch(() => undefined);
  };
  return (
    <div className="mt-4 inline-flex max-w-full flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-[10px] bg-cream-100 px-3 py-2 text-sm md:justify-start">
      <span className="text-ink-600">Booking ID</span>
      <span className="break-all font-mono text-[13px] font-semibold text-ink-900" data-testid="booking-id">
        {id}
      </span>
      <button
        type="button"
        onClick={copy}
        className="inline-flex min-h-9 items-center gap-1 rounded-full px-2 text-xs font-semibold text-saffron-700 hover:bg-white print:hidden"
        aria-label={copied ? 'Booking ID copied' : 'Copy booking ID'}
      >
        {copied ? <CheckCircle2 className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}

function Card({ title, children, icon }: { title: string; children: ReactNode; icon?: ReactNode }) {
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

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="min-w-0 break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** Every field of the booking (part 2 § 2, confirmation), as the server holds it. */
export function BookingDetails({ booking }: { booking: PujaBookingView }) {
  const s = booking.sankalp;
  const temple = templeName(booking.puja.temple);
  const location = typeof booking.puja.temple === 'object' ? booking.puja.temple.location : '';
  const address = s?.address_for_prasad_delivery;
  const status = STATUS_LABEL[booking.payment_status] ?? STATUS_LABEL.pending!;
  const family = s?.family_members_names ?? [];
  return (
    <div className="space-y-5">
      <Card title="Puja" icon={<Flame />}>
        <div className="flex gap-4">
          <SafeImage src={booking.puja.image} alt={booking.puja.title} className="hidden aspect-square w-24 shrink-0 self-start rounded-[10px] sm:block print:hidden" />
          <dl className="min-w-0 flex-1 divide-y divide-cream-100">
            <Row label="Puja">{booking.puja.title}</Row>
            <Row label="Temple">
              {temple}
              {location && <span className="text-ink-600">, {location}</span>}
            </Row>
            <Row label="Date">{formatDateGB(booking.puja_date || booking.puja.startTime)}</Row>
            <Row label="Package">
              {booking.package.thumbnailTitle} <span className="text-ink-600">· {peopleLabel(booking.package.numberOfPeople)}</span>
            </Row>
          </dl>
        </div>
      </Card>

      <Card title="Devotee & sankalp">
        <dl className="divide-y divide-cream-100">
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
        </dl>
      </Card>

      <Card title="Chadhava & dakshina">
        {booking.puja_chadhava_items.length > 0 ? (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Chadhava items</caption>
            <thead>
              <tr className="text-ink-600">
                <th scope="col" className="pb-2 font-normal">
                  Item
                </th>
                <th scope="col" className="pb-2 text-center font-normal">
                  Qty
                </th>
                <th scope="col" className="pb-2 text-right font-normal">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-cream-100">
              {booking.puja_chadhava_items.map((l) => (
                <tr key={l.item_id}>
                  <td className="py-2 pr-2 text-ink-900">
                    <span>{l.title}</span> <span className="whitespace-nowrap text-ink-600">(<Price value={l.price} /> each)</span>
                  </td>
                  <td className="py-2 text-center tabular-nums">{l.quantity}</td>
                  <td className="py-2 text-right">
                    <Price value={l.subtotal} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-ink-600">No chadhava items were added.</p>
        )}
        <dl className="mt-2 divide-y divide-cream-100 border-t border-cream-100">
          <Row label="Dakshina">
            {booking.pandit_dakshina_amount > 0 ? <Price value={booking.pandit_dakshina_amount} /> : <span className="text-ink-600">None</span>}
          </Row>
          {booking.message_for_pandit && (
            <Row label="Message">
              <span className="whitespace-pre-line">{booking.message_for_pandit}</span>
            </Row>
          )}
        </dl>
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

      <Card title="Payment">
        <dl className="divide-y divide-cream-100">
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
          <Row label="Total amount">
            <Price value={booking.amount_total} className="text-lg font-bold text-maroon-800" />
          </Row>
          <Row label="Status">
            <span className={`inline-flex rounded-full px-3 py-0.5 text-sm font-semibold ${status.className}`} data-testid="payment-status">
              {status.text}
            </span>
          </Row>
          <Row label="Payment ID">
            {booking.payment_id ? <span className="break-all font-mono text-sm">{booking.payment_id}</span> : <span className="text-ink-600">—</span>}
          </Row>
          {booking.paid_at && <Row label="Paid on">{formatPaidAt(booking.paid_at)}</Row>}
        </dl>
      </Card>
    </div>
  );
}

/** What happens next, and help by phone and WhatsApp. */
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
  return (
    <div className="space-y-5">
      <section aria-labelledby="next-title" className="rounded-[12px] bg-white p-5 shadow-raised md:p-6 print:shadow-none">
        <h2 id="next-title" className="flex items-center gap-2 font-display text-[20px] font-bold">
          <CalendarCheck2 className="h-5 w-5 text-saffron-600" aria-hidden /> What happens next
        </h2>
        {!confirmed && <p className="mt-2 text-sm text-ink-600">Once your payment is confirmed:</p>}
        <ol className="mt-4 space-y-4">
          {steps.map((s, i) => (
            <li key={s.title} className="flex gap-3">
              <span className="relative inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-saffron-50 text-saffron-700 [&>svg]:h-5 [&>svg]:w-5" aria-hidden>
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
      <HelpBlock bookingId={booking._id} />
    </div>
  );
}

export function HelpBlock({ bookingId }: { bookingId?: string }) {
  const text = bookingId ? `Namaste, I need help with my puja booking ${bookingId}` : undefined;
  return (
    <section aria-labelledby="help-title" className="rounded-[12px] bg-maroon-800 p-5 text-cream-50 md:p-6 print:bg-white print:text-ink-900 print:ring-1 print:ring-cream-200">
      <h2 id="help-title" className="font-display text-[20px] font-bold text-white print:text-maroon-800">
        Need help?
      </h2>
      <p className="mt-1 text-sm text-cream-100 print:text-ink-600">
        Our seva team is here {SUPPORT.hours}. Keep your booking ID handy.
      </p>
      <p className="mt-3 text-lg font-bold tabular-nums text-white print:text-ink-900">{SUPPORT.phone}</p>
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        <a href={SUPPORT.phoneHref} className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-maroon-800 hover:bg-cream-100">
          <Phone className="h-4 w-4" aria-hidden /> Call us
        </a>
        <a
          href={SUPPORT.whatsappHref(text)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-white/70 px-4 text-sm font-semibold text-white hover:bg-white/10"
        >
          <MessageCircle className="h-4 w-4" aria-hidden /> WhatsApp us
        </a>
      </div>
    </section>
  );
}

export function ConfirmationActions() {
  return (
    <div className="grid gap-3 sm:flex sm:flex-wrap print:hidden">
      <ButtonLink to="/pujas" size="lg">
        Book Another Puja
      </ButtonLink>
      <ButtonLink to="/pujas" variant="outline" size="lg">
        Back to Pujas
      </ButtonLink>
      <Button variant="ghost" size="lg" onClick={() => window.print()}>
        <Printer className="h-5 w-5" aria-hidden /> Print
      </Button>
    </div>
  );
}
