import type { PrasadItem } from '@sankalp/shared/api/admin-catalog';
import { prasadForm } from '@sankalp/shared/schemas/admin-catalog';
import { PRASAD_AVAILABILITY } from '@sankalp/shared/schemas/prasad';
import { useConsoleT } from '../../i18n';
import { emptyPrasad, prasadToBody, prasadToForm } from '../../lib/prasad-values';
import { Group } from './FormBits';
import {
  CatalogForm,
  FormImage,
  FormRupee,
  FormSelect,
  FormStringList,
  FormTemple,
  FormText,
  FormTextArea,
  useCatalogForm,
} from './FormFields';
import { HindiFields } from './HindiFields';

/** A prasad offering of a temple (issue 10): its rating and reviews come from feedback, shown, not edited. */
export function PrasadForm({ item }: { item?: PrasadItem }) {
  const { t } = useConsoleT();
  const form = useCatalogForm(prasadForm, prasadToBody, item ? prasadToForm(item) : emptyPrasad());
  return (
    <CatalogForm form={form} entity="prasad" itemId={item?.id} idPrefix="pr">
      <Group title={t('catalog.f.prasadOffering')}>
        <FormText name="title" label="catalog.f.title" />
        <FormTemple />
        <FormRupee name="price" label="catalog.f.price" />
        <FormSelect
          name="availability"
          label="catalog.f.availability"
          options={PRASAD_AVAILABILITY}
          optionLabel={(a) => a}
        />
        <FormStringList name="items" label="catalog.f.prasadItems" hindi />
        <FormTextArea name="description" label="catalog.f.description" />
        <FormImage name="image" label="catalog.f.mainImage" />
        {item && (
          <p className="text-sm text-ink-600 md:col-span-2">
            {t('catalog.f.ratingComputed', { rating: item.rating.toFixed(1), reviews: item.reviews })}
          </p>
        )}
      </Group>
      <HindiFields>
        <FormText name="title" label="catalog.f.title" />
        <FormTextArea name="description" label="catalog.f.description" />
      </HindiFields>
    </CatalogForm>
  );
}
