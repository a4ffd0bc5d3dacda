import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN } from '@sankalp/shared/constants';
import { registerFormSchema, type RegisterForm } from '@sankalp/shared/schemas/auth';
import { ArrowLeft, ArrowRight, UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, type InputHTMLAttributes, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { toast } from '../../../lib/toast';
import { useRegisterMutation } from '../api/register';
import { errorMessage, serverFieldErrors } from '../lib/errors';
import { withIndianCode } from '../lib/phone';
import { Field, inputClass } from './Field';
import { PasswordInput } from './PasswordInput';
import { rich } from '../../../lib/i18n/rich';
import { useAccountT } from '../i18n/index';

const STEP1 = ['phoneNumber', 'fullName', 'email'] as const;
type FormValues = { phoneNumber: string; fullName: string; email: string; password: string; confirmPassword: string };

/**
 * Sign-up in two steps (spec part 1 § 2): details (mobile with +91, name, e-mail), then
 * password and confirmation. The confirmation is never sent.
 */
export function SignUpForm({ step, onStep, onSuccess }: { step: 1 | 2; onStep: (s: 1 | 2) => void; onSuccess: () => void }) {
  const uid = useId();
  const { t } = useAccountT();
  const auth = useAuth();
  // The auth state machine (AUTH_START → AUTH_SUCCESS | AUTH_FAILURE) settles even if the form unmounts.
  const mutation = useRegisterMutation({
    onMutate: () => auth.dispatch({ type: 'AUTH_START' }),
    onSuccess: ({ user, token }) => {
      auth.signIn(user, token);
      onSuccess(); // the page's success banner, set in the same turn as the sign-in
    },
    onError: (err) => auth.dispatch({ type: 'AUTH_FAILURE', error: errorMessage(err, t('signup.failed')) }),
  });
  const {
    register,
    handleSubmit,
    trigger,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<FormValues, unknown, RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { phoneNumber: '', fullName: '', email: '', password: '', confirmPassword: '' },
    reValidateMode: 'onChange',
    shouldUnregister: false,
  });

  // Each step starts at its first field, or at the field the server refused.
  const first = useRef(true);
  const focusNext = useRef<keyof FormValues | null>(null);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setFocus(focusNext.current ?? (step === 1 ? 'phoneNumber' : 'password'));
    focusNext.current = null;
  }, [step, setFocus]);

  const next = async () => {
    const ok = await trigger([...STEP1], { shouldFocus: true });
    if (ok) {
      auth.dispatch({ type: 'CLEAR_ERROR' });
      onStep(2);
    }
  };

  const submit = ({ confirmPassword: _confirm, ...values }: RegisterForm) => {
    mutation.mutate(
      { ...values, phoneNumber: withIndianCode(values.phoneNumber) },
      {
        onError: (err) => {
          const fields = serverFieldErrors(err);
          const names = Object.keys(fields).filter((f): f is keyof FormValues => f in { phoneNumber: 1, fullName: 1, email: 1, password: 1 });
          // A problem with the details takes the devotee back to them.
          const detailsProblem = names.find((n) => (STEP1 as readonly string[]).includes(n));
          names.forEach((n) => setError(n, { message: fields[n] }));
          if (detailsProblem) {
            focusNext.current = detailsProblem;
            onStep(1);
          } else if (names[0]) setFocus(names[0]);
          // Shown under its field: no banner repeating it.
          if (names.length > 0) auth.dispatch({ type: 'CLEAR_ERROR' });
          toast.error(t('signup.failedTitle'), { description: errorMessage(err, t('signin.somethingWrong')) });
        },
      },
    );
  };

  const busy = mutation.isPending;
  return (
    <form
      noValidate
      aria-label={step === 1 ? t('signup.formDetails') : t('signup.formPassword')}
      onSubmit={(e) => {
        if (step === 1) {
          e.preventDefault();
          void next();
        } else void handleSubmit(submit)(e);
      }}
      className="space-y-5"
    >
      <ol className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-ink-600" aria-label={t('signup.steps')}>
        <li className={`flex items-center gap-2 ${step === 1 ? 'text-saffron-700' : ''}`} aria-current={step === 1 ? 'step' : undefined}>
          <span className={`inline-flex h-6 w-6 items-center justify-center rounded-full text-[12px] ${step === 1 ? 'bg-saffron-600 text-white' : 'bg-success text-white'}`}>
            {step === 1 ? '1' : '✓'}
          </span>
          {t('signup.details')}
        </li>
        <li aria-hidden className="h-px flex-1 bg-cream-200" />
        <li className={`flex items-center gap-2 ${step === 2 ? 'text-saffron-700' : ''}`} aria-current={step === 2 ? 'step' : undefined}>
          <span className={`inline-flex h-6 w-6 items-center justify-center rounded-full text-[12px] ${step === 2 ? 'bg-saffron-600 text-white' : 'bg-cream-200 text-ink-900'}`}>2</span>
          {t('signup.password')}
        </li>
      </ol>

      <div hidden={step !== 1} className="space-y-5">
        <Field id={`${uid}-phone`} label={t('signup.mobile')} required error={errors.phoneNumber?.message} hint={t('signup.mobileHint')}>
          <PhoneInput invalid={!!errors.phoneNumber} countryId={`${uid}-cc`} {...register('phoneNumber')} />
        </Field>
        <Field id={`${uid}-name`} label={t('signup.fullName')} required error={errors.fullName?.message}>
          <input type="text" autoComplete="name" autoCapitalize="words" className={inputClass(!!errors.fullName)} {...register('fullName')} />
        </Field>
        <Field id={`${uid}-email`} label={t('signup.email')} required error={errors.email?.message}>
          <input type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} className={inputClass(!!errors.email)} {...register('email')} />
        </Field>
        <Button type="submit" size="lg" className="w-full">
          {t('signup.continue')} <ArrowRight className="h-5 w-5" aria-hidden />
        </Button>
      </div>

      <div hidden={step !== 2} className="space-y-5">
        <Field id={`${uid}-password`} label={t('signup.password')} required error={errors.password?.message} hint={t('signup.passwordHint', { min: PASSWORD_MIN })}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </Field>
        <Field id={`${uid}-confirm`} label={t('signup.confirm')} required error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
        <p className="rounded-[10px] bg-cream-100 px-4 py-3 text-sm text-ink-600">
          {rich(t('signup.agree'), {
            terms: (
              <Link to="/terms-of-service" className="font-semibold text-saffron-700 underline underline-offset-2">
                {t('signup.terms')}
              </Link>
            ),
            privacy: (
              <Link to="/privacy-policy" className="font-semibold text-saffron-700 underline underline-offset-2">
                {t('signup.privacy')}
              </Link>
            ),
          })}
        </p>
        <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
          {!busy && <UserPlus className="h-5 w-5" aria-hidden />}
          {busy ? t('signup.creating') : t('signup.create')}
        </Button>
        <Button variant="ghost" className="w-full" onClick={() => onStep(1)} disabled={busy}>
          <ArrowLeft className="h-5 w-5" aria-hidden /> {t('signup.back')}
        </Button>
      </div>
    </form>
  );
}

/** The mobile number with its country code: only +91 is offered (spec part 1 § 9). */
function PhoneInput({
  invalid,
  countryId,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { invalid: boolean; countryId: string; ref?: Ref<HTMLInputElement> }) {
  const { t } = useAccountT();
  return (
    <div className="flex gap-2">
      <label htmlFor={countryId} className="sr-only">
        {t('signup.countryCode')}
      </label>
      <select id={countryId} defaultValue="91" className="min-h-12 shrink-0 rounded-[10px] border border-cream-200 bg-white px-3 text-base text-ink-900">
        <option value="91">IN +91</option>
      </select>
      <input type="tel" autoComplete="tel-national" inputMode="tel" placeholder="98765 43210" className={inputClass(invalid)} {...rest} />
    </div>
  );
}
