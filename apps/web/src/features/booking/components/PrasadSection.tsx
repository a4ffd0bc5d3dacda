import { Loader2, MapPin, Plus, Save } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@sankalp/shared/constants';
import type { AddressInput } from '@sankalp/shared/schemas/address';
import type { Sankalp } from '@sankalp/shared/schemas/sankalp';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useCreateAddress } from '../../../lib/addresses';
import { emptyAddress, type SankalpFormValues, type SavedAddress } from '../lib/sankalp-form';
import { AddressFields } from './AddressFields';
import { localizeMessage } from '../../../lib/i18n/index';
import { useBookingT } from '../i18n/index';

type Props = {
  idPrefix: string;
  form: UseFormReturn<SankalpFormValues, unknown, Sankalp>;
  /** The signed-in devotee's id; undefined for a guest. */
  userId: string | undefined;
  addresses: SavedAddress[] | undefined;
  addressesLoading: boolean;
};

const addressText = (a: SavedAddress) =>
  [a.addressLine1, a.addressLine2, `${a.city} – ${a.pincode}`, a.state, a.country || 'India'].filter((s) => s && String(s).trim()).join(', ');

/**
 * The prasad (Aashirwad Box) toggle and its address. Off clears the address and any chosen saved
 * address. A signed-in devotee picks a saved address or adds one (saved to their account and
 * selected); a guest types it.
 */
