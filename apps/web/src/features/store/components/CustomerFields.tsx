import { useId } from 'react';
import { EMAIL_MAX, NAME_MAX } from '@sankalp/shared/constants';
import { FormField as Field, inputClass } from '../../../components/ui/FormField';
import { nameInput, type CustomerField, type CustomerForm, type OrderErrors } from '../order-form';
import { useStoreT } from '../i18n';

/** Full Name, Phone Number, Email Address (spec part 3 § 5): the name drops commas and semicolons and stops at 25. */
export function CustomerFields({
  id,
  value,
  errors: shown,
  disabled: busy,
  onChange,
  onBlur: blur,
}: {
  id: (f: CustomerField) => string;
  value: CustomerForm;
  errors: OrderErrors;
  disabled: boolean;
  onChange: (next: CustomerForm) => void;
  onBlur: (f: CustomerField) => void;
}) {
  const { t } = useStoreT();
  const uid = useId();
  const setCustomer = (f: CustomerField, v: string) => onChange({ ...value, [f]: v });
  return (
    <section aria-labelledby={`${uid}-cust`} className="rounded-[12px] bg-white p-5 shadow-raised md:p-6">
      <h2 id={`${uid}-cust`} className="font-display text-[20px] font-bold">
        {t('form.yourDetails')}
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Field id={id('full_name')} label={t('form.fullName')} required error={shown.full_name} className="md:col-span-2">
          <input
            type="text"
            autoComplete="name"
            maxLength={NAME_MAX}
            disabled={busy}
            className={inputClass(!!shown.full_name)}
            value={value.full_name}
            onChange={(e) => setCustomer('full_name', nameInput(e.target.value))}
            onBlur={() => blur('full_name')}
          />
        </Field>
        <Field id={id('phone_number')} label={t('form.phone')} required error={shown.phone_number}>
          <input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            disabled={busy}
            className={inputClass(!!shown.phone_number)}
            value={value.phone_number}
            onChange={(e) => setCustomer('phone_number', e.target.value)}
            onBlur={() => blur('phone_number')}
          />
        </Field>
        <Field id={id('email_address')} label={t('form.email')} required error={shown.email_address}>
          <input
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            disabled={busy}
            className={inputClass(!!shown.email_address)}
            value={value.email_address}
            onChange={(e) => setCustomer('email_address', e.target.value)}
            onBlur={() => blur('email_address')}
          />
        </Field>
      </div>
    </section>
  );
}
