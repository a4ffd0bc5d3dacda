import { zodResolver } from '@hookform/resolvers/zod';
import { errorCodeOf } from '@sankalp/shared/api/errors';
import { twoFactorEnableSchema, type TwoFactorEnable, type TwoFactorSetup } from '@sankalp/shared/schemas/two-factor';
import { Copy, Smartphone } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { userIdOf } from '../../../lib/auth/reducer';
import { toast } from '../../../lib/toast';
import { useEnableTwoFactor } from '../api/two-factor-enable';
import { errorMessage, sessionEnded } from '../lib/errors';
import { groupSecret } from '../lib/two-factor';
import { Field, inputClass } from './Field';
import { QrCode } from './QrCode';

type Values = z.input<typeof twoFactorEnableSchema>;

/** Set-up: the QR code (or the key, or the link on this phone), then the app's first code switches it on. */
export function TwoFactorSetupPanel({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const uid = useId();
  const { user } = useAuth();
  const mutation = useEnableTwoFactor(userIdOf(user) ?? '');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, TwoFactorEnable>({
    resolver: zodResolver(twoFactorEnableSchema),
    defaultValues: { code: '' },
  });

  const submit = (values: TwoFactorEnable) =>
    mutation.mutate(values, {
      onSuccess: ({ recoveryCodes }) => {
        toast.success('Two-factor authentication is on', {
          description: 'Save your recovery codes now: they are shown only once.',
        });
        onEnabled(recoveryCodes);
      },
      onError: (err) => {
        if (sessionEnded(err)) return;
        if (err instanceof ApiError && errorCodeOf(err.body) === 'otp_invalid') {
          setError(
            'code',
            { message: 'That code did not match. Enter the code your app shows now.' },
            { shouldFocus: true },
          );
          return;
        }
        toast.error('Could not switch on two-factor authentication', {
          description: errorMessage(err, 'Please try again.'),
        });
      },
    });

  const copyKey = () =>
    navigator.clipboard.writeText(setup.secret).then(
      () => toast.success('Key copied'),
      () => toast.error('Could not copy', { description: 'Select the key and copy it by hand.' }),
    );

  return (
    <div className="mt-4 rounded-[12px] border border-cream-200 bg-cream-50 p-4 md:p-5">
      <h3 className="font-semibold text-maroon-800">1. Add Sankalp to your authenticator app</h3>
      <p className="mt-1 text-sm text-ink-600">
        Scan the code with Google Authenticator, Microsoft Authenticator, Authy or any app for 6-digit codes.
      </p>
      <div className="mt-3 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <QrCode
          value={setup.otpauthUrl}
          label="QR code to add Sankalp to your authenticator app"
          className="h-44 w-44 shrink-0 border border-cream-200"
        />
        <div className="min-w-0 space-y-3 text-sm">
          <div>
            <p className="text-ink-600">Cannot scan? Enter this key in the app:</p>
            <p className="mt-1 flex flex-wrap items-center gap-2">
              <code
                data-testid="two-factor-key"
                className="rounded-[6px] bg-white px-2 py-1 font-mono text-[15px] tracking-wide text-ink-900"
              >
                {groupSecret(setup.secret)}
              </code>
              <Button variant="ghost" size="sm" className="min-h-11" onClick={() => void copyKey()}>
                <Copy className="h-4 w-4" aria-hidden /> Copy key
              </Button>
            </p>
          </div>
          <a
            href={setup.otpauthUrl}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-saffron-700 underline-offset-4 hover:underline"
          >
            <Smartphone className="h-4 w-4" aria-hidden /> On this phone? Open in your authenticator app
          </a>
        </div>
      </div>
      <form
        noValidate
        onSubmit={(e) => void handleSubmit(submit)(e)}
        className="mt-4 border-t border-cream-200 pt-4"
        aria-labelledby={`${uid}-step2`}
      >
        <h3 id={`${uid}-step2`} className="font-semibold text-maroon-800">
          2. Enter the code it shows
        </h3>
        <Field id={`${uid}-code`} label="6-digit code" required error={errors.code?.message} className="mt-2 max-w-56">
          <input
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            placeholder="123456"
            className={inputClass(!!errors.code, 'font-mono tracking-[0.3em]')}
            {...register('code')}
          />
        </Field>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
            {mutation.isPending ? 'Turning on...' : 'Turn on'}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={mutation.isPending}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
