import type { CatalogListItem } from '@sankalp/shared/api/admin-catalog';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import type { productForm } from '@sankalp/shared/schemas/admin-catalog';
import { adminGet, adminKeys, queryString } from '../../api/client';
import { useConsoleT } from '../../i18n';
import { sentStock, stockMessages, stockOf, withStock, type ProductState } from '../../lib/catalog-values';
import { TextInput } from '../Fields';
import { Group, ListError } from './FormBits';

type Ctl = Control<ProductState, unknown, z.output<typeof productForm>>;

/**
 * Units on the shelf for each size × colour the form has now; blank means made to order. A grid
 * of small cells rather than a table, so it fits a phone.
 */
export function StockGrid({ control, errors }: { control: Ctl; errors: FieldErrors<ProductState> }) {
  const { t } = useConsoleT();
  const [sizes, colors, stock] = useWatch({ control, name: ['sizes', 'colors', 'stock'] });
  const names = (l: { name: string }[]) => [...new Set(l.map((v) => v.name.trim()).filter(Boolean))];
  const variants = names(sizes).flatMap((size) => names(colors).map((color) => ({ size, color })));
  const messages = stockMessages(sentStock({ sizes, colors, stock }), errors.stock);
  return (
    <Group title={t('catalog.f.stock')}>
      <p className="text-sm text-ink-600 md:col-span-2">{t('catalog.f.stockHint')}</p>
      <ListError error={errors.stock} />
      <Controller
        control={control}
        name="stock"
        render={({ field }) => (
          <ul className="grid gap-3 sm:grid-cols-2 md:col-span-2 lg:grid-cols-3">
            {variants.map(({ size, color }, i) => {
              const error = messages.get(`${size}\u0000${color}`);
              return (
                <li key={`${size}-${color}`}>
                  <label htmlFor={`st-${i}`} className="mb-1 block text-sm font-semibold text-ink-900">
                    {size} · {color}
                  </label>
                  <TextInput
                    id={`st-${i}`}
                    inputMode="numeric"
                    placeholder={t('catalog.f.madeToOrder')}
                    invalid={Boolean(error)}
                    value={stockOf(field.value, size, color)}
                    onChange={(e) => field.onChange(withStock(field.value, size, color, e.target.value))}
                  />
                  {error && (
                    <p id={`st-${i}-error`} className="mt-1 text-sm font-medium text-danger">
                      {error}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      />
    </Group>
  );
}

/** Other products shown under this one ("you may also like"): ticked from the store's list. */
export function RelatedProducts({
  control,
  errors,
  selfId,
}: {
  control: Ctl;
  errors: FieldErrors<ProductState>;
  selfId: string | undefined;
}) {
  const { t } = useConsoleT();
  const products = useQuery({
    queryKey: [...adminKeys.catalog, 'products', 'options'],
    queryFn: ({ signal }) =>
      adminGet<{ items: CatalogListItem[] }>(`/catalog/products${queryString({ limit: 100 })}`, signal).then(
        (d) => d.items,
      ),
    staleTime: 60_000,
  });
  const others = (products.data ?? []).filter((p) => p.id !== selfId);
  return (
    <Group title={t('catalog.f.related')}>
      <ListError error={errors.relatedIds} />
      <Controller
        control={control}
        name="relatedIds"
        render={({ field }) =>
          others.length === 0 ? (
            <p className="text-sm text-ink-600 md:col-span-2">{t('catalog.f.noOtherProducts')}</p>
          ) : (
            <ul className="grid gap-1 sm:grid-cols-2 md:col-span-2">
              {others.map((p) => (
                <li key={p.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink-900">
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-saffron-600"
                      checked={field.value.includes(p.id)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked ? [...field.value, p.id] : field.value.filter((x) => x !== p.id),
                        )
                      }
                    />
                    {p.title}
                  </label>
                </li>
              ))}
            </ul>
          )
        }
      />
    </Group>
  );
}
