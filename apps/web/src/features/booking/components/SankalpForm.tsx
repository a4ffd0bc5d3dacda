import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, HandHeart, Loader2, ScrollText, UserRound, Users } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { PujaDetail, PujaPackage } from '@sankalp/shared/api/catalog';
import { DEFAULT_GOTRA, GOTRA_MAX, NAME_MAX, SPECIAL_PRAYERS_MAX, TOAST_ERROR_MS } from '@sankalp/shared/constants';
import type { Sankalp } from '@sankalp/shared/schemas/sankalp';
import { Price } from '../../../components/ui/Price';
import { MobileBottomBar } from '../../../components/ui/MobileBottomBar';
import { buttonClass } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api';
import { userIdOf, useStoredUser } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useAddresses } from '../../../lib/addresses';
import { useSaveSankalp } from '../api/save-sankalp';
import {
  blockNameInput,
  hasBlockedChar,
  sankalpFormSchema,
  type SankalpFormValues,
  type SavedAddress,
} from '../lib/sankalp-form';
import { FormField as Field, FormSection, RequiredFieldsNote, inputClass } from '../../../components/ui/FormField';
import { FamilyMembersField } from './FamilyMembersField';
import { PrasadSection } from './PrasadSection';
import { useBookingT } from '../i18n/index';

type Props = {
  puja: PujaDetail;
  pkg: PujaPackage;
  /**
   * The starting values (draft or prefill) and the sankalp already saved in this visit, which is
   * reused rather than saved again when nothing changed. Read once, when the form mounts.
   */
  loadInitial: () => { initial: SankalpFormValues; saved?: { id: string; form: SankalpFormValues; packageId: string } };
  onDraftChange: (values: SankalpFormValues) => void;
  onSaved: (id: string, values: SankalpFormValues) => void;
  onChangePackage: () => void;
};

const sameForm = (a: SankalpFormValues, b: SankalpFormValues) => JSON.stringify(a) === JSON.stringify(b);

/** Moves the focus to the first field marked invalid (or error marked focusable), in reading order. */
function focusFirstInvalid(root: HTMLElement | null) {
  const target = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-focus]');
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
}

/**
 * The sankalp form (part 2 §§ 3, 5): who the puja is performed for. Errors show after the first
 * submit attempt and then follow the typing; the first invalid field gets the focus.
 */
