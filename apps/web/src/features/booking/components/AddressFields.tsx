import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ADDRESS_LINE_MAX, CITY_MAX, COUNTRY_MAX, PINCODE_LENGTH } from '@sankalp/shared/constants';
import { INDIAN_STATES } from '@sankalp/shared/states';
import { stateName } from '../../../components/places/place-names';
import type { AddressFormValues, SankalpFormValues } from '../lib/sankalp-form';
import { FormField as Field, inputClass } from '../../../components/ui/FormField';
import { useBookingT } from '../i18n/index';

type Props = {
  idPrefix: string;
  register: UseFormRegister<SankalpFormValues>;
  errors: FieldErrors<AddressFormValues> | undefined;
  disabled?: boolean;
};

const p = 'address_for_prasad_delivery' as const;

/** The prasad address fields (part 2 § 5): line 1, line 2, city, pincode, one of 31 states, country (India). */
export function AddressFields({ idPrefix, register, errors, disabled }: Props) {
  const { t } = useBookingT();
  const id = (name: string) => `${idPrefix}-${name}`;
  // Registered in the order shown, so the first invalid one is the one focused.
  const line1 = register(`${p}.addressLine1`);
  const line2 = register(`${p}.addressLine2`);
  const city = register(`${p}.city`);
  const pincode = register(`${p}.pincode`);
  const state = register(`${p}.state`);
  const country = register(`${p}.country`);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field id={id('line1')} label={t('address.line1')} required error={errors?.addressLine1?.message} className="md:col-span-2" hint={t('address.line1Hint')}>
        <input
          type="text"
          autoComplete="address-line1"
          maxLength={ADDRESS_LINE_MAX}
          disabled={disabled}
          className={inputClass(!!errors?.addressLine1)}
          {...line1}
        />
      </Field>
      <Field id={id('line2')} label={t('address.line2')} error={errors?.addressLine2?.message} className="md:col-span-2" hint={t('address.line2Hint')}>
        <input
          type="text"
          autoComplete="address-line2"
          maxLength={ADDRESS_LINE_MAX}
          disabled={disabled}
          className={inputClass(!!errors?.addressLine2)}
          {...line2}
        />
      </Field>
      <Field id={id('city')} label={t('address.city')} required error={errors?.city?.message}>
        <input
          type="text"
          autoComplete="address-level2"
          maxLength={CITY_MAX}
          disabled={disabled}
          className={inputClass(!!errors?.city)}
          {...city}
        />
      </Field>
      <Field id={id('pincode')} label={t('address.pincode')} required error={errors?.pincode?.message}>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PINCODE_LENGTH}
          disabled={disabled}
          className={inputClass(!!errors?.pincode)}
          {...pincode}
          onChange={(e) => {
            e.target.value = e.target.value.replace(/\D/g, '').slice(0, PINCODE_LENGTH);
            return pincode.onChange(e);
          }}
        />
      </Field>
      <Field id={id('state')} label={t('address.state')} required error={errors?.state?.message}>
        <select
          autoComplete="address-level1"
          disabled={disabled}
          className={inputClass(!!errors?.state, 'appearance-auto pr-3')}
          {...state}
        >
          <option value="">{t('address.selectState')}</option>
          {INDIAN_STATES.map((s) => (
            <option key={s} value={s}>
              {stateName(s)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('country')} label={t('address.country')} error={errors?.country?.message}>
        <input
          type="text"
          autoComplete="country-name"
          maxLength={COUNTRY_MAX}
          disabled={disabled}
          className={inputClass(!!errors?.country)}
          {...country}
        />
      </Field>
    </div>
  );
}
