import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { CART_QUANTITY_MAX, type CartItem } from '@sankalp/shared/api/cart';
import { Price } from '../../../components/ui/Price';
import { problemText, productLink } from '../cart-text';
import { CartStepper } from './CartStepper';
import { rich } from '../../../lib/i18n/rich';
import { useCartT } from '../i18n/index';
import { variantLabel } from '../../../components/catalog/labels/index';

/** One line: image, name, options, unit price, stepper, remove, line subtotal and any problem. */
export function CartLineCard({
  item,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  onQuantity: (n: number) => void;
  onRemove: () => void;
}) {
  const { t } = useCartT();
  const problem = problemText(item);
  const max = item.problem === 'unavailable' ? 0 : Math.min(CART_QUANTITY_MAX, item.available ?? CART_QUANTITY_MAX);
  const options = [item.size && t('size', { size: variantLabel(item.size) }), item.color && t('colour', { color: variantLabel(item.color) })]
    .filter(Boolean)
    .join(' · ');
  const problemId = `cart-problem-${item.product}-${item.size}-${item.color}`.replace(/[^\w-]/g, '_');
  return (
    <li
      className={`flex gap-3 rounded-[12px] bg-white p-3 shadow-raised sm:gap-4 sm:p-4 ${problem ? 'ring-1 ring-danger/40' : ''}`}
      data-testid="cart-line"
      aria-describedby={problem ? problemId : undefined}
    >
      <Link to={productLink(item)} className="shrink-0" tabIndex={-1} aria-hidden>
        <img
          src={item.primaryImage}
          alt=""
          width={112}
          height={112}
          className="aspect-square h-20 w-20 rounded-[10px] bg-cream-100 object-cover sm:h-28 sm:w-28"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              to={productLink(item)}
              className="font-semibold leading-snug text-ink-900 hover:text-saffron-700 hover:underline"
            >
              {item.name}
            </Link>
            {options && <p className="mt-0.5 text-sm text-ink-600">{options}</p>}
            <p className="mt-0.5 text-sm text-ink-600">
              {rich(t('each'), { price: <Price value={item.unitPrice} /> })}
            </p>
          </div>
          <button
            type="button"
            onClick={onRemove}
            className="-mr-1 -mt-1 inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-ink-600 hover:bg-cream-100 hover:text-danger"
            aria-label={options ? t('removeLabelOptions', { name: item.name, options }) : t('removeLabel', { name: item.name })}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">{t('remove')}</span>
          </button>
        </div>
        {problem && (
          <p id={problemId} className="text-sm font-semibold text-danger" data-testid="cart-problem">
            {problem}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <CartStepper
            value={item.quantity}
            max={max}
            disabled={item.problem === 'unavailable'}
            label={t('quantityOf', { name: item.name })}
            onChange={onQuantity}
          />
          <Price value={item.subtotal} className="text-lg font-bold text-maroon-800" />
        </div>
      </div>
    </li>
  );
}
