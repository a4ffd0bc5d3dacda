import { AlertTriangle, Info } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { SUPPORT } from '../../lib/support';
import { ButtonLink } from '../ui/Button';

/** Brought into view and focused when it appears, so the devotee reads it before anything else. */
function Notice({ tone, title, icon, children, watch }: { tone: 'warning' | 'info'; title: string; icon: ReactNode; children: ReactNode; watch: unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [watch]);
  const box = tone === 'warning' ? 'border-warning/40 bg-[#FFF8E6]' : 'border-saffron-200 bg-saffron-50';
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={`scroll-mt-28 rounded-[12px] border p-5 focus:outline-none ${box}`}>
      <p className={`flex items-center gap-2 font-semibold ${tone === 'warning' ? 'text-warning' : 'text-maroon-800'}`}>
        {icon} {title}
      </p>
      {children}
    </div>
  );
}

const Help = () => (
  <>
    Help:{' '}
    <a className="font-semibold text-saffron-700 underline" href={SUPPORT.phoneHref}>
      {SUPPORT.phone}
    </a>
  </>
);

/** After a payment the server could not confirm yet: honest, calm, and no second payment. */
export function UnverifiedPaymentNotice({ reference, to, what }: { reference: string; to: string; what: 'booking' | 'donation' }) {
  return (
    <Notice tone="warning" title="We could not verify your payment yet" icon={<AlertTriangle className="h-5 w-5" aria-hidden />} watch={reference}>
      <p className="mt-2 text-sm text-ink-900">
        If money was taken from your account, your {what} will be confirmed automatically within a few minutes and you
        will receive an e-mail. <strong>Please do not pay again.</strong>
      </p>
      <p className="mt-1 text-sm text-ink-600">
        Reference: <span className="break-all font-mono text-xs">{reference}</span> · <Help />
      </p>
      <ButtonLink to={to} variant="outline" size="sm" className="mt-3">
        Check {what} status
      </ButtonLink>
    </Notice>
  );
}

/** A payment recorded that the record could not take (its total changed, or its slot is gone). */
export function ReviewNotice({ message, to }: { message: string; to?: string }) {
  return (
    <Notice tone="info" title="Your payment is recorded" icon={<Info className="h-5 w-5" aria-hidden />} watch={message}>
      {/* The server's words say what happened (total changed, already paid, slot taken) and what follows. */}
      <p className="mt-2 text-sm text-ink-900">
        {message} <strong>Please do not pay again.</strong>
      </p>
      <p className="mt-1 text-sm text-ink-600">
        <Help />
      </p>
      {to && (
        <ButtonLink to={to} variant="outline" size="sm" className="mt-3">
          View its status
        </ButtonLink>
      )}
    </Notice>
  );
}
