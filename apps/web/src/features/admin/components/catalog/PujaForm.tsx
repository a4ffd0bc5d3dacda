import type { PujaItem } from '@sankalp/shared/api/admin-catalog';
import { pujaForm } from '@sankalp/shared/schemas/admin-catalog';
import type { z } from 'zod';
import { useConsoleT } from '../../i18n';
import { formValuesOf } from '../../lib/catalog-form';
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

type Input = z.input<typeof pujaForm>;
/** The form holds the schema's input as it is. */
const asIs = (v: Input) => v;

const newPackage = () => ({ thumbnailTitle: '', img: '', price: '', numberOfPeople: 1, points: [] });

const EMPTY: Input = {
  title: '',
  templeId: '',
  description: '',
  image: '',
  aboutPujaCard: [],
  aboutTemple: '',
  tithi: '',
  tag: '',
  occasion: '',
  type: '',
  duration: '',
  rating: 4.9,
  startTime: '',
  endTime: '',
  benefits: [],
  packages: [newPackage()],
  chadhavaItems: [],
};

/**
 * A puja with its packages, chadhava items, benefits (the FAQ-style cards) and schedule, checked by
 * the shared pujaForm schema; prices in whole rupees. Child rows keep their ids, so paid bookings
 * that name them stay intact.
 */
export function PujaForm({ item }: { item?: PujaItem }) {
  const { t } = useConsoleT();
  const form = useCatalogForm(pujaForm, asIs, item ? (formValuesOf(item) as Input) : EMPTY);
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
            <FormStringList name="points" label="catalog.f.points" />
          </>
        }
      />
      <FormArray
        name="chadhavaItems"
        idPrefix="ci"
        title="catalog.f.chadhavaItems"
        newRow={() => ({ title: '', price: '', image: '', description: '' })}
        row={
          <>
            <FormText name="title" label="catalog.f.itemTitle" rowError />
            <FormRupee name="price" label="catalog.f.price" />
            <FormTextArea name="description" label="catalog.f.description" />
            <FormImage name="image" label="catalog.f.itemImage" />
          </>
        }
      />
      <FormArray
        name="benefits"
        idPrefix="b"
        title="catalog.f.pujaBenefits"
        cols={1}
        newRow={() => ({ title: '', description: '' })}
        row={
          <>
            <FormText name="title" label="catalog.f.heading" />
            <FormTextArea name="description" label="catalog.f.text" className="" />
          </>
        }
      />
    </CatalogForm>
  );
}