export function SankalpForm({ puja, pkg, loadInitial, onDraftChange, onSaved, onChangePackage }: Props) {
  const { t } = useBookingT();
  const [{ initial, saved }] = useState(loadInitial);
  const uid = useId();
  const formId = `${uid}-form`;
  const formRef = useRef<HTMLFormElement>(null);
  const user = useStoredUser();
  const userId = userIdOf(user);
  const addresses = useAddresses(userId);
  const savedAddresses = useRef<SavedAddress[]>([]);
  savedAddresses.current = addresses.data ?? [];
  const save = useSaveSankalp();

  // The schema depends on the package (family size) and the saved addresses (read when it runs).
  const resolver = useMemo<Resolver<SankalpFormValues, unknown, Sankalp>>(
    () => (values, context, options) => zodResolver(sankalpFormSchema(pkg.numberOfPeople, savedAddresses.current))(values, context, options),
    [pkg.numberOfPeople],
  );
  const form = useForm<SankalpFormValues, unknown, Sankalp>({
    defaultValues: initial,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Focus is moved by focusFirstInvalid (reading order; RHF's own order can differ for controlled fields).
    shouldFocusError: false,
  });
  const { register, handleSubmit, control, setValue, getValues, trigger, formState } = form;
  const { errors, isSubmitted } = formState;

  // Keep the draft as the devotee types (a refresh loses nothing).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      onDraftChange(getValues());
    };
    const sub = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(flush, 250);
    });
    return () => {
      sub.unsubscribe();
      // Leaving (e.g. to change the package): keep what was typed in the last moment too.
      if (timer !== undefined) {
        clearTimeout(timer);
        flush();
      }
    };
  }, [form, getValues, onDraftChange]);

  // A package of another size changes the family rule: check again if errors are showing.
  useEffect(() => {
    if (form.formState.isSubmitted) void trigger();
  }, [pkg.numberOfPeople, trigger, form.formState.isSubmitted]);

  const gotraUnknown = useWatch({ control, name: 'gotra_unknown' });
  const prayers = useWatch({ control, name: 'special_prayers_or_sankalp' }) ?? '';

  const onValid = async (data: Sankalp) => {
    const values = getValues();
    if (saved && saved.packageId === pkg._id && sameForm(saved.form, values)) {
      onSaved(saved.id, values);
      return;
    }
    try {
      const id = await save.mutateAsync({ ...data, puja_ref_id: puja._id, ways_to_participate_ref_id: pkg._id });
      onSaved(id, values);
    } catch (e) {
      const fieldErrors = e instanceof ApiError ? e.fieldErrors : {};
      const known = Object.entries(fieldErrors).filter(([k]) => k in values || k.startsWith('address_for_prasad_delivery'));
      known.forEach(([k, message]) => form.setError(k as keyof SankalpFormValues, { type: 'server', message }));
      if (known.length > 0) setTimeout(() => focusFirstInvalid(formRef.current), 0);
      toast.error(t('sankalp.saveFailed'), {
        description: e instanceof ApiError && e.status > 0 ? e.message : t('sankalp.checkConnection'),
        duration: TOAST_ERROR_MS,
      });
    }
  };

  const onInvalid = () => {
    toast.error(t('sankalp.invalid'), { duration: TOAST_ERROR_MS });
    // Focus the first invalid field in reading order, once the errors are on screen.
    setTimeout(() => focusFirstInvalid(formRef.current), 0);
  };

  const fullName = register('full_name');
  const busy = save.isPending || formState.isSubmitting;
  const id = (name: string) => `${uid}-${name}`;

  return (
    <>
      <form
        id={formId}
        ref={formRef}
        noValidate
        onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)}
        aria-label={t('sankalp.formLabel')}
        className="space-y-6"
      >
        <RequiredFieldsNote>{t('sankalp.note')}</RequiredFieldsNote>

        <FormSection id={id('devotee')} title={t('sankalp.devotee')} icon={<UserRound />} description={t('sankalp.devoteeText')}>
          <div className="grid gap-4 md:grid-cols-2">
            <Field id={id('name')} label={t('sankalp.fullName')} required error={errors.full_name?.message} className="md:col-span-2">
              <input
                type="text"
                autoComplete="name"
                maxLength={NAME_MAX}
                className={inputClass(!!errors.full_name)}
                {...fullName}
                onBeforeInput={(e) => {
                  if (hasBlockedChar((e.nativeEvent as InputEvent).data)) e.preventDefault();
                }}
                onChange={(e) => {
                  const clean = blockNameInput(e.target.value);
                  if (clean !== e.target.value) e.target.value = clean;
                  return fullName.onChange(e);
                }}
              />
            </Field>
            <div className="md:col-span-2">
              <Controller
                control={control}
                name="gotra"
                render={({ field }) => (
                  <Field
                    id={id('gotra')}
                    label={t('sankalp.gotra')}
                    required
                    error={errors.gotra?.message}
                    hint={
                      gotraUnknown
                        ? t('sankalp.gotraHint', { gotra: DEFAULT_GOTRA })
                        : undefined
                    }
                  >
                    <input
                      type="text"
                      ref={field.ref}
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      maxLength={GOTRA_MAX}
                      disabled={gotraUnknown}
                      className={inputClass(!!errors.gotra)}
                    />
                  </Field>
                )}
              />
              <label className="mt-2 inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink-900">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-saffron-600"
                  checked={!!gotraUnknown}
                  onChange={(e) => {
                    const on = e.target.checked;
                    setValue('gotra_unknown', on, { shouldDirty: true });
                    setValue('gotra', on ? DEFAULT_GOTRA : '', { shouldValidate: isSubmitted, shouldDirty: true });
                  }}
                />
                {t('sankalp.gotraUnknown')}
              </label>
            </div>
            <Field id={id('phone')} label={t('sankalp.phone')} required error={errors.phone_number?.message} hint={t('sankalp.phoneHint')}>
              <input type="tel" inputMode="tel" autoComplete="tel" maxLength={20} className={inputClass(!!errors.phone_number)} {...register('phone_number')} />
            </Field>
            <Field id={id('email')} label={t('sankalp.email')} required error={errors.email_address?.message} hint={t('sankalp.emailHint')}>
              <input type="email" inputMode="email" autoComplete="email" maxLength={254} className={inputClass(!!errors.email_address)} {...register('email_address')} />
            </Field>
          </div>
        </FormSection>

        <FormSection
          id={id('family')}
          title={t('sankalp.family')}
          icon={<Users />}
          description={t('sankalp.familyText', { package: pkg.thumbnailTitle, count: pkg.numberOfPeople })}
        >
          <FamilyMembersField
            idPrefix={uid}
            control={control}
            setValue={setValue}
            errors={errors.family_members_names}
            numberOfPeople={pkg.numberOfPeople}
            submitted={isSubmitted}
            onChangePackage={onChangePackage}
          />
        </FormSection>

        <FormSection id={id('prayers')} title={t('sankalp.prayers')} icon={<ScrollText />} description={t('sankalp.prayersText')}>
          <Field
            id={id('purpose')}
            label={t('sankalp.purpose')}
            error={errors.special_prayers_or_sankalp?.message}
            counter={`${prayers.length}/${SPECIAL_PRAYERS_MAX}`}
          >
            <textarea
              rows={4}
              maxLength={SPECIAL_PRAYERS_MAX}
              className={inputClass(!!errors.special_prayers_or_sankalp, 'resize-y')}
              {...register('special_prayers_or_sankalp')}
            />
          </Field>
        </FormSection>

        <FormSection id={id('prasad')} title={t('sankalp.prasad')} icon={<HandHeart />}>
          <PrasadSection idPrefix={id('addr')} form={form} userId={userId} addresses={addresses.data} addressesLoading={!!userId && addresses.isPending} />
        </FormSection>

        <div className="hidden md:block">
          <button type="submit" className={buttonClass('primary', 'lg', 'w-full sm:w-auto sm:min-w-64')} disabled={busy} aria-busy={busy}>
            {busy ? <Loader2 className="h-5 w-5 animate-spin" aria-hidden /> : null}
            {busy ? t('sankalp.saving') : t('sankalp.continue')}
            {!busy && <ArrowRight className="h-5 w-5" aria-hidden />}
          </button>
          <p className="mt-2 text-sm text-ink-600">{t('sankalp.nextNote')}</p>
        </div>
      </form>

      <MobileBottomBar>
        <div className="flex items-center justify-between gap-4">
          <div className="min-w-0">
            <p className="truncate text-xs text-ink-600">{pkg.thumbnailTitle}</p>
            <Price value={pkg.price} className="text-xl font-bold text-maroon-800" />
          </div>
          <button type="submit" form={formId} className={buttonClass('primary', 'lg', 'min-w-40')} disabled={busy} aria-busy={busy}>
            {busy ? <Loader2 className="h-5 w-5 animate-spin" aria-hidden /> : null}
            {busy ? t('sankalp.savingShort') : t('sankalp.continueShort')}
            {!busy && <ArrowRight className="h-5 w-5" aria-hidden />}
          </button>
        </div>
      </MobileBottomBar>
    </>
  );
}
