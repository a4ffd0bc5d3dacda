import { Info, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { FAMILY_NAME_MAX } from '@sankalp/shared/constants';
import type { Sankalp } from '@sankalp/shared/schemas/sankalp';
import { buttonClass } from '../../../components/ui/Button';
import {
  blockFamilyNameInput,
  canAddFamilyMember,
  familyLimit,
  familyLimitMessage,
  hasBlockedChar,
  type SankalpFormValues,
} from '../lib/sankalp-form';
import { inputClass } from '../../../components/ui/FormField';
import { localizeMessage } from '../../../lib/i18n/index';
import { useBookingT } from '../i18n/index';

type Props = {
  idPrefix: string;
  control: Control<SankalpFormValues, unknown, Sankalp>;
  setValue: UseFormSetValue<SankalpFormValues>;
  errors: FieldErrors<SankalpFormValues>['family_members_names'];
  numberOfPeople: number;
  submitted: boolean;
  onChangePackage: () => void;
};

/**
 * Family members named in the sankalp: up to numberOfPeople − 1 (Add is disabled at the limit,
 * with the spec's message); each name ≤ 25 characters, commas and semicolons blocked; blank rows
 * are dropped when the form is sent.
 */
export function FamilyMembersField({ idPrefix, control, setValue, errors, numberOfPeople, submitted, onChangePackage }: Props) {
  const { t, language } = useBookingT();
  const names = useWatch({ control, name: 'family_members_names' }) ?? [];
  const limit = familyLimit(numberOfPeople);
  const canAdd = canAddFamilyMember(names.length, numberOfPeople);
  const focusIndex = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusIndex.current === null) return;
    const inputs = listRef.current?.querySelectorAll('input');
    const target = inputs?.[focusIndex.current] ?? addRef.current;
    target?.focus();
    focusIndex.current = null;
  }, [names.length]);

  const set = (next: string[]) => setValue('family_members_names', next, { shouldValidate: submitted, shouldDirty: true });
  const add = () => {
    if (!canAdd) return;
    focusIndex.current = names.length;
    set([...names, '']);
  };
  const remove = (i: number) => {
    focusIndex.current = Math.min(i, names.length - 2);
    set(names.filter((_, j) => j !== i));
  };
  const rawListError = errors?.message ?? errors?.root?.message;
  const listError = rawListError && localizeMessage(rawListError, language);
  const limitId = `${idPrefix}-family-limit`;

  if (limit === 0) {
    return (
      <div className="flex gap-3 rounded-[10px] bg-cream-100 p-4 text-sm text-ink-900">
        <Info className="mt-0.5 h-5 w-5 shrink-0 text-saffron-700" aria-hidden />
        <div>
          <p>{t('family.single')}</p>
          <button type="button" onClick={onChangePackage} className="mt-1 min-h-11 font-semibold text-saffron-700 underline underline-offset-2">
            {t('family.chooseFamily')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div>
      {names.length > 0 && (
        <ol ref={listRef} className="space-y-3">
          {names.map((_, i) => {
            const rawError = errors?.[i]?.message;
            const error = rawError && localizeMessage(rawError, language);
            const id = `${idPrefix}-family-${i}`;
            return (
              <li key={i}>
                <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-900">
                  {t('family.member', { n: i + 1 })}
                </label>
                <div className="flex items-start gap-2">
                  <Controller
                    control={control}
                    name={`family_members_names.${i}`}
                    render={({ field }) => (
                      <input
                        id={id}
                        ref={field.ref}
                        name={field.name}
                        value={field.value ?? ''}
                        onBlur={field.onBlur}
                        onBeforeInput={(e) => {
                          if (hasBlockedChar((e.nativeEvent as InputEvent).data)) e.preventDefault();
                        }}
                        onChange={(e) => field.onChange(blockFamilyNameInput(e.target.value))}
                        maxLength={FAMILY_NAME_MAX}
                        autoComplete="off"
                        placeholder={t('family.placeholder')}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        className={inputClass(!!error)}
                      />
                    )}
                  />
                  <button
                    type="button"
                    onClick={() => remove(i)}
                    className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-cream-100 hover:text-danger"
                    aria-label={t('family.remove', { n: i + 1 })}
                  >
                    <Trash2 className="h-5 w-5" aria-hidden />
                  </button>
                </div>
                {error && (
                  <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <div className={`flex flex-wrap items-center gap-x-4 gap-y-2 ${names.length > 0 ? 'mt-4' : ''}`}>
        <button
          ref={addRef}
          type="button"
          className={buttonClass('outline')}
          onClick={add}
          disabled={!canAdd}
          aria-describedby={listError ? `${limitId}-error` : limitId}
        >
          <Plus className="h-4 w-4" aria-hidden /> {t('family.add')}
        </button>
        {!listError && (
          <p id={limitId} className={`text-sm ${canAdd ? 'text-ink-600' : 'font-medium text-maroon-800'}`} aria-live="polite">
            {canAdd ? t('family.added', { count: names.length, limit }) : localizeMessage(familyLimitMessage(numberOfPeople), language)}
          </p>
        )}
      </div>
      {listError && (
        <p id={`${limitId}-error`} role="alert" tabIndex={-1} data-error-focus className="mt-2 scroll-mt-40 text-sm font-medium text-danger focus:outline-none">
          {listError}
        </p>
      )}
    </div>
  );
}
