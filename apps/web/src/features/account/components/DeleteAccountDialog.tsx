import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { errorCodeOf } from '@sankalp/shared/api/errors';
import {
  DELETE_PASSWORD_INCORRECT,
  DELETE_PASSWORD_REQUIRED,
  deleteAccountSchema,
  type DeleteAccount,
  type DeleteAccountInput,
} from '@sankalp/shared/schemas/account-data';
import { TOAST_ERROR_MS } from '@sankalp/shared/constants';
import { Info, ShieldCheck, TriangleAlert, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { userIdOf } from '../../../lib/auth/reducer';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { useAccountT, type AccountT } from '../i18n/index';
import { errorMessage, sessionEnded } from '../lib/errors';
import { Field, inputClass } from './Field';
import { PasswordInput } from './PasswordInput';

/** The schema's English messages in the page's language. */
const localMessage = (t: AccountT, message: string | undefined) =>
  message === DELETE_PASSWORD_REQUIRED
    ? t('data.passwordRequired')
    : message === DELETE_PASSWORD_INCORRECT
      ? t('data.passwordIncorrect')
      : message;

/**
 * "Delete account": says what is erased and what the law makes us keep, then asks for the
 * password. The server ends every session; `onDeleted` signs out here and leaves the page.
 * An account with two-factor sign-in on is asked for its code too (the server's `otp_required`).
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const uid = useId();
  const { t } = useAccountT();
  const { user } = useAuth();
  const mutation = useDeleteAccount(userIdOf(user) ?? '');
  /** Shown once the server asked for the second factor (two-factor sign-in on). */
  const [needsCode, setNeedsCode] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<DeleteAccountInput, unknown, DeleteAccount>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '', otp: '' },
    reValidateMode: 'onChange',
  });
  const busy = mutation.isPending;

  // A closed dialog forgets what was typed.
  useEffect(() => {
    if (!open) {
      reset();
      setNeedsCode(false);
    }
  }, [open, reset]);

  const submit = ({ password, otp }: DeleteAccount) => {
    mutation.mutate(
      { password, ...(needsCode && otp ? { otp } : {}) },
      {
        onSuccess: () => onDeleted(),
        onError: (err) => {
          if (sessionEnded(err)) return; // signed out already, and sent to sign in
          if (err instanceof ApiError && errorCodeOf(err.body) === 'password_incorrect') {
            setError('password', { message: t('data.passwordIncorrect') }, { shouldFocus: true });
            return;
          }
          const code = err instanceof ApiError ? errorCodeOf(err.body) : undefined;
          if (code === 'otp_required' || code === 'otp_invalid') {
            setNeedsCode(true);
            // Once the field is there: focus it, or say the code was wrong.
            setTimeout(() => {
              if (code === 'otp_invalid') setError('otp', { message: t('data.otpInvalid') }, { shouldFocus: true });
              else setFocus('otp');
            }, 0);
            return;
          }
          toast.error(t('data.deleteFailed'), { description: errorMessage(err, t('data.deleteFailed')), duration: TOAST_ERROR_MS });
        },
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-[16px] bg-white shadow-2xl focus:outline-none">
          <header className="flex items-center gap-3 px-5 pt-5 sm:gap-4 sm:px-6 sm:pt-6">
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-red-50 sm:h-11 sm:w-11">
              <TriangleAlert className="h-5 w-5 text-danger sm:h-6 sm:w-6" aria-hidden />
            </span>
            <Dialog.Title className="min-w-0 flex-1 font-display text-[22px] font-bold leading-tight text-maroon-800">
              {t('data.dialogTitle')}
            </Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                disabled={busy}
                className="-mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-cream-100 hover:text-ink-900 disabled:opacity-50"
                aria-label={t('data.cancel')}
              >
                <X className="h-5 w-5" aria-hidden />
              </button>
            </Dialog.Close>
          </header>

          {/* The explanation scrolls on a small screen; the password and the buttons stay in view. */}
          <div
            tabIndex={0}
            role="region"
            aria-label={t('data.dialogTitle')}
            className="min-h-0 flex-1 space-y-3 overflow-y-auto px-5 pb-4 pt-3 text-[15px] leading-relaxed focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-saffron-500 sm:px-6"
          >
            <Dialog.Description className="text-ink-600">{t('data.dialogIntro')}</Dialog.Description>
            <section
              aria-labelledby={`${uid}-erased`}
              className="rounded-[12px] border border-red-100 bg-red-50/50 p-4"
            >
              <h3 id={`${uid}-erased`} className="font-semibold text-maroon-800">
                {t('data.erasedHeading')}
              </h3>
              <ul className="mt-2 space-y-1.5">
                {[t('data.erased1'), t('data.erased2'), t('data.erased3'), t('data.erased4')].map((line) => (
                  <li key={line} className="flex gap-2 text-ink-900">
                    <X className="mt-1 h-4 w-4 shrink-0 text-danger" aria-hidden />
                    <span>{line}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section
              aria-labelledby={`${uid}-kept`}
              className="rounded-[12px] border border-cream-200 bg-cream-100 p-4"
            >
              <h3 id={`${uid}-kept`} className="font-semibold text-maroon-800">
                {t('data.keptHeading')}
              </h3>
              <ul className="mt-2 space-y-1.5">
                {[t('data.kept1'), t('data.kept2')].map((line) => (
                  <li key={line} className="flex gap-2 text-ink-900">
                    <ShieldCheck className="mt-1 h-4 w-4 shrink-0 text-success" aria-hidden />
                    <span>{line}</span>
                  </li>
                ))}
              </ul>
            </section>
            <p className="flex gap-2 text-sm text-warning">
              <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>{t('data.pending')}</span>
            </p>
          </div>

          <form
            noValidate
            onSubmit={(e) => void handleSubmit(submit)(e)}
            className="border-t border-cream-200 px-5 pb-5 pt-4 sm:px-6 sm:pb-6"
          >
            <Field
              id={`${uid}-password`}
              label={t('data.passwordLabel')}
              required
              hint={t('data.passwordHint')}
              error={localMessage(t, errors.password?.message)}
            >
              <PasswordInput autoComplete="current-password" disabled={busy} {...register('password')} />
            </Field>
            {needsCode && (
              <Field
                id={`${uid}-otp`}
                label={t('data.otpLabel')}
                required
                hint={t('data.otpHint')}
                error={errors.otp?.message}
                className="mt-4"
              >
                <input
                  type="text"
                  autoComplete="one-time-code"
                  autoCapitalize="none"
                  spellCheck={false}
                  disabled={busy}
                  className={inputClass(!!errors.otp)}
                  {...register('otp')}
                />
              </Field>
            )}
            <div className="mt-4 flex flex-col-reverse gap-2.5 sm:mt-5 sm:flex-row sm:justify-end sm:gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={busy}>
                  {t('data.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="maroon" disabled={busy} aria-busy={busy}>
                {busy ? t('data.confirmBusy') : t('data.confirm')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
