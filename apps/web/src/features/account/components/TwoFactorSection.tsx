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

type Phase =
  { kind: 'idle' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] } | { kind: 'off' };

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Settings › Account › Two-factor authentication: set it up with an authenticator app (QR code or
 * key, then the first code), see the recovery codes once, or switch it off (password and a code).
 */
export function TwoFactorSection() {
  const { user } = useAuth();
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
        toast.error('Could not start the set-up', { description: errorMessage(err, 'Please try again.') });
      },
    });

  const description = status.isPending
    ? 'Checking…'
    : on
      ? `On since ${dateOf(status.data!.enabledAt!)}. Every sign-in asks for the 6-digit code from your authenticator app. ${status.data!.recoveryCodesLeft} recovery ${status.data!.recoveryCodesLeft === 1 ? 'code' : 'codes'} left.`
      : 'A 6-digit code from an authenticator app at every sign-in, for extra safety.';

  return (
    <div className="py-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-cream-100 text-saffron-600">
          <ShieldCheck className="h-5 w-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1 basis-48">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
            Two-factor authentication
            {!status.isPending && (
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${on ? 'bg-success/10 text-success' : 'bg-cream-100 text-ink-600'}`}
              >
                {on ? 'On' : 'Off'}
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
            {on ? 'Turn off' : 'Set up'}
          </Button>
        )}
        {status.isError && (
          <Button variant="secondary" size="sm" className="min-h-11" onClick={() => void status.refetch()}>
            Try Again
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
