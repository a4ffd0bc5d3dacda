import { PRODUCT_CATEGORIES, STORE_DEFAULT_CATEGORY, type ProductCategory } from '@sankalp/shared/constants';

/** The store's ?category= value: one of the two categories, else the default (cloths). */
export function parseStoreCategory(value: string | null | undefined): ProductCategory {
  const v = value?.trim().toLowerCase();
  return (PRODUCT_CATEGORIES as readonly string[]).includes(v ?? '') ? (v as ProductCategory) : STORE_DEFAULT_CATEGORY;
}
