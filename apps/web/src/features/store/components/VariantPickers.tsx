import { Check } from 'lucide-react';
import { useId } from 'react';
import { formatINR } from '@sankalp/shared/money';
import type { ColorOption, SizeOption } from '../product-options';
import { useStoreT } from '../i18n';
import { variantLabel } from '../../../components/catalog/labels/index';

const extra = (amount: number) => (amount > 0 ? `+${formatINR(amount, { decimals: false })}` : '');

/** Size choices as buttons, with '+₹extra' when the size costs more. */
export function SizePicker({
  sizes,
  value,
  onChange,
  soldOut = () => false,
}: {
  sizes: SizeOption[];
  value: SizeOption | null;
  onChange: (s: SizeOption) => void;
  /** A size sold out in the chosen colour: still choosable (to see it), marked and not buyable. */
  soldOut?: (size: string) => boolean;
}) {
  const { t } = useStoreT();
  if (sizes.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink-900">
        {t('product.size')}
        {value && <span className="font-normal text-ink-600">: {variantLabel(value.name)}</span>}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {sizes.map((s) => {
          const selected = s.name === value?.name;
          const gone = soldOut(s.name);
          return (
            <button
              key={s.name}
              type="button"
              aria-pressed={selected}
              onClick={() => onChange(s)}
              className={`inline-flex min-h-11 min-w-14 flex-col items-center justify-center rounded-[10px] border-2 px-3 py-1 text-sm font-semibold transition-colors ${
                selected
                  ? gone
                    ? 'border-ink-600 bg-ink-600 text-white'
                    : 'border-saffron-600 bg-saffron-600 text-white'
                  : gone
                    ? 'border-dashed border-cream-200 bg-cream-50 text-ink-600'
                    : 'border-cream-200 bg-white text-ink-900 hover:border-saffron-500'
              }`}
            >
              {variantLabel(s.name)}
              {s.extraPrice > 0 && (
                <span className={`text-xs font-medium ${selected ? 'text-white' : 'text-saffron-700'}`}>
                  {extra(s.extraPrice)}
                </span>
              )}
              {gone && (
                <span className={`text-xs font-medium ${selected ? 'text-white' : 'text-danger'}`}>{t('product.soldOut')}</span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Colour swatches (hex); the chosen colour's name and extra are spelled out beside the legend. */
export function ColorPicker({
  colors,
  value,
  onChange,
  soldOut = () => false,
}: {
  colors: ColorOption[];
  value: ColorOption | null;
  onChange: (c: ColorOption) => void;
  /** A colour sold out in the chosen size: marked with a slash and 'Sold out' in its name. */
  soldOut?: (color: string) => boolean;
}) {
  const { t } = useStoreT();
  const soldOutId = useId();
  if (colors.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink-900">
        {t('product.colour')}
        {value && (
          <span className="font-normal text-ink-600" data-testid="selected-color">
            : {variantLabel(value.name)}
            {soldOut(value.name) && <span className="ml-1 font-semibold text-danger">{t('product.soldOutParen')}</span>}
            {value.extraPrice > 0 && (
              <span className="ml-1 font-semibold text-saffron-700">{extra(value.extraPrice)}</span>
            )}
          </span>
        )}
      </legend>
      <span id={soldOutId} hidden>
        {t('product.soldOut')}
      </span>
      <div className="mt-2 flex flex-wrap gap-2.5">
        {colors.map((c) => {
          const selected = c.name === value?.name;
          const gone = soldOut(c.name);
          const name = variantLabel(c.name);
          const label = c.extraPrice > 0 ? `${name} (${extra(c.extraPrice)})` : name;
          return (
            <button
              key={c.name}
              type="button"
              aria-pressed={selected}
              aria-label={label}
              aria-describedby={gone ? soldOutId : undefined}
              title={gone ? t('product.colourSoldOut', { colour: name }) : name}
              onClick={() => onChange(c)}
              className={`relative flex h-11 w-11 items-center justify-center rounded-full border-2 p-0.5 transition-shadow ${
                selected ? 'border-saffron-600 shadow-raised' : 'border-cream-200 hover:border-saffron-500'
              }`}
            >
              {gone && (
                // A diagonal slash across the swatch: sold out in the chosen size.
                <span aria-hidden className="pointer-events-none absolute inset-0 flex items-center justify-center">
                  <span className="h-0.5 w-12 rotate-45 rounded bg-ink-900/70" />
                </span>
              )}
              <span
                className={`flex h-full w-full items-center justify-center rounded-full ring-1 ring-black/10 ${gone ? 'opacity-50' : ''}`}
                style={{ backgroundColor: c.colorHex }}
              >
                {selected && (
                  <span className="flex h-5 w-5 items-center justify-center rounded-full bg-white/90 text-saffron-700">
                    <Check className="h-3.5 w-3.5" aria-hidden />
                  </span>
                )}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
