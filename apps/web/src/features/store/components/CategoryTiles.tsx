import { Check, Flame, Shirt, type LucideIcon } from 'lucide-react';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@sankalp/shared/constants';
import { categoryLabel } from '../../../components/catalog/labels/index';
import { useStoreT } from '../i18n';

const TILES: Record<ProductCategory, { icon: LucideIcon; blurb: 'categories.clothsBlurb' | 'categories.worshipBlurb' }> = {
  cloths: { icon: Shirt, blurb: 'categories.clothsBlurb' },
  worship: { icon: Flame, blurb: 'categories.worshipBlurb' },
};

/** The two store categories as toggle buttons (one is always selected). */
export function CategoryTiles({ value, onChange }: { value: ProductCategory; onChange: (c: ProductCategory) => void }) {
  const { t } = useStoreT();
  return (
    <div role="group" aria-label={t('categories.group')} className="grid gap-3 sm:grid-cols-2 md:gap-5">
      {PRODUCT_CATEGORIES.map((c) => {
        const { icon: Icon, blurb } = TILES[c];
        const selected = c === value;
        return (
          <button
            key={c}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(c)}
            className={`relative flex min-h-24 items-center gap-4 rounded-[12px] border-2 p-4 text-left transition-colors md:p-5 ${
              selected
                ? 'border-saffron-600 bg-cream-100 shadow-raised'
                : 'border-cream-200 bg-white hover:border-saffron-500'
            }`}
          >
            <span
              className={`flex h-14 w-14 shrink-0 items-center justify-center rounded-full ${selected ? 'bg-saffron-600 text-white' : 'bg-cream-100 text-saffron-700'}`}
            >
              <Icon className="h-7 w-7" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block font-display text-lg font-bold text-maroon-800 md:text-xl">
                {categoryLabel(c)}
              </span>
              <span className="mt-0.5 block text-sm text-ink-600">{t(blurb)}</span>
            </span>
            {selected && (
              <span className="absolute right-3 top-3 flex h-6 w-6 items-center justify-center rounded-full bg-saffron-600 text-white">
                <Check className="h-4 w-4" aria-hidden />
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
