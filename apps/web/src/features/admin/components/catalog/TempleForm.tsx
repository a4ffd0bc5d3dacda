import type { TempleItem } from '@sankalp/shared/api/admin-catalog';
import { templeForm } from '@sankalp/shared/schemas/admin-catalog';
import { useConsoleT } from '../../i18n';
import { emptyTemple, templeToBody, templeToForm } from '../../lib/catalog-values';
import { Group } from './FormBits';
import { CatalogForm, FormImage, FormText, FormTextArea, useCatalogForm } from './FormFields';
import { HindiFields } from './HindiFields';

/** A temple: name, place, deity, texts and its image (the shared templeForm schema), and their Hindi. */
export function TempleForm({ item }: { item?: TempleItem }) {
  const { t } = useConsoleT();
  const form = useCatalogForm(templeForm, templeToBody, item ? templeToForm(item) : emptyTemple());
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
      <HindiFields>
        <FormText name="name" label="catalog.f.templeName" />
        <FormText name="location" label="catalog.f.location" />
        <FormText name="deity" label="catalog.f.deity" />
        <FormTextArea name="description" label="catalog.f.description" />
        <FormTextArea name="about" label="catalog.f.about" rows={6} />
      </HindiFields>
    </CatalogForm>
  );
}
