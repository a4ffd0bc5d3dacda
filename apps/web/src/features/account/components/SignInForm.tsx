import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type Login, type LoginInput } from '@sankalp/shared/schemas/auth';
import { errorCodeOf } from '@sankalp/shared/api/errors';
import { LogIn, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useLoginMutation } from '../api/login';
import { errorMessage, serverFieldErrors } from '../lib/errors';
import { Checkbox } from './Checkbox';
import { Field, inputClass } from './Field';
import { PasswordInput } from './PasswordInput';
import { useAccountT } from '../i18n/index';

/**
 * Sign in with e-mail or phone and password (spec part 1 § 2, Auth). An account with two-factor
 * sign-in answers `otp_required`: the form then asks for the authenticator's 6-digit code (or a
 * recovery code) and sends it as `otp` with the same e-mail and password.
 */
export function SignInForm({
  defaultIdentifier = '',
  onForgot,
  onSuccess,
}: {
  defaultIdentifier?: string;
  onForgot: (identifier: string) => void;
  onSuccess: () => void;
}) {
  const uid = useId();
  const { t } = useAccountT();
  const auth = useAuth();
  /** Set once the server asked for the second factor; `recovery` when typing a recovery code. */
  const [codeStep, setCodeStep] = useState<{ recovery: boolean } | null>(null);
  // The auth state machine (AUTH_START → AUTH_SUCCESS | AUTH_FAILURE) settles even if the form unmounts.
  const mutation = useLoginMutation({
    onMutate: () => auth.dispatch({ type: 'AUTH_START' }),
    onSuccess: ({ user, token }) => {
      auth.signIn(user, token);
      onSuccess(); // the page's success banner, set in the same turn as the sign-in
    },
    onError: (err) => auth.dispatch({ type: 'AUTH_FAILURE', error: errorMessage(err, t('signin.failed')) }),
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors },
  } = useForm<LoginInput, unknown, Login>({
    resolver: zodResolver(loginSchema),
    defaultValues: { emailOrPhone: defaultIdentifier, password: '', rememberMe: false, otp: '' },
    reValidateMode: 'onChange',
  });

  const submit = (values: Login) => {
    const otp = codeStep ? values.otp?.trim() : undefined;
    if (codeStep && !otp) {
      setError('otp', { message: codeStep.recovery ? t('signin.recoveryNeeded') : t('signin.secondFactor') }, { shouldFocus: true });
      return;
    }
    mutation.mutate({ ...values, otp: otp || undefined }, {
      onError: (err) => {
        const code = err instanceof ApiError ? errorCodeOf(err.body) : undefined;
        if (code === 'otp_required' || code === 'otp_invalid') {
          // The password was right: not a failure to announce, a second step.
          auth.dispatch({ type: 'CLEAR_ERROR' });
          if (code === 'otp_required') {
            setCodeStep({ recovery: false });
            setTimeout(() => setFocus('otp'), 0);
          } else {
            setError('otp', { message: t('signin.codeMismatch') }, { shouldFocus: true });
          }
          return;
        }
        const fields = Object.entries(serverFieldErrors(err)).filter(([f]) => f === 'emailOrPhone' || f === 'password');
        fields.forEach(([f, msg], i) => setError(f as 'emailOrPhone' | 'password', { message: msg }, { shouldFocus: i === 0 }));
        // Shown under its field: no banner repeating it.
        if (fields.length > 0) auth.dispatch({ type: 'CLEAR_ERROR' });
        toast.error(t('signin.failedTitle'), { description: errorMessage(err, t('signin.somethingWrong')) });
      },
    });
  };

  const busy = mutation.isPending;
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)} aria-label={t('signin.form')} className="space-y-5">
      <Field id={`${uid}-id`} label={t('signin.identifier')} required error={errors.emailOrPhone?.message}>
        <input
          type="text"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('signin.identifierPlaceholder')}
          className={inputClass(!!errors.emailOrPhone)}
          {...register('emailOrPhone')}
        />
      </Field>
      <Field
        id={`${uid}-password`}
        label={t('signin.password')}
        required
        error={errors.password?.message}
        labelAside={
          <button
            type="button"
            onClick={() => onForgot(getValues('emailOrPhone'))}
            className="-my-3 inline-flex min-h-11 items-center px-1 text-sm font-semibold text-saffron-700 underline-offset-4 hover:underline"
          >
            {t('signin.forgot')}
          </button>
        }
      >
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </Field>
      {codeStep && (
        <div className="rounded-[12px] border border-cream-200 bg-cream-50 p-4">
          <p className="mb-3 flex gap-2 text-sm text-ink-900">
            <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-saffron-600" aria-hidden />
            {codeStep.recovery
              ? t('signin.recoveryHelp')
              : t('signin.codeHelp')}
          </p>
          <Field id={`${uid}-otp`} label={codeStep.recovery ? t('signin.recoveryCode') : t('signin.authCode')} required error={errors.otp?.message}>
            <input
              type="text"
              inputMode={codeStep.recovery ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={codeStep.recovery ? 'xxxx-xxxx-xxxx-xxxx' : '123456'}
              className={inputClass(!!errors.otp, 'font-mono tracking-widest')}
              {...register('otp')}
            />
          </Field>
          <button
            type="button"
            onClick={() => {
              setCodeStep({ recovery: !codeStep.recovery });
              setTimeout(() => setFocus('otp'), 0);
            }}
            className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-saffron-700 underline-offset-4 hover:underline"
          >
            {codeStep.recovery ? t('signin.useApp') : t('signin.useRecovery')}
          </button>
        </div>
      )}
      <Checkbox label={t('signin.remember')} {...register('rememberMe')} />
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
        {!busy && <LogIn className="h-5 w-5" aria-hidden />}
        {busy ? t('signin.signingIn') : t('signin.submit')}
      </Button>
    </form>
  );
}
