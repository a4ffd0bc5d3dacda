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
import { errorMessage, fieldErrorsOf, sessionEnded } from '../lib/errors';
import { DataRightsCard } from './DataRightsCard';
import { Field } from './Field';
import { PasswordInput } from './PasswordInput';
import { SettingsCard } from './SettingsSections';
import { TwoFactorSection } from './TwoFactorSection';

/** The signed-in password change: current + new + confirmation (the confirmation is not sent). */
const formSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your new password') })
  .refine((v) => v.confirmPassword === '' || v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

/** Settings › Account: password, the devotee's data (download, delete), two-factor sign-in, and what is still to come. */
export function AccountSecurity({ onAccountDeleted }: { onAccountDeleted: () => void }) {
  return (
    <div className="space-y-6">
      <ChangePasswordCard />
      <DataRightsCard onAccountDeleted={onAccountDeleted} />
      <SettingsCard title="More account options" description="Extra safety for your sign-in, and what is on its way.">
        <TwoFactorSection />
        <ComingSoonRow
          icon={<Link2 className="h-5 w-5" aria-hidden />}
          label="Connected accounts"
          description="Sign in with Google or Facebook."
          note="Google and Facebook sign-in are coming soon. Please sign in with your e-mail or phone number and password."
        />
      </SettingsCard>
    </div>
  );
}

function ChangePasswordCard() {
  const uid = useId();
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
          toast.success('Password changed', { description: 'Use your new password next time. You have been signed out on your other devices.' });
        },
        onError: (err) => {
          if (sessionEnded(err)) return;
          const message = errorMessage(err, 'Failed to change password');
          const fields = fieldErrorsOf(err);
          if (fields.currentPassword || /current password/i.test(message)) setError('currentPassword', { message: fields.currentPassword ?? message }, { shouldFocus: true });
          else if (fields.newPassword || /new password/i.test(message)) setError('newPassword', { message: fields.newPassword ?? message }, { shouldFocus: true });
          toast.error('Failed to Change Password', { description: message });
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
            Change password
          </h2>
          <p className="mt-0.5 text-sm text-ink-600">You stay signed in here; every other device is signed out.</p>
        </div>
      </div>
      <form noValidate aria-labelledby={`${uid}-title`} onSubmit={(e) => void handleSubmit(submit)(e)} className="mt-5 space-y-5">
        <Field id={`${uid}-current`} label="Current Password" required error={errors.currentPassword?.message}>
          <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
        </Field>
        <div className="grid gap-5 md:grid-cols-2">
          <Field id={`${uid}-new`} label="New Password" required error={errors.newPassword?.message} hint={`At least ${PASSWORD_MIN} characters.`}>
            <PasswordInput autoComplete="new-password" {...register('newPassword')} />
          </Field>
          <Field id={`${uid}-confirm`} label="Confirm New Password" required error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </Field>
        </div>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Changing Password...' : 'Change Password'}
        </Button>
      </form>
    </section>
  );
}

function ComingSoonRow({ icon, label, description, note }: { icon: ReactNode; label: string; description: string; note: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4">
      <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-cream-100 text-saffron-600">{icon}</span>
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
          {label}
          <span className="rounded-full bg-gold-400/20 px-2 py-0.5 text-xs font-semibold text-maroon-800">Coming soon</span>
        </p>
        <p className="mt-0.5 text-sm text-ink-600">{description}</p>
      </div>
      <Button variant="secondary" size="sm" className="min-h-11" onClick={() => toast.info(`${label}: coming soon`, { description: note, duration: 8000 })}>
        Learn more
      </Button>
    </div>
  );
}
