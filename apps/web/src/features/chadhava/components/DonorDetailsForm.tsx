import { UserRound } from 'lucide-react';
import { ACCOUNT_NAME_MAX, GOTRA_MAX, MOBILE_DIGITS } from '@sankalp/shared/constants';
import { FormField, FormSection, inputClass } from '../../../components/ui/FormField';
import type { DonorErrors, DonorField } from '../lib/checkout-form';
import { phoneInput, setGotraUnknown, type DonorForm } from '../lib/donor-form';
import { useChadhavaT } from '../i18n';

type Props = {
  form: DonorForm;
  /** The messages to show now (only fields the devotee has interacted with, or all after Pay). */
  errors: DonorErrors;
  onChange: (next: DonorForm) => void;
  onBlur: (field: DonorField) => void;
  disabled: boolean;
};

export const donorFieldId = (uid: string, field: DonorField) => `${uid}-${field}`;

/** Name, e-mail, phone and gotra of the devotee in whose name the offering is made. */
export function DonorDetailsForm({ form, errors, onChange, onBlur, disabled, uid }: Props & { uid: string }) {
  const { t } = useChadhavaT();
  const set = (patch: Partial<DonorForm>) => onChange({ ...form, ...patch });
  return (
    <FormSection
      id={`${uid}-donor`}
      title={t('donor.title')}
      icon={<UserRound />}
      description={t('donor.description')}
    >
      <fieldset disabled={disabled} className="grid gap-5 md:grid-cols-2">
        <FormField id={donorFieldId(uid, 'fullName')} label={t('donor.fullName')} required error={errors.fullName} className="md:col-span-2">
          <input
            type="text"
            autoComplete="name"
            maxLength={ACCOUNT_NAME_MAX}
            value={form.fullName}
            onChange={(e) => set({ fullName: e.target.value })}
            onBlur={() => onBlur('fullName')}
            className={inputClass(!!errors.fullName)}
          />
        </FormField>
        <FormField id={donorFieldId(uid, 'email')} label={t('donor.email')} required error={errors.email}>
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            value={form.email}
            onChange={(e) => set({ email: e.target.value })}
            onBlur={() => onBlur('email')}
            className={inputClass(!!errors.email)}
          />
        </FormField>
        <FormField id={donorFieldId(uid, 'phone')} label={t('donor.phone')} required error={errors.phone} hint={t('donor.phoneHint')}>
          <input
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            maxLength={MOBILE_DIGITS}
            value={form.phone}
            onChange={(e) => set({ phone: phoneInput(e.target.value) })}
            onBlur={() => onBlur('phone')}
            className={inputClass(!!errors.phone, 'tabular-nums')}
          />
        </FormField>
        <div className="md:col-span-2">
          <FormField id={donorFieldId(uid, 'gotra')} label={t('donor.gotra')} required={!form.gotraUnknown} markOptional={false} error={errors.gotra}>
            <input
              type="text"
              autoComplete="off"
              maxLength={GOTRA_MAX}
              value={form.gotra}
              disabled={form.gotraUnknown}
              onChange={(e) => set({ gotra: e.target.value })}
              onBlur={() => onBlur('gotra')}
              className={inputClass(!!errors.gotra)}
            />
          </FormField>
          <label className="mt-2 flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink-900">
            <input
              type="checkbox"
              checked={form.gotraUnknown}
              onChange={(e) => onChange(setGotraUnknown(form, e.target.checked))}
              aria-describedby={`${uid}-gotra-custom`}
              className="h-5 w-5 shrink-0 accent-saffron-600"
            />
            {t('donor.gotraUnknown')}
          </label>
          <p id={`${uid}-gotra-custom`} className="ml-8 text-sm text-ink-600">
            {t('donor.gotraCustom')}
          </p>
        </div>
      </fieldset>
    </FormSection>
  );
}
