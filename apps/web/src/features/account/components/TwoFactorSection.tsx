import type { TwoFactorSetup } from '@sankalp/shared/schemas/two-factor';
import { Loader2, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { userIdOf } from '../../../lib/auth/reducer';
import { toast } from '../../../lib/toast';
import { useTwoFactorStatus } from '../api/two-factor-status';
import { useSetupTwoFactor } from '../api/two-factor-setup';
import { errorMessage, sessionEnded } from '../lib/errors';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TwoFactorOffForm } from './TwoFactorOffForm';
import { TwoFactorSetupPanel } from './TwoFactorSetupPanel';
import { useAccountT } from '../i18n/index';
import { useT } from '../../../lib/i18n/index';
import { formatWhen } from '../../../lib/i18n/format';

type Phase =
  { kind: 'idle' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] } | { kind: 'off' };

const dateOf = (iso: string) => formatWhen(iso, { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Settings › Account › Two-factor authentication: set it up with an authenticator app (QR code or
 * key, then the first code), see the recovery codes once, or switch it off (password and a code).
 */
export function TwoFactorSection() {
  const { user } = useAuth();
  const { t } = useAccountT();
  const common = useT().t;
  const userId = userIdOf(user) ?? '';
  const status = useTwoFactorStatus(userId);
  const setup = useSetupTwoFactor();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const on = status.data?.enabled === true;
  // Sent here by the console (/admin needs two-factor sign-in): back there once the codes are saved.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = params.get('next');
  const afterCodes = () => {
    if (next === '/admin' || next?.startsWith('/admin/')) void navigate(next);
    else setPhase({ kind: 'idle' });
  };

  const start = () =>
    setup.mutate(undefined, {
      onSuccess: (s) => setPhase({ kind: 'setup', setup: s }),
      onError: (err) => {
        if (sessionEnded(err)) return;
        toast.error(t('twoFactor.startFailed'), { description: errorMessage(err, t('twoFactor.tryAgain')) });
      },
    });

  const description = status.isPending
    ? t('twoFactor.checking')
    : on
      ? t('twoFactor.onSince', { date: dateOf(status.data!.enabledAt!), count: status.data!.recoveryCodesLeft })
      : t('twoFactor.offText');

  return (
    <div className="py-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-cream-100 text-saffron-600">
          <ShieldCheck className="h-5 w-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1 basis-48">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
            {t('twoFactor.title')}
            {!status.isPending && (
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${on ? 'bg-success/10 text-success' : 'bg-cream-100 text-ink-600'}`}
              >
                {on ? t('settings.on') : t('settings.off')}
              </span>
            )}
          </p>
          <p className="mt-0.5 text-sm text-ink-600">{description}</p>
        </div>
        {phase.kind === 'idle' && !status.isPending && !status.isError && (
          <Button
            variant={on ? 'secondary' : 'outline'}
            size="sm"
            className="min-h-11"
            onClick={on ? () => setPhase({ kind: 'off' }) : start}
            disabled={setup.isPending}
            aria-busy={setup.isPending}
          >
            {setup.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {on ? t('twoFactor.turnOff') : t('twoFactor.setUp')}
          </Button>
        )}
        {status.isError && (
          <Button variant="secondary" size="sm" className="min-h-11" onClick={() => void status.refetch()}>
            {common('common.retry')}
          </Button>
        )}
      </div>
      {phase.kind === 'setup' && (
        <TwoFactorSetupPanel
          setup={phase.setup}
          onEnabled={(codes) => setPhase({ kind: 'codes', codes })}
          onCancel={() => setPhase({ kind: 'idle' })}
        />
      )}
      {phase.kind === 'codes' && <RecoveryCodesPanel codes={phase.codes} onDone={afterCodes} />}
      {phase.kind === 'off' && <TwoFactorOffForm onDone={() => setPhase({ kind: 'idle' })} />}
    </div>
  );
}
