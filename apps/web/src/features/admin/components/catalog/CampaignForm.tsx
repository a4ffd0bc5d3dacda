import type { CampaignItem } from '@sankalp/shared/api/admin-catalog';
import { CAMPAIGN_CATEGORIES } from '@sankalp/shared/constants';
import { campaignForm } from '@sankalp/shared/schemas/admin-catalog';
import { inr } from '../../lib/format';
import { useConsoleT } from '../../i18n';
import { campaignToBody, campaignToForm, emptyCampaign, newSeva } from '../../lib/catalog-values';
import { Group } from './FormBits';
import {
  CatalogForm,
  FormArray,
  FormCheckbox,
  FormImage,
  FormImageList,
  FormRupee,
  FormSelect,
  FormText,
  FormTextArea,
  useCatalogForm,
} from './FormFields';
import { HindiFields } from './HindiFields';

/** A donation campaign: its story, goal in rupees, 80G eligibility, benefits and sevas with prices. */
export function CampaignForm({ item }: { item?: CampaignItem }) {
  const { t } = useConsoleT();
  const form = useCatalogForm(campaignForm, campaignToBody, item ? campaignToForm(item) : emptyCampaign());
  return (
    <CatalogForm form={form} entity="campaigns" itemId={item?.id} idPrefix="c">
      <Group title={t('catalog.f.campaign')}>
        <FormText name="title" label="catalog.f.title" />
        <FormSelect
          name="category"
          label="catalog.f.category"
          options={CAMPAIGN_CATEGORIES}
          optionLabel={(c) => t(`catalog.campaignCategories.${c}`)}
        />
        <FormText name="subtitle" label="catalog.f.subtitle" className="md:col-span-2" />
        <FormRupee
          name="goal"
          label="catalog.f.goal"
          hint={item ? t('catalog.f.raisedSoFar', { amount: inr(item.raised), count: item.participants }) : undefined}
        />
        <FormCheckbox
          name="eligible80G"
          id="80g"
          className="self-end"
          label="catalog.f.eligible80G"
          hint={t('catalog.f.eligible80GHint')}
        />
        <FormTextArea name="description" label="catalog.f.description" />
        <FormTextArea name="story" label="catalog.f.story" rows={6} />
        <FormImage name="img" label="catalog.f.mainImage" />
        <FormImageList name="images" label="catalog.f.gallery" />
        <FormImageList name="donorAvatars" id="avatars" label="catalog.f.donorAvatars" />
      </Group>
      <HindiFields>
        <FormText name="title" label="catalog.f.title" />
        <FormText name="subtitle" label="catalog.f.subtitle" />
        <FormTextArea name="description" label="catalog.f.description" />
        <FormTextArea name="story" label="catalog.f.story" rows={6} />
      </HindiFields>
      <FormArray
        name="sevas"
        idPrefix="s"
        title="catalog.f.sevas"
        newRow={newSeva}
        empty={<p className="text-sm text-ink-600 md:col-span-2">{t('catalog.f.noSevas')}</p>}
        row={
          <>
            <FormText name="title" label="catalog.f.sevaTitle" rowError />
            <FormRupee name="price" label="catalog.f.price" />
            <FormTextArea name="description" label="catalog.f.description" />
            <FormImage name="img" label="catalog.f.sevaImage" />
            <HindiFields>
              <FormText name="title" label="catalog.f.sevaTitle" />
              <FormTextArea name="description" label="catalog.f.description" />
            </HindiFields>
          </>
        }
      />
      <FormArray
        name="benefits"
        idPrefix="cb"
        title="catalog.f.benefits"
        cols={1}
        hindiList="hi.benefits"
        newRow={() => ({ heading: '', description: '' })}
        row={
          <>
            <FormText name="heading" label="catalog.f.heading" />
            <FormTextArea name="description" label="catalog.f.text" className="" />
            <HindiFields>
              <FormText name="heading" label="catalog.f.heading" />
              <FormTextArea name="description" label="catalog.f.text" />
            </HindiFields>
          </>
        }
      />
    </CatalogForm>
  );
}
