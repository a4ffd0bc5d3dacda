import type { PujaItem } from '@sankalp/shared/api/admin-catalog';
import { pujaForm } from '@sankalp/shared/schemas/admin-catalog';
import { useConsoleT } from '../../i18n';
import { emptyPuja, newChadhavaItem, newPackage, pujaToBody, pujaToForm } from '../../lib/puja-values';
import { Group } from './FormBits';
import {
  CatalogForm,
  FormArray,
  FormDateTime,
  FormImage,
  FormRupee,
  FormStringList,
  FormTemple,
  FormText,
  FormTextArea,
  useCatalogForm,
} from './FormFields';
import { HindiFields } from './HindiFields';

/**
 * A puja with its packages, chadhava items, benefits (the FAQ-style cards) and schedule, checked by
 * the shared pujaForm schema; prices in whole rupees. Child rows keep their ids, so paid bookings
 * that name them stay intact. Each part has its Hindi beside it.
 */
export function PujaForm({ item }: { item?: PujaItem }) {
  const { t } = useConsoleT();
  const form = useCatalogForm(pujaForm, pujaToBody, item ? pujaToForm(item) : emptyPuja());
  return (
    <CatalogForm form={form} entity="pujas" itemId={item?.id} idPrefix="p">
      <Group title={t('catalog.f.puja')}>
        <FormText name="title" label="catalog.f.title" />
        <FormTemple />
        <FormTextArea name="description" label="catalog.f.description" />
        <FormImage name="image" label="catalog.image" />
        <FormTextArea name="aboutTemple" label="catalog.f.aboutTemple" />
        <FormStringList name="aboutPujaCard" label="catalog.f.aboutCards" />
      </Group>
      <Group title={t('catalog.f.schedule')}>
        <FormDateTime name="startTime" id="start" label="catalog.f.start" />
        <FormDateTime name="endTime" id="end" label="catalog.f.end" />
        <FormText name="tithi" label="catalog.f.tithi" />
        <FormText name="occasion" label="catalog.f.occasion" />
        <FormText name="tag" label="catalog.f.tag" />
        <FormText name="type" label="catalog.f.type" />
        <FormText name="duration" label="catalog.f.duration" />
        <FormText name="rating" label="catalog.f.rating" type="number" step="0.1" min={0} max={5} valueAsNumber />
      </Group>
      <HindiFields>
        <FormText name="title" label="catalog.f.title" />
        <FormTextArea name="description" label="catalog.f.description" />
        <FormTextArea name="aboutTemple" label="catalog.f.aboutTemple" />
        <FormText name="tithi" label="catalog.f.tithi" />
        <FormText name="occasion" label="catalog.f.occasion" />
        <FormText name="tag" label="catalog.f.tag" />
        <FormText name="type" label="catalog.f.type" />
        <FormText name="duration" label="catalog.f.duration" />
      </HindiFields>
      <FormArray
        name="packages"
        idPrefix="pk"
        title="catalog.f.packages"
        newRow={newPackage}
        row={
          <>
            <FormText name="thumbnailTitle" id="title" label="catalog.f.packageTitle" rowError />
            <FormRupee name="price" label="catalog.f.price" />
            <FormText
              name="numberOfPeople"
              id="people"
              label="catalog.f.people"
              type="number"
              min={1}
              max={20}
              valueAsNumber
            />
            <FormImage name="img" label="catalog.f.packageImage" />
            <FormStringList name="points" label="catalog.f.points" hindi />
            <HindiFields>
              <FormText name="thumbnailTitle" id="title" label="catalog.f.packageTitle" />
            </HindiFields>
          </>
        }
      />
      <FormArray
        name="chadhavaItems"
        idPrefix="ci"
        title="catalog.f.chadhavaItems"
        newRow={newChadhavaItem}
        row={
          <>
            <FormText name="title" label="catalog.f.itemTitle" rowError />
            <FormRupee name="price" label="catalog.f.price" />
            <FormTextArea name="description" label="catalog.f.description" />
            <FormImage name="image" label="catalog.f.itemImage" />
            <HindiFields>
              <FormText name="title" label="catalog.f.itemTitle" />
              <FormTextArea name="description" label="catalog.f.description" />
            </HindiFields>
          </>
        }
      />
      <FormArray
        name="benefits"
        idPrefix="b"
        title="catalog.f.pujaBenefits"
        cols={1}
        hindiList="hi.benefits"
        newRow={() => ({ title: '', description: '' })}
        row={
          <>
            <FormText name="title" label="catalog.f.heading" />
            <FormTextArea name="description" label="catalog.f.text" className="" />
            <HindiFields>
              <FormText name="title" label="catalog.f.heading" />
              <FormTextArea name="description" label="catalog.f.text" />
            </HindiFields>
          </>
        }
      />
    </CatalogForm>
  );
}
