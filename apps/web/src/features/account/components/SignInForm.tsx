import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type Login, type LoginInput } from '@sankalp/shared/schemas/auth';
import { LogIn } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { toast } from '../../../lib/toast';
import { useLoginMutation } from '../api/login';
import { errorMessage, serverFieldErrors } from '../lib/errors';
import { Checkbox } from './Checkbox';
import { Field, inputClass } from './Field';
import { PasswordInput } from './PasswordInput';

/** Sign in with e-mail or phone and password (spec part 1 § 2, Auth). */
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
  const auth = useAuth();
  // The auth state machine (AUTH_START → AUTH_SUCCESS | AUTH_FAILURE) settles even if the form unmounts.
  const mutation = useLoginMutation({
    onMutate: () => auth.dispatch({ type: 'AUTH_START' }),
    onSuccess: ({ user, token }) => {
      auth.signIn(user, token);
      onSuccess(); // the page's success banner, set in the same turn as the sign-in
    },
    onError: (err) => auth.dispatch({ type: 'AUTH_FAILURE', error: errorMessage(err, 'Login failed') }),
  });
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<LoginInput, unknown, Login>({
    resolver: zodResolver(loginSchema),
    defaultValues: { emailOrPhone: defaultIdentifier, password: '', rememberMe: false },
    reValidateMode: 'onChange',
  });

  const submit = (values: Login) => {
    mutation.mutate(values, {
      onError: (err) => {
        const fields = Object.entries(serverFieldErrors(err)).filter(([f]) => f === 'emailOrPhone' || f === 'password');
        fields.forEach(([f, msg], i) => setError(f as 'emailOrPhone' | 'password', { message: msg }, { shouldFocus: i === 0 }));
        // Shown under its field: no banner repeating it.
        if (fields.length > 0) auth.dispatch({ type: 'CLEAR_ERROR' });
        toast.error('Login Failed', { description: errorMessage(err, 'Something went wrong. Please try again.') });
      },
    });
  };

  const busy = mutation.isPending;
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)} aria-label="Sign in" className="space-y-5">
      <Field id={`${uid}-id`} label="Email or Phone" required error={errors.emailOrPhone?.message}>
        <input
          type="text"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@example.com or 98765 43210"
          className={inputClass(!!errors.emailOrPhone)}
          {...register('emailOrPhone')}
        />
      </Field>
      <Field
        id={`${uid}-password`}
        label="Password"
        required
        error={errors.password?.message}
        labelAside={
          <button
            type="button"
            onClick={() => onForgot(getValues('emailOrPhone'))}
            className="-my-3 inline-flex min-h-11 items-center px-1 text-sm font-semibold text-saffron-700 underline-offset-4 hover:underline"
          >
            Forgot password?
          </button>
        }
      >
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </Field>
      <Checkbox label="Remember me" {...register('rememberMe')} />
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
        {!busy && <LogIn className="h-5 w-5" aria-hidden />}
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
