import { Loader2, MapPin, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { SavedAddress } from '../../../lib/addresses';
import { useCreateAddress } from '../../../lib/addresses';
import { errorToast, showPayToast } from '../../../lib/payments';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../lib/toast';
import { TOAST_SUCCESS_MS } from '@sankalp/shared/constants';
import type { IndianState } from '@sankalp/shared/states';
import { addressErrors, emptyAddress, type AddressForm, type OrderErrors } from '../order-form';
import { DeliveryAddressFields } from './DeliveryAddressFields';
import { countryName, stateName } from '../../../components/places/place-names';
import { localizeMessage } from '../../../lib/i18n/index';
import { useStoreT } from '../i18n';

/** One comma-joined line: line 1, line 2, city, state, pincode, country (state and country in the reader's language). */
export const addressLine = (a: {
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  pincode: number | string;
  country: string;
}) =>
  [a.addressLine1, a.addressLine2, a.city, stateName(a.state), String(a.pincode), countryName(a.country)]
    .filter((p) => p && String(p).trim())
    .join(', ');

/**
 * A signed-in devotee's saved addresses as a radio list, and the '+ Add New Address' panel that
 * saves one to the address book (then selects it and closes), spec part 3 §§ 2, 4.
 */
export function SavedAddressPicker({
  userId,
  addresses,
  value,
  error,
  disabled,
  onChange,
}: {
  userId: string;
  addresses: SavedAddress[];
  value: string;
  error?: string;
  disabled?: boolean;
  onChange: (addressId: string) => void;
}) {
  const { t, language } = useStoreT();
  const uid = useId();
  const [open, setOpen] = useState(addresses.length === 0);
  const [draft, setDraft] = useState<AddressForm>(emptyAddress);
  const [shown, setShown] = useState<OrderErrors>({});
  const create = useCreateAddress(userId);

  const save = () => {
    const errors = addressErrors(draft);
    setShown(errors);
    if (Object.keys(errors).length > 0) {
      showPayToast(errorToast(t('form.errorTitle'), t('form.fixErrors')));
      return;
    }
    create.mutate(
      {
        addressLine1: draft.addressLine1.trim(),
        addressLine2: draft.addressLine2.trim(),
        city: draft.city.trim(),
        pincode: draft.pincode,
        // Checked by addressErrors above.
        state: draft.state as IndianState,
        country: draft.country.trim(),
      },
      {
        onSuccess: (created) => {
          onChange(created._id);
          setOpen(false);
          setDraft(emptyAddress());
          toast.success(t('form.savedTitle'), {
            description: t('form.savedText'),
            duration: TOAST_SUCCESS_MS,
          });
        },
        onError: (e) =>
          showPayToast(errorToast(t('form.errorTitle'), e instanceof Error && e.message ? e.message : t('form.saveFailed'))),
      },
    );
  };

  return (
    <div className="space-y-3">
      {addresses.length > 0 && (
        <fieldset aria-describedby={error ? `${uid}-err` : undefined}>
          <legend className="sr-only">{t('form.saved')}</legend>
          <div className="grid gap-2.5">
            {addresses.map((a) => {
              const checked = value === a._id;
              return (
                <label
                  key={a._id}
                  className={`flex cursor-pointer items-start gap-3 rounded-[10px] border-2 bg-white p-3.5 transition-colors ${
                    checked ? 'border-saffron-600 bg-cream-50' : 'border-cream-200 hover:border-saffron-200'
                  }`}
                >
                  <input
                    type="radio"
                    name={`${uid}-address`}
                    value={a._id}
                    checked={checked}
                    disabled={disabled}
                    onChange={() => onChange(a._id)}
                    className="mt-1 h-5 w-5 shrink-0 accent-saffron-600"
                  />
                  <span className="min-w-0 text-sm text-ink-900">
                    <MapPin className="mr-1 inline h-4 w-4 text-saffron-600" aria-hidden />
                    {addressLine(a)}
                    {a.isDefault && (
                      <span className="ml-2 rounded-full bg-cream-100 px-2 py-0.5 text-xs font-semibold text-maroon-800">
                        {t('form.default')}
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {error && (
        <p id={`${uid}-err`} role="alert" className="text-sm font-medium text-danger">
          {localizeMessage(error, language)}
        </p>
      )}
      {open ? (
        <div className="rounded-[12px] border border-cream-200 bg-cream-50 p-4">
          <div className="mb-3 flex items-center justify-between gap-2">
            <h3 className="font-semibold text-maroon-800">{t('form.newAddress')}</h3>
            {addresses.length > 0 && (
              <button
                type="button"
                onClick={() => setOpen(false)}
                aria-label={t('form.closeNew')}
                className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink-600 hover:bg-cream-100"
              >
                <X className="h-5 w-5" aria-hidden />
              </button>
            )}
          </div>
          <DeliveryAddressFields
            idPrefix={`${uid}-new`}
            value={draft}
            errors={shown}
            disabled={disabled || create.isPending}
            onChange={setDraft}
          />
          <Button
            className="mt-4 w-full sm:w-auto"
            onClick={save}
            disabled={disabled || create.isPending}
            aria-busy={create.isPending || undefined}
          >
            {create.isPending ? (
              <>
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> {t('form.saving')}
              </>
            ) : (
              t('form.saveAddress')
            )}
          </Button>
        </div>
      ) : (
        <Button variant="outline" onClick={() => setOpen(true)} disabled={disabled}>
          <Plus className="h-4 w-4" aria-hidden /> {t('form.addNew')}
        </Button>
      )}
    </div>
  );
}
