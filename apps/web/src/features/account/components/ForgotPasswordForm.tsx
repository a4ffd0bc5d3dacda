import { zodResolver } from '@hookform/resolvers/zod';
import { OTP_LENGTH, OTP_VALID_SECONDS, PASSWORD_MIN } from '@sankalp/shared/constants';
import { otpRequestSchema, otpResetFormSchema, type OtpRequest, type OtpResetForm } from '@sankalp/shared/schemas/auth';
import { ArrowLeft, KeyRound, Mail, RefreshCw, TimerReset } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import { useRequestPasswordOtp } from '../api/request-password-otp';
import { useResetPasswordWithOtp } from '../api/reset-password-with-otp';
import { errorMessage, fieldErrorsOf } from '../lib/errors';
import { formatMmSs, isDeadCode, secondsLeft } from '../lib/otp-timer';
import { Field, inputClass } from './Field';
import { PasswordInput } from './PasswordInput';
import { rich } from '../../../lib/i18n/rich';
import { accountT as t, useAccountT } from '../i18n/index';

type Feedback = { error: (message: string) => void; success: (message: string) => void; clear: () => void };

/**
 * Forgot password in two steps (spec part 1 § 2): the e-mail gets a 6-digit code valid for
 * 300 s; then the code and a new password. When the countdown ends, Send New Code replaces
 * Change Password.
 */
export function ForgotPasswordForm({
  step,
  onStep,
  defaultEmail = '',
  feedback,
  onBackToLogin,
  onChanged,
}: {
  step: 1 | 2;
  onStep: (s: 1 | 2) => void;
  defaultEmail?: string;
  feedback: Feedback;
  onBackToLogin: () => void;
  onChanged: (email: string) => void;
}) {
  const [email, setEmail] = useState(defaultEmail);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [emailError, setEmailError] = useState<{ message: string } | undefined>();
  const request = useRequestPasswordOtp();

  const sent = (to: string) => {
    setEmail(to);
    setExpiresAt(Date.now() + OTP_VALID_SECONDS * 1000);
  };

  return step === 1 ? (
    <EmailStep
      defaultEmail={email}
      serverError={emailError}
      busy={request.isPending}
      onBackToLogin={onBackToLogin}
      onSubmit={({ email: to }) => {
        feedback.clear();
        setEmailError(undefined);
        request.mutate(to, {
          onSuccess: () => {
            sent(to);
            feedback.success(t('forgot.sent'));
            onStep(2);
          },
          onError: (err) => {
            const message = errorMessage(err, t('forgot.sendFailed'));
            const field = fieldErrorsOf(err).email;
            if (field) setEmailError({ message: field });
            feedback.error(message);
            toast.error(t('forgot.sendFailedTitle'), { description: message });
          },
        });
      }}
    />
  ) : (
    <CodeStep
      email={email}
      expiresAt={expiresAt ?? Date.now()}
      resending={request.isPending}
      feedback={feedback}
      onResend={() => {
        feedback.clear();
        request.mutate(email, {
          onSuccess: () => {
            sent(email);
            toast.success(t('forgot.newSent'), { description: t('forgot.newSentText', { email }) });
          },
          onError: (err) => {
            const message = errorMessage(err, t('forgot.sendFailed'));
            feedback.error(message);
            toast.error(t('forgot.resendFailed'), { description: message });
          },
        });
      }}
      onBack={() => {
        feedback.clear();
        onStep(1);
      }}
      onChanged={() => onChanged(email)}
      onExpired={() => setExpiresAt(Date.now())}
    />
  );
}

function EmailStep({
  defaultEmail,
  serverError,
  busy,
  onSubmit,
  onBackToLogin,
}: {
  defaultEmail: string;
  /** The server's message for the e-mail (a 400), shown under the field. */
  serverError?: { message: string };
  busy: boolean;
  onSubmit: (v: OtpRequest) => void;
  onBackToLogin: () => void;
}) {
  const uid = useId();
  useAccountT();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OtpRequest>({ resolver: zodResolver(otpRequestSchema), defaultValues: { email: defaultEmail }, reValidateMode: 'onChange' });
  useEffect(() => {
    if (serverError) setError('email', serverError, { shouldFocus: true });
  }, [serverError, setError]);
  return (
    <form noValidate aria-label={t('forgot.emailForm')} onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="space-y-5">
      <Field
        id={`${uid}-email`}
        label={t('forgot.email')}
        required
        error={errors.email?.message}
        hint={t('forgot.emailHint')}
      >
        <input type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} className={inputClass(!!errors.email)} {...register('email')} />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
        {!busy && <Mail className="h-5 w-5" aria-hidden />}
        {busy ? t('forgot.sending') : t('forgot.send')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBackToLogin}>
        <ArrowLeft className="h-5 w-5" aria-hidden /> {t('forgot.backToLogin')}
      </Button>
    </form>
  );
}

