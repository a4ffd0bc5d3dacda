import { ADDRESS_LINE_MAX, CITY_MAX, COUNTRY_MAX, PINCODE_LENGTH } from '@sankalp/shared/constants';
import { INDIAN_STATES } from '@sankalp/shared/states';
import { stateName } from '../../../components/places/place-names';
import { FormField as Field, inputClass } from '../../../components/ui/FormField';
import { pincodeInput, type AddressField, type AddressForm, type OrderErrors } from '../order-form';
import { useStoreT } from '../i18n';

type Props = {
  idPrefix: string;
  value: AddressForm;
  errors: OrderErrors;
  disabled?: boolean;
  onChange: (next: AddressForm) => void;
  onBlur?: (field: AddressField) => void;
};

export const addressFieldId = (idPrefix: string, f: AddressField) => `${idPrefix}-${f}`;

/** Line 1, line 2, city, pincode (6 digits), one of 31 states, country (India) — spec part 3 § 2. */
export function DeliveryAddressFields({ idPrefix, value, errors, disabled, onChange, onBlur }: Props) {
  const { t } = useStoreT();
  const id = (f: AddressField) => addressFieldId(idPrefix, f);
  const bind = (f: AddressField, clean: (v: string) => string = (v) => v) => ({
    value: value[f],
    disabled,
    onChange: (e: { target: { value: string } }) => onChange({ ...value, [f]: clean(e.target.value) }),
    onBlur: () => onBlur?.(f),
  });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field
        id={id('addressLine1')}
        label={t('form.line1')}
        required
        error={errors.addressLine1}
        className="md:col-span-2"
        hint={t('form.line1Hint')}
      >
        <input
          type="text"
          autoComplete="address-line1"
          maxLength={ADDRESS_LINE_MAX}
          className={inputClass(!!errors.addressLine1)}
          {...bind('addressLine1')}
        />
      </Field>
      <Field
        id={id('addressLine2')}
        label={t('form.line2')}
        error={errors.addressLine2}
        className="md:col-span-2"
        hint={t('form.line2Hint')}
      >
        <input
          type="text"
          autoComplete="address-line2"
          maxLength={ADDRESS_LINE_MAX}
          className={inputClass(!!errors.addressLine2)}
          {...bind('addressLine2')}
        />
      </Field>
      <Field id={id('city')} label={t('form.city')} required error={errors.city}>
        <input
          type="text"
          autoComplete="address-level2"
          maxLength={CITY_MAX}
          className={inputClass(!!errors.city)}
          {...bind('city')}
        />
      </Field>
      <Field id={id('pincode')} label={t('form.pincode')} required error={errors.pincode}>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PINCODE_LENGTH}
          className={inputClass(!!errors.pincode)}
          {...bind('pincode', pincodeInput)}
        />
      </Field>
      <Field id={id('state')} label={t('form.state')} required error={errors.state}>
        <select
          autoComplete="address-level1"
          className={inputClass(!!errors.state, 'appearance-auto pr-3')}
          {...bind('state')}
        >
          <option value="">{t('form.selectState')}</option>
          {INDIAN_STATES.map((s) => (
            <option key={s} value={s}>
              {stateName(s)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('country')} label={t('form.country')} error={errors.country}>
        <input
          type="text"
          autoComplete="country-name"
          maxLength={COUNTRY_MAX}
          className={inputClass(!!errors.country)}
          {...bind('country')}
        />
      </Field>
    </div>
  );
}
