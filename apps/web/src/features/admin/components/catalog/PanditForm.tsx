import type { PanditItem } from '@sankalp/shared/api/admin-catalog';
import { panditForm } from '@sankalp/shared/schemas/admin-catalog';
import { PANDIT_SERVICES } from '@sankalp/shared/schemas/panditBooking';
import { Controller } from 'react-hook-form';
import { useConsoleT } from '../../i18n';
import { emptyPandit, panditToBody, panditToForm } from '../../lib/catalog-values';
import { Group } from './FormBits';
import {
  CatalogForm,
  FormImage,
  FormRupee,
  FormStringList,
  FormText,
  FormTextArea,
  useCatalogForm,
} from './FormFields';
import { HindiFields } from './HindiFields';
import { WeeklyHoursEditor, type WeeklyHoursErrors } from './WeeklyHours';

/** A pandit's profile, consultation fee, services, weekly hours (IST) and days off. */
export function PanditForm({ item }: { item?: PanditItem }) {
  const { t } = useConsoleT();
  const form = useCatalogForm(panditForm, panditToBody, item ? panditToForm(item) : emptyPandit());
  const {
    control,
    formState: { errors },
  } = form;
  return (
    <CatalogForm form={form} entity="pandits" itemId={item?.id} idPrefix="pd">
      <Group title={t('catalog.f.profile')}>
        <FormText name="name" label="catalog.f.name" />
        <FormText name="location" label="catalog.f.location" />
        <FormText name="experienceYears" id="experience" label="catalog.f.experienceYears" inputMode="numeric" />
        <FormText
          name="rating"
          label="catalog.f.rating"
          hint={t('catalog.f.ratingHint')}
          inputMode="decimal"
          placeholder="4.8"
        />
        <FormTextArea name="description" label="catalog.f.description" rows={5} />
        <FormImage name="img" label="catalog.f.photo" />
        <FormStringList name="languages" label="catalog.f.languages" hindi />
        <FormStringList name="specialities" label="catalog.f.specialities" hindi />
        <FormStringList name="highlightPoints" label="catalog.f.highlights" hindi />
      </Group>
      <HindiFields>
        <FormText name="name" label="catalog.f.name" />
        <FormText name="location" label="catalog.f.location" />
        <FormTextArea name="description" label="catalog.f.description" rows={5} />
      </HindiFields>
      <Group title={t('catalog.f.consultation')}>
        <FormRupee name="fee" label="catalog.f.fee" />
        <Controller
          control={control}
          name="services"
          render={({ field }) => (
            <fieldset aria-describedby={errors.services ? 'pd-services-error' : undefined}>
              <legend className="mb-1 text-sm font-semibold text-ink-900">{t('catalog.f.services')}</legend>
              {PANDIT_SERVICES.map((s) => (
                <label key={s} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink-900">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-saffron-600"
                    checked={field.value.includes(s)}
                    onChange={(e) =>
                      field.onChange(e.target.checked ? [...field.value, s] : field.value.filter((x) => x !== s))
                    }
                  />
                  {t(`catalog.panditServices.${s}`)}
                </label>
              ))}
              {errors.services && (
                <p id="pd-services-error" className="mt-1 text-sm font-medium text-danger">
                  {errors.services.message ?? errors.services.root?.message}
                </p>
              )}
            </fieldset>
          )}
        />
      </Group>
      <Group title={t('catalog.f.weeklyHours')}>
        <Controller
          control={control}
          name="weeklyHours"
          render={({ field }) => (
            <WeeklyHoursEditor
              id="pd-hours"
              value={field.value}
              onChange={field.onChange}
              errors={errors.weeklyHours as WeeklyHoursErrors}
            />
          )}
        />
      </Group>
      <Group title={t('catalog.f.daysOff')}>
        <FormStringList name="daysOff" type="date" label="catalog.f.datesOff" hint={t('catalog.f.daysOffHint')} />
      </Group>
    </CatalogForm>
  );
}
