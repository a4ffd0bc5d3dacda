import { zodResolver } from '@hookform/resolvers/zod';
import type { Address } from '@sankalp/shared/schemas/address';
import { INDIAN_STATES } from '@sankalp/shared/states';
import { stateName } from '../../../components/places/place-names';
import { Save } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../lib/toast';
import { addressFormSchema, type AddressFormValues } from '../lib/address-form';
import { Checkbox } from './Checkbox';
import { Field, inputClass } from './Field';
import { rich } from '../../../lib/i18n/rich';
import { useAccountT } from '../i18n/index';

const FIELDS = ['addressLine1', 'addressLine2', 'city', 'pincode', 'state', 'country'] as const;

/**
 * The add / edit address form (spec part 1 § 5): checked on every change and on submit with the
 * shared schema's messages; values are trimmed and the pincode is sent as a number. A failed
 * submit says so in a toast and puts the cursor on the first field to fix.
 */
export function AddressForm({
  mode,
  initial,
  busy,
  serverErrors,
  onSubmit,
  onCancel,
}: {
  mode: 'add' | 'edit';
  initial: AddressFormValues;
  busy: boolean;
  /** Field messages from a refused save (400). */
  serverErrors?: Record<string, string>;
  onSubmit: (address: Address) => void;
  onCancel: () => void;
}) {
  const uid = useId();
  const { t } = useAccountT();
  const rootRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<AddressFormValues, unknown, Address>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: initial,
    mode: 'onChange',
  });

  useEffect(() => {
    rootRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    setFocus('addressLine1');
  }, [setFocus]);

  useEffect(() => {
    if (!serverErrors) return;
    FIELDS.filter((f) => serverErrors[f]).forEach((f, i) => setError(f, { message: serverErrors[f] }, { shouldFocus: i === 0 }));
  }, [serverErrors, setError]);

  const title = mode === 'add' ? t('addressForm.addTitle') : t('addressForm.editTitle');
  return (
    <form
      ref={rootRef}
      noValidate
      aria-labelledby={`${uid}-title`}
      onSubmit={(e) =>
        void handleSubmit(onSubmit, () =>
          toast.error(t('addressForm.invalid'), { description: t('addressForm.invalidText') }),
        )(e)
      }
      className="scroll-mt-32 rounded-[12px] border-2 border-saffron-200 bg-white p-5 md:p-6"
    >
      <h3 id={`${uid}-title`} className="text-lg font-semibold">
        {title}
      </h3>
      <p className="mt-1 text-sm text-ink-600">
        {rich(t('addressForm.required'), { star: <span className="text-danger">*</span> })}
      </p>
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <Field id={`${uid}-line1`} label={t('addressForm.line1')} required error={errors.addressLine1?.message} className="md:col-span-2">
          <input type="text" autoComplete="address-line1" placeholder={t('addressForm.line1Placeholder')} className={inputClass(!!errors.addressLine1)} {...register('addressLine1')} />
        </Field>
        <Field id={`${uid}-line2`} label={t('addressForm.line2')} error={errors.addressLine2?.message} className="md:col-span-2">
          <input type="text" autoComplete="address-line2" placeholder={t('addressForm.line2Placeholder')} className={inputClass(!!errors.addressLine2)} {...register('addressLine2')} />
        </Field>
        <Field id={`${uid}-city`} label={t('addressForm.city')} required error={errors.city?.message}>
          <input type="text" autoComplete="address-level2" className={inputClass(!!errors.city)} {...register('city')} />
        </Field>
        <Field id={`${uid}-pincode`} label={t('addressForm.pincode')} required error={errors.pincode?.message}>
          <input type="text" inputMode="numeric" autoComplete="postal-code" maxLength={6} placeholder={t('addressForm.pincodePlaceholder')} className={inputClass(!!errors.pincode)} {...register('pincode')} />
        </Field>
        <Field id={`${uid}-state`} label={t('addressForm.state')} required error={errors.state?.message}>
          <select autoComplete="address-level1" className={inputClass(!!errors.state, 'appearance-auto')} {...register('state')}>
            <option value="">{t('addressForm.selectState')}</option>
            {INDIAN_STATES.map((s) => (
              <option key={s} value={s}>
                {stateName(s)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${uid}-country`} label={t('addressForm.country')} error={errors.country?.message}>
          <input type="text" autoComplete="country-name" className={inputClass(!!errors.country)} {...register('country')} />
        </Field>
      </div>
      <Checkbox className="mt-4" label={t('addressForm.makeDefault')} {...register('isDefault')} />
      <div className="mt-5 flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {!busy && <Save className="h-5 w-5" aria-hidden />}
          {busy ? t('saving') : mode === 'add' ? t('addressForm.save') : t('addressForm.update')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
