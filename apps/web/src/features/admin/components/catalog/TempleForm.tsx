import type { TempleItem } from '@sankalp/shared/api/admin-catalog';
import { templeForm } from '@sankalp/shared/schemas/admin-catalog';
import type { z } from 'zod';
import { useConsoleT } from '../../i18n';
import { Group } from './FormBits';
import { CatalogForm, FormImage, FormText, FormTextArea, useCatalogForm } from './FormFields';

type Input = z.input<typeof templeForm>;
/** The form holds the schema's input as it is. */
const asIs = (v: Input) => v;

const EMPTY: Input = { name: '', location: '', deity: '', description: '', about: '', image: '' };

/** A temple: name, place, deity, texts and its image (the shared templeForm schema). */
export function TempleForm({ item }: { item?: TempleItem }) {
  const { t } = useConsoleT();
  const form = useCatalogForm(
    templeForm,
    asIs,
    item
      ? {
          name: item.name,
          location: item.location,
          deity: item.deity,
          description: item.description,
          about: item.about,
          image: item.image,
        }
      : EMPTY,
  );
  return (
    <CatalogForm form={form} entity="temples" itemId={item?.id} idPrefix="t">
      <Group title={t('catalog.f.temple')}>
        <FormText name="name" label="catalog.f.templeName" />
        <FormText name="location" label="catalog.f.location" />
        <FormText name="deity" label="catalog.f.deity" />
        <FormTextArea name="description" label="catalog.f.description" />
        <FormTextArea name="about" label="catalog.f.about" rows={6} />
        <FormImage name="image" label="catalog.image" />
      </Group>
    </CatalogForm>
  );
}
