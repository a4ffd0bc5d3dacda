import type { ProductItem } from '@sankalp/shared/api/admin-catalog';
import { PRODUCT_CATEGORIES } from '@sankalp/shared/constants';
import { productForm } from '@sankalp/shared/schemas/admin-catalog';
import { useController, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { useConsoleT } from '../../i18n';
import { emptyProduct, productToBody, productToForm, type ProductState } from '../../lib/catalog-values';
import { Labeled, TextInput } from '../Fields';
import { Group } from './FormBits';
import {
  CatalogForm,
  FormArray,
  FormImage,
  FormImageList,
  FormRupee,
  FormSelect,
  FormStringList,
  FormText,
  FormTextArea,
  useCatalogForm,
  useFieldScope,
} from './FormFields';
import { HindiFields } from './HindiFields';
import { RelatedProducts, StockGrid } from './ProductStock';

type Output = z.output<typeof productForm>;
export type ProductParts = {
  control: Control<ProductState, unknown, Output>;
  register: UseFormRegister<ProductState>;
  errors: FieldErrors<ProductState>;
};

/** A store product: texts, images, base price, sizes and colours with their extra prices, stock per variant. */
export function ProductForm({ item }: { item?: ProductItem }) {
  const { t } = useConsoleT();
  const form = useCatalogForm(productForm, productToBody, item ? productToForm(item) : emptyProduct());
  const { control, register, formState } = form;
  const parts = { control, register, errors: formState.errors };
  return (
    <CatalogForm form={form} entity="products" itemId={item?.id} idPrefix="pr">
      <Group title={t('catalog.f.product')}>
        <FormText name="name" label="catalog.f.productName" />
        <FormSelect
          name="category"
          label="catalog.f.category"
          options={PRODUCT_CATEGORIES}
          optionLabel={(c) => t(`catalog.productCategories.${c}`)}
        />
        <FormRupee name="basePrice" label="catalog.f.price" hint={t('catalog.f.basePriceProductHint')} />
        <FormTextArea name="description" label="catalog.f.description" rows={5} />
        <FormStringList name="features" label="catalog.f.features" hindi />
        <FormImage name="primaryImage" label="catalog.f.mainImage" />
        <FormImageList name="secondaryImages" id="images" label="catalog.f.moreImages" />
      </Group>
      <HindiFields>
        <FormText name="name" label="catalog.f.productName" />
        <FormTextArea name="description" label="catalog.f.description" rows={5} />
      </HindiFields>
      <FormArray
        name="sizes"
        idPrefix="sz"
        title="catalog.f.sizes"
        cols="inline2"
        itemLabel="catalog.f.size"
        newRow={() => ({ name: '', extraPrice: '0' })}
        row={
          <>
            <FormText name="name" label="catalog.f.size" rowError />
            <FormRupee name="extraPrice" id="extra" label="catalog.f.extraPrice" />
          </>
        }
      />
      <FormArray
        name="colors"
        idPrefix="co"
        title="catalog.f.colors"
        cols="inline3"
        itemLabel="catalog.f.color"
        newRow={() => ({ name: '', extraPrice: '0', colorHex: '#C2410C' })}
        row={
          <>
            <FormText name="name" label="catalog.f.color" rowError />
            <FormRupee name="extraPrice" id="extra" label="catalog.f.extraPrice" />
            <ColorHex />
          </>
        }
      />
      <StockGrid {...parts} />
      <RelatedProducts control={control} errors={parts.errors} selfId={item?.id} />
    </CatalogForm>
  );
}

/** A colour's code: a picker and the typed #RRGGBB side by side. */
function ColorHex() {
  const { t } = useConsoleT();
  const f = useFieldScope('colorHex', 'hex');
  const { field } = useController({ control: f.form.control, name: f.path });
  const value = field.value as string;
  return (
    <Labeled id={f.id} label={t('catalog.f.colorCode')} error={f.error}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('catalog.f.pickColor')}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-[10px] border border-cream-200 bg-white p-1"
          value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000'}
          onChange={(ev) => field.onChange(ev.target.value.toUpperCase())}
        />
        <TextInput
          id={f.id}
          invalid={f.invalid}
          value={value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          placeholder="#A1B2C3"
        />
      </div>
    </Labeled>
  );
}
