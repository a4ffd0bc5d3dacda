import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN } from '@sankalp/shared/constants';
import { changePasswordSchema } from '@sankalp/shared/schemas/auth';
import { KeyRound, Link2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { userIdOf } from '../../../lib/auth/reducer';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { errorMessage, firstFieldError, sessionEnded } from '../lib/errors';
import { DataRightsCard } from './DataRightsCard';
import { Field } from './Field';
import { PasswordInput } from './PasswordInput';
import { SettingsCard } from './SettingsSections';
import { TwoFactorSection } from './TwoFactorSection';
import { accountT, useAccountT } from '../i18n/index';

const CONFIRM_REQUIRED = 'Please confirm your new password';
/** The form's own message in the reader's language; the shared ones are translated by the field. */
const securityMessage = (message: string | undefined) =>
  message === CONFIRM_REQUIRED ? accountT('security.confirmRequired') : message;

/** The signed-in password change: current + new + confirmation (the confirmation is not sent). */
const formSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(1, CONFIRM_REQUIRED) })
  .refine((v) => v.confirmPassword === '' || v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

/** Settings › Account: password, the devotee's data (download, delete), two-factor sign-in, and what is still to come. */
export function AccountSecurity({ onAccountDeleted }: { onAccountDeleted: () => void }) {
  const { t } = useAccountT();
  return (
    <div className="space-y-6">
      <ChangePasswordCard />
      <DataRightsCard onAccountDeleted={onAccountDeleted} />
      <SettingsCard title={t('security.moreTitle')} description={t('security.moreText')}>
        <TwoFactorSection />
        <ComingSoonRow
          icon={<Link2 className="h-5 w-5" aria-hidden />}
          label={t('security.connected')}
          description={t('security.connectedText')}
          note={t('security.connectedNote')}
        />
      </SettingsCard>
    </div>
  );
}

function ChangePasswordCard() {
  const uid = useId();
  const { t } = useAccountT();
  const { user, signIn } = useAuth();
  const mutation = useChangePassword(userIdOf(user) ?? '');
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    reValidateMode: 'onChange',
  });

  const submit = ({ currentPassword, newPassword }: Output) => {
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ user: u, token }) => {
          // Every session ended on the server, this one too: keep the new one it gave us.
          signIn(u, token);
          reset();
          toast.success(t('security.changed'), { description: t('security.changedText') });
        },
        onError: (err) => {
          if (sessionEnded(err)) return;
          const message = errorMessage(err, t('forgot.changeFailed'));
          // The server names the field by its key in `errors` (its words are in the reader's language).
          const failed = firstFieldError(err, ['currentPassword', 'newPassword'] as const);
          if (failed) setError(failed.field, { message: failed.message }, { shouldFocus: true });
          toast.error(t('forgot.changeFailedTitle'), { description: message });
        },
      },
    );
  };

  const busy = mutation.isPending;
  return (
    <section className="rounded-[12px] border border-cream-200 bg-white p-5 shadow-raised md:p-6" aria-labelledby={`${uid}-title`}>
      <div className="flex items-start gap-3">
        <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-cream-100 text-saffron-600">
          <KeyRound className="h-5 w-5" aria-hidden />
        </span>
        <div>
          <h2 id={`${uid}-title`} className="text-xl font-semibold">
            {t('security.changeTitle')}
          </h2>
          <p className="mt-0.5 text-sm text-ink-600">{t('security.changeText')}</p>
        </div>
      </div>
      <form noValidate aria-labelledby={`${uid}-title`} onSubmit={(e) => void handleSubmit(submit)(e)} className="mt-5 space-y-5">
        <Field id={`${uid}-current`} label={t('security.current')} required error={errors.currentPassword?.message}>
          <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
        </Field>
        <div className="grid gap-5 md:grid-cols-2">
          <Field id={`${uid}-new`} label={t('forgot.newPassword')} required error={errors.newPassword?.message} hint={t('forgot.newPasswordHint', { min: PASSWORD_MIN })}>
            <PasswordInput autoComplete="new-password" {...register('newPassword')} />
          </Field>
          <Field id={`${uid}-confirm`} label={t('forgot.confirm')} required error={securityMessage(errors.confirmPassword?.message)}>
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </Field>
        </div>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('forgot.changing') : t('forgot.change')}
        </Button>
      </form>
    </section>
  );
}

function ComingSoonRow({ icon, label, description, note }: { icon: ReactNode; label: string; description: string; note: string }) {
  const { t } = useAccountT();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4">
      <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-cream-100 text-saffron-600">{icon}</span>
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
          {label}
          <span className="rounded-full bg-gold-400/20 px-2 py-0.5 text-xs font-semibold text-maroon-800">{t('security.comingSoon')}</span>
        </p>
        <p className="mt-0.5 text-sm text-ink-600">{description}</p>
      </div>
      <Button variant="secondary" size="sm" className="min-h-11" onClick={() => toast.info(t('security.comingSoonToast', { label }), { description: note, duration: 8000 })}>
        {t('security.learnMore')}
      </Button>
    </div>
  );
}
