import { zodResolver } from '@hookform/resolvers/zod';
import { errorCodeOf } from '@sankalp/shared/api/errors';
import { twoFactorDisableSchema, type TwoFactorDisable } from '@sankalp/shared/schemas/two-factor';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { userIdOf } from '../../../lib/auth/reducer';
import { toast } from '../../../lib/toast';
import { useDisableTwoFactor } from '../api/two-factor-disable';
import { errorMessage, sessionEnded } from '../lib/errors';
import { Field, inputClass } from './Field';
import { PasswordInput } from './PasswordInput';
import { useAccountT } from '../i18n/index';

/** Switching two-factor off: the password and a current code (or a recovery code). */
export function TwoFactorOffForm({ onDone }: { onDone: () => void }) {
  const uid = useId();
  const { t } = useAccountT();
  const { user } = useAuth();
  const mutation = useDisableTwoFactor(userIdOf(user) ?? '');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof twoFactorDisableSchema>, unknown, TwoFactorDisable>({
    resolver: zodResolver(twoFactorDisableSchema),
    defaultValues: { password: '', otp: '' },
  });

  const submit = (values: TwoFactorDisable) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast.success(t('twoFactor.disabled'));
        onDone();
      },
      onError: (err) => {
        if (sessionEnded(err)) return;
        const code = err instanceof ApiError ? errorCodeOf(err.body) : undefined;
        if (code === 'password_incorrect')
          return setError('password', { message: t('twoFactor.passwordIncorrect') }, { shouldFocus: true });
        if (code === 'otp_invalid')
          return setError('otp', { message: t('twoFactor.codeUsed') }, { shouldFocus: true });
        toast.error(t('twoFactor.disableFailed'), {
          description: errorMessage(err, t('twoFactor.tryAgain')),
        });
      },
    });

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(submit)(e)}
      className="mt-4 space-y-4 rounded-[12px] border border-cream-200 bg-cream-50 p-4 md:p-5"
      aria-label={t('twoFactor.offForm')}
    >
      <p className="text-sm text-ink-600">
        {t('twoFactor.offFormText')}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={`${uid}-password`} label={t('twoFactor.password')} required error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </Field>
        <Field id={`${uid}-otp`} label={t('twoFactor.authCode')} required error={errors.otp?.message}>
          <input type="text" autoComplete="one-time-code" className={inputClass(!!errors.otp)} {...register('otp')} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="maroon" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          {mutation.isPending ? t('twoFactor.turningOff') : t('twoFactor.turnOff')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={mutation.isPending}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
