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
import { useAccountT } from '../i18n/index';

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
  const { t } = useAccountT();
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
        toast.success(t('twoFactor.enabled'), { description: t('twoFactor.enabledText') });
        onEnabled(recoveryCodes);
      },
      onError: (err) => {
        if (sessionEnded(err)) return;
        if (err instanceof ApiError && errorCodeOf(err.body) === 'otp_invalid') {
          setError(
            'code',
            { message: t('twoFactor.codeMismatch') },
            { shouldFocus: true },
          );
          return;
        }
        toast.error(t('twoFactor.enableFailed'), {
          description: errorMessage(err, t('twoFactor.tryAgain')),
        });
      },
    });

  const copyKey = () =>
    navigator.clipboard.writeText(setup.secret).then(
      () => toast.success(t('twoFactor.keyCopied')),
      () => toast.error(t('twoFactor.copyFailed'), { description: t('twoFactor.copyKeyByHand') }),
    );

  return (
    <div className="mt-4 rounded-[12px] border border-cream-200 bg-cream-50 p-4 md:p-5">
      <h3 className="font-semibold text-maroon-800">{t('twoFactor.step1')}</h3>
      <p className="mt-1 text-sm text-ink-600">
        {t('twoFactor.step1Text')}
      </p>
      <div className="mt-3 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <QrCode
          value={setup.otpauthUrl}
          label={t('twoFactor.qr')}
          className="h-44 w-44 shrink-0 border border-cream-200"
        />
        <div className="min-w-0 space-y-3 text-sm">
          <div>
            <p className="text-ink-600">{t('twoFactor.cannotScan')}</p>
            <p className="mt-1 flex flex-wrap items-center gap-2">
              <code
                data-testid="two-factor-key"
                className="rounded-[6px] bg-white px-2 py-1 font-mono text-[15px] tracking-wide text-ink-900"
              >
                {groupSecret(setup.secret)}
              </code>
              <Button variant="ghost" size="sm" className="min-h-11" onClick={() => void copyKey()}>
                <Copy className="h-4 w-4" aria-hidden /> {t('twoFactor.copyKey')}
              </Button>
            </p>
          </div>
          <a
            href={setup.otpauthUrl}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-saffron-700 underline-offset-4 hover:underline"
          >
            <Smartphone className="h-4 w-4" aria-hidden /> {t('twoFactor.openHere')}
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
          {t('twoFactor.step2')}
        </h3>
        <Field id={`${uid}-code`} label={t('twoFactor.code')} required error={errors.code?.message} className="mt-2 max-w-56">
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
            {mutation.isPending ? t('twoFactor.turningOn') : t('twoFactor.turnOn')}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={mutation.isPending}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
