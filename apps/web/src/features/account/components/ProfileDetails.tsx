import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema, type ProfileUpdate } from '@sankalp/shared/schemas/auth';
import { Mail, Pencil, Phone, Save, UserRound } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { userIdOf, type AuthUser } from '../../../lib/auth/reducer';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { errorMessage, serverFieldErrors, sessionEnded } from '../lib/errors';
import { formatIndianPhone } from '../lib/phone';
import { Field, inputClass } from './Field';
import { useAccountT } from '../i18n/index';

/** The schema's input (each field optional); the form always holds all three. */
type Values = { fullName?: string; email?: string; phoneNumber?: string };
const FIELDS = ['fullName', 'email', 'phoneNumber'] as const;
const valuesOf = (u: AuthUser | null): Values => ({ fullName: u?.fullName ?? '', email: u?.email ?? '', phoneNumber: u?.phoneNumber ?? '' });

/** Personal information: read, or edit (Edit / Cancel) and save with PUT /users/{id}. */
export function ProfileDetails() {
  const uid = useId();
  const { t } = useAccountT();
  const { user, updateUser } = useAuth();
  const userId = userIdOf(user) ?? '';
  const [editing, setEditing] = useState(false);
  const mutation = useUpdateProfile(userId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, dirtyFields },
  } = useForm<Values, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: valuesOf(user),
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    if (editing) setFocus('fullName');
  }, [editing, setFocus]);

  const cancel = () => {
    reset(valuesOf(user));
    setEditing(false);
  };

  const save = (values: ProfileUpdate) => {
    if (!userId) {
      toast.error(t('details.notFound'), { description: t('details.loginAgain') });
      return;
    }
    // Only what changed is sent.
    const changed = Object.fromEntries(FIELDS.filter((f) => dirtyFields[f]).map((f) => [f, values[f]])) as ProfileUpdate;
    if (Object.keys(changed).length === 0) {
      setEditing(false);
      return;
    }
    mutation.mutate(changed, {
      onSuccess: (updated) => {
        updateUser(updated);
        reset(valuesOf(updated));
        setEditing(false);
        toast.success(t('details.updated'), { description: t('details.updatedText') });
      },
      onError: (err) => {
        if (sessionEnded(err)) return;
        const fields = serverFieldErrors(err);
        FIELDS.filter((f) => fields[f]).forEach((f, i) => setError(f, { message: fields[f] }, { shouldFocus: i === 0 }));
        toast.error(t('details.updateFailed'), { description: errorMessage(err, t('details.updateFailedText')) });
      },
    });
  };

  const busy = mutation.isPending;
  return (
    <section className="rounded-[12px] border border-cream-200 bg-white p-5 shadow-raised md:p-6" aria-labelledby={`${uid}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${uid}-title`} className="text-xl font-semibold">
          {t('details.title')}
        </h2>
        {!editing && (
          <Button variant="outline" size="sm" className="min-h-11" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden /> {t('edit')}
          </Button>
        )}
      </div>
      {!editing ? (
        <div className="mt-5 grid gap-4 sm:grid-cols-3">
          <Detail icon={<UserRound className="h-5 w-5" aria-hidden />} label={t('details.fullName')} value={user?.fullName} />
          <Detail icon={<Mail className="h-5 w-5" aria-hidden />} label={t('details.email')} value={user?.email} />
          <Detail icon={<Phone className="h-5 w-5" aria-hidden />} label={t('details.phone')} value={formatIndianPhone(user?.phoneNumber)} />
        </div>
      ) : (
        <form noValidate aria-label={t('details.form')} onSubmit={(e) => void handleSubmit(save)(e)} className="mt-5">
          <div className="grid gap-5 md:grid-cols-2">
            <Field id={`${uid}-name`} label={t('details.fullName')} required error={errors.fullName?.message}>
              <input type="text" autoComplete="name" className={inputClass(!!errors.fullName)} {...register('fullName')} />
            </Field>
            <Field id={`${uid}-email`} label={t('details.email')} required error={errors.email?.message}>
              <input type="email" autoComplete="email" inputMode="email" autoCapitalize="none" className={inputClass(!!errors.email)} {...register('email')} />
            </Field>
            <Field id={`${uid}-phone`} label={t('details.phone')} required error={errors.phoneNumber?.message} hint={t('details.phoneHint')}>
              <input type="tel" autoComplete="tel" inputMode="tel" className={inputClass(!!errors.phoneNumber)} {...register('phoneNumber')} />
            </Field>
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {!busy && <Save className="h-5 w-5" aria-hidden />}
              {busy ? t('saving') : t('details.save')}
            </Button>
            <Button variant="secondary" onClick={cancel} disabled={busy}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function Detail({ icon, label, value }: { icon: ReactNode; label: string; value?: string }) {
  return (
    <div className="flex min-w-0 items-start gap-3 rounded-[10px] bg-cream-50 p-3">
      <span className="mt-0.5 text-saffron-600">{icon}</span>
      <dl className="min-w-0">
        <dt className="text-sm text-ink-600">{label}</dt>
        <dd className="break-words font-semibold text-ink-900">{value || '—'}</dd>
      </dl>
    </div>
  );
}
