import { BadgeIndianRupee, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DEFAULT_GOTRA, GOTRA_MAX, POLICY } from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';
import { DONOR_ADDRESS_MAX, DONOR_NAME_MAX, type Donor } from '@sankalp/shared/schemas/donation';
import { FormField as Field, FormSection, RequiredFieldsNote, inputClass } from '../../../components/ui/FormField';
import { gotraForUnknown, panAsTyped, type DonorFormValues } from '../lib/donor-form';
import { useDonationsT } from '../i18n';

type Props = {
  form: UseFormReturn<DonorFormValues, unknown, Donor>;
  formId: string;
  onSubmit: () => void;
  /** Under the PAN field: whether this gift gets an 80G receipt. */
  note80G: ReactNode;
};

/**
 * The donor form (spec part 2 § 5, Donation checkout form). Checked on Pay with the shared
 * schema; a field's error clears as soon as it is edited (checked again on the next Pay).
 */
export function DonorForm({ form, formId, onSubmit, note80G }: Props) {
  const { t } = useDonationsT();
  const { register, formState, clearErrors, setValue, watch } = form;
  const { errors } = formState;
  const gotraUnknown = watch('gotra_unknown');

  // Each field clears its own error as it is edited.
  const field = (name: Exclude<keyof DonorFormValues, 'gotra_unknown'>) =>
    register(name, { onChange: () => errors[name] && clearErrors(name) });
  const pan = field('pan_number');

  return (
    <form
      id={formId}
      noValidate
      aria-label={t('donor.formLabel')}
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <RequiredFieldsNote>{t('donor.requiredNote')}</RequiredFieldsNote>

      <FormSection id="donor" title={t('donor.title')} description={t('donor.description')} icon={<UserRound />}>
        <div className="grid gap-4 md:grid-cols-2">
          <Field id="donor-name" label={t('donor.fullName')} required error={errors.name?.message} className="md:col-span-2">
            <input type="text" autoComplete="name" maxLength={DONOR_NAME_MAX} className={inputClass(!!errors.name)} {...field('name')} />
          </Field>
          <Field id="donor-email" label={t('donor.email')} required error={errors.email?.message} hint={t('donor.emailHint')}>
            <input type="email" inputMode="email" autoComplete="email" maxLength={254} className={inputClass(!!errors.email)} {...field('email')} />
          </Field>
          <Field id="donor-phone" label={t('donor.phone')} required error={errors.phone?.message} hint={t('donor.phoneHint')}>
            <input type="tel" inputMode="tel" autoComplete="tel" maxLength={20} className={inputClass(!!errors.phone)} {...field('phone')} />
          </Field>
          <Field id="donor-address" label={t('donor.address')} required error={errors.address?.message} className="md:col-span-2">
            <textarea
              rows={3}
              autoComplete="street-address"
              maxLength={DONOR_ADDRESS_MAX}
              className={inputClass(!!errors.address, 'resize-y')}
              {...field('address')}
            />
          </Field>
          <div className="md:col-span-2">
            <Field
              id="donor-gotra"
              label={t('donor.gotra')}
              required
              error={errors.gotra?.message}
              hint={gotraUnknown ? t('donor.gotraHint', { gotra: DEFAULT_GOTRA }) : undefined}
            >
              {/* Disabled while unknown: what is sent is then Kashyap, whatever the field holds (donorInput). */}
              <input type="text" maxLength={GOTRA_MAX} disabled={gotraUnknown} className={inputClass(!!errors.gotra)} {...field('gotra')} />
            </Field>
            <label className="mt-2 inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink-900">
              <input
                type="checkbox"
                className="h-5 w-5 accent-saffron-600"
                checked={gotraUnknown}
                onChange={(e) => {
                  setValue('gotra_unknown', e.target.checked, { shouldDirty: true });
                  setValue('gotra', gotraForUnknown(e.target.checked), { shouldDirty: true });
                  clearErrors('gotra');
                }}
              />
              {t('donor.gotraUnknown')}
            </label>
          </div>
        </div>
      </FormSection>

      <FormSection
        id="donor-tax"
        title={t('donor.taxTitle')}
        description={t('donor.taxText', { min: formatINR(POLICY.certificate80GMinRupees) })}
        icon={<BadgeIndianRupee />}
      >
        <Field id="donor-pan" label={t('donor.pan')} error={errors.pan_number?.message} hint={note80G}>
          <input
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={10}
            placeholder="ABCDE1234F"
            className={inputClass(!!errors.pan_number, 'font-mono uppercase tracking-wider placeholder:normal-case placeholder:tracking-normal')}
            {...pan}
            onChange={(e) => {
              const upper = panAsTyped(e.target.value);
              if (upper !== e.target.value) e.target.value = upper;
              return pan.onChange(e);
            }}
          />
        </Field>
      </FormSection>
    </form>
  );
}