export function PrasadSection({ idPrefix, form, userId, addresses, addressesLoading }: Props) {
  const { t, language } = useBookingT();
  const { control, register, setValue, getValues, trigger, formState } = form;
  const wants = useWatch({ control, name: 'wants_prasad' });
  const source = useWatch({ control, name: 'address_source' });
  const selectedId = useWatch({ control, name: 'saved_address_id' });
  const signedIn = !!userId;
  const saved = addresses ?? [];
  const create = useCreateAddress(userId);
  const errors = formState.errors.address_for_prasad_delivery;
  const rawRootError = errors?.message ?? errors?.root?.message;
  const rootError = rawRootError && localizeMessage(rawRootError, language);
  const validateNow = formState.isSubmitted;
  const pickerRef = useRef<HTMLFieldSetElement>(null);
  // After saving a new address, the devotee lands on it (the form above it has closed).
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (!focusId) return;
    const radio = pickerRef.current?.querySelector<HTMLInputElement>(`input[value="${CSS.escape(focusId)}"]`);
    if (!radio) return;
    radio.focus({ preventScroll: true });
    radio.closest('label')?.scrollIntoView({ block: 'center' });
    setFocusId(null);
  }, [focusId, saved]);

  // A signed-in devotee with saved addresses starts on the default one (unless they chose to add
  // a new one, or have typed one).
  const choseNew = useRef(false);
  useEffect(() => {
    if (!wants || !signedIn || addressesLoading || choseNew.current) return;
    if (source === 'saved' && saved.some((a) => a._id === selectedId)) return;
    const preferred = saved.find((a) => a.isDefault) ?? saved[0];
    if (preferred) {
      if (source === 'new' && getValues('address_for_prasad_delivery.addressLine1').trim()) return;
      setValue('address_source', 'saved');
      setValue('saved_address_id', preferred._id);
    } else if (source === 'saved') {
      setValue('address_source', 'new');
      setValue('saved_address_id', '');
    }
  }, [wants, signedIn, addressesLoading, saved, source, selectedId, getValues, setValue]);

  const toggle = (on: boolean) => {
    setValue('wants_prasad', on, { shouldDirty: true });
    choseNew.current = false;
    if (!on) {
      // Off clears the address and any selected saved address (part 2 § 2).
      setValue('address_for_prasad_delivery', emptyAddress());
      setValue('saved_address_id', '');
      setValue('address_source', 'new');
      form.clearErrors('address_for_prasad_delivery');
    }
    if (validateNow) void trigger();
  };

  const choose = (id: string) => {
    choseNew.current = !id;
    setValue('address_source', id ? 'saved' : 'new', { shouldDirty: true });
    setValue('saved_address_id', id, { shouldDirty: true });
    if (validateNow) void trigger('address_for_prasad_delivery');
    else form.clearErrors('address_for_prasad_delivery');
  };

  const saveNew = async () => {
    if (create.isPending) return;
    const ok = await trigger('address_for_prasad_delivery', { shouldFocus: true });
    if (!ok) {
      toast.error(t('prasad.fixErrors'), { duration: TOAST_ERROR_MS });
      return;
    }
    const typed = getValues('address_for_prasad_delivery');
    try {
      const created = await create.mutateAsync({ ...typed, state: typed.state as AddressInput['state'] });
      setValue('address_source', 'saved');
      setValue('saved_address_id', created._id);
      setValue('address_for_prasad_delivery', emptyAddress());
      form.clearErrors('address_for_prasad_delivery');
      setFocusId(created._id);
      toast.success(t('prasad.success'), { description: t('prasad.saved'), duration: TOAST_SUCCESS_MS });
    } catch (e) {
      toast.error(t('prasad.saveFailed'), {
        description: e instanceof ApiError && e.status > 0 ? e.message : t('sankalp.checkConnection'),
        duration: TOAST_ERROR_MS,
      });
    }
  };

  const checkboxId = `${idPrefix}-prasad`;
  return (
    <div>
      <label
        htmlFor={checkboxId}
        className="flex cursor-pointer items-start gap-3 rounded-[12px] border-2 border-cream-200 p-4 has-checked:border-saffron-600 has-checked:bg-saffron-50/50"
      >
        <input
          id={checkboxId}
          type="checkbox"
          checked={!!wants}
          onChange={(e) => toggle(e.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-saffron-600"
          aria-describedby={`${checkboxId}-hint`}
        />
        <span>
          <span className="block font-semibold text-ink-900">{t('prasad.wants')}</span>
          <span id={`${checkboxId}-hint`} className="mt-0.5 block text-sm text-ink-600">
            {t('prasad.wantsHint')}
          </span>
        </span>
      </label>

      {wants && (
        <div className="mt-5">
          {signedIn && addressesLoading ? (
            <div role="status" aria-live="polite" className="space-y-3">
              <span className="sr-only">{t('prasad.loading')}</span>
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
            </div>
          ) : signedIn && saved.length > 0 ? (
            <fieldset
              ref={pickerRef}
              tabIndex={-1}
              aria-invalid={rootError ? true : undefined}
              aria-describedby={rootError ? `${idPrefix}-address-error` : undefined}
              className="scroll-mt-40 md:scroll-mt-28"
              data-address-picker
            >
              <legend className="mb-2 text-sm font-semibold text-ink-900">{t('prasad.deliverTo')}</legend>
              <div className="space-y-2">
                {saved.map((a) => (
                  <label
                    key={a._id}
                    className="flex cursor-pointer items-start gap-3 rounded-[10px] border-2 border-cream-200 bg-white p-3 has-checked:border-saffron-600 has-checked:bg-saffron-50/40"
                  >
                    <input
                      type="radio"
                      name={`${idPrefix}-saved-address`}
                      value={a._id}
                      checked={source === 'saved' && selectedId === a._id}
                      onChange={() => choose(a._id)}
                      className="mt-1 h-4 w-4 shrink-0 accent-saffron-600"
                    />
                    <span className="text-sm text-ink-900">
                      <MapPin className="mr-1 inline h-4 w-4 text-saffron-600" aria-hidden />
                      {addressText(a)}
                      {a.isDefault && (
                        <span className="ml-2 rounded-full bg-cream-100 px-2 py-0.5 text-xs font-semibold text-ink-600">{t('prasad.default')}</span>
                      )}
                    </span>
                  </label>
                ))}
                <label className="flex cursor-pointer items-center gap-3 rounded-[10px] border-2 border-dashed border-cream-200 bg-white p-3 has-checked:border-saffron-600">
                  <input
                    type="radio"
                    name={`${idPrefix}-saved-address`}
                    checked={source === 'new'}
                    onChange={() => choose('')}
                    className="h-4 w-4 shrink-0 accent-saffron-600"
                  />
                  <span className="inline-flex items-center gap-1 text-sm font-semibold text-saffron-700">
                    <Plus className="h-4 w-4" aria-hidden /> {t('prasad.addNew')}
                  </span>
                </label>
              </div>
            </fieldset>
          ) : null}

          {rootError && (
            <p id={`${idPrefix}-address-error`} role="alert" className="mt-2 text-sm font-medium text-danger">
              {rootError}
              {signedIn && saved.length > 0 ? t('prasad.chooseOrAdd') : ''}
            </p>
          )}

          {(!signedIn || source === 'new') && !(signedIn && addressesLoading) && (
            <div className={signedIn && saved.length > 0 ? 'mt-4 rounded-[12px] bg-cream-50 p-4' : ''}>
              <AddressFields idPrefix={idPrefix} register={register} errors={errors} disabled={create.isPending} />
              {signedIn && (
                <div className="mt-4 flex flex-wrap items-center gap-3">
                  <Button variant="outline" onClick={() => void saveNew()} disabled={create.isPending} aria-busy={create.isPending}>
                    {create.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Save className="h-4 w-4" aria-hidden />}
                    {t('prasad.save')}
                  </Button>
                  <p className="text-sm text-ink-600">{t('prasad.savedNote')}</p>
                </div>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
