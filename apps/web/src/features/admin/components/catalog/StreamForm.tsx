import type { StreamItem } from '@sankalp/shared/api/admin-catalog';
import { STREAM_CATEGORIES } from '@sankalp/shared/constants';
import { streamForm } from '@sankalp/shared/schemas/admin-catalog';
import { useConsoleT } from '../../i18n';
import { emptyStream, streamToBody, streamToForm } from '../../lib/catalog-values';
import { Group } from './FormBits';
import {
  CatalogForm,
  FormDateTime,
  FormImage,
  FormSelect,
  FormTemple,
  FormText,
  FormTextArea,
  useCatalogForm,
} from './FormFields';
import { HindiFields } from './HindiFields';

/** A live stream: where (a catalog temple or a named place), who, when (IST), and its player address. */
export function StreamForm({ item }: { item?: StreamItem }) {
  const { t } = useConsoleT();
  const form = useCatalogForm(streamForm, streamToBody, item ? streamToForm(item) : emptyStream());
  return (
    <CatalogForm form={form} entity="streams" itemId={item?.id} idPrefix="ls">
      <Group title={t('catalog.f.stream')}>
        <FormText name="title" label="catalog.f.title" />
        <FormSelect
          name="category"
          label="catalog.f.category"
          options={STREAM_CATEGORIES}
          optionLabel={(c) => t(`catalog.streamCategories.${c}`)}
        />
        <FormText name="pandit" label="catalog.f.pandit" />
        <FormText name="viewers" label="catalog.f.viewers" inputMode="numeric" />
        <FormTemple optional />
        <FormText name="templeText" label="catalog.f.place" hint={t('catalog.f.placeHint')} />
        <FormDateTime name="startTime" id="start" label="catalog.f.start" />
        <FormDateTime name="endTime" id="end" label="catalog.f.endOptional" />
        <FormText
          name="video"
          label="catalog.f.video"
          hint={t('catalog.f.videoHint')}
          className="md:col-span-2"
          inputMode="url"
          placeholder="https://www.youtube.com/embed/…"
        />
        <FormTextArea name="description" label="catalog.f.description" />
        <FormImage name="image" label="catalog.f.thumbnail" />
      </Group>
      <HindiFields>
        <FormText name="title" label="catalog.f.title" />
        <FormText name="pandit" label="catalog.f.pandit" />
        <FormText name="templeText" label="catalog.f.place" />
        <FormTextArea name="description" label="catalog.f.description" />
      </HindiFields>
    </CatalogForm>
  );
}