type CodeValues = { email: string; otp: string; newPassword: string; confirmPassword: string };

function CodeStep({
  email,
  expiresAt,
  resending,
  feedback,
  onResend,
  onBack,
  onChanged,
  onExpired,
}: {
  email: string;
  expiresAt: number;
  resending: boolean;
  feedback: Feedback;
  onResend: () => void;
  onBack: () => void;
  onChanged: () => void;
  onExpired: () => void;
}) {
  const uid = useId();
  useAccountT();
  const reset = useResetPasswordWithOtp();
  const [done, setDone] = useState(false);
  const now = useNow(!done).getTime();
  const left = secondsLeft(expiresAt, now);
  const expired = left === 0;
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    setFocus,
    formState: { errors },
  } = useForm<CodeValues, unknown, OtpResetForm>({
    resolver: zodResolver(otpResetFormSchema),
    defaultValues: { email, otp: '', newPassword: '', confirmPassword: '' },
    reValidateMode: 'onChange',
  });

  // When the code runs out, the 'sent' banner gives way to the expiry notice.
  const { clear } = feedback;
  useEffect(() => {
    if (expired && !done) clear();
  }, [expired, done, clear]);

  // A new code (resend) clears the old one and puts the cursor back on it.
  useEffect(() => {
    resetField('otp');
    setFocus('otp');
  }, [expiresAt, resetField, setFocus]);

  const submit = ({ otp, newPassword }: OtpResetForm) => {
    feedback.clear();
    reset.mutate(
      { email, otp, newPassword },
      {
        onSuccess: () => {
          setDone(true);
          feedback.success(t('forgot.changed'));
          toast.success(t('forgot.changedTitle'), { description: t('forgot.changedText') });
          onChanged();
        },
        onError: (err) => {
          const message = errorMessage(err, t('forgot.changeFailed'));
          const fields = fieldErrorsOf(err);
          if (fields.newPassword) setError('newPassword', { message: fields.newPassword }, { shouldFocus: true });
          else if (isDeadCode(err)) onExpired();
          else setError('otp', { message: fields.otp ?? message }, { shouldFocus: true });
          feedback.error(message);
          toast.error(t('forgot.changeFailedTitle'), { description: message });
        },
      },
    );
  };

  const busy = reset.isPending;
  return (
    <form noValidate aria-label={t('forgot.codeForm')} onSubmit={(e) => void handleSubmit(submit)(e)} className="space-y-5">
      <p className="text-[15px] text-ink-600">
        {rich(t('forgot.sentTo'), { email: <strong className="break-all text-ink-900">{email}</strong> })}
      </p>
      <Field
        id={`${uid}-otp`}
        label={t('forgot.code')}
        required
        error={errors.otp?.message}
        labelAside={
          !expired && !done ? (
            <span role="timer" aria-live="off" aria-label={t('forgot.validFor', { time: formatMmSs(left) })} className="inline-flex items-center gap-1.5 rounded-full bg-cream-100 px-2.5 py-0.5 text-sm font-semibold tabular-nums text-maroon-800">
              <TimerReset className="h-4 w-4" aria-hidden /> {t('forgot.expiresIn', { time: formatMmSs(left) })}
            </span>
          ) : undefined
        }
      >
        <input
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          placeholder="••••••"
          className={inputClass(!!errors.otp, 'text-center font-semibold tracking-[0.5em] tabular-nums text-lg')}
          {...register('otp')}
        />
      </Field>
      {expired && !done && (
        <p role="alert" className="flex items-start gap-2 rounded-[10px] border border-warning/40 bg-amber-50 px-4 py-3 text-[15px] font-medium text-ink-900">
          <TimerReset className="mt-0.5 h-5 w-5 shrink-0 text-warning" aria-hidden />
          {t('forgot.expired')}
        </p>
      )}
      <Field id={`${uid}-new`} label={t('forgot.newPassword')} required error={errors.newPassword?.message} hint={t('forgot.newPasswordHint', { min: PASSWORD_MIN })}>
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </Field>
      <Field id={`${uid}-confirm`} label={t('forgot.confirm')} required error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      {expired && !done ? (
        <Button size="lg" className="w-full" onClick={onResend} disabled={resending} aria-busy={resending}>
          {!resending && <RefreshCw className="h-5 w-5" aria-hidden />}
          {resending ? t('forgot.sendingNew') : t('forgot.sendNew')}
        </Button>
      ) : (
        <Button type="submit" size="lg" className="w-full" disabled={busy || done} aria-busy={busy}>
          {!busy && <KeyRound className="h-5 w-5" aria-hidden />}
          {busy ? t('forgot.changing') : t('forgot.change')}
        </Button>
      )}
      <Button variant="ghost" className="w-full" onClick={onBack} disabled={busy || done}>
        <ArrowLeft className="h-5 w-5" aria-hidden /> {t('forgot.backToEmail')}
      </Button>
    </form>
  );
}
