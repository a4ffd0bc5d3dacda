import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { MessageCard } from '../../../components/ui/StateViews';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useConsoleT } from '../i18n';

/** Where the two-factor enrolment sends the staff member back to when it is on. */
export const TWO_FACTOR_SETUP = '/settings?tab=account&next=%2Fadmin';

export function GateLoading() {
  const { t } = useConsoleT();
  return (
    <div className="min-h-dvh bg-cream-50 p-6" role="status" aria-live="polite">
      <span className="sr-only">{t('gate.checking')}</span>
      <div className="mx-auto grid max-w-[1200px] gap-6 lg:grid-cols-[240px_1fr]">
        <Skeleton className="hidden h-[70dvh] lg:block" />
        <div className="space-y-4">
          <Skeleton className="h-9 w-64" />
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-28" />
            ))}
          </div>
          <Skeleton className="h-64" />
        </div>
      </div>
    </div>
  );
}

/** Signed in, but not one of the team (403 forbidden). */
export function NotStaff() {
  const { t } = useConsoleT();
  return (
    <div className="min-h-dvh bg-cream-50">
      <MessageCard
        tone="warning"
        icon={<ShieldAlert aria-hidden />}
        title={t('gate.notStaffTitle')}
        actions={<ButtonLink to="/">{t('gate.home')}</ButtonLink>}
      >
        {t('gate.notStaffBody')}
      </MessageCard>
    </div>
  );
}

/** Staff without two-factor sign-in (403 2fa_required): enrol in Settings › Account, then back here. */
export function NeedsTwoFactor() {
  const { t } = useConsoleT();
  return (
    <div className="min-h-dvh bg-cream-50">
      <MessageCard
        icon={<ShieldCheck aria-hidden />}
        title={t('gate.twoFactorTitle')}
        actions={
          <>
            <ButtonLink to={TWO_FACTOR_SETUP}>{t('gate.twoFactorAction')}</ButtonLink>
            <ButtonLink to="/" variant="outline">
              {t('gate.home')}
            </ButtonLink>
          </>
        }
      >
        {t('gate.twoFactorBody')}
      </MessageCard>
    </div>
  );
}
