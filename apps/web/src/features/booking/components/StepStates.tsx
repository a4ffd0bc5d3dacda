import { CalendarX2, Phone } from 'lucide-react';
import { ButtonLink, Button } from '../../../components/ui/Button';
import { FormPageSkeleton } from '../../../components/ui/FormPageSkeleton';
import { Skeleton } from '../../../components/ui/Skeleton';
import { MessageCard } from '../../../components/ui/StateViews';
import { currentLanguage } from '../../../lib/i18n/index';
import { SUPPORT, supportHours } from '../../../lib/support';
import { useT } from '../../../lib/i18n/index';
import { useBookingT } from '../i18n/index';

export function SupportLine({ className = '' }: { className?: string }) {
  const { t } = useBookingT();
  return (
    <p className={`text-sm text-ink-600 ${className}`}>
      {t('state.needHelp')}{' '}
      <a href={SUPPORT.phoneHref} className="font-semibold text-saffron-700 underline underline-offset-2">
        <Phone className="mr-1 inline h-3.5 w-3.5" aria-hidden />
        {SUPPORT.phone}
      </a>{' '}
      ({supportHours(currentLanguage())}).
    </p>
  );
}

/** The puja could not be found, or could not be loaded (with Try Again). */
export function PujaLoadProblem({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  const { t } = useBookingT();
  const common = useT().t;
  return notFound ? (
    <MessageCard
      title={t('state.notFoundTitle')}
      actions={
        <ButtonLink to="/pujas" variant="primary">
          {t('state.viewAll')}
        </ButtonLink>
      }
    >
      <p>{t('state.notFoundText')}</p>
      <SupportLine className="mt-3" />
    </MessageCard>
  ) : (
    <MessageCard
      tone="danger"
      title={t('state.loadFailedTitle')}
      actions={
        <>
          <Button onClick={onRetry}>{common('common.retry')}</Button>
          <ButtonLink to="/pujas" variant="outline">
            {t('state.viewAll')}
          </ButtonLink>
        </>
      }
    >
      <p>{t('state.loadFailedText')}</p>
    </MessageCard>
  );
}

/** Booking has closed for this puja: say so, and lead to the upcoming ones. */
export function PujaClosed({ title }: { title: string }) {
  const { t } = useBookingT();
  return (
    <MessageCard
      icon={<CalendarX2 aria-hidden />}
      title={t('state.closedTitle')}
      actions={
        <ButtonLink to="/pujas" variant="primary">
          {t('state.seeUpcoming')}
        </ButtonLink>
      }
    >
      <p>{t('state.closedText', { title })}</p>
    </MessageCard>
  );
}

/** The shape of a booking step while the puja loads. */
export function StepSkeleton() {
  const { t } = useBookingT();
  return (
    <FormPageSkeleton label={t('state.loading')}>
      <Skeleton className="h-20 w-full md:hidden" />
      <Skeleton className="h-72 w-full" />
      <Skeleton className="h-40 w-full" />
    </FormPageSkeleton>
  );
}
