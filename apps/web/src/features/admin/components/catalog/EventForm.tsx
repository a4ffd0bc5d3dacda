import type { EventItem } from '@sankalp/shared/api/admin-catalog';
import { eventForm } from '@sankalp/shared/schemas/admin-catalog';
import { useConsoleT } from '../../i18n';
import { emptyEvent, eventToBody, eventToForm, newOffering } from '../../lib/catalog-values';
import { Group } from './FormBits';
import {
  CatalogForm,
  FormArray,
  FormCheckbox,
  FormDateTime,
  FormImage,
  FormImageList,
  FormRupee,
  FormTemple,
  FormText,
  FormTextArea,
  useCatalogForm,
} from './FormFields';
import { HindiFields } from './HindiFields';

/**
 * A chadhava event: its date, whether bookings are open, its slots (blank: no limit), images and
 * offerings with their prices in rupees. Offerings keep their ids, so paid bookings stay intact.
 */
export function EventForm({ item }: { item?: EventItem }) {
  const { t } = useConsoleT();
  const form = useCatalogForm(eventForm, eventToBody, item ? eventToForm(item) : emptyEvent());
  return (
    <CatalogForm form={form} entity="events" itemId={item?.id} idPrefix="e">
      <Group title={t('catalog.f.event')}>
        <FormText name="name" label="catalog.f.eventName" />
        <FormTemple />
        <FormDateTime name="date" label="catalog.f.eventDate" />
        <FormText
          name="maxParticipants"
          id="slots"
          label="catalog.f.slots"
          hint={item ? t('catalog.f.slotsTaken', { count: item.currentParticipants }) : t('catalog.f.slotsHint')}
          inputMode="numeric"
          placeholder={t('catalog.f.noLimit')}
        />
        <FormRupee name="basePrice" label="catalog.f.basePrice" hint={t('catalog.f.basePriceHint')} />
        <FormCheckbox
          name="isActive"
          className="self-end"
          label="catalog.f.bookingsOpen"
          hint={t('catalog.f.bookingsOpenHint')}
        />
        <FormTextArea name="about" label="catalog.f.about" rows={6} />
        <FormImageList name="images" label="catalog.f.images" />
      </Group>
      <HindiFields>
        <FormText name="name" label="catalog.f.eventName" />
        <FormTextArea name="about" label="catalog.f.about" rows={6} />
      </HindiFields>
      <FormArray
        name="offerings"
        idPrefix="o"
        title="catalog.f.offerings"
        newRow={newOffering}
        row={
          <>
            <FormText name="name" label="catalog.f.offeringName" rowError />
            <FormRupee name="price" label="catalog.f.price" />
            <FormText name="type" label="catalog.f.offeringType" hint={t('catalog.f.offeringTypeHint')} />
            <FormTextArea name="description" label="catalog.f.description" />
            <FormImage name="image" label="catalog.f.offeringImage" />
            <HindiFields>
              <FormText name="name" label="catalog.f.offeringName" />
              <FormTextArea name="description" label="catalog.f.description" />
            </HindiFields>
          </>
        }
      />
    </CatalogForm>
  );
}
