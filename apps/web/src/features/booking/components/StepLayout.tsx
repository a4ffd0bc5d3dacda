import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookingSteps } from './BookingSteps';
import { useBookingT } from '../i18n/index';

/**
 * The frame of a booking step: back link, steps, title; the content with, on desktop, a sticky
 * side panel (the puja and what is being paid); on phones a compact strip of the puja on top.
 */
export function StepLayout({
  step,
  back,
  title,
  subtitle,
  strip,
  aside,
  children,
}: {
  step: 1 | 2 | 3;
  back: ReactNode;
  title: string;
  subtitle?: string;
  strip?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useBookingT();
  return (
    <div className="bg-gradient-to-b from-cream-100 to-cream-50 to-[320px]">
      <div className="container-page pb-2 pt-3 md:pb-16 md:pt-6">
        {back}
        <div className="mt-2 max-w-2xl">
          <BookingSteps current={step} />
        </div>
        <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_320px] md:gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
          <div className="min-w-0">
            <h1 className="font-display text-[26px] font-bold leading-tight md:text-[32px]">{title}</h1>
            {subtitle && <p className="mt-2 max-w-2xl text-ink-600">{subtitle}</p>}
            {strip && <div className="mt-5 md:hidden">{strip}</div>}
            <div className="mt-6">{children}</div>
          </div>
          {aside && (
            <aside className="hidden md:block" aria-label={t('steps.yourBooking')}>
              <div className="sticky top-24 rounded-[12px] bg-white p-5 shadow-raised">{aside}</div>
            </aside>
          )}
        </div>
      </div>
    </div>
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  const { t } = useBookingT();
  return (
    <Link
      to={to}
      className="-ml-2 inline-flex min-h-11 max-w-full items-center gap-1 rounded-full px-2 text-sm font-semibold text-saffron-700 hover:bg-cream-100"
    >
      <ChevronLeft className="h-4 w-4 shrink-0" aria-hidden />{' '}
      <span className="truncate">
        <span className="sr-only">{t('steps.backTo')}</span>
        {children}
      </span>
    </Link>
  );
}
