import { AlertTriangle, Info } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { SUPPORT } from '../../lib/support';
import { ButtonLink } from '../ui/Button';
import { usePaymentsT } from './i18n/index';

/** Brought into view and focused when it appears, so the devotee reads it before anything else. */
function Notice({ tone, title, icon, children, watch }: { tone: 'warning' | 'info'; title: string; icon: ReactNode; children: ReactNode; watch: unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [watch]);
  const box = tone === 'warning' ? 'border-warning/40 bg-amber-50' : 'border-saffron-200 bg-saffron-50';
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
    {usePaymentsT().t('notice.help')}{' '}
    <a className="font-semibold text-saffron-700 underline" href={SUPPORT.phoneHref}>
      {SUPPORT.phone}
    </a>
  </>
);

/** After a payment the server could not confirm yet: honest, calm, and no second payment. */
export function UnverifiedPaymentNotice({ reference, to, what }: { reference: string; to: string; what: 'booking' | 'donation' }) {
  const { t } = usePaymentsT();
  const isBooking = what === 'booking';
  return (
    <Notice tone="warning" title={t('notice.unverifiedTitle')} icon={<AlertTriangle className="h-5 w-5" aria-hidden />} watch={reference}>
      <p className="mt-2 text-sm text-ink-900">
        {t(isBooking ? 'notice.unverifiedBooking' : 'notice.unverifiedDonation')} <strong>{t('notice.doNotPayAgain')}</strong>
      </p>
      <p className="mt-1 text-sm text-ink-600">
        {t('notice.reference')} <span className="break-all font-mono text-xs">{reference}</span> · <Help />
      </p>
      <ButtonLink to={to} variant="outline" size="sm" className="mt-3">
        {t(isBooking ? 'notice.checkBooking' : 'notice.checkDonation')}
      </ButtonLink>
    </Notice>
  );
}

/** A payment recorded that the record could not take (its total changed, or its slot is gone). */
export function ReviewNotice({ message, to }: { message: string; to?: string }) {
  const { t } = usePaymentsT();
  return (
    <Notice tone="info" title={t('notice.recordedTitle')} icon={<Info className="h-5 w-5" aria-hidden />} watch={message}>
      {/* The server's words say what happened (total changed, already paid, slot taken) and what follows. */}
      <p className="mt-2 text-sm text-ink-900">
        {message} <strong>{t('notice.doNotPayAgain')}</strong>
      </p>
      <p className="mt-1 text-sm text-ink-600">
        <Help />
      </p>
      {to && (
        <ButtonLink to={to} variant="outline" size="sm" className="mt-3">
          {t('notice.viewStatus')}
        </ButtonLink>
      )}
    </Notice>
  );
}
